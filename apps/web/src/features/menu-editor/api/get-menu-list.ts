import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** The restaurant's menus, inactive ones too, in their order, with counts. */
export async function getMenuList(restaurantId: number, signal?: AbortSignal) {
  const { menus } = await callApi('GET /restaurant/:id/menu-list', {
    params: { id: restaurantId },
    signal,
  });
  return menus;
}

export function menuListQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: menuEditorKeys.menuList(restaurantId),
    queryFn: ({ signal }) => getMenuList(restaurantId, signal),
  });
}

export function useMenuList(restaurantId: number | undefined) {
  return useQuery({
    ...menuListQueryOptions(restaurantId ?? 0),
    enabled: restaurantId !== undefined,
  });
}
