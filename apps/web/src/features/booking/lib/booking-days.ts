import { addDaysToDate, minutesOfTime } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, servicesStartingOn } from '@coperto/shared/restaurants/opening-hours';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { todayIn } from '../../../shared/lib/dates';

// The calendar of the booking page, on the restaurant's clock: which days the book is open for,
// and the day's free times grouped by service. Zod-free and pure: tested on their own.

export interface BookingDay {
  /** `YYYY-MM-DD` on the restaurant's clock. */
  date: string;
  /** No service starts that day (a weekly closing day or a closure): shown, not choosable. */
  closed: boolean;
}

/**
 * Today and the next `daysAhead` days (the API's `bookableDates`), each marked closed when the
 * opening hours and exceptions give it no service.
 */
export function bookingDays(
  openingTimes: OpeningTimes,
  timeZone: string,
  daysAhead: number,
  now: number = Date.now(),
): BookingDay[] {
  const today = todayIn(timeZone, now);
  return Array.from({ length: Math.max(0, daysAhead) + 1 }, (_, i) => {
    const date = addDaysToDate(today, i);
    return { date, closed: servicesStartingOn(openingTimes, date).length === 0 };
  });
}

/** The first day a guest can choose: the chosen one if still open, else the first open day. */
export function firstOpenDay(days: readonly BookingDay[], current?: string): string {
  if (current && days.some((day) => day.date === current && !day.closed)) return current;
  return days.find((day) => !day.closed)?.date ?? '';
}

/** Services opening before this hour are lunch; the others dinner. */
const DINNER_FROM_MINUTES = 16 * 60;

export type ServiceKind = 'lunch' | 'dinner';

export interface ServiceTimes<T extends { start: string }> {
  kind: ServiceKind;
  /** The service's opening on the clock ("12:00"), to tell two lunches apart. */
  opens: string;
  times: T[];
}

/**
 * A day's free times under the service each belongs to (the latest service opened at or before
 * it: a 00:30 table belongs to the evening that opened the day before), lunch before dinner.
 * Times before any service of the day (none, as the API makes them) go under the first.
 */
export function timesByService<T extends { start: string }>(
  times: readonly T[],
  openingTimes: OpeningTimes,
  timeZone: string,
  date: string,
): ServiceTimes<T>[] {
  const services = servicesStartingOn(openingTimes, date)
    .map((service) => ({
      opens: service.open,
      at: instantOfWallClock(timeZone, date, minutesOfTime(service.open)),
      kind: (minutesOfTime(service.open) < DINNER_FROM_MINUTES ? 'lunch' : 'dinner') as ServiceKind,
    }))
    .sort((a, b) => a.at - b.at);
  const groups = services.map((service) => ({
    kind: service.kind,
    opens: service.opens,
    times: [] as T[],
  }));
  const sorted = [...times].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const time of sorted) {
    const at = Date.parse(time.start);
    let index = services.findLastIndex((service) => service.at <= at);
    if (index < 0) index = 0;
    const group = groups[index];
    if (group) group.times.push(time);
    else groups.push({ kind: 'dinner', opens: '', times: [time] });
  }
  return groups.filter((group) => group.times.length > 0);
}
