import type { MenuItemBody } from '@coperto/shared/menus/menu.schemas';
import { callApi } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

/** A new dish at the end of the section. */
export function createItem(sectionId: number, body: MenuItemBody) {
  return callApi('POST /menu-sections/:id/items', { params: { id: sectionId }, body });
}

export function updateItem(itemId: number, body: MenuItemBody) {
  return callApi('PUT /menu-items/:id', { params: { id: itemId }, body });
}

/** Creates a dish in `target.sectionId`, or updates the one `target.itemId` names. */
export function useSaveItem(menuId: number, target: { itemId: number } | { sectionId: number }) {
  return useMenuChange(menuId, (body: MenuItemBody) =>
    'itemId' in target ? updateItem(target.itemId, body) : createItem(target.sectionId, body),
  );
}
