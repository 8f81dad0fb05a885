import type { MenuBody } from '@coperto/shared/menus/menu.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { putMenu } from './use-menu-change';

/** A new menu at the end of the restaurant's list. */
export function createMenu(restaurantId: number, body: MenuBody) {
  return callApi('POST /restaurant/:id/menus', { params: { id: restaurantId }, body });
}

export function useCreateMenu(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuBody) => createMenu(restaurantId, body),
    onSuccess: (menu) => putMenu(queryClient, menu),
  });
}
