import type { OrderType } from '@coperto/shared/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/** The restaurant's active menus, whole, as guests read them: the dishes staff can enter. */
export function useOrderMenus(restaurantId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.menus(restaurantId ?? 0),
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

/** The slots of a day for an order type, with the places left: "as soon as possible" first. */
export function useOrderSlots(publicKey: string | undefined, type: OrderType, date: string) {
  return useQuery({
    queryKey: ordersKeys.slots(publicKey ?? '', type, date),
    queryFn: ({ signal }) =>
      callApi('GET /ordering/:publicKey/slots', {
        params: { publicKey: publicKey ?? '' },
        query: { type, date },
        signal,
      }),
    enabled: publicKey !== undefined && date !== '',
    staleTime: 30_000,
  });
}
