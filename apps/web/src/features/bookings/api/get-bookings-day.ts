import type { Booking } from '@coperto/shared/bookings/booking.schemas';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { type BookingsDayQuery, bookingsKeys } from './bookings-keys';

/** The most the API lists at once: a day's book, even a busy Saturday's, fits in one read. */
export const DAY_LIST_LIMIT = 100;

/** GET /api/bookings: one day's bookings in the evening's order, with the day's covers. */
export function useBookingsDay(query: BookingsDayQuery) {
  return useQuery({
    queryKey: bookingsKeys.day(query),
    queryFn: ({ signal }) =>
      callApi('GET /bookings', {
        query: {
          restaurant_id: query.restaurant_id,
          date: query.date,
          status: query.status || undefined,
          search: query.search || undefined,
          orderByColumn: 'starts_at',
          orderByType: 'asc',
          limit: DAY_LIST_LIMIT,
        },
        signal,
      }),
    // The day on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One booking whole: its guest and its history (the detail drawer). */
export function useBooking(bookingId: number | null) {
  return useQuery({
    queryKey: bookingsKeys.booking(bookingId ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /bookings/:id', { params: { id: bookingId ?? 0 }, signal }),
    enabled: bookingId !== null,
  });
}

/** A booking the API answered (a move, a new one): its page is current, the days are stale. */
export function putBooking(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueryData(bookingsKeys.booking(booking.id), booking);
  void queryClient.invalidateQueries({ queryKey: bookingsKeys.days });
}
