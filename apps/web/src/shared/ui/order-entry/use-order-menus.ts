import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** Under `session`: dropped at logout, before the next user signs in on this browser. */
export const orderMenusKey = (restaurantId: number) =>
  ['session', 'order-menus', restaurantId] as const;

/**
 * The restaurant's active menus, whole, as guests read them: the dishes staff can enter, from the
 * orders' own form and from a table on the floor.
 */
export function useOrderMenus(restaurantId: number | undefined) {
  return useQuery({
    queryKey: orderMenusKey(restaurantId ?? 0),
    queryFn: async ({ signal }) => {
      const { menus } = await callApi('GET /restaurant/:id/menus', {
        params: { id: restaurantId ?? 0 },
        signal,
      });
      return menus;
    },
    enabled: restaurantId !== undefined,
    staleTime: 60_000,
  });
}
