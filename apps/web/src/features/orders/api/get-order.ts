import type { Order } from '@coperto/shared/orders/order.schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { ordersKeys } from './orders-keys';

/** One order with its lines, VAT by rate and history. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return callApi('GET /orders/:id', { params: { id: orderId }, signal });
}

/**
 * An order whole, for its detail and its ticket (the board's cards have their dishes from the
 * board's read); a live event naming the order, or a move made here, refreshes it (no polling).
 */
export function useOrder(orderId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.order(orderId ?? 0),
    queryFn: ({ signal }) => getOrder(orderId ?? 0, signal),
    enabled: orderId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** An order the server answered after a change: on every screen at once, the board refreshed. */
export function putOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(ordersKeys.order(order.id), order);
  void queryClient.invalidateQueries({ queryKey: ordersKeys.board(order.restaurant_id) });
}
