import {
  addDaysToDate,
  EMPTY_OPENING_TIMES,
  isCalendarDate,
  MINUTES_PER_DAY,
  minutesOfTime,
  type OpeningException,
  type OpeningTimes,
  OpeningTimesSchema,
  type Service,
  WEEKDAYS,
  type Weekday,
} from '@coperto/shared/restaurants/opening-times.schemas';
import { z } from 'zod';

/**
 * The opening-hours editor's form: the week as stored, and the dated exceptions as ranges of
 * days ("closed 10–24 August, holidays"). The API keeps one exception per date; a range is those
 * dates with the same services and note, grouped back when read.
 */
export interface ExceptionRange {
  from: string;
  /** The range's last day; the same as `from` for one day. */
  to: string;
  closed: boolean;
  services: Service[];
  note: string;
}

export interface OpeningHoursFormValues {
  weekly: Record<Weekday, Service[]>;
  exceptions: ExceptionRange[];
}

/**
 * Longest range one row may cover: a summer closure, not a year of special days (forms.json's
 * `errors.rangeTooLong` says so).
 */
export const MAX_RANGE_DAYS = 92;

const sameServices = (a: Service[], b: Service[]) =>
  a.length === b.length && a.every((s, i) => s.open === b[i]!.open && s.close === b[i]!.close);

type Decision = Pick<OpeningException, 'closed' | 'services' | 'note'>;
const sameDecision = (a: Decision, b: Decision) =>
  a.closed === b.closed && a.note === b.note && sameServices(a.services, b.services);

/** Stored opening times as the form edits them: consecutive dates alike become one range. */
export function toFormValues(times: OpeningTimes): OpeningHoursFormValues {
  const ranges: ExceptionRange[] = [];
  for (const exception of [...times.exceptions].sort((a, b) => a.date.localeCompare(b.date))) {
    const range = ranges.at(-1);
    if (range && sameDecision(range, exception) && addDaysToDate(range.to, 1) === exception.date) {
      range.to = exception.date;
    } else {
      ranges.push({
        from: exception.date,
        to: exception.date,
        closed: exception.closed,
        services: exception.services,
        note: exception.note,
      });
    }
  }
  return { weekly: { ...EMPTY_OPENING_TIMES.weekly, ...times.weekly }, exceptions: ranges };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An emptied "to" box means one day. */
const lastDayOf = (range: ExceptionRange) => range.to || range.from;

/** Why a row is not a range of at most MAX_RANGE_DAYS days, named by the field to fix. */
function rangeIssueOf(range: ExceptionRange) {
  const to = lastDayOf(range);
  if (!isCalendarDate(range.from)) return { field: 'from', formMessage: 'required' } as const;
  if (!isCalendarDate(to) || to < range.from) {
    return { field: 'to', formMessage: 'rangeEndsBeforeStart' } as const;
  }
  if ((Date.parse(to) - Date.parse(range.from)) / DAY_MS >= MAX_RANGE_DAYS) {
    return { field: 'to', formMessage: 'rangeTooLong' } as const;
  }
  return undefined;
}

/** The dates a range covers; none for a row in error. */
function datesOf(range: ExceptionRange): string[] {
  if (rangeIssueOf(range)) return [];
  const dates = [range.from];
  while (dates.at(-1)! < lastDayOf(range)) dates.push(addDaysToDate(dates.at(-1)!, 1));
  return dates;
}

/** The form as the API stores it, and which form row each stored exception came from. */
function toOpeningTimes(values: OpeningHoursFormValues) {
  const rowOfException: number[] = [];
  const exceptions = values.exceptions.flatMap((range, row) =>
    datesOf(range).map((date) => {
      rowOfException.push(row);
      return {
        date,
        closed: range.closed,
        services: range.closed ? [] : range.services,
        note: range.note,
      };
    }),
  );
  return { times: { weekly: values.weekly, exceptions }, rowOfException };
}

/** An issue of the stored shape, named as the form's field (`exceptions.3.date` → row's `from`). */
function formPathOf(path: PropertyKey[], rowOfException: number[]): PropertyKey[] {
  if (path[0] !== 'exceptions' || typeof path[1] !== 'number') return path;
  const [, index, field, ...rest] = path;
  return ['exceptions', rowOfException[index]!, field === 'date' ? 'from' : field, ...rest].filter(
    (part) => part !== undefined,
  );
}

/** A time that does not parse is named after its field: the time inputs cannot tell more. */
function formMessageOf(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code !== 'invalid_format') return undefined;
  return issue.path.at(-1) === 'close' ? 'closeTime' : 'openTime';
}

const ServiceFieldsSchema = z.object({ open: z.string(), close: z.string() });

/**
 * The form's schema: its own checks on the ranges, then the shared OpeningTimesSchema on what
 * would be stored (the API's very rules), its issues put back on the form's fields. Its output
 * is the body's `opening_times`.
 */
export const OpeningHoursFormSchema = z
  .object({
    weekly: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(ServiceFieldsSchema)])) as Record<
        Weekday,
        z.ZodArray<typeof ServiceFieldsSchema>
      >,
    ),
    exceptions: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        closed: z.boolean(),
        services: z.array(ServiceFieldsSchema),
        note: z.string(),
      }),
    ),
  })
  .transform((values, ctx) => {
    const rangeIssues = values.exceptions.map(rangeIssueOf);
    rangeIssues.forEach((issue, row) => {
      if (!issue) return;
      ctx.addIssue({
        code: 'custom',
        path: ['exceptions', row, issue.field],
        message: issue.formMessage,
        params: { formMessage: issue.formMessage },
      });
    });

    // A range in error adds no dates: the rest is still checked, so every error shows at once.
    const { times, rowOfException } = toOpeningTimes(values);
    const result = OpeningTimesSchema.safeParse(times);
    for (const issue of result.error?.issues ?? []) {
      const path = formPathOf(issue.path, rowOfException);
      const formMessage = formMessageOf(issue);
      ctx.addIssue(
        formMessage
          ? { code: 'custom', path, message: issue.message, params: { formMessage } }
          : { ...issue, path },
      );
    }
    return result.success && rangeIssues.every((issue) => !issue) ? result.data : z.NEVER;
  });

/** The stored close time as the editor shows it: a clock time, and whether it is the next day. */
export function closeParts(close: string): { clock: string; nextDay: boolean } {
  if (!/^\d\d:\d\d$/.test(close)) return { clock: close, nextDay: false };
  const minutes = minutesOfTime(close);
  if (minutes < MINUTES_PER_DAY) return { clock: close, nextDay: false };
  return { clock: timeOf(minutes - MINUTES_PER_DAY), nextDay: true };
}

/** The clock time and the "next day" box back into the stored close (`02:00` next day → `26:00`). */
export function closeOf(clock: string, nextDay: boolean): string {
  if (!nextDay || !/^\d\d:\d\d$/.test(clock)) return clock;
  return timeOf(minutesOfTime(clock) + MINUTES_PER_DAY);
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const LUNCH: Service = { open: '12:00', close: '15:00' };
const DINNER: Service = { open: '19:00', close: '23:00' };

/** What "add a service" adds: lunch or dinner if the day lacks it, else an hour after the last. */
export function nextServiceOf(services: Service[]): Service {
  const overlaps = (candidate: Service) =>
    services.some(
      (s) =>
        minutesOfTime(candidate.open) < minutesOfTime(s.close) &&
        minutesOfTime(s.open) < minutesOfTime(candidate.close),
    );
  const free = [LUNCH, DINNER].find((candidate) => !overlaps(candidate));
  if (free) return free;
  const lastClose = Math.max(...services.map((s) => minutesOfTime(s.close)));
  const open = Math.min(lastClose, MINUTES_PER_DAY - 60);
  return { open: timeOf(open), close: timeOf(open + 60) };
}
