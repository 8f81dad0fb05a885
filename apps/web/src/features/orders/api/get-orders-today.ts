import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/** GET /api/orders/today: today's count and takings, orders to accept, the next slots' load. */
export function useOrdersToday(restaurantId: number) {
  return useQuery({
    queryKey: [...ordersKeys.all, 'today', restaurantId] as const,
    queryFn: ({ signal }) =>
      callApi('GET /orders/today', { query: { restaurant_id: restaurantId }, signal }),
    // A glance on the home screen: fresh on each visit, no polling (the board is live).
    staleTime: 30_000,
  });
}
