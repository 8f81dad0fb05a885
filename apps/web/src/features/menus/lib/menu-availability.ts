import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';
import { WEEKDAYS, type Weekday } from '@coperto/shared/restaurants/opening-days';
import { formatClockTime, weekdayRangeParts } from '../../../shared/lib/dates';

/**
 * The days a menu is served, in the language: "lun–ven", "sab e dom", "lun, mer e ven"; null for
 * every day (the caller says "every day" in its own words).
 */
export function formatServedDays(days: readonly Weekday[], language: string): string | null {
  if (WEEKDAYS.every((day) => days.includes(day))) return null;
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    weekdayRangeParts(days, language),
  );
}

/** "12:00–15:00"; a service past midnight reads as it is on the clock: "19:00–01:00". */
export function formatServedHours({ from, to }: MenuAvailability, language: string): string {
  return `${formatClockTime(from, language)}–${formatClockTime(to, language)}`;
}
