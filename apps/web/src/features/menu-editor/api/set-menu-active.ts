import type { MenuListItem } from '@coperto/shared/menus/menu.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuEditorKeys } from './menu-editor-keys';
import { updateMenu } from './update-menu';
import { putMenu } from './use-menu-change';

export interface MenuActivation {
  menuId: number;
  active: boolean;
}

/** The list's switch: guests see the menu, or not, from this click on. Undone if refused. */
export function useSetMenuActive(
  restaurantId: number,
  onFailed: (change: MenuActivation, error: unknown) => void,
) {
  const queryClient = useQueryClient();
  const listKey = menuEditorKeys.menuList(restaurantId);
  const setActive = ({ menuId, active }: MenuActivation) =>
    queryClient.setQueryData<MenuListItem[]>(listKey, (menus) =>
      menus?.map((menu) => (menu.id === menuId ? { ...menu, active } : menu)),
    );
  return useMutation({
    mutationFn: ({ menuId, active }: MenuActivation) => updateMenu(menuId, { active }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      setActive(change);
    },
    onError: (error, change) => {
      setActive({ ...change, active: !change.active });
      onFailed(change, error);
    },
    onSuccess: (menu) => putMenu(queryClient, menu),
  });
}
