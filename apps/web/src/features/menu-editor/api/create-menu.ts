import type { Menu, MenuBody } from '@coperto/shared/menus/menu.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { putMenu } from './use-menu-change';

/** A new menu at the end of the restaurant's list. */
export function createMenu(restaurantId: number, body: MenuBody) {
  return apiRequest<Menu>(`/restaurant/${restaurantId}/menus`, { method: 'POST', body });
}

export function useCreateMenu(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuBody) => createMenu(restaurantId, body),
    onSuccess: (menu) => putMenu(queryClient, menu),
  });
}
