import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { describe, expect, it } from 'vitest';
import { bookableDates, bookingTimeAt, bookingTimesOn, sittingMinutesFor } from './booking-times';

const week = (services: { open: string; close: string }[]): OpeningTimes => ({
  weekly: {
    mon: services,
    tue: services,
    wed: services,
    thu: services,
    fri: services,
    sat: services,
    sun: services,
  },
  exceptions: [],
});
const rules = (openingTimes: OpeningTimes, slotMinutes = 30, noticeMinutes = 0) => ({
  timeZone: 'Europe/Rome',
  openingTimes,
  slotMinutes,
  noticeMinutes,
});
const clock = (d: Date) =>
  d.toLocaleTimeString('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });
const LUNCH_AND_DINNER = week([
  { open: '12:00', close: '14:00' },
  { open: '19:00', close: '21:00' },
]);

describe('booking times', () => {
  it('offers every slot of each service, each with the start of its service', () => {
    const times = bookingTimesOn(
      rules(LUNCH_AND_DINNER, 60),
      '2026-06-15',
      new Date('2026-06-14T00:00:00Z'),
    );
    expect(times.map((t) => clock(t.start))).toEqual(['12:00', '13:00', '19:00', '20:00']);
    expect(times.map((t) => clock(t.serviceStart))).toEqual(['12:00', '12:00', '19:00', '19:00']);
  });

  it('offers nothing closer than the cut-off, and nothing on a closed exception day', () => {
    // 17:10 UTC is 19:10 in Rome in June; two hours of notice reach 21:10, past the dinner.
    expect(
      bookingTimesOn(
        rules(LUNCH_AND_DINNER, 30, 120),
        '2026-06-15',
        new Date('2026-06-15T16:10:00Z'),
      ).map((t) => clock(t.start)),
    ).toEqual(['20:30']);
    const closed: OpeningTimes = {
      ...LUNCH_AND_DINNER,
      exceptions: [{ date: '2026-08-15', closed: true, services: [], note: 'Ferragosto' }],
    };
    expect(bookingTimesOn(rules(closed), '2026-08-15', new Date('2026-08-01T00:00:00Z'))).toEqual(
      [],
    );
  });

  it('keeps wall-clock times on the day Rome moves forward (29 March 2026), the skipped hour offered once', () => {
    const night = week([{ open: '01:00', close: '04:00' }]);
    const times = bookingTimesOn(rules(night, 30), '2026-03-29', new Date('2026-03-01T00:00:00Z'));
    // 02:00–03:00 does not exist: 02:00 and 02:30 both fall on the jump to 03:00, offered once.
    expect(times.map((t) => t.start.toISOString())).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
    ]);
    const dinner = bookingTimesOn(
      rules(LUNCH_AND_DINNER, 60),
      '2026-03-29',
      new Date('2026-03-01T00:00:00Z'),
    );
    // Dinner at 19:00 is 17:00 UTC in summer time, the day before it was 18:00 UTC.
    expect(dinner[2]!.start.toISOString()).toBe('2026-03-29T17:00:00.000Z');
    const before = bookingTimesOn(
      rules(LUNCH_AND_DINNER, 60),
      '2026-03-28',
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(before[2]!.start.toISOString()).toBe('2026-03-28T18:00:00.000Z');
  });

  it('keeps wall-clock times on the day Rome moves back (25 October 2026), a late service past midnight included', () => {
    const late = week([{ open: '22:00', close: '27:00' }]);
    const times = bookingTimesOn(rules(late, 60), '2026-10-24', new Date('2026-10-01T00:00:00Z'));
    // 22:00 to 02:00 in summer time (the first of the two 02:00s); it closes at 03:00 winter time.
    expect(times.map((t) => t.start.toISOString())).toEqual([
      '2026-10-24T20:00:00.000Z',
      '2026-10-24T21:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
    ]);
    expect(new Set(times.map((t) => t.serviceStart.toISOString()))).toEqual(
      new Set(['2026-10-24T20:00:00.000Z']),
    );
    const dinner = bookingTimesOn(
      rules(LUNCH_AND_DINNER, 60),
      '2026-10-25',
      new Date('2026-10-01T00:00:00Z'),
    );
    expect(dinner[2]!.start.toISOString()).toBe('2026-10-25T18:00:00.000Z');
  });

  it('tells an offered time from an invented one, past midnight included', () => {
    const r = rules(week([{ open: '19:00', close: '25:00' }]), 30);
    const now = new Date('2026-06-01T00:00:00Z');
    expect(bookingTimeAt(r, new Date('2026-06-15T17:30:00Z'), now)).toBeDefined();
    expect(bookingTimeAt(r, new Date('2026-06-15T17:40:00Z'), now)).toBeUndefined();
    // 00:30 on the 16th belongs to the service that opened on the 15th.
    expect(
      bookingTimeAt(r, new Date('2026-06-15T22:30:00Z'), now)?.serviceStart.toISOString(),
    ).toBe('2026-06-15T17:00:00.000Z');
    expect(bookingTimeAt(r, new Date('2026-06-15T10:00:00Z'), now)).toBeUndefined();
  });

  it('keeps a table by party size, the default for larger parties', () => {
    const rows = [
      { up_to: 2, minutes: 90 },
      { up_to: 6, minutes: 120 },
    ];
    expect([1, 2, 3, 6, 7, 40].map((n) => sittingMinutesFor(rows, 150, n))).toEqual([
      90, 90, 120, 120, 150, 150,
    ]);
  });

  it('lists the bookable days from today in the restaurant zone', () => {
    expect(bookableDates('Europe/Rome', new Date('2026-06-14T23:30:00Z'), 2)).toEqual([
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
    ]);
  });
});
