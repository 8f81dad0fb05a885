import type { BookingList, BookingSummary } from '@coperto/shared/bookings/booking.schemas';
import { bookingMoveDueAt } from '@coperto/shared/bookings/booking-states';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bookingsKeys } from '../api/bookings-keys';

/** A little after the instant, for the time the day's answer took to arrive. */
const MARGIN_MS = 5_000;
/** setTimeout's longest wait; a later instant is met by a read on the way (a live event, a reload). */
const LONGEST_WAIT_MS = 2_147_483_647;

/**
 * The next instant a booking on screen gets a move the API leaves out until then (seated from 12
 * hours before its time, no-show at it: decision 081), or null.
 */
export function nextMoveDueAt(bookings: readonly BookingSummary[], now: number): number | null {
  let next: number | null = null;
  for (const booking of bookings) {
    if (booking.status !== 'confirmed' && booking.status !== 'no_show') continue;
    const due = [
      booking.allowed_moves.includes('seated')
        ? null
        : bookingMoveDueAt('seated', booking.starts_at),
      booking.status === 'confirmed' && !booking.allowed_moves.includes('no_show')
        ? bookingMoveDueAt('no_show', booking.starts_at)
        : null,
    ];
    for (const at of due) {
      if (at !== null && at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}

/**
 * Reads the day again when a move of a booking on screen falls due, so "Fai accomodare" and
 * "Non presentato" appear by themselves: one timer for the next such instant, not polling. The
 * instant is the API's: its clock when it answered (`now`), carried on by the tablet's since
 * `receivedAt`, so a tablet set minutes off waits as long as the API will.
 */
export function useRefreshWhenMovesDue(day: BookingList | undefined, receivedAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!day) return;
    const serverNow = Date.parse(day.now) + (Date.now() - receivedAt);
    const next = nextMoveDueAt(day.items, serverNow);
    if (next === null) return;
    const wait = Math.min(next - serverNow + MARGIN_MS, LONGEST_WAIT_MS);
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.days });
    }, wait);
    return () => clearTimeout(timer);
  }, [day, receivedAt, queryClient]);
}
