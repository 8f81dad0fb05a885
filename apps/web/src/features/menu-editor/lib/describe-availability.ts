import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';
import { WEEKDAYS, type Weekday } from '@coperto/shared/restaurants/opening-days';

/** 1 January 2024 was a Monday: the week of dates the weekday names are read from. */
const A_MONDAY = Date.UTC(2024, 0, 1, 12);

/** A weekday's name in `language`: "lun" / "Mon" (short), "lunedì" / "Monday" (long). */
export function weekdayName(day: Weekday, language: string, width: 'short' | 'long' = 'short') {
  const date = new Date(A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** Runs of consecutive days, in week order: mon–fri, sun. */
function dayRuns(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS.filter((d) => days.includes(d))) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && WEEKDAYS.indexOf(previous) + 1 === WEEKDAYS.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * When a menu is served, short: "lun–ven 12:00–15:00", "sab, dom 19:00–23:00"; null for a menu
 * served whenever the restaurant is open.
 */
export function describeAvailability(
  availability: MenuAvailability | null,
  language: string,
  everyDay: string,
): string | null {
  if (!availability) return null;
  const days =
    availability.days.length === WEEKDAYS.length
      ? everyDay
      : dayRuns(availability.days)
          .map((run) =>
            run.length > 2
              ? `${weekdayName(run[0]!, language)}–${weekdayName(run.at(-1)!, language)}`
              : run.map((day) => weekdayName(day, language)).join(', '),
          )
          .join(', ');
  return `${days} ${availability.from}–${availability.to}`;
}
