import type { OrderBoard } from '@coperto/shared/orders/order-board.schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/**
 * The board in one request (decision 051): every open order of the restaurant whatever its day,
 * and today's finished ones, each with its dishes, oldest placed first.
 */
export function getBoardOrders(restaurantId: number, signal?: AbortSignal): Promise<OrderBoard> {
  return callApi('GET /orders/board', { query: { restaurant_id: restaurantId }, signal });
}

/**
 * The board's data, for the board and the kitchen display. No polling: live events
 * (use-board-live-updates.ts) invalidate it. A refetch keeps the objects of the orders that did
 * not change (TanStack Query's structural sharing), so only their cards render again.
 */
export function useBoardOrders(restaurantId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.board(restaurantId ?? 0),
    queryFn: ({ signal }) => getBoardOrders(restaurantId ?? 0, signal),
    enabled: restaurantId !== undefined,
  });
}
