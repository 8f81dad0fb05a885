import { FINAL_ORDER_STATUSES } from '@coperto/shared/orders/order-states';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/lib/api-client';
import { usePublicOrderLive } from '../lib/use-public-order-live';

/** How often the tracking page asks again while the order can move and its stream is not open. */
export const TRACKING_REFETCH_MS = 10_000;

export const publicOrderKey = (publicId: string) => ['ordering', 'order', publicId] as const;

/**
 * The guest's order by its tracking link, kept live: once it is loaded and while it is not final,
 * the order's stream (GET /api/public-orders/:publicId/events, decision 053) hands each change
 * to this query, which stays the page's one source. While the stream is not open (connecting,
 * dropped, refused, or a browser without EventSource), and while a card order awaits its payment,
 * the page asks again every 10 s; it stops once the order is completed, rejected or cancelled.
 */
export function usePublicOrder(publicId: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: publicOrderKey(publicId),
    queryFn: ({ signal }) =>
      callApi('GET /public-orders/:publicId', { params: { publicId }, signal }),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      if (status && FINAL_ORDER_STATUSES.includes(status)) return false;
      // A card order let go for want of payment is not announced to the stream: asked as before.
      return live && status !== 'awaiting_payment' ? false : TRACKING_REFETCH_MS;
    },
  });
  const status = query.data?.status;
  usePublicOrderLive(publicId, {
    enabled: status !== undefined && !FINAL_ORDER_STATUSES.includes(status),
    onOrder: (order) => queryClient.setQueryData(publicOrderKey(publicId), order),
    onLive: setLive,
  });
  return query;
}
