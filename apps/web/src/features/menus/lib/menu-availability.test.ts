import { describe, expect, it } from 'vitest';
import { formatServedDays, formatServedHours } from './menu-availability';

describe('when a menu is served', () => {
  it('reads three days or more in a row as a range, fewer one by one', () => {
    expect(formatServedDays(['mon', 'tue', 'wed', 'thu', 'fri'], 'it')).toBe('lun–ven');
    expect(formatServedDays(['sat', 'sun'], 'it')).toBe('sab e dom');
    expect(formatServedDays(['fri', 'mon', 'wed'], 'it')).toBe('lun, mer e ven');
    expect(formatServedDays(['mon', 'tue', 'wed', 'sun'], 'en')).toBe('Mon–Wed and Sun');
  });

  it('leaves every day to the caller', () => {
    expect(formatServedDays(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], 'it')).toBeNull();
  });

  it('tells the hours on the 24-hour clock, past midnight as on the clock', () => {
    expect(formatServedHours({ days: ['mon'], from: '12:00', to: '15:00' }, 'it')).toBe(
      '12:00–15:00',
    );
    expect(formatServedHours({ days: ['mon'], from: '19:30', to: '01:00' }, 'en')).toBe(
      '19:30–01:00',
    );
  });
});
