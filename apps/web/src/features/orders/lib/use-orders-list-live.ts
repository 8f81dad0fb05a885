import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLiveEvents } from '../../../shared/lib/live-events';
import { ordersKeys } from '../api/orders-keys';

/** Every page of the orders list and the home's glance: what an order's event makes stale. */
export const ordersListKeys = {
  lists: [...ordersKeys.all, 'list'] as const,
  today: (restaurantId: number) => [...ordersKeys.all, 'today', restaurantId] as const,
};

/**
 * Keeps the orders list current while it is shown (GET /api/events, decision 043): an order of
 * this restaurant placed, moved or corrected reads the list's pages again (the one on screen at
 * once, the others when next shown); a stream that could not resume does the same. No polling.
 */
export function useOrdersListLive(restaurantId: number) {
  const queryClient = useQueryClient();
  const opened = useRef(false);
  return useLiveEvents(
    restaurantId,
    (event) => {
      if (!event.type.startsWith('order.')) return;
      const about = (event.payload ?? {}) as { restaurant_id?: number };
      if (about.restaurant_id !== undefined && about.restaurant_id !== restaurantId) return;
      void queryClient.invalidateQueries({ queryKey: ordersListKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ordersListKeys.today(restaurantId) });
    },
    (resumed) => {
      // The first open follows the list's own first read: nothing can have been missed yet.
      if (resumed || !opened.current) {
        opened.current = true;
        return;
      }
      void queryClient.invalidateQueries({ queryKey: ordersListKeys.lists });
    },
  );
}
