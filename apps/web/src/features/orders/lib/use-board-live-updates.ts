import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type LiveEventsStatus, useLiveEvents } from '../../../shared/lib/live-events';
import { ordersKeys } from '../api/orders-keys';
import { playChime } from './order-sound';

/** What the API publishes with `order.created` and `order.updated`. */
interface OrderEventPayload {
  order_id?: number;
  restaurant_id?: number;
  status?: string;
}

/**
 * An order event: the board (and the order, when named: an open detail drawer) read again; an
 * ordering change: the busy-night state read again. Nothing else polls.
 */
export function applyOrderEvent(
  queryClient: QueryClient,
  restaurantId: number,
  type: string,
  payload: unknown,
) {
  const event = (payload ?? {}) as OrderEventPayload;
  if (event.restaurant_id !== undefined && event.restaurant_id !== restaurantId) return;
  // Paused, slowed or back to normal, perhaps from another tablet: the busy-night bar reads it.
  if (type === 'ordering.updated') {
    void queryClient.invalidateQueries({ queryKey: ordersKeys.settings(restaurantId) });
    return;
  }
  if (!type.startsWith('order.')) return;
  void queryClient.invalidateQueries({ queryKey: ordersKeys.board(restaurantId) });
  if (typeof event.order_id === 'number') {
    void queryClient.invalidateQueries({ queryKey: ordersKeys.order(event.order_id) });
  }
  // An order accepted on arrival (automatic acceptance) never waits on the board: one chime.
  if (type === 'order.created' && event.status && event.status !== 'received') playChime();
}

/**
 * Keeps the restaurant's orders live on this screen (GET /api/events, decision 043): each order
 * event refetches the board, the one read that holds every card's dishes (decision 051); a stream
 * that could not resume reloads what the feature shows (on its first open, the board only: what
 * changed between its read and the stream's opening). Answers the connection's status for the
 * screen to show.
 */
export function useBoardLiveUpdates(restaurantId: number): LiveEventsStatus {
  const queryClient = useQueryClient();
  const opened = useRef(false);
  return useLiveEvents(
    restaurantId,
    (event) => applyOrderEvent(queryClient, restaurantId, event.type, event.payload),
    (resumed) => {
      if (resumed) return;
      // The first open: only what may have changed between the board's read and the stream's.
      const queryKey = opened.current ? ordersKeys.all : ordersKeys.board(restaurantId);
      opened.current = true;
      void queryClient.invalidateQueries({ queryKey });
    },
  );
}
