import { DetailResponseSchema, IdParamsSchema } from '@coperto/shared/common/list.schemas';
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
} from '@coperto/shared/menus/menu.schemas';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendRevalidated } from '../../shared/http-cache';
import type { TenantResource } from '../../shared/tenant-resource';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import { findItemById, findMenuById, findSectionById } from './menus.repository';
import * as menus from './menus.service';

const tags = ['menus'];

/** The editor's routes: menu permission, and the row the `:id` names checked before the body. */
const editing = (tenantResource: TenantResource): FastifyContextConfig => ({
  permission: 'update:menus',
  tenantResource,
});
const inPath = (label: string, find: TenantResource['find']): TenantResource => ({
  label,
  in: 'params',
  key: 'id',
  find,
});
const MENU_IN_PATH = inPath('Menu', findMenuById);
const SECTION_IN_PATH = inPath('Menu section', findSectionById);
const ITEM_IN_PATH = inPath('Menu item', findItemById);

/** Guests' reads: the same answer for everyone, so no session lookup; sent with an ETag. */
const publicRead = { public: true, ignoresCaller: true } as const;

/**
 * The digital menu (issue 5): guests read active menus by hashed id or restaurant; the dashboard
 * edits menus, sections and items. Every write answers the whole menu as committed, which is what
 * the editor shows next (deleting a whole menu answers a detail).
 */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ public
  app.get(
    '/menu/:hashedId',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'An active menu, whole, with its restaurant: the menu page (public, ETag)',
        params: MenuHashedIdParamsSchema,
        response: { 200: PublicMenuResponseSchema },
      },
    },
    async (req, reply) =>
      sendRevalidated(
        req,
        reply,
        await menus.getPublicMenuByHashedId(req.ctx, req.params.hashedId),
      ),
  );

  app.get(
    '/restaurant/:id/menus',
    {
      config: publicRead,
      schema: {
        tags,
        summary: "The restaurant's active menus, whole and in order (public, ETag)",
        params: IdParamsSchema,
        response: { 200: PublicMenusResponseSchema },
      },
    },
    async (req, reply) =>
      sendRevalidated(req, reply, await menus.getPublicMenusOfRestaurant(req.ctx, req.params.id)),
  );

  // ------------------------------------------------------------ menus
  app.get(
    '/restaurant/:id/menu-list',
    {
      config: editing(RESTAURANT_IN_PATH),
      schema: {
        tags,
        summary: "The restaurant's menus for the editor, inactive ones too, with counts",
        params: IdParamsSchema,
        response: { 200: MenuListResponseSchema },
      },
    },
    (req) => menus.listMenus(req.ctx, req.params.id),
  );

  app.post(
    '/restaurant/:id/menus',
    {
      config: editing(RESTAURANT_IN_PATH),
      schema: {
        tags,
        summary: 'Create a menu at the end of the restaurant’s list, with a new hashed id',
        params: IdParamsSchema,
        body: MenuBodySchema,
        response: { 201: MenuSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await menus.createMenu(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/restaurant/:id/menus/order',
    {
      config: editing(RESTAURANT_IN_PATH),
      schema: {
        tags,
        summary: "Reorder a restaurant's menus: every menu id once; answers the editor's list",
        params: IdParamsSchema,
        body: ReorderBodySchema,
        response: { 200: MenuListResponseSchema },
      },
    },
    (req) => menus.reorderMenus(req.ctx, req.params.id, req.body.ids),
  );

  app.get(
    '/menus/:id',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: 'One menu, whole, active or not',
        params: IdParamsSchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.getMenu(req.ctx, req.params.id),
  );

  app.put(
    '/menus/:id',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: "Update a menu's fields; fields left out keep their value",
        params: IdParamsSchema,
        body: MenuUpdateBodySchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.updateMenu(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/menus/:id',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: 'Delete a menu with its sections and dishes; its link stops working',
        params: IdParamsSchema,
        response: { 200: DetailResponseSchema },
      },
    },
    (req) => menus.deleteMenu(req.ctx, req.params.id),
  );

  app.post(
    '/menus/:id/duplicate',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary:
          'Copy a menu with its sections and dishes: new hashed id, "(copy)" names, inactive',
        params: IdParamsSchema,
        response: { 201: MenuSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await menus.duplicateMenu(req.ctx, req.params.id)),
  );

  // ------------------------------------------------------------ sections
  app.post(
    '/menus/:id/sections',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: 'Add a section at the end of a menu; answers the menu',
        params: IdParamsSchema,
        body: MenuSectionBodySchema,
        response: { 201: MenuSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await menus.createSection(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/menus/:id/sections/order',
    {
      config: editing(MENU_IN_PATH),
      schema: {
        tags,
        summary: "Reorder a menu's sections: every section id once; answers the menu",
        params: IdParamsSchema,
        body: ReorderBodySchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.reorderSections(req.ctx, req.params.id, req.body.ids),
  );

  app.put(
    '/menu-sections/:id',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: "Update a section's name or description; answers the menu",
        params: IdParamsSchema,
        body: MenuSectionUpdateBodySchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.updateSection(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/menu-sections/:id',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: 'Delete a section with its dishes; answers the menu',
        params: IdParamsSchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.deleteSection(req.ctx, req.params.id),
  );

  // ------------------------------------------------------------ items
  app.post(
    '/menu-sections/:id/items',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: 'Add a dish at the end of a section; answers the menu',
        params: IdParamsSchema,
        body: MenuItemBodySchema,
        response: { 201: MenuSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await menus.createItem(req.ctx, req.params.id, req.body)),
  );

  app.put(
    '/menu-sections/:id/items/order',
    {
      config: editing(SECTION_IN_PATH),
      schema: {
        tags,
        summary: "Reorder a section's dishes: every dish id once; answers the menu",
        params: IdParamsSchema,
        body: ReorderBodySchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.reorderItems(req.ctx, req.params.id, req.body.ids),
  );

  app.put(
    '/menu-items/:id',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: "Update a dish's fields; fields left out keep their value; answers the menu",
        params: IdParamsSchema,
        body: MenuItemUpdateBodySchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.updateItem(req.ctx, req.params.id, req.body),
  );

  app.patch(
    '/menu-items/:id/availability',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: 'Mark a dish available or sold out, in one click during service',
        params: IdParamsSchema,
        body: MenuItemAvailabilityBodySchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.setItemAvailability(req.ctx, req.params.id, req.body.available),
  );

  app.put(
    '/menu-items/:id/section',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: 'Move a dish to the end of another section of its menu; answers the menu',
        params: IdParamsSchema,
        body: MenuItemMoveBodySchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.moveItem(req.ctx, req.params.id, req.body.section_id),
  );

  app.delete(
    '/menu-items/:id',
    {
      config: editing(ITEM_IN_PATH),
      schema: {
        tags,
        summary: 'Delete a dish; answers the menu',
        params: IdParamsSchema,
        response: { 200: MenuSchema },
      },
    },
    (req) => menus.deleteItem(req.ctx, req.params.id),
  );
};
