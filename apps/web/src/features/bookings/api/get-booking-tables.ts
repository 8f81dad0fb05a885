import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** The restaurant's tables by area (GET /floor/:id): the timeline's rows. */
export function useFloorTables(restaurantId: number, enabled: boolean) {
  return useQuery({
    queryKey: bookingsKeys.floor(restaurantId),
    queryFn: ({ signal }) => callApi('GET /floor/:id', { params: { id: restaurantId }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * Which tables each of today's bookings holds (GET /floor/:id/service, decision 061): the tables
 * held ahead for a booking not seated yet, and the tables a seated party sits at. Today's only:
 * another day reads useDayBookingTables.
 */
export function useTodaysBookingTables(restaurantId: number, enabled: boolean) {
  return useQuery({
    queryKey: bookingsKeys.tables(restaurantId),
    queryFn: async ({ signal }) => {
      const service = await callApi('GET /floor/:id/service', {
        params: { id: restaurantId },
        signal,
      });
      const tablesOf = new Map<number, number[]>();
      for (const booking of service.bookings) {
        if (booking.table_ids.length > 0) tablesOf.set(booking.id, booking.table_ids);
      }
      for (const seating of service.seatings) {
        if (seating.booking) tablesOf.set(seating.booking.id, seating.table_ids);
      }
      return { date: service.date, tablesOf };
    },
    enabled,
  });
}

/**
 * Which tables each booking of another day holds (GET /floor/:id/booking-tables): the tables held
 * ahead for it, as a host placed them from the booking's drawer or the service view.
 */
export function useDayBookingTables(restaurantId: number, date: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingsKeys.dayTables(restaurantId, date),
    queryFn: async ({ signal }) => {
      const held = await callApi('GET /floor/:id/booking-tables', {
        params: { id: restaurantId },
        query: { date },
        signal,
      });
      const tablesOf = new Map<number, number[]>();
      for (const booking of held) tablesOf.set(booking.booking_id, booking.table_ids);
      return { date, tablesOf };
    },
    enabled,
  });
}
