import { tzOffset } from '@date-fns/tz';
import { addDaysToDate, minutesOfTime, weekdayOfDate } from './opening-days';
import type { OpeningException, OpeningTimes, Service } from './opening-times.schemas';

// "Open now?" and "next opening", shared so the API and the web answer the same. Zod-free (only
// types come from the schemas): the public site's first load uses it.
//
// A service keeps its wall-clock times in the restaurant's zone on every day, also across the
// daylight-saving changes. A time maps to the first instant at which the zone's clock shows it or
// later: a time the clock skips (02:30 on the spring-forward day) maps to the jump (03:00), a
// time it shows twice (02:30 on the fall-back day) to its first showing. So a service closing at
// "26:30" on the fall-back night closes the first time the clock reads 02:30, and does not reopen
// when the clock goes back.

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How far ahead `nextOpeningAfter` looks: any weekly schedule, plus a closure of a week. */
export const OPENING_SEARCH_DAYS = 14;

/** An instant interval in epoch milliseconds: open at `start`, closed again at `end`. */
type Interval = { start: number; end: number };

function offsetMs(timeZone: string, instant: number): number {
  const minutes = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return minutes * MINUTE_MS;
}

/** The calendar day (`YYYY-MM-DD`) the zone's clock shows at an instant. */
export function localDateOf(timeZone: string, instant: number): string {
  return new Date(instant + offsetMs(timeZone, instant)).toISOString().slice(0, 10);
}

/** What the zone's clock shows at an instant: its calendar day and the minutes since midnight. */
export function wallClockAt(timeZone: string, instant: number): { date: string; minutes: number } {
  const reading = instant + offsetMs(timeZone, instant);
  const minutes = Math.floor((reading % DAY_MS) / MINUTE_MS);
  return { date: new Date(reading).toISOString().slice(0, 10), minutes };
}

/** The first instant at which the zone's clock shows `minutes` after the midnight of `date`. */
export function instantOfWallClock(timeZone: string, date: string, minutes: number): number {
  // The clock reading written as if it were UTC; the instant is that minus the zone's offset.
  const reading = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const showsReading = (instant: number) => instant + offsetMs(timeZone, instant) === reading;
  // Offsets change at most once a day: the reading lies under the offset before or after.
  const underOffsetBefore = reading - offsetMs(timeZone, reading - DAY_MS);
  const underOffsetAfter = reading - offsetMs(timeZone, reading + DAY_MS);
  const fits = [underOffsetBefore, underOffsetAfter].filter(showsReading);
  if (fits.length > 0) return Math.min(...fits);
  // The clock skips this reading: find, to the minute, the jump that skips it.
  let shortOf = Math.min(underOffsetBefore, underOffsetAfter);
  let past = Math.max(underOffsetBefore, underOffsetAfter);
  while (past - shortOf > MINUTE_MS) {
    const middle = shortOf + Math.floor((past - shortOf) / 2 / MINUTE_MS) * MINUTE_MS;
    if (middle + offsetMs(timeZone, middle) < reading) shortOf = middle;
    else past = middle;
  }
  return past;
}

/** The services that start on a date: its exception's (none when closed), else the weekday's. */
export function servicesStartingOn(
  times: OpeningTimes,
  date: string,
  exceptionsByDate = indexExceptions(times),
): Service[] {
  const exception = exceptionsByDate.get(date);
  if (exception) return exception.closed ? [] : exception.services;
  return times.weekly[weekdayOfDate(date)];
}

function indexExceptions(times: OpeningTimes): Map<string, OpeningException> {
  return new Map(times.exceptions.map((e) => [e.date, e]));
}

/** The instants of the services starting on each day from `firstDate`, for `days` days, sorted. */
function intervalsOf(
  times: OpeningTimes,
  timeZone: string,
  firstDate: string,
  days: number,
): Interval[] {
  const exceptionsByDate = indexExceptions(times);
  const intervals: Interval[] = [];
  for (let day = 0; day < days; day++) {
    const date = addDaysToDate(firstDate, day);
    for (const service of servicesStartingOn(times, date, exceptionsByDate)) {
      const start = instantOfWallClock(timeZone, date, minutesOfTime(service.open));
      const end = instantOfWallClock(timeZone, date, minutesOfTime(service.close));
      // A service wholly inside a skipped hour never happens.
      if (end > start) intervals.push({ start, end });
    }
  }
  return intervals.sort((a, b) => a.start - b.start);
}

/** Open at `instant`? Opening times are inclusive, closing times exclusive. */
export function isOpenAt(times: OpeningTimes, timeZone: string, instant: Date): boolean {
  const now = instant.getTime();
  // Yesterday's service may still run past midnight (until 05:59 at most).
  const yesterday = addDaysToDate(localDateOf(timeZone, now), -1);
  return intervalsOf(times, timeZone, yesterday, 2).some((i) => i.start <= now && now < i.end);
}

/**
 * The next instant after `instant` at which the restaurant goes from closed to open, within
 * `OPENING_SEARCH_DAYS`; null when it does not open in that time. Services that touch (one
 * closing when the next opens) are one opening.
 */
export function nextOpeningAfter(
  times: OpeningTimes,
  timeZone: string,
  instant: Date,
): Date | null {
  const now = instant.getTime();
  const yesterday = addDaysToDate(localDateOf(timeZone, now), -1);
  let openUntil = Number.NEGATIVE_INFINITY;
  for (const interval of intervalsOf(times, timeZone, yesterday, OPENING_SEARCH_DAYS + 2)) {
    const opens = interval.start > openUntil;
    if (opens && interval.start > now) return new Date(interval.start);
    openUntil = Math.max(openUntil, interval.end);
  }
  return null;
}

/**
 * While open at `instant`, the instant it closes: the end of the running service, or of the
 * services that follow it without a break. Null when closed.
 */
export function openUntil(times: OpeningTimes, timeZone: string, instant: Date): Date | null {
  const now = instant.getTime();
  const yesterday = addDaysToDate(localDateOf(timeZone, now), -1);
  let closes: number | null = null;
  for (const interval of intervalsOf(times, timeZone, yesterday, OPENING_SEARCH_DAYS + 2)) {
    if (closes === null) {
      if (interval.start <= now && now < interval.end) closes = interval.end;
    } else if (interval.start <= closes) {
      closes = Math.max(closes, interval.end);
    } else {
      break;
    }
  }
  return closes === null ? null : new Date(closes);
}
