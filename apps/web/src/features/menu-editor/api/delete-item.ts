import { callApi } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

export function deleteItem(itemId: number) {
  return callApi('DELETE /menu-items/:id', { params: { id: itemId } });
}

export function useDeleteItem(menuId: number) {
  return useMenuChange(menuId, deleteItem);
}
