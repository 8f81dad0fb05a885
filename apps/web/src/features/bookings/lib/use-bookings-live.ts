import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLiveEvents } from '../../../shared/lib/live-events';
import { bookingsKeys } from '../api/bookings-keys';

/**
 * Keeps the day view current while it is shown (GET /api/events): a booking of this restaurant
 * made online, by another host or moved, reads the days again (the one on screen at once) and the
 * booking's own page; a stream that could not resume does the same. No polling (DESIGN.md §10).
 */
export function useBookingsLive(restaurantId: number) {
  const queryClient = useQueryClient();
  const opened = useRef(false);
  return useLiveEvents(
    restaurantId,
    (event) => {
      const about = (event.payload ?? {}) as { restaurant_id?: number; booking_id?: number };
      if (about.restaurant_id !== undefined && about.restaurant_id !== restaurantId) return;
      // The floor's changes move the timeline: a party seated or moved, a table held or drawn.
      if (event.type === 'table.updated' || event.type === 'floor.updated') {
        void queryClient.invalidateQueries({ queryKey: bookingsKeys.tables(restaurantId) });
        if (event.type === 'floor.updated') {
          void queryClient.invalidateQueries({ queryKey: bookingsKeys.floor(restaurantId) });
        }
        return;
      }
      if (!event.type.startsWith('booking.')) return;
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.days });
      if (about.booking_id !== undefined) {
        void queryClient.invalidateQueries({ queryKey: bookingsKeys.booking(about.booking_id) });
      }
    },
    (resumed) => {
      // The first open follows the day's own first read: nothing can have been missed yet.
      if (resumed || !opened.current) {
        opened.current = true;
        return;
      }
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.all });
    },
  );
}
