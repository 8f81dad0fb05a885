import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';
import { WEEKDAYS, type Weekday } from '@coperto/shared/restaurants/opening-days';
import { weekdayName } from '../../../shared/lib/dates';

const shortName = (day: Weekday, language: string) => weekdayName(day, language, 'short');

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
              ? `${shortName(run[0]!, language)}–${shortName(run.at(-1)!, language)}`
              : run.map((day) => shortName(day, language)).join(', '),
          )
          .join(', ');
  return `${days} ${availability.from}–${availability.to}`;
}
