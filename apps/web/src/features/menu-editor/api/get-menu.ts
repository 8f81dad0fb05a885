import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** One menu, whole, active or not. */
export function getMenu(menuId: number, signal?: AbortSignal) {
  return callApi('GET /menus/:id', { params: { id: menuId }, signal });
}

export function menuQueryOptions(menuId: number) {
  return queryOptions({
    queryKey: menuEditorKeys.menu(menuId),
    queryFn: ({ signal }) => getMenu(menuId, signal),
  });
}

export function useMenu(menuId: number | undefined) {
  return useQuery({ ...menuQueryOptions(menuId ?? 0), enabled: menuId !== undefined });
}
