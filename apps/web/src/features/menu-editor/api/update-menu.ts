import type { MenuUpdateBody } from '@coperto/shared/menus/menu.schemas';
import { callApi } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

/** A menu's name, description, availability or active flag; fields left out keep their value. */
export function updateMenu(menuId: number, body: MenuUpdateBody) {
  return callApi('PUT /menus/:id', { params: { id: menuId }, body });
}

export function useUpdateMenu(menuId: number) {
  return useMenuChange(menuId, (body: MenuUpdateBody) => updateMenu(menuId, body));
}
