import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';

type Weekday = MenuAvailability['days'][number];

// The contract's weekday order (zod-free here: the schemas stay out of the public site's chunks).
const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** Three days or more in a row read as a range: "lun–ven"; two read as two: "sab e dom". */
const MIN_RANGE_DAYS = 3;

/** 2024-01-01 was a Monday: the day `index` after it names the weekday, in UTC. */
function weekdayName(day: Weekday, language: string): string {
  const date = Date.UTC(2024, 0, 1 + WEEK.indexOf(day));
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/**
 * "12:00" with the language's digits and separator, on the 24-hour clock in every language: the
 * site's opening hours read the same way, and guests at an Italian table read the clock it keeps.
 */
export function formatClockTime(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/**
 * The days a menu is served, in the language: "lun–ven", "sab e dom", "lun, mer e ven"; null for
 * every day (the caller says "every day" in its own words).
 */
export function formatServedDays(days: readonly Weekday[], language: string): string | null {
  const served = WEEK.filter((day) => days.includes(day));
  if (served.length === WEEK.length) return null;
  const runs: Weekday[][] = [];
  for (const day of served) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && WEEK.indexOf(day) === WEEK.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= MIN_RANGE_DAYS
      ? [`${weekdayName(run[0]!, language)}–${weekdayName(run.at(-1)!, language)}`]
      : run.map((day) => weekdayName(day, language)),
  );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
}

/** "12:00–15:00"; a service past midnight reads as it is on the clock: "19:00–01:00". */
export function formatServedHours({ from, to }: MenuAvailability, language: string): string {
  return `${formatClockTime(from, language)}–${formatClockTime(to, language)}`;
}
