import type { BookingSummary } from '@coperto/shared/bookings/booking.schemas';
import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import { wallClockAt } from '@coperto/shared/restaurants/opening-hours';

/**
 * The two services of an Italian day. A booking belongs to lunch when it starts before this hour
 * on the restaurant's clock, to dinner otherwise: the API has no service on a booking, and every
 * restaurant's lunch ends before four in the afternoon while dinners start after it.
 */
export const DINNER_FROM_MINUTES = 16 * 60;
export const SERVICES = ['lunch', 'dinner'] as const;
export type Service = (typeof SERVICES)[number];

export function serviceOf(startsAt: string, timeZone: string): Service {
  return wallClockAt(timeZone, Date.parse(startsAt)).minutes < DINNER_FROM_MINUTES
    ? 'lunch'
    : 'dinner';
}

/** Covers a booking counts in the room: a cancelled one gave them back, a no-show never came. */
export function countsCovers(status: BookingStatus): boolean {
  return status !== 'cancelled' && status !== 'no_show';
}

export interface ServiceGroup {
  service: Service;
  bookings: BookingSummary[];
  /** Covers expected or in the room (cancellations and no-shows left out). */
  covers: number;
}

/** The day's bookings by service, each in the evening's order; a service with none is left out. */
export function groupByService(
  bookings: readonly BookingSummary[],
  timeZone: string,
): ServiceGroup[] {
  return SERVICES.map((service) => {
    const ofService = bookings
      .filter((booking) => serviceOf(booking.starts_at, timeZone) === service)
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id - b.id);
    return {
      service,
      bookings: ofService,
      covers: ofService.reduce(
        (sum, booking) => sum + (countsCovers(booking.status) ? booking.party_size : 0),
        0,
      ),
    };
  }).filter((group) => group.bookings.length > 0);
}

/** The calendar day `days` after `date` (before, when negative). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `HH:MM` → minutes after midnight, or null for anything else. */
export function minutesOfClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** A `tel:` link's target: the digits and a leading plus, nothing a dialer would trip on. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The moves a row offers in one tap, in the order a host reaches for them. */
export const ROW_MOVES: readonly BookingStatus[] = ['confirmed', 'seated', 'completed', 'no_show'];
