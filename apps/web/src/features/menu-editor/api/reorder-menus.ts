import type { MenuListItem } from '@coperto/shared/menus/menu.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** The order guests' menu switcher shows the active menus in: every menu id once. */
export async function reorderMenus(restaurantId: number, ids: number[]) {
  const { menus } = await callApi('PUT /restaurant/:id/menus/order', {
    params: { id: restaurantId },
    body: { ids },
  });
  return menus;
}

/** Shown in the new order at once; the old order comes back if the server refuses it. */
export function useReorderMenus(restaurantId: number, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const listKey = menuEditorKeys.menuList(restaurantId);
  return useMutation({
    mutationFn: (ids: number[]) => reorderMenus(restaurantId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<MenuListItem[]>(listKey);
      queryClient.setQueryData<MenuListItem[]>(listKey, (menus) =>
        menus?.length ? ids.flatMap((id) => menus.filter((menu) => menu.id === id)) : menus,
      );
      return { before };
    },
    onError: (error, _ids, context) => {
      queryClient.setQueryData(listKey, context?.before);
      onFailed(error);
    },
    onSuccess: (menus) => queryClient.setQueryData(listKey, menus),
  });
}
