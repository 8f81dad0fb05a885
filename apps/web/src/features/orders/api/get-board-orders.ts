import { LIST_PAGE_SIZE_MAX } from '@coperto/shared/common/constants';
import type { OrderSummary } from '@coperto/shared/orders/order.schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/** A busy day still fits: the board reads at most this many pages of today's orders. */
const MAX_PAGES = 10;

/**
 * Today's orders of the restaurant (the list's default range, in the restaurant's time zone),
 * oldest first as the kitchen works them: every page, so a busy day's early orders stay on it.
 */
export async function getBoardOrders(
  restaurantId: number,
  signal?: AbortSignal,
): Promise<OrderSummary[]> {
  const orders: OrderSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await callApi('GET /orders', {
      query: {
        restaurant_id: restaurantId,
        orderByColumn: 'order_datetime',
        orderByType: 'asc',
        limit: LIST_PAGE_SIZE_MAX,
        page,
      },
      signal,
    });
    orders.push(...answer.items);
    if (orders.length >= answer.total || answer.items.length === 0) break;
  }
  return orders;
}

/** The board's data. No polling: live events (use-board-live-updates.ts) invalidate it. */
export function useBoardOrders(restaurantId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.board(restaurantId ?? 0),
    queryFn: ({ signal }) => getBoardOrders(restaurantId ?? 0, signal),
    enabled: restaurantId !== undefined,
  });
}
