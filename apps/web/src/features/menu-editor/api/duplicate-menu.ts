import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { putMenu } from './use-menu-change';

/** A copy with its sections and dishes, "(copia)" in its name, inactive until the owner is done. */
export function duplicateMenu(menuId: number) {
  return callApi('POST /menus/:id/duplicate', { params: { id: menuId } });
}

export function useDuplicateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateMenu,
    onSuccess: (menu) => putMenu(queryClient, menu),
  });
}
