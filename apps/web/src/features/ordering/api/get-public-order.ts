import { FINAL_ORDER_STATUSES } from '@coperto/shared/orders/order-states';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** How often the tracking page asks again while the order can still move. */
export const TRACKING_REFETCH_MS = 10_000;

/**
 * The guest's order by its tracking link. There is no public live stream yet (GET /api/events is
 * the dashboard's, behind a login): until one exists the page asks again every 10 s while the
 * order is not final, and stops once it is completed, rejected or cancelled.
 */
export function usePublicOrder(publicId: string) {
  return useQuery({
    queryKey: ['ordering', 'order', publicId],
    queryFn: ({ signal }) =>
      callApi('GET /public-orders/:publicId', { params: { publicId }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && FINAL_ORDER_STATUSES.includes(status) ? false : TRACKING_REFETCH_MS;
    },
  });
}
