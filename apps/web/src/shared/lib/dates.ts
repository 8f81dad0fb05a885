import {
  clockTimeOf,
  minutesOfTime,
  WEEKDAYS,
  type Weekday,
} from '@coperto/shared/restaurants/opening-days';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';

// The web's dates, one place (DESIGN.md §4): names and formats come from Intl in the language of
// the page; calendar days (`YYYY-MM-DD`) and wall-clock times (`HH:MM`) are formatted in UTC, so
// the browser's own zone never moves them; "today" is the restaurant's, read in its zone.
// Zod-free and small: the public site's first load reads it.

const DAY_MS = 86_400_000;
/** 1 January 2024 was a Monday: the week whose dates name the weekdays. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/**
 * One formatter per language and options: building an Intl formatter costs about a millisecond
 * on a phone, and the public header, hours and footer format dozens of times on the first render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

export type WeekdayWidth = 'long' | 'short';

/** A weekday as the language writes it inside a sentence: "lunedì", "lun", "Monday". */
export function weekdayName(day: Weekday, language: string, width: WeekdayWidth = 'long'): string {
  const date = A_MONDAY + WEEKDAYS.indexOf(day) * DAY_MS;
  return dateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** A weekday at the start of a label or a line: "Lunedì", "Lun", "Monday". */
export function weekdayLabel(day: Weekday, language: string, width: WeekdayWidth = 'long'): string {
  const name = weekdayName(day, language, width);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** Three weekdays or more in a row read as a range ("lun–ven"); fewer are named one by one. */
const MIN_RANGE_DAYS = 3;

/**
 * Some weekdays, short, in week order: a run of three or more as a range ("lun–ven"), the others
 * one by one ("sab", "dom"). The caller joins the parts as its sentence needs.
 */
export function weekdayRangeParts(days: readonly Weekday[], language: string): string[] {
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS.filter((d) => days.includes(d))) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && WEEKDAYS.indexOf(previous) + 1 === WEEKDAYS.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  const short = (day: Weekday) => weekdayName(day, language, 'short');
  return runs.flatMap((run) =>
    run.length >= MIN_RANGE_DAYS ? [`${short(run[0]!)}–${short(run.at(-1)!)}`] : run.map(short),
  );
}

/**
 * A wall-clock time of a schedule ("19:00"; past midnight "24:30" reads "00:30") with the
 * language's digits, on the 24-hour clock in every language: guests at an Italian table read the
 * clock it keeps, and "07:00 PM" beside "19:00" would read as two times (decision 025).
 */
export function formatClockTime(time: string, language: string): string {
  const minutes = minutesOfTime(clockTimeOf(minutesOfTime(time)));
  const date = Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60);
  return dateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
}

/** An instant's time on the clock of `timeZone` (the restaurant's), 24-hour. */
export function formatInstantTime(instant: Date, language: string, timeZone: string): string {
  return dateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
}

/** A calendar day (`YYYY-MM-DD`): "giovedì 25 dicembre" / "Thursday 25 December" by default. */
export function formatCalendarDate(
  date: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' },
): string {
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}

/**
 * One day or a span of calendar days, short: "24 dic 2026", "10–24 ago 2026"; an empty `to`, or
 * one not after `from`, is the single day; '' while `from` is not a date yet (a field being typed).
 */
export function formatCalendarRange(from: string, to: string, language: string): string {
  const format = dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const start = Date.parse(`${from}T00:00:00Z`);
  if (Number.isNaN(start)) return '';
  const end = Date.parse(`${to || from}T00:00:00Z`);
  return Number.isNaN(end) || to <= from ? format.format(start) : format.formatRange(start, end);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The calendar day (`YYYY-MM-DD`) the restaurant's clock shows now: its "today", whatever zone
 * the browser is in.
 */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return localDateOf(timeZone, now);
}

/**
 * A moment the server recorded (an ISO timestamp) in the reader's language and zone: "26 nov
 * 2026" (`medium`), "26 novembre 2026" (`long`), with the time when `withTime`.
 */
export function formatTimestamp(
  iso: string,
  language: string,
  {
    dateStyle = 'medium',
    withTime = false,
  }: { dateStyle?: 'medium' | 'long'; withTime?: boolean } = {},
): string {
  return dateTimeFormat(language, {
    dateStyle,
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(Date.parse(iso));
}
