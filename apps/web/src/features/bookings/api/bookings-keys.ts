import type { BookingStatus } from '@coperto/shared/bookings/booking-states';

/**
 * The bookings feature's query keys. Under `session`: what one user fetched is dropped at logout,
 * before the next one signs in on this browser.
 */
export const bookingsKeys = {
  all: ['session', 'bookings'] as const,
  /** Every day's list: a booking's live event makes them all stale. */
  days: ['session', 'bookings', 'day'] as const,
  day: (query: BookingsDayQuery) => [...bookingsKeys.days, query] as const,
  /**
   * A day's waitlist: under the days, so every booking event (a cancellation offers its places, a
   * line's own `booking.waitlist-changed`) reads it again with the list.
   */
  waitlist: (restaurantId: number, date: string) =>
    [...bookingsKeys.days, 'waitlist', restaurantId, date] as const,
  booking: (bookingId: number) => [...bookingsKeys.all, 'booking', bookingId] as const,
  /** The floor's tables, the timeline's rows. */
  floor: (restaurantId: number) => [...bookingsKeys.all, 'floor', restaurantId] as const,
  /**
   * Today's tables held for bookings and parties seated (the service read): under the days, so a
   * booking event reads it again; a table's own events too (use-bookings-live.ts).
   */
  tables: (restaurantId: number) => [...bookingsKeys.days, 'tables', restaurantId] as const,
  /** Another day's tables held for its bookings: under `tables`, so the same events read it again. */
  dayTables: (restaurantId: number, date: string) =>
    [...bookingsKeys.tables(restaurantId), date] as const,
  settings: (restaurantId: number) => [...bookingsKeys.all, 'settings', restaurantId] as const,
  restaurant: (restaurantId: number) => [...bookingsKeys.all, 'restaurant', restaurantId] as const,
  availability: (publicKey: string, date: string, partySize: number) =>
    [...bookingsKeys.all, 'availability', publicKey, date, partySize] as const,
};

/** The day view's question to GET /api/bookings. */
export interface BookingsDayQuery {
  restaurant_id: number;
  /** Left out: the restaurant's today, as the API answers it. */
  date?: string;
  status?: BookingStatus | '';
  search?: string;
}
