import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** The menu goes with its sections and dishes; its public link stops working. */
export function deleteMenu(menuId: number) {
  return callApi('DELETE /menus/:id', { params: { id: menuId } });
}

export function useDeleteMenu(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: (_answer, menuId) => {
      queryClient.removeQueries({ queryKey: menuEditorKeys.menu(menuId) });
      return queryClient.invalidateQueries({ queryKey: menuEditorKeys.menuList(restaurantId) });
    },
  });
}
