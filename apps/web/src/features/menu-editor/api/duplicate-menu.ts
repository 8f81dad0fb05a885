import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { putMenu } from './use-menu-change';

/** A copy with its sections and dishes, "(copia)" in its name, inactive until the owner is done. */
export function duplicateMenu(menuId: number) {
  return apiRequest<Menu>(`/menus/${menuId}/duplicate`, { method: 'POST' });
}

export function useDuplicateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateMenu,
    onSuccess: (menu) => putMenu(queryClient, menu),
  });
}
