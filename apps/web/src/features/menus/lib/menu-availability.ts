import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';
import { WEEKDAYS, type Weekday } from '@coperto/shared/restaurants/opening-days';
import { formatClockTime, weekdayName } from '../../../shared/lib/dates';

/** Three days or more in a row read as a range: "lun–ven"; two read as two: "sab e dom". */
const MIN_RANGE_DAYS = 3;

const shortName = (day: Weekday, language: string) => weekdayName(day, language, 'short');

/**
 * The days a menu is served, in the language: "lun–ven", "sab e dom", "lun, mer e ven"; null for
 * every day (the caller says "every day" in its own words).
 */
export function formatServedDays(days: readonly Weekday[], language: string): string | null {
  const served = WEEKDAYS.filter((day) => days.includes(day));
  if (served.length === WEEKDAYS.length) return null;
  const runs: Weekday[][] = [];
  for (const day of served) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= MIN_RANGE_DAYS
      ? [`${shortName(run[0]!, language)}–${shortName(run.at(-1)!, language)}`]
      : run.map((day) => shortName(day, language)),
  );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
}

/** "12:00–15:00"; a service past midnight reads as it is on the clock: "19:00–01:00". */
export function formatServedHours({ from, to }: MenuAvailability, language: string): string {
  return `${formatClockTime(from, language)}–${formatClockTime(to, language)}`;
}
