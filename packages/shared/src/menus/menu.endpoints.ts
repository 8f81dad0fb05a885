import { endpoint } from '../common/endpoint';
import { DetailResponseSchema, IdParamsSchema } from '../common/list.schemas';
import {
  MenuBodySchema,
  MenuHashedIdParamsSchema,
  MenuItemAvailabilityBodySchema,
  MenuItemBodySchema,
  MenuItemMoveBodySchema,
  MenuItemUpdateBodySchema,
  MenuListResponseSchema,
  MenuSchema,
  MenuSectionBodySchema,
  MenuSectionUpdateBodySchema,
  MenuUpdateBodySchema,
  PublicMenuResponseSchema,
  PublicMenusResponseSchema,
  ReorderBodySchema,
} from './menu.schemas';

// Guests read active menus; the editor's writes answer the whole menu as committed.

export const getPublicMenu = endpoint({
  method: 'GET',
  path: '/menu/:hashedId',
  params: MenuHashedIdParamsSchema,
  response: PublicMenuResponseSchema,
});

export const getPublicMenus = endpoint({
  method: 'GET',
  path: '/restaurant/:id/menus',
  params: IdParamsSchema,
  response: PublicMenusResponseSchema,
});

export const listMenus = endpoint({
  method: 'GET',
  path: '/restaurant/:id/menu-list',
  params: IdParamsSchema,
  response: MenuListResponseSchema,
});

export const createMenu = endpoint({
  method: 'POST',
  path: '/restaurant/:id/menus',
  params: IdParamsSchema,
  body: MenuBodySchema,
  response: MenuSchema,
  status: 201,
});

export const reorderMenus = endpoint({
  method: 'PUT',
  path: '/restaurant/:id/menus/order',
  params: IdParamsSchema,
  body: ReorderBodySchema,
  response: MenuListResponseSchema,
});

export const getMenu = endpoint({
  method: 'GET',
  path: '/menus/:id',
  params: IdParamsSchema,
  response: MenuSchema,
});

export const updateMenu = endpoint({
  method: 'PUT',
  path: '/menus/:id',
  params: IdParamsSchema,
  body: MenuUpdateBodySchema,
  response: MenuSchema,
});

export const deleteMenu = endpoint({
  method: 'DELETE',
  path: '/menus/:id',
  params: IdParamsSchema,
  response: DetailResponseSchema,
});

export const duplicateMenu = endpoint({
  method: 'POST',
  path: '/menus/:id/duplicate',
  params: IdParamsSchema,
  response: MenuSchema,
  status: 201,
});

export const createSection = endpoint({
  method: 'POST',
  path: '/menus/:id/sections',
  params: IdParamsSchema,
  body: MenuSectionBodySchema,
  response: MenuSchema,
  status: 201,
});

export const reorderSections = endpoint({
  method: 'PUT',
  path: '/menus/:id/sections/order',
  params: IdParamsSchema,
  body: ReorderBodySchema,
  response: MenuSchema,
});

export const updateSection = endpoint({
  method: 'PUT',
  path: '/menu-sections/:id',
  params: IdParamsSchema,
  body: MenuSectionUpdateBodySchema,
  response: MenuSchema,
});

export const deleteSection = endpoint({
  method: 'DELETE',
  path: '/menu-sections/:id',
  params: IdParamsSchema,
  response: MenuSchema,
});

export const createItem = endpoint({
  method: 'POST',
  path: '/menu-sections/:id/items',
  params: IdParamsSchema,
  body: MenuItemBodySchema,
  response: MenuSchema,
  status: 201,
});

export const reorderItems = endpoint({
  method: 'PUT',
  path: '/menu-sections/:id/items/order',
  params: IdParamsSchema,
  body: ReorderBodySchema,
  response: MenuSchema,
});

export const updateItem = endpoint({
  method: 'PUT',
  path: '/menu-items/:id',
  params: IdParamsSchema,
  body: MenuItemUpdateBodySchema,
  response: MenuSchema,
});

export const setItemAvailability = endpoint({
  method: 'PATCH',
  path: '/menu-items/:id/availability',
  params: IdParamsSchema,
  body: MenuItemAvailabilityBodySchema,
  response: MenuSchema,
});

export const moveItem = endpoint({
  method: 'PUT',
  path: '/menu-items/:id/section',
  params: IdParamsSchema,
  body: MenuItemMoveBodySchema,
  response: MenuSchema,
});

export const deleteItem = endpoint({
  method: 'DELETE',
  path: '/menu-items/:id',
  params: IdParamsSchema,
  response: MenuSchema,
});
