import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { apiRequest } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

export interface ItemMove {
  itemId: number;
  sectionId: number;
}

/** A dish to the end of another section of its menu. */
export function moveItem({ itemId, sectionId }: ItemMove) {
  return apiRequest<Menu>(`/menu-items/${itemId}/section`, {
    method: 'PUT',
    body: { section_id: sectionId },
  });
}

export function useMoveItem(menuId: number) {
  return useMenuChange(menuId, moveItem);
}
