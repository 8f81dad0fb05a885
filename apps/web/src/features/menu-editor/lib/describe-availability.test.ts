import { describe, expect, it } from 'vitest';
import { describeAvailability } from './describe-availability';

describe('describeAvailability', () => {
  const at = (days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[]) => ({
    days,
    from: '12:00',
    to: '15:00',
  });

  it('runs three or more days together, in week order', () => {
    expect(
      describeAvailability(at(['fri', 'mon', 'wed', 'tue', 'thu']), 'it', 'Tutti i giorni'),
    ).toBe('lun–ven 12:00–15:00');
    expect(describeAvailability(at(['sat', 'sun']), 'en', 'Every day')).toBe(
      'Sat, Sun 12:00–15:00',
    );
    expect(describeAvailability(at(['mon', 'wed', 'thu', 'fri', 'sun']), 'it', '')).toBe(
      'lun, mer–ven, dom 12:00–15:00',
    );
  });

  it('says every day for the whole week, and nothing for a menu served whenever open', () => {
    const week = at(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(describeAvailability(week, 'it', 'Tutti i giorni')).toBe('Tutti i giorni 12:00–15:00');
    expect(describeAvailability(null, 'it', 'Tutti i giorni')).toBeNull();
  });
});
