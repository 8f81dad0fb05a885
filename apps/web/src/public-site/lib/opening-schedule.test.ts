import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../../shared/lib/dates';
import { demoRestaurant } from '../demo-restaurant.fixture';
import {
  formatService,
  isAllDay,
  openingStatusAt,
  statusDetailOf,
  upcomingExceptions,
  weekdayRuns,
} from './opening-schedule';

const { opening_times: times, time_zone: zone } = demoRestaurant();

/** The words after "Open now" / "Closed" at an instant, in a locale. */
function detailAt(instant: string, locale = 'it-IT') {
  const now = new Date(instant);
  return statusDetailOf(openingStatusAt(times, zone, now), now, zone, locale);
}

// 2026-06-16 is a Tuesday; Rome is on summer time (+02:00).
describe('the open-now line', () => {
  it('says when a running service closes', () => {
    expect(openingStatusAt(times, zone, new Date('2026-06-16T13:00+02:00')).open).toBe(true);
    expect(detailAt('2026-06-16T13:00+02:00')).toEqual({
      key: 'hours.status.closesAt',
      values: { time: '15:00' },
    });
  });

  it('says when it opens: today, tomorrow, on a weekday, on a date', () => {
    expect(detailAt('2026-06-16T16:00+02:00')).toEqual({
      key: 'hours.status.opensToday',
      values: { time: '19:00' },
    });
    expect(detailAt('2026-06-16T23:45+02:00')?.key).toBe('hours.status.opensTomorrow');
    // Thursday night: Friday is a closure, so Saturday.
    expect(detailAt('2026-06-18T23:45+02:00')).toEqual({
      key: 'hours.status.opensOn',
      values: { day: 'sabato', time: '12:00' },
    });
    expect(detailAt('2026-06-18T23:45+02:00', 'en-GB')?.values.day).toBe('Saturday');
  });

  it('names the date beyond the coming week, and nothing with no opening in sight', () => {
    const closedTwoWeeks = {
      ...times,
      exceptions: Array.from({ length: 9 }, (_, i) => ({
        date: `2026-06-${String(16 + i).padStart(2, '0')}`,
        closed: true,
        services: [],
        note: '',
      })),
    };
    const now = new Date('2026-06-16T09:00+02:00');
    expect(statusDetailOf(openingStatusAt(closedTwoWeeks, zone, now), now, zone, 'it-IT')).toEqual({
      key: 'hours.status.opensOnDate',
      values: { date: '25 giugno', time: '12:00' },
    });
    const never = {
      weekly: { ...times.weekly, tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      exceptions: [],
    };
    expect(statusDetailOf(openingStatusAt(never, zone, now), now, zone, 'it-IT')).toBeNull();
  });
});

describe('the schedule as the site writes it', () => {
  it('groups the weekdays that share their services', () => {
    expect(weekdayRuns(times).map((run) => run.days)).toEqual([
      ['mon'],
      ['tue', 'wed', 'thu', 'fri', 'sat'],
      ['sun'],
    ]);
  });

  it('shows a past-midnight closing time as the clock reads it', () => {
    expect(formatClockTime('24:30', 'it-IT')).toBe('00:30');
    expect(formatClockTime('19:00', 'en-GB')).toBe('19:00');
  });

  it('announces the closures from today on, not the past ones', () => {
    expect(upcomingExceptions(times, '2026-06-16').map((e) => e.date)).toEqual(['2026-06-19']);
    expect(upcomingExceptions(times, '2026-06-20')).toEqual([]);
  });
});

describe('a service around the clock', () => {
  it('is told apart from one that closes at midnight, which still reads as times', () => {
    expect(isAllDay({ open: '00:00', close: '24:00' })).toBe(true);
    expect(isAllDay({ open: '12:00', close: '24:00' })).toBe(false);
    expect(isAllDay({ open: '00:00', close: '23:59' })).toBe(false);
    expect(formatService({ open: '12:00', close: '24:00' }, 'it-IT')).toBe('12:00–00:00');
  });
});
