import type { MenuSectionBody } from '@coperto/shared/menus/menu.schemas';
import { callApi } from '../../../shared/lib/api-client';
import { useMenuChange } from './use-menu-change';

/** A new section at the end of the menu. */
export function createSection(menuId: number, body: MenuSectionBody) {
  return callApi('POST /menus/:id/sections', { params: { id: menuId }, body });
}

export function updateSection(sectionId: number, body: MenuSectionBody) {
  return callApi('PUT /menu-sections/:id', { params: { id: sectionId }, body });
}

/** Creates a section, or updates the one `sectionId` names. */
export function useSaveSection(menuId: number, sectionId: number | undefined) {
  return useMenuChange(menuId, (body: MenuSectionBody) =>
    sectionId === undefined ? createSection(menuId, body) : updateSection(sectionId, body),
  );
}
