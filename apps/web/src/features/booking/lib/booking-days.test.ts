import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { describe, expect, it } from 'vitest';
import { bookingDays, firstOpenDay, timesByService } from './booking-days';

const LUNCH_AND_DINNER = [
  { open: '12:00', close: '15:00' },
  { open: '19:00', close: '23:30' },
];

/** Lunch and dinner, Mondays closed, and 24 December closed. */
const HOURS: OpeningTimes = {
  weekly: {
    mon: [],
    tue: LUNCH_AND_DINNER,
    wed: LUNCH_AND_DINNER,
    thu: LUNCH_AND_DINNER,
    fri: LUNCH_AND_DINNER,
    sat: LUNCH_AND_DINNER,
    // Sunday's evening runs past midnight.
    sun: [{ open: '19:00', close: '01:00' }],
  },
  exceptions: [{ date: '2026-12-24', closed: true, services: [], note: 'Vigilia' }],
} as OpeningTimes;

// Saturday 19 December 2026, 22:30 in Rome (21:30 UTC).
const NOW = Date.parse('2026-12-19T21:30:00Z');

describe('bookingDays', () => {
  it('lists today and the days ahead on the restaurant clock, closed days marked', () => {
    const days = bookingDays(HOURS, 'Europe/Rome', 6, NOW);
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-19',
      '2026-12-20',
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
    ]);
    expect(days.filter((d) => d.closed).map((d) => d.date)).toEqual(['2026-12-21', '2026-12-24']);
  });

  it("counts today from the restaurant's midnight, not UTC's", () => {
    // 00:30 in Rome on Sunday is still Saturday in UTC.
    const days = bookingDays(HOURS, 'Europe/Rome', 0, Date.parse('2026-12-19T23:30:00Z'));
    expect(days).toEqual([{ date: '2026-12-20', closed: false }]);
  });

  it('keeps the chosen day while it is open, else the first open one', () => {
    const days = bookingDays(HOURS, 'Europe/Rome', 6, NOW);
    expect(firstOpenDay(days, '2026-12-23')).toBe('2026-12-23');
    expect(firstOpenDay(days, '2026-12-24')).toBe('2026-12-19');
    expect(firstOpenDay(days.slice(2, 3))).toBe('');
  });
});

describe('timesByService', () => {
  const at = (iso: string) => ({ start: iso, remaining: 10 });

  it('puts each time under its service, lunch before dinner, in order', () => {
    const groups = timesByService(
      [
        at('2026-12-22T18:30:00.000Z'),
        at('2026-12-22T11:30:00.000Z'),
        at('2026-12-22T11:00:00.000Z'),
      ],
      HOURS,
      'Europe/Rome',
      '2026-12-22',
    );
    expect(groups.map((g) => [g.kind, g.opens, g.times.map((t) => t.start)])).toEqual([
      ['lunch', '12:00', ['2026-12-22T11:00:00.000Z', '2026-12-22T11:30:00.000Z']],
      ['dinner', '19:00', ['2026-12-22T18:30:00.000Z']],
    ]);
  });

  it('keeps a table after midnight in the evening that opened the day before', () => {
    const groups = timesByService(
      [at('2026-12-20T18:00:00.000Z'), at('2026-12-20T23:30:00.000Z')],
      HOURS,
      'Europe/Rome',
      '2026-12-20',
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ kind: 'dinner' });
    expect(groups[0]?.times).toHaveLength(2);
  });

  it('shows no empty service', () => {
    expect(timesByService([], HOURS, 'Europe/Rome', '2026-12-22')).toEqual([]);
    const dinnerOnly = timesByService(
      [at('2026-12-22T19:00:00.000Z')],
      HOURS,
      'Europe/Rome',
      '2026-12-22',
    );
    expect(dinnerOnly.map((g) => g.kind)).toEqual(['dinner']);
  });
});
