import type { OrderingRushBody } from '@coperto/shared/orders/order.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/** How the restaurant takes orders now: paused, busy, or as usual. */
export function useOrderingSettings(restaurantId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.settings(restaurantId ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /ordering-settings/:id', { params: { id: restaurantId ?? 0 }, signal }),
    enabled: restaurantId !== undefined,
  });
}

/** A busy night's one tap: pause for some minutes, add preparation time, or back to normal. */
export function useRushOrdering(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderingRushBody) =>
      callApi('POST /ordering-settings/:id/rush', { params: { id: restaurantId }, body }),
    onSuccess: (settings) => queryClient.setQueryData(ordersKeys.settings(restaurantId), settings),
  });
}
