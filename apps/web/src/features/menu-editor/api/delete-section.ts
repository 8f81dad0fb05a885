import { callApi } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

/** The section goes with its dishes. */
export function deleteSection(sectionId: number) {
  return callApi('DELETE /menu-sections/:id', { params: { id: sectionId } });
}

export function useDeleteSection(menuId: number) {
  return useMenuChange(menuId, deleteSection);
}
