import { describe, expect, it } from 'vitest';
import { isOpenAt, nextOpeningAfter, openUntil } from './opening-hours';
import {
  EMPTY_OPENING_TIMES,
  type OpeningTimes,
  OpeningTimesSchema,
  type Weekday,
} from './opening-times.schemas';

const ROME = 'Europe/Rome';
const NEW_YORK = 'America/New_York';

const LUNCH = { open: '12:00', close: '15:00' };
const DINNER = { open: '19:00', close: '23:30' };

type ScheduleInput = {
  weekly?: Partial<Record<Weekday, { open: string; close: string }[]>>;
  exceptions?: { date: string; closed: boolean; services?: { open: string; close: string }[] }[];
};

/** Parsed by the real schema, so every fixture is a schedule the API would accept. */
function schedule(input: ScheduleInput): OpeningTimes {
  return OpeningTimesSchema.parse({
    weekly: { ...EMPTY_OPENING_TIMES.weekly, ...input.weekly },
    exceptions: input.exceptions ?? [],
  });
}

/** Closed on Monday, lunch and dinner, Saturday night until 2 am, Sunday lunch only. */
const WEEK = schedule({
  weekly: {
    tue: [LUNCH, DINNER],
    wed: [LUNCH, DINNER],
    thu: [LUNCH, DINNER],
    fri: [LUNCH, DINNER],
    sat: [LUNCH, { open: '19:00', close: '26:00' }],
    sun: [{ open: '12:00', close: '15:30' }],
  },
});

const openAt = (times: OpeningTimes, instant: string, zone = ROME) =>
  isOpenAt(times, zone, new Date(instant));
const nextAfter = (times: OpeningTimes, instant: string, zone = ROME) =>
  nextOpeningAfter(times, zone, new Date(instant))?.toISOString() ?? null;
const iso = (instant: string) => new Date(instant).toISOString();

// 2026-06-16 is a Tuesday; Rome is on summer time (+02:00) in June.
describe('isOpenAt', () => {
  it('opens inclusively and closes exclusively', () => {
    expect(openAt(WEEK, '2026-06-16T11:59:59.999+02:00')).toBe(false);
    expect(openAt(WEEK, '2026-06-16T12:00:00+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-06-16T14:59:59.999+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-06-16T15:00:00+02:00')).toBe(false);
  });

  it('is closed between lunch and dinner and after dinner', () => {
    expect(openAt(WEEK, '2026-06-16T16:00+02:00')).toBe(false);
    expect(openAt(WEEK, '2026-06-16T19:00+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-06-16T23:29+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-06-16T23:30+02:00')).toBe(false);
  });

  it('is closed all day on a weekday without services', () => {
    expect(openAt(WEEK, '2026-06-22T13:00+02:00')).toBe(false);
    expect(openAt(WEEK, '2026-06-22T20:00+02:00')).toBe(false);
  });

  it('keeps a past-midnight service open into the next day, which has no night of its own', () => {
    expect(openAt(WEEK, '2026-06-21T01:59+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-06-21T02:00+02:00')).toBe(false);
    // Sunday's own services end at 15:30: nothing runs into Monday.
    expect(openAt(WEEK, '2026-06-22T00:30+02:00')).toBe(false);
  });

  it("wraps Sunday's night into Monday", () => {
    const times = schedule({ weekly: { sun: [{ open: '20:00', close: '25:00' }] } });
    expect(openAt(times, '2026-06-22T00:30+02:00')).toBe(true);
    expect(openAt(times, '2026-06-22T01:00+02:00')).toBe(false);
  });

  it('answers in the zone it is given', () => {
    // 12:00 in New York is 18:00 in Rome: lunch in one, the break in the other.
    expect(openAt(WEEK, '2026-06-16T12:00-04:00', NEW_YORK)).toBe(true);
    expect(openAt(WEEK, '2026-06-16T12:00-04:00', ROME)).toBe(false);
  });

  it('refuses an unknown time zone', () => {
    expect(() => openAt(WEEK, '2026-06-16T12:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('exceptions', () => {
  it('closes a holiday whatever the weekly services say', () => {
    const times = schedule({ ...WEEK, exceptions: [{ date: '2026-12-25', closed: true }] });
    expect(openAt(times, '2026-12-24T13:00+01:00')).toBe(true);
    expect(openAt(times, '2026-12-25T13:00+01:00')).toBe(false);
    expect(openAt(times, '2026-12-25T20:00+01:00')).toBe(false);
    expect(nextAfter(times, '2026-12-25T10:00+01:00')).toBe(iso('2026-12-26T12:00+01:00'));
  });

  it("replaces the day's services with special hours", () => {
    const times = schedule({
      ...WEEK,
      exceptions: [
        { date: '2026-08-15', closed: false, services: [{ open: '12:00', close: '16:00' }] },
      ],
    });
    expect(openAt(times, '2026-08-15T15:30+02:00')).toBe(true);
    expect(openAt(times, '2026-08-15T19:30+02:00')).toBe(false);
    expect(nextAfter(times, '2026-08-15T16:00+02:00')).toBe(iso('2026-08-16T12:00+02:00'));
  });

  it("runs New Year's Eve until 2 am even though New Year's Day is closed", () => {
    const times = schedule({
      ...WEEK,
      exceptions: [
        { date: '2026-12-31', closed: false, services: [{ open: '19:00', close: '26:00' }] },
        { date: '2027-01-01', closed: true },
      ],
    });
    expect(openAt(times, '2026-12-31T13:00+01:00')).toBe(false);
    expect(openAt(times, '2026-12-31T23:59+01:00')).toBe(true);
    expect(openAt(times, '2027-01-01T01:30+01:00')).toBe(true);
    expect(openAt(times, '2027-01-01T02:00+01:00')).toBe(false);
    expect(openAt(times, '2027-01-01T13:00+01:00')).toBe(false);
    expect(nextAfter(times, '2027-01-01T02:00+01:00')).toBe(iso('2027-01-02T12:00+01:00'));
  });
});

describe('nextOpeningAfter', () => {
  it('finds the next service of the day, then of the following days', () => {
    expect(nextAfter(WEEK, '2026-06-16T11:00+02:00')).toBe(iso('2026-06-16T12:00+02:00'));
    expect(nextAfter(WEEK, '2026-06-16T16:00+02:00')).toBe(iso('2026-06-16T19:00+02:00'));
    expect(nextAfter(WEEK, '2026-06-16T23:45+02:00')).toBe(iso('2026-06-17T12:00+02:00'));
    // Sunday afternoon: Monday is closed.
    expect(nextAfter(WEEK, '2026-06-21T16:00+02:00')).toBe(iso('2026-06-23T12:00+02:00'));
  });

  it('answers the opening after the instant, even while open', () => {
    expect(nextAfter(WEEK, '2026-06-16T12:00+02:00')).toBe(iso('2026-06-16T19:00+02:00'));
    expect(nextAfter(WEEK, '2026-06-16T13:00+02:00')).toBe(iso('2026-06-16T19:00+02:00'));
    expect(nextAfter(WEEK, '2026-06-20T23:00+02:00')).toBe(iso('2026-06-21T12:00+02:00'));
  });

  it('counts services that touch as one opening', () => {
    const times = schedule({ weekly: { tue: [LUNCH, { open: '15:00', close: '18:00' }] } });
    expect(openAt(times, '2026-06-16T15:00+02:00')).toBe(true);
    expect(nextAfter(times, '2026-06-16T13:00+02:00')).toBe(iso('2026-06-23T12:00+02:00'));
  });

  it('answers null without any service', () => {
    expect(nextAfter(EMPTY_OPENING_TIMES, '2026-06-16T12:00+02:00')).toBeNull();
    expect(openAt(EMPTY_OPENING_TIMES, '2026-06-16T12:00+02:00')).toBe(false);
  });

  it('looks two weeks ahead, not further', () => {
    const opensOn = (date: string) =>
      schedule({ exceptions: [{ date, closed: false, services: [LUNCH] }] });
    expect(nextAfter(opensOn('2026-06-26'), '2026-06-16T12:00+02:00')).toBe(
      iso('2026-06-26T12:00+02:00'),
    );
    expect(nextAfter(opensOn('2026-07-06'), '2026-06-16T12:00+02:00')).toBeNull();
  });

  it('answers in the zone it is given', () => {
    expect(nextAfter(WEEK, '2026-06-16T16:00-04:00', NEW_YORK)).toBe(iso('2026-06-16T19:00-04:00'));
  });
});

describe('openUntil', () => {
  const until = (times: OpeningTimes, instant: string) =>
    openUntil(times, ROME, new Date(instant))?.toISOString() ?? null;

  it('answers when the running service closes, null while closed', () => {
    expect(until(WEEK, '2026-06-16T13:00+02:00')).toBe(iso('2026-06-16T15:00+02:00'));
    expect(until(WEEK, '2026-06-16T16:00+02:00')).toBeNull();
    expect(until(WEEK, '2026-06-16T15:00+02:00')).toBeNull();
  });

  it("runs a past-midnight service into the next day's early hours", () => {
    expect(until(WEEK, '2026-06-21T01:00+02:00')).toBe(iso('2026-06-21T02:00+02:00'));
  });

  it('runs on through services that touch', () => {
    const times = schedule({ weekly: { tue: [LUNCH, { open: '15:00', close: '18:00' }] } });
    expect(until(times, '2026-06-16T13:00+02:00')).toBe(iso('2026-06-16T18:00+02:00'));
  });
});

// Europe/Rome 2026: on Sunday 29 March the clock jumps from 02:00 to 03:00; on Sunday 25 October
// it goes back from 03:00 to 02:00. Services keep their wall-clock times on both days.
describe('daylight saving in Europe/Rome', () => {
  it('spring forward: a night ending in the skipped hour closes at the jump', () => {
    expect(openAt(WEEK, '2026-03-28T19:00+01:00')).toBe(true);
    expect(openAt(WEEK, '2026-03-29T01:59+01:00')).toBe(true);
    expect(openAt(WEEK, '2026-03-29T03:00+02:00')).toBe(false);
  });

  it('spring forward: Sunday lunch keeps its wall-clock times under the new offset', () => {
    expect(openAt(WEEK, '2026-03-29T11:59+02:00')).toBe(false);
    expect(openAt(WEEK, '2026-03-29T12:00+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-03-29T15:29+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-03-29T15:30+02:00')).toBe(false);
    expect(nextAfter(WEEK, '2026-03-29T05:00+02:00')).toBe(iso('2026-03-29T12:00+02:00'));
    // The week before, the same lunch was an hour later in UTC.
    expect(nextAfter(WEEK, '2026-03-22T05:00+01:00')).toBe('2026-03-22T11:00:00.000Z');
    expect(nextAfter(WEEK, '2026-03-29T05:00+02:00')).toBe('2026-03-29T10:00:00.000Z');
  });

  it('spring forward: a service opening in the skipped hour opens at the jump', () => {
    const times = schedule({
      exceptions: [
        { date: '2026-03-29', closed: false, services: [{ open: '02:30', close: '05:00' }] },
      ],
    });
    expect(nextAfter(times, '2026-03-29T00:00+01:00')).toBe(iso('2026-03-29T03:00+02:00'));
    expect(openAt(times, '2026-03-29T01:59+01:00')).toBe(false);
    expect(openAt(times, '2026-03-29T03:00+02:00')).toBe(true);
    expect(openAt(times, '2026-03-29T05:00+02:00')).toBe(false);
  });

  it('spring forward: a service wholly inside the skipped hour never happens', () => {
    const times = schedule({
      exceptions: [
        { date: '2026-03-29', closed: false, services: [{ open: '02:10', close: '02:50' }] },
      ],
    });
    expect(openAt(times, '2026-03-29T03:00+02:00')).toBe(false);
    expect(nextAfter(times, '2026-03-29T00:00+01:00')).toBeNull();
  });

  it('spring forward: the whole day lasts 23 hours', () => {
    const times = schedule({
      exceptions: [
        { date: '2026-03-29', closed: false, services: [{ open: '00:00', close: '24:00' }] },
      ],
    });
    expect(openAt(times, '2026-03-29T00:00+01:00')).toBe(true);
    expect(openAt(times, '2026-03-29T23:59+02:00')).toBe(true);
    expect(openAt(times, '2026-03-30T00:00+02:00')).toBe(false);
  });

  it('fall back: a night ending in the repeated hour closes the first time the clock shows it', () => {
    expect(openAt(WEEK, '2026-10-25T01:59+02:00')).toBe(true);
    expect(openAt(WEEK, '2026-10-25T02:00+02:00')).toBe(false);
    // The clock shows 02:30 again an hour later: still closed.
    expect(openAt(WEEK, '2026-10-25T02:30+01:00')).toBe(false);
  });

  it('fall back: Sunday lunch keeps its wall-clock times under the new offset', () => {
    expect(openAt(WEEK, '2026-10-25T11:59+01:00')).toBe(false);
    expect(openAt(WEEK, '2026-10-25T12:00+01:00')).toBe(true);
    expect(nextAfter(WEEK, '2026-10-25T05:00+01:00')).toBe('2026-10-25T11:00:00.000Z');
  });

  it('fall back: a service opening in the repeated hour opens at its first showing', () => {
    const times = schedule({
      exceptions: [
        { date: '2026-10-25', closed: false, services: [{ open: '02:15', close: '04:00' }] },
      ],
    });
    expect(nextAfter(times, '2026-10-25T00:00+02:00')).toBe(iso('2026-10-25T02:15+02:00'));
    expect(openAt(times, '2026-10-25T02:14+02:00')).toBe(false);
    expect(openAt(times, '2026-10-25T02:15+02:00')).toBe(true);
    expect(openAt(times, '2026-10-25T02:00+01:00')).toBe(true);
    expect(openAt(times, '2026-10-25T03:59+01:00')).toBe(true);
    expect(openAt(times, '2026-10-25T04:00+01:00')).toBe(false);
  });

  it('fall back: the whole day lasts 25 hours', () => {
    const times = schedule({
      exceptions: [
        { date: '2026-10-25', closed: false, services: [{ open: '00:00', close: '24:00' }] },
      ],
    });
    expect(openAt(times, '2026-10-25T00:00+02:00')).toBe(true);
    expect(openAt(times, '2026-10-25T23:59+01:00')).toBe(true);
    expect(openAt(times, '2026-10-26T00:00+01:00')).toBe(false);
  });
});

// America/New_York 2026: clocks jump on 8 March and go back on 1 November, both Sundays.
describe('daylight saving in America/New_York', () => {
  it("spring forward: Saturday's night ending at 2 am closes at the jump", () => {
    expect(openAt(WEEK, '2026-03-08T01:59-05:00', NEW_YORK)).toBe(true);
    expect(openAt(WEEK, '2026-03-08T03:00-04:00', NEW_YORK)).toBe(false);
    expect(nextAfter(WEEK, '2026-03-08T03:00-04:00', NEW_YORK)).toBe(iso('2026-03-08T12:00-04:00'));
  });

  it("fall back: Saturday's night runs through the repeated hour until the clock shows 2 am", () => {
    // 02:00 EDT never shows: at 02:00 EDT the clock goes back to 01:00 EST.
    expect(openAt(WEEK, '2026-11-01T01:30-04:00', NEW_YORK)).toBe(true);
    expect(openAt(WEEK, '2026-11-01T01:30-05:00', NEW_YORK)).toBe(true);
    expect(openAt(WEEK, '2026-11-01T02:00-05:00', NEW_YORK)).toBe(false);
  });

  it('fall back: Sunday lunch opens at 12:00 standard time', () => {
    expect(nextAfter(WEEK, '2026-11-01T05:00-05:00', NEW_YORK)).toBe(iso('2026-11-01T12:00-05:00'));
  });
});
