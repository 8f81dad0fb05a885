import { describe, expect, it } from 'vitest';
import { type MenuAvailability, MenuAvailabilitySchema } from './menu.schemas';
import { isMenuServedAt, menuServiceAt } from './menu-hours';

const ROME = 'Europe/Rome';
const NEW_YORK = 'America/New_York';

/** Parsed by the real schema: every fixture is hours the editor would save. */
const hours = (input: MenuAvailability) => MenuAvailabilitySchema.parse(input);
const WEEKDAY_LUNCH = hours({
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  from: '12:00',
  to: '15:00',
});
/** Friday and Saturday nights until one in the morning. */
const LATE_NIGHT = hours({ days: ['fri', 'sat'], from: '22:00', to: '01:00' });
const at = (iso: string) => Date.parse(iso);

describe('isMenuServedAt (the restaurant clock)', () => {
  it('serves a menu without hours at any time', () => {
    expect(isMenuServedAt(null, { date: '2026-11-29', minutes: 3 * 60 })).toBe(true);
  });

  it('serves between from (included) and to (excluded) on its days only', () => {
    expect(isMenuServedAt(WEEKDAY_LUNCH, { date: '2026-11-26', minutes: 12 * 60 })).toBe(true);
    expect(isMenuServedAt(WEEKDAY_LUNCH, { date: '2026-11-26', minutes: 15 * 60 })).toBe(false);
    expect(isMenuServedAt(WEEKDAY_LUNCH, { date: '2026-11-26', minutes: 11 * 60 + 59 })).toBe(
      false,
    );
    // Saturday 28 November.
    expect(isMenuServedAt(WEEKDAY_LUNCH, { date: '2026-11-28', minutes: 13 * 60 })).toBe(false);
  });

  it('keeps a service past midnight on the day it started', () => {
    // Friday 27 at 23:00, then Saturday 28 at 00:30 (Friday's night), Saturday at 01:00 (over).
    expect(isMenuServedAt(LATE_NIGHT, { date: '2026-11-27', minutes: 23 * 60 })).toBe(true);
    expect(isMenuServedAt(LATE_NIGHT, { date: '2026-11-28', minutes: 30 })).toBe(true);
    expect(isMenuServedAt(LATE_NIGHT, { date: '2026-11-28', minutes: 60 })).toBe(false);
    // Friday 00:30 is Thursday's night, which has no service.
    expect(isMenuServedAt(LATE_NIGHT, { date: '2026-11-27', minutes: 30 })).toBe(false);
    // Sunday 00:30 is Saturday's night; Monday 00:30 is Sunday's, not served.
    expect(isMenuServedAt(LATE_NIGHT, { date: '2026-11-29', minutes: 30 })).toBe(true);
    expect(isMenuServedAt(LATE_NIGHT, { date: '2026-11-30', minutes: 30 })).toBe(false);
  });

  it('crosses the end of a month and of a year', () => {
    // Thursday 31 December 2026 is a weekday; Friday 1 January 2027 00:30 is Thursday's night.
    expect(isMenuServedAt(LATE_NIGHT, { date: '2027-01-02', minutes: 30 })).toBe(true);
    expect(isMenuServedAt(LATE_NIGHT, { date: '2027-01-01', minutes: 30 })).toBe(false);
  });
});

describe('menuServiceAt (an instant in the restaurant time zone)', () => {
  it('reads the clock of the restaurant, not of the browser or UTC', () => {
    // 11:30 UTC on Thursday 26 November is 12:30 in Rome (served) and 06:30 in New York (later).
    expect(menuServiceAt(WEEKDAY_LUNCH, ROME, at('2026-11-26T11:30:00Z'))).toEqual({
      served: true,
    });
    expect(menuServiceAt(WEEKDAY_LUNCH, NEW_YORK, at('2026-11-26T11:30:00Z'))).toEqual({
      served: false,
      startsAt: '12:00',
    });
  });

  it('names the start only when the menu starts again later the same day', () => {
    // 16:00 in Rome: lunch is over for today.
    expect(menuServiceAt(WEEKDAY_LUNCH, ROME, at('2026-11-26T15:00:00Z'))).toEqual({
      served: false,
      startsAt: null,
    });
    // Saturday morning: no lunch menu on Saturdays.
    expect(menuServiceAt(WEEKDAY_LUNCH, ROME, at('2026-11-28T09:00:00Z'))).toEqual({
      served: false,
      startsAt: null,
    });
    // Friday 20:00 in Rome: the late menu starts at 22:00.
    expect(menuServiceAt(LATE_NIGHT, ROME, at('2026-11-27T19:00:00Z'))).toEqual({
      served: false,
      startsAt: '22:00',
    });
  });

  it('serves a menu across midnight in the zone', () => {
    // Saturday 28 November 00:30 in Rome is 23:30 UTC on Friday.
    expect(menuServiceAt(LATE_NIGHT, ROME, at('2026-11-27T23:30:00Z'))).toEqual({ served: true });
    // 01:15 in Rome: over, and it does not start again before 22:00.
    expect(menuServiceAt(LATE_NIGHT, ROME, at('2026-11-28T00:15:00Z'))).toEqual({
      served: false,
      startsAt: '22:00',
    });
  });

  it('follows the spring-forward day: 12:00 in Rome is 10:00 UTC once summer time starts', () => {
    // Saturday 28 March 2026 (winter time, UTC+1) and Monday 30 March (summer time, UTC+2).
    const weekLunch = hours({ ...WEEKDAY_LUNCH, days: ['mon', 'sat'] });
    expect(menuServiceAt(weekLunch, ROME, at('2026-03-28T10:30:00Z'))).toEqual({
      served: false,
      startsAt: '12:00',
    });
    expect(menuServiceAt(weekLunch, ROME, at('2026-03-30T10:30:00Z'))).toEqual({ served: true });
    expect(menuServiceAt(weekLunch, ROME, at('2026-03-30T13:00:00Z'))).toEqual({
      served: false,
      startsAt: null,
    });
  });

  it('ends a night across the fall-back change when the clock first reads its end', () => {
    // Saturday 24 October 2026 22:00–01:00; clocks go back at 03:00 CEST on Sunday 25.
    // 23:30 CEST on Saturday.
    expect(menuServiceAt(LATE_NIGHT, ROME, at('2026-10-24T21:30:00Z'))).toEqual({ served: true });
    // 00:30 CEST on Sunday: still Saturday's night.
    expect(menuServiceAt(LATE_NIGHT, ROME, at('2026-10-24T22:30:00Z'))).toEqual({ served: true });
    // 01:30 CEST: over (it ended at 01:00).
    expect(menuServiceAt(LATE_NIGHT, ROME, at('2026-10-24T23:30:00Z')).served).toBe(false);
    // 02:30 CET, after the change: still over; no late menu on Sundays.
    expect(menuServiceAt(LATE_NIGHT, ROME, at('2026-10-25T01:30:00Z'))).toEqual({
      served: false,
      startsAt: null,
    });
  });
});
