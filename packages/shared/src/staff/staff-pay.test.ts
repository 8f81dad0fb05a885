import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysOfWeek,
  isMonday,
  mondayOf,
  monthDays,
  paidShiftCounts,
  proposedWageCents,
} from './staff-pay';

describe('paidShiftCounts', () => {
  it('pays lunch and dinner of one day as one double, either alone as a single', () => {
    const counts = paidShiftCounts([
      { day: '2026-11-23', service: 'lunch' },
      { day: '2026-11-23', service: 'dinner' },
      { day: '2026-11-24', service: 'dinner' },
      { day: '2026-11-25', service: 'lunch' },
      { day: '2026-11-25', service: 'breakfast' },
      { day: '2026-11-25', service: 'aperitif' },
      // A repeat of a shift is one shift.
      { day: '2026-11-24', service: 'dinner' },
    ]);
    expect(counts).toEqual({ single: 2, double: 1, breakfast: 1, aperitif: 1, days: 3 });
  });

  it('proposes the sum of each kind times its rate, in cents', () => {
    const rates = {
      single_shift: 6000,
      double_shift: 11000,
      breakfast_shift: 4000,
      aperitif_shift: 3500,
    };
    expect(
      proposedWageCents({ single: 2, double: 1, breakfast: 1, aperitif: 1, days: 3 }, rates),
    ).toBe(2 * 6000 + 11000 + 4000 + 3500);
    expect(
      proposedWageCents({ single: 0, double: 0, breakfast: 0, aperitif: 0, days: 0 }, rates),
    ).toBe(0);
  });
});

describe('calendar days of the rota', () => {
  it('finds Mondays, weeks and months across year and DST changes', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(isMonday('2026-03-30')).toBe(true);
    expect(isMonday('2026-03-29')).toBe(false);
    expect(daysOfWeek('2026-03-23')).toHaveLength(7);
    expect(daysOfWeek('2026-03-23').at(-1)).toBe('2026-03-29');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
