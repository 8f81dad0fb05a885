import { WEEKDAYS } from '@coperto/shared/restaurants/opening-days';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  daysBetween,
  formatCalendarDate,
  formatCalendarRange,
  formatClockTime,
  formatInstantTime,
  todayIn,
  weekdayLabel,
  weekdayName,
  weekdayRangeParts,
} from './dates';

const ROME = 'Europe/Rome';
const at = (iso: string) => Date.parse(iso);

describe('weekday names', () => {
  it('names the week Monday first, in the language, as in a sentence or as a label', () => {
    expect(WEEKDAYS.map((day) => weekdayName(day, 'it'))).toEqual([
      'lunedì',
      'martedì',
      'mercoledì',
      'giovedì',
      'venerdì',
      'sabato',
      'domenica',
    ]);
    expect(weekdayName('sun', 'en', 'short')).toBe('Sun');
    expect(weekdayName('mon', 'de')).toBe('Montag');
    expect(weekdayLabel('tue', 'it')).toBe('Martedì');
    expect(weekdayLabel('sat', 'fr', 'short')).toBe('Sam.');
  });
});

describe('weekday spans', () => {
  it('names three days or more in a row as a range, fewer one by one, in week order', () => {
    expect(weekdayRangeParts(['fri', 'mon', 'wed', 'thu', 'tue'], 'it')).toEqual(['lun–ven']);
    expect(weekdayRangeParts(['sun', 'sat'], 'en')).toEqual(['Sat', 'Sun']);
    expect(weekdayRangeParts(['mon', 'wed', 'thu', 'fri', 'sun'], 'it')).toEqual([
      'lun',
      'mer–ven',
      'dom',
    ]);
  });
});

describe('clock times', () => {
  it('keeps the 24-hour clock in every language, past midnight as the clock reads it', () => {
    expect(formatClockTime('19:00', 'it')).toBe('19:00');
    expect(formatClockTime('19:00', 'en')).toBe('19:00');
    expect(formatClockTime('24:30', 'it')).toBe('00:30');
    expect(formatClockTime('09:05', 'en-US')).toBe('09:05');
  });

  it("reads an instant on the restaurant's clock, not the browser's", () => {
    // 17:30 UTC is 19:30 in Rome on summer time, 18:30 on winter time.
    expect(formatInstantTime(new Date('2026-06-16T17:30:00Z'), 'en', ROME)).toBe('19:30');
    expect(formatInstantTime(new Date('2026-12-16T17:30:00Z'), 'en', ROME)).toBe('18:30');
  });
});

describe('calendar days', () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati'])(
    'formats a day as that day in a browser in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(new Date(2026, 11, 25).getTimezoneOffset()).not.toBe(0);
      expect(formatCalendarDate('2026-12-25', 'it')).toBe('venerdì 25 dicembre');
      expect(formatCalendarDate('2026-12-25', 'en', { day: 'numeric', month: 'long' })).toBe(
        'December 25',
      );
      expect(weekdayName('mon', 'it')).toBe('lunedì');
    },
  );

  it('writes a span as one range, and a single day (or a span still being typed) as a day', () => {
    expect(formatCalendarRange('2026-08-10', '2026-08-24', 'it')).toBe('10–24 ago 2026');
    expect(formatCalendarRange('2026-12-24', '', 'it')).toBe('24 dic 2026');
    expect(formatCalendarRange('2026-12-24', '2026-12-20', 'it')).toBe('24 dic 2026');
    expect(formatCalendarRange('', '', 'it')).toBe('');
  });

  it('counts whole days, also across a change of summer time', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });
});

describe("the restaurant's today", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is Rome's date while a browser in New York or Tokyo still (or already) shows another", () => {
    // 23:30 in Rome on 15 June: New York is at 17:30 the same day, Tokyo at 06:30 the next.
    expect(todayIn(ROME, at('2026-06-15T21:30:00Z'))).toBe('2026-06-15');
    expect(todayIn('America/New_York', at('2026-06-15T21:30:00Z'))).toBe('2026-06-15');
    expect(todayIn('Asia/Tokyo', at('2026-06-15T21:30:00Z'))).toBe('2026-06-16');
    // 00:30 in Rome on 16 June is still the 15th in New York.
    expect(todayIn(ROME, at('2026-06-15T22:30:00Z'))).toBe('2026-06-16');
    expect(todayIn('America/New_York', at('2026-06-15T22:30:00Z'))).toBe('2026-06-15');
  });

  it('turns at midnight on the days the clocks change', () => {
    // 29 March 2026: Rome goes from +01:00 to +02:00 at 02:00. Midnight was 23:00 UTC the day before.
    expect(todayIn(ROME, at('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayIn(ROME, at('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayIn(ROME, at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(todayIn(ROME, at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026: back from +02:00 to +01:00 at 03:00; that day lasts 25 hours.
    expect(todayIn(ROME, at('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayIn(ROME, at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayIn(ROME, at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('reads the clock now when no instant is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:30:00Z'));
    expect(todayIn(ROME)).toBe('2027-01-01');
    expect(todayIn('America/Los_Angeles')).toBe('2026-12-31');
  });
});
