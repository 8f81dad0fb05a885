import { addDaysToDate, minutesOfTime, weekdayOfDate } from '../restaurants/opening-days';
import { wallClockAt } from '../restaurants/opening-hours';
import type { MenuAvailability } from './menu.schemas';

// When a menu with hours is served: one rule for the server, which refuses a dish of a menu not
// served at the order's slot, and for the site, which offers no "Aggiungi" while a menu is not
// served now. Zod-free (the schema is only a type here), so the public menu page loads no zod.

/** A reading of the restaurant's clock: its calendar day and the minutes since that midnight. */
export interface ClockReading {
  date: string;
  minutes: number;
}

/** A menu with hours is served on its days between its times; across midnight when `to` < `from`. */
export function isMenuServedAt(
  availability: MenuAvailability | null,
  clock: ClockReading,
): boolean {
  if (!availability) return true;
  const from = minutesOfTime(availability.from);
  const to = minutesOfTime(availability.to);
  if (from < to) {
    return (
      availability.days.includes(weekdayOfDate(clock.date)) &&
      clock.minutes >= from &&
      clock.minutes < to
    );
  }
  // Past midnight the service still belongs to the day it started.
  if (clock.minutes >= from) return availability.days.includes(weekdayOfDate(clock.date));
  return (
    clock.minutes < to && availability.days.includes(weekdayOfDate(addDaysToDate(clock.date, -1)))
  );
}

/**
 * A menu at an instant, on the restaurant's clock: served, or not and, when its service starts
 * later the same day, at what time ("12:00"); `startsAt` is null when it does not start again today.
 */
export type MenuServiceNow = { served: true } | { served: false; startsAt: string | null };

export function menuServiceAt(
  availability: MenuAvailability | null,
  timeZone: string,
  instant: number,
): MenuServiceNow {
  const clock = wallClockAt(timeZone, instant);
  if (!availability || isMenuServedAt(availability, clock)) return { served: true };
  const startsLaterToday =
    availability.days.includes(weekdayOfDate(clock.date)) &&
    clock.minutes < minutesOfTime(availability.from);
  return { served: false, startsAt: startsLaterToday ? availability.from : null };
}
