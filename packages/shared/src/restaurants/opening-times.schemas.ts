import { z } from 'zod';

import {
  addDaysToDate,
  clockTimeOf,
  isCalendarDate,
  MINUTES_PER_DAY,
  minutesOfTime,
  WEEKDAYS,
  type Weekday,
  weekdayOfDate,
} from './opening-days';

// The calendar helpers stay importable from here for the code that already does.
export {
  addDaysToDate,
  isCalendarDate,
  MINUTES_PER_DAY,
  minutesOfTime,
  WEEKDAYS,
  type Weekday,
  weekdayOfDate,
} from './opening-days';

/** English weekday names: error labels here, and schema.org's dayOfWeek (site-head). */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const MAX_SERVICES_PER_DAY = 6;
export const MAX_OPENING_EXCEPTIONS = 400;

// Times are wall-clock readings in the restaurant's time zone. A service past midnight keeps
// counting the hours of the day it started (the GTFS convention): "26:00" is 2 am the next day,
// so `close` is always later than `open` and nothing is ambiguous.
const OPEN_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE_TIME = /^([01]\d|2\d):[0-5]\d$/;

/** One service (lunch, dinner…). Past midnight, `close` runs on: 24:00–29:59. */
export const ServiceSchema = z.strictObject({
  open: z.string().regex(OPEN_TIME, 'Use HH:MM from 00:00 to 23:59'),
  close: z
    .string()
    .regex(
      CLOSE_TIME,
      'Use HH:MM from 00:00 to 29:59; past midnight write 24:00–29:59 (26:00 = 2 am the next day)',
    ),
});
export type Service = z.infer<typeof ServiceSchema>;

/** A dated exception: closed all day, or open with its own services (holidays, special hours). */
export const OpeningExceptionSchema = z.strictObject({
  date: z.iso.date(),
  closed: z.boolean(),
  services: z.array(ServiceSchema).max(MAX_SERVICES_PER_DAY).default([]),
  note: z.string().trim().max(200).default(''),
});
export type OpeningException = z.infer<typeof OpeningExceptionSchema>;

type OpeningTimesShape = {
  weekly: Record<Weekday, Service[]>;
  exceptions: OpeningException[];
};
type Path = (string | number)[];

/** A service whose times parsed, with its index in the day as sent (issues name that index). */
type CheckedService = { index: number; open: number; close: number };

// Each rule's issue names its message for the dashboard's forms (`params.formMessage`, a key
// under `errors` in the web's forms.json); the API answers the English `message`.

/**
 * Inverted and overlapping services of one day. Answers the well-formed services, sorted by
 * opening time, for the checks across midnight.
 */
function checkDay(services: Service[], path: Path, ctx: z.RefinementCtx): CheckedService[] {
  const valid: CheckedService[] = [];
  services.forEach((service, index) => {
    // Format issues are reported by the fields themselves; skip what does not parse.
    if (!OPEN_TIME.test(service.open) || !CLOSE_TIME.test(service.close)) return;
    const open = minutesOfTime(service.open);
    const close = minutesOfTime(service.close);
    if (close <= open) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'close'],
        message: `Closes at ${service.close}, not after it opens at ${service.open}; past midnight write 24:00–29:59 (26:00 = 2 am the next day)`,
        params: { formMessage: 'closesBeforeOpens' },
      });
      return;
    }
    valid.push({ index, open, close });
  });
  valid.sort((a, b) => a.open - b.open || a.close - b.close);
  let latest: CheckedService | undefined;
  for (const service of valid) {
    if (latest && service.open < latest.close) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, service.index, 'open'],
        message: `Overlaps the ${services[latest.index]!.open}–${services[latest.index]!.close} service of the same day`,
        params: { formMessage: 'servicesOverlap' },
      });
    }
    if (!latest || service.close > latest.close) latest = service;
  }
  return valid;
}

/** A day as the checks across midnight see it. */
type CheckedDay = { services: CheckedService[]; path: Path; label: string; isException: boolean };

/**
 * The service running latest past midnight must end before the next day's first service opens.
 * The later service is blamed, unless it is a weekly one and the earlier an exception: the
 * exception is what the user is editing.
 */
function checkAcrossMidnight(day: CheckedDay, next: CheckedDay, ctx: z.RefinementCtx) {
  const tail = day.services.reduce<CheckedService | undefined>(
    (latest, s) => (!latest || s.close > latest.close ? s : latest),
    undefined,
  );
  const first = next.services[0];
  if (!tail || !first || tail.close - MINUTES_PER_DAY <= first.open) return;
  const ends = clockTimeOf(tail.close);
  const opens = clockTimeOf(first.open);
  if (day.isException && !next.isException) {
    ctx.addIssue({
      code: 'custom',
      path: [...day.path, tail.index, 'close'],
      message: `Runs until ${ends} on ${next.label}, after that day's first service opens at ${opens}`,
      params: { formMessage: 'runsIntoNextDay' },
    });
  } else {
    ctx.addIssue({
      code: 'custom',
      path: [...next.path, first.index, 'open'],
      message: `Opens at ${opens} while ${day.label}'s service is still open (until ${ends})`,
      params: { formMessage: 'opensDuringNightBefore' },
    });
  }
}

function checkOpeningTimes(times: OpeningTimesShape, ctx: z.RefinementCtx) {
  const weekly = Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const path = ['weekly', weekday];
      const services = checkDay(times.weekly[weekday], path, ctx);
      return [weekday, { services, path, label: WEEKDAY_NAMES[weekday], isException: false }];
    }),
  ) as Record<Weekday, CheckedDay>;
  WEEKDAYS.forEach((weekday, i) => {
    // Sunday's night runs into Monday.
    checkAcrossMidnight(weekly[weekday], weekly[WEEKDAYS[(i + 1) % 7]!], ctx);
  });

  const exceptionsByDate = new Map<string, CheckedDay>();
  times.exceptions.forEach((exception, index) => {
    const path = ['exceptions', index];
    const duplicate = exceptionsByDate.has(exception.date);
    if (duplicate) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'date'],
        message: `${exception.date} already has an exception; give each date one`,
        params: { formMessage: 'dateTaken' },
      });
    }
    if (exception.closed && exception.services.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'services'],
        message: 'A closed day has no services: remove them, or set closed to false',
        params: { formMessage: 'closedDayHasServices' },
      });
    }
    if (!exception.closed && exception.services.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'services'],
        message: 'Add at least one service, or set closed to true',
        params: { formMessage: 'openDayNeedsServices' },
      });
    }
    const servicesPath = [...path, 'services'];
    const services = exception.closed ? [] : checkDay(exception.services, servicesPath, ctx);
    if (!duplicate && isCalendarDate(exception.date)) {
      exceptionsByDate.set(exception.date, {
        services,
        path: servicesPath,
        label: exception.date,
        isException: true,
      });
    }
  });

  // An exception's night may run into the next day, and the day before may run into it.
  const dayOn = (date: string) => exceptionsByDate.get(date) ?? weekly[weekdayOfDate(date)];
  const checkedNights = new Set<string>();
  for (const date of exceptionsByDate.keys()) {
    for (const night of [addDaysToDate(date, -1), date]) {
      if (checkedNights.has(night)) continue;
      checkedNights.add(night);
      const day = dayOn(night);
      const next = dayOn(addDaysToDate(night, 1));
      if (day.isException || next.isException) checkAcrossMidnight(day, next, ctx);
    }
  }
}

const byOpeningTime = (a: Service, b: Service) => a.open.localeCompare(b.open);

/** The stored shape without the rules: what answers carry, so old data can never fail a read. */
export const OpeningTimesShapeSchema = z.strictObject({
  weekly: z.strictObject(
    Object.fromEntries(
      WEEKDAYS.map((d) => [d, z.array(ServiceSchema).max(MAX_SERVICES_PER_DAY)]),
    ) as Record<Weekday, z.ZodArray<typeof ServiceSchema>>,
  ),
  exceptions: z.array(OpeningExceptionSchema).max(MAX_OPENING_EXCEPTIONS),
});

/**
 * The restaurant's opening times. The same rules validate the API's input and the web's forms;
 * issues name the field as sent (`weekly.mon.1.close`, `exceptions.0.date`), and the stored
 * result has services sorted by opening time and exceptions by date.
 */
export const OpeningTimesSchema = OpeningTimesShapeSchema.superRefine(checkOpeningTimes).overwrite(
  (times) => ({
    weekly: Object.fromEntries(
      WEEKDAYS.map((d) => [d, [...times.weekly[d]].sort(byOpeningTime)]),
    ) as Record<Weekday, Service[]>,
    exceptions: times.exceptions
      .map((e) => ({ ...e, services: [...e.services].sort(byOpeningTime) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  }),
);
export type OpeningTimes = z.infer<typeof OpeningTimesSchema>;

/** Body of `PATCH /restaurant/opening-times/{id}`. */
export const OpeningTimesUpdateBodySchema = z.strictObject({ opening_times: OpeningTimesSchema });
export type OpeningTimesUpdateBody = z.infer<typeof OpeningTimesUpdateBodySchema>;

export const EMPTY_OPENING_TIMES: OpeningTimes = {
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
};
