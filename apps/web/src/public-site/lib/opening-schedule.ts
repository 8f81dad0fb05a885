import { addDaysToDate, WEEKDAYS, type Weekday } from '@coperto/shared/restaurants/opening-days';
import {
  localDateOf,
  nextOpeningAfter,
  openUntil,
} from '@coperto/shared/restaurants/opening-hours';
import type {
  OpeningException,
  OpeningTimes,
  Service,
} from '@coperto/shared/restaurants/opening-times.schemas';
import {
  daysBetween,
  formatCalendarDate,
  formatClockTime,
  formatInstantTime,
  todayIn,
} from '../../shared/lib/dates';

// What the site says about the opening times: computed by the shared functions (zod-free), so
// the site and the API answer the same; formatted per locale with Intl.

/** How far ahead the site announces closures and special hours. */
const UPCOMING_EXCEPTION_DAYS = 60;
const MAX_UPCOMING_EXCEPTIONS = 4;
/** Within this many days an opening reads "Tuesday"; later, "on 7 January". */
const WEEKDAY_NAMED_DAYS = 6;

export type OpeningStatus = { open: true; closesAt: Date } | { open: false; opensAt: Date | null };

export function openingStatusAt(times: OpeningTimes, timeZone: string, now: Date): OpeningStatus {
  const closesAt = openUntil(times, timeZone, now);
  if (closesAt) return { open: true, closesAt };
  return { open: false, opensAt: nextOpeningAfter(times, timeZone, now) };
}

export function hasOpeningTimes(times: OpeningTimes): boolean {
  return WEEKDAYS.some((day) => times.weekly[day].length > 0) || times.exceptions.length > 0;
}

/** The closures and special hours from today on, soonest first. */
export function upcomingExceptions(times: OpeningTimes, today: string): OpeningException[] {
  const last = addDaysToDate(today, UPCOMING_EXCEPTION_DAYS);
  return times.exceptions
    .filter((e) => e.date >= today && e.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, MAX_UPCOMING_EXCEPTIONS);
}

/** The consecutive weekdays (Monday first) that share the same services, for a short summary. */
export function weekdayRuns(times: OpeningTimes): { days: Weekday[]; services: Service[] }[] {
  const runs: { days: Weekday[]; services: Service[]; key: string }[] = [];
  for (const day of WEEKDAYS) {
    const services = times.weekly[day];
    const key = services.map((s) => `${s.open}-${s.close}`).join(',');
    const last = runs.at(-1);
    if (last && last.key === key) last.days.push(day);
    else runs.push({ days: [day], services, key });
  }
  return runs.map(({ days, services }) => ({ days, services }));
}

/** Open around the clock: 00:00 to the next midnight (written 24:00). */
export function isAllDay(service: Service): boolean {
  return service.open === '00:00' && service.close === '24:00';
}

export function formatService(service: Service, locale: string): string {
  return `${formatClockTime(service.open, locale)}–${formatClockTime(service.close, locale)}`;
}

/** Words of the `public` namespace: an i18n key and its values. */
export type StatusText = {
  key: `hours.status.${'closesAt' | 'opensToday' | 'opensTomorrow' | 'opensOn' | 'opensOnDate'}`;
  values: { time: string; day?: string; date?: string };
};

/**
 * What follows "Open now" or "Closed": "closes at 23:30", "opens tomorrow at 12:00", with the
 * times on the restaurant's clock and the days counted in its time zone. Null when closed with no
 * opening in sight.
 */
export function statusDetailOf(
  status: OpeningStatus,
  now: Date,
  timeZone: string,
  locale: string,
): StatusText | null {
  if (status.open) {
    return {
      key: 'hours.status.closesAt',
      values: { time: formatInstantTime(status.closesAt, locale, timeZone) },
    };
  }
  if (!status.opensAt) return null;
  const time = formatInstantTime(status.opensAt, locale, timeZone);
  const day = localDateOf(timeZone, status.opensAt.getTime());
  const days = daysBetween(todayIn(timeZone, now.getTime()), day);
  if (days === 0) return { key: 'hours.status.opensToday', values: { time } };
  if (days === 1) return { key: 'hours.status.opensTomorrow', values: { time } };
  if (days <= WEEKDAY_NAMED_DAYS) {
    // As the language writes it inside a sentence: "martedì", "Tuesday".
    const weekday = formatCalendarDate(day, locale, { weekday: 'long' });
    return { key: 'hours.status.opensOn', values: { day: weekday, time } };
  }
  return {
    key: 'hours.status.opensOnDate',
    values: { date: formatCalendarDate(day, locale, { day: 'numeric', month: 'long' }), time },
  };
}
