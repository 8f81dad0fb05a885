import { addDaysToDate, minutesOfTime } from '@coperto/shared/restaurants/opening-days';
import {
  instantOfWallClock,
  localDateOf,
  servicesStartingOn,
} from '@coperto/shared/restaurants/opening-hours';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import type { SittingDuration } from '../../db/schema/bookings';

const MINUTE_MS = 60_000;

export interface BookingTimeRules {
  timeZone: string;
  openingTimes: OpeningTimes;
  slotMinutes: number;
  /** Minutes from now to the first time offered (the online cut-off; 0 for staff). */
  noticeMinutes: number;
}

/** A time a party may arrive, and the start of the service it belongs to. */
export interface BookingTime {
  start: Date;
  serviceStart: Date;
}

/**
 * The arrival times of a day in the restaurant's zone, as the order slots are made
 * (availability/order-slots.ts): every `slotMinutes` from each service's opening while it is still
 * open, no earlier than now plus the notice. Services past midnight belong to the day they start;
 * a reading the clock skips in spring maps onto the jump and is offered once.
 */
export function bookingTimesOn(rules: BookingTimeRules, date: string, now: Date): BookingTime[] {
  const earliest = now.getTime() + rules.noticeMinutes * MINUTE_MS;
  const times = new Map<number, number>();
  for (const service of servicesStartingOn(rules.openingTimes, date)) {
    const open = minutesOfTime(service.open);
    const close = minutesOfTime(service.close);
    const serviceStart = instantOfWallClock(rules.timeZone, date, open);
    const serviceEnd = instantOfWallClock(rules.timeZone, date, close);
    for (let m = open; m < close; m += rules.slotMinutes) {
      const start = instantOfWallClock(rules.timeZone, date, m);
      if (start >= earliest && start < serviceEnd && !times.has(start)) {
        times.set(start, serviceStart);
      }
    }
  }
  return [...times]
    .sort(([a], [b]) => a - b)
    .map(([start, serviceStart]) => ({
      start: new Date(start),
      serviceStart: new Date(serviceStart),
    }));
}

/** The time offered at `start` (its day, or the day before for a service past midnight). */
export function bookingTimeAt(
  rules: BookingTimeRules,
  start: Date,
  now: Date,
): BookingTime | undefined {
  const day = localDateOf(rules.timeZone, start.getTime());
  for (const date of [day, addDaysToDate(day, -1)]) {
    const found = bookingTimesOn(rules, date, now).find(
      (time) => time.start.getTime() === start.getTime(),
    );
    if (found) return found;
  }
  return undefined;
}

/** How long the party keeps its table: the first row that fits, else the default. */
export function sittingMinutesFor(
  durations: readonly SittingDuration[],
  defaultMinutes: number,
  partySize: number,
): number {
  return durations.find((row) => partySize <= row.up_to)?.minutes ?? defaultMinutes;
}

/** The days a guest may book, today first, in the restaurant's zone. */
export function bookableDates(timeZone: string, now: Date, daysAhead: number): string[] {
  const today = localDateOf(timeZone, now.getTime());
  return Array.from({ length: daysAhead + 1 }, (_, i) => addDaysToDate(today, i));
}
