import type { Menu, MenuSectionBody } from '@coperto/shared/menus/menu.schemas';
import { apiRequest } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

/** A new section at the end of the menu. */
export function createSection(menuId: number, body: MenuSectionBody) {
  return apiRequest<Menu>(`/menus/${menuId}/sections`, { method: 'POST', body });
}

export function updateSection(sectionId: number, body: MenuSectionBody) {
  return apiRequest<Menu>(`/menu-sections/${sectionId}`, { method: 'PUT', body });
}

/** Creates a section, or updates the one `sectionId` names. */
export function useSaveSection(menuId: number, sectionId: number | undefined) {
  return useMenuChange(menuId, (body: MenuSectionBody) =>
    sectionId === undefined ? createSection(menuId, body) : updateSection(sectionId, body),
  );
}
