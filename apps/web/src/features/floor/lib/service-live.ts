import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type LiveEventMessage, useLiveEvents } from '../../../shared/lib/live-events';
import { serviceKeys } from '../api/service-keys';

/** The events that change a table's state: its party, its plan, its orders, its bookings. */
const SERVICE_EVENT_AREAS = ['table.', 'floor.', 'order.', 'booking.'];

/** Whether an event of the stream changes what the service view of `restaurantId` shows. */
export function touchesService(event: LiveEventMessage, restaurantId: number): boolean {
  if (!SERVICE_EVENT_AREAS.some((area) => event.type.startsWith(area))) return false;
  const about = (event.payload ?? {}) as { restaurant_id?: unknown };
  return about.restaurant_id === undefined || about.restaurant_id === restaurantId;
}

/**
 * Keeps the service view current while it is shown (GET /api/events): a party seated, moved or
 * paid on another tablet, a guest's QR order, a booking made or cancelled, the plan edited — each
 * reads the service again (one call) and the open party's bill. A stream that could not resume
 * does the same. No polling (DESIGN.md §10).
 */
export function useServiceLive(restaurantId: number) {
  const queryClient = useQueryClient();
  const opened = useRef(false);
  return useLiveEvents(
    restaurantId,
    (event) => {
      if (!touchesService(event, restaurantId)) return;
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
    (resumed) => {
      // The first open follows the screen's own first read: nothing can have been missed yet.
      if (resumed || !opened.current) {
        opened.current = true;
        return;
      }
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  );
}
