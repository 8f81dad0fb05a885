import { callApi } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

export interface ItemMove {
  itemId: number;
  sectionId: number;
}

/** A dish to the end of another section of its menu. */
export function moveItem({ itemId, sectionId }: ItemMove) {
  return callApi('PUT /menu-items/:id/section', {
    params: { id: itemId },
    body: { section_id: sectionId },
  });
}

export function useMoveItem(menuId: number) {
  return useMenuChange(menuId, moveItem);
}
