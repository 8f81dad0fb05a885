import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { menuEditorKeys } from './menu-editor-keys';

/**
 * Every editor write answers the menu as committed (docs/decisions/010): it becomes the editor's
 * copy, and the menus list (names, counts) is read again.
 */
export function putMenu(queryClient: QueryClient, menu: Menu) {
  queryClient.setQueryData(menuEditorKeys.menu(menu.id), menu);
  void queryClient.invalidateQueries({ queryKey: menuEditorKeys.menuList(menu.restaurant_id) });
}

/**
 * Puts a write's answer on screen unless another write to the menu is still on its way: its
 * answer comes later and carries both, while this one could briefly undo a newer click.
 */
function putAnswer(queryClient: QueryClient, menu: Menu) {
  // The write answering still counts as pending while its own callbacks run.
  if (queryClient.isMutating({ mutationKey: menuEditorKeys.menuWrites(menu.id) }) <= 1) {
    putMenu(queryClient, menu);
  }
}

/** A write to a menu, its sections or its dishes, shown once the server has answered. */
export function useMenuChange<TVariables>(
  menuId: number,
  send: (variables: TVariables) => Promise<Menu>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: menuEditorKeys.menuWrites(menuId),
    mutationFn: send,
    onSuccess: (menu) => putAnswer(queryClient, menu),
  });
}

interface OptimisticMenuChange<TVariables> {
  menuId: number;
  send(variables: TVariables): Promise<Menu>;
  /** The change as the user sees it at once. */
  apply(menu: Menu, variables: TVariables): Menu;
  /** The variables that put back what `variables` changes, read from the menu before it. */
  undo(menu: Menu, variables: TVariables): TVariables;
  /** Tells the user the change did not stick (it is already undone). */
  onFailed(variables: TVariables, error: unknown): void;
}

/**
 * A write shown before the server answers (a sold-out dish during service, a new order after a
 * drag): on failure only this change is undone, so others still on their way keep theirs.
 */
export function useOptimisticMenuChange<TVariables>({
  menuId,
  send,
  apply,
  undo,
  onFailed,
}: OptimisticMenuChange<TVariables>) {
  const queryClient = useQueryClient();
  const menuKey = menuEditorKeys.menu(menuId);
  const update = (change: (menu: Menu) => Menu) =>
    queryClient.setQueryData<Menu>(menuKey, (menu) => (menu ? change(menu) : menu));

  return useMutation({
    mutationKey: menuEditorKeys.menuWrites(menuId),
    mutationFn: send,
    onMutate: async (variables) => {
      // A read on its way would land on top of the change.
      await queryClient.cancelQueries({ queryKey: menuKey });
      const before = queryClient.getQueryData<Menu>(menuKey);
      update((menu) => apply(menu, variables));
      return { undoVariables: before ? undo(before, variables) : undefined };
    },
    onError: (error, variables, context) => {
      const undoVariables = context?.undoVariables;
      if (undoVariables !== undefined) update((menu) => apply(menu, undoVariables));
      onFailed(variables, error);
    },
    onSuccess: (menu) => putAnswer(queryClient, menu),
  });
}
