import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { apiRequest } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

export function deleteItem(itemId: number) {
  return apiRequest<Menu>(`/menu-items/${itemId}`, { method: 'DELETE' });
}

export function useDeleteItem(menuId: number) {
  return useMenuChange(menuId, deleteItem);
}
