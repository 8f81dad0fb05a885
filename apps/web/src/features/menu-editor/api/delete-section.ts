import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { apiRequest } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

/** The section goes with its dishes. */
export function deleteSection(sectionId: number) {
  return apiRequest<Menu>(`/menu-sections/${sectionId}`, { method: 'DELETE' });
}

export function useDeleteSection(menuId: number) {
  return useMenuChange(menuId, deleteSection);
}
