import { TABLE_STATES } from '@coperto/shared/floor/service.constants';
import { describe, expect, it } from 'vitest';
import {
  countByState,
  formatSittingTime,
  minutesSince,
  TABLE_STATE_LOOKS,
} from './service-table-state';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('how a table state looks', () => {
  it('gives every state its own icon, so colour is never the only sign', () => {
    const icons = TABLE_STATES.map((state) => TABLE_STATE_LOOKS[state].icon);
    expect(new Set(icons).size).toBe(TABLE_STATES.length);
  });

  it('tells the states apart by fill and border without their hue', () => {
    const signs = TABLE_STATES.map(
      (state) => `${TABLE_STATE_LOOKS[state].background} ${TABLE_STATE_LOOKS[state].border}`,
    );
    expect(new Set(signs).size).toBe(TABLE_STATES.length);
  });

  it('draws each icon and border readable on its fill (3:1 at least, as WCAG asks of graphics)', () => {
    for (const state of TABLE_STATES) {
      const look = TABLE_STATE_LOOKS[state];
      expect(contrast(look.accent, look.background), state).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('countByState', () => {
  it('counts every state, the ones no table is in as 0', () => {
    expect(countByState(['free', 'free', 'ordered', 'to_clean'])).toEqual({
      free: 2,
      reserved_soon: 0,
      seated: 0,
      ordered: 1,
      bill_requested: 0,
      to_clean: 1,
    });
  });
});

describe('the time seated', () => {
  const now = Date.parse('2026-11-26T20:30:00Z');
  it('counts whole minutes', () => {
    expect(minutesSince('2026-11-26T19:47:30Z', now)).toBe(42);
  });
  it('never goes below zero when the tablet clock is behind the server', () => {
    expect(minutesSince('2026-11-26T20:31:00Z', now)).toBe(0);
  });
  it('reads nothing into a malformed instant', () => {
    expect(minutesSince('not a time', now)).toBe(0);
  });
  it('is short on a table: minutes, then hours and two-digit minutes', () => {
    expect(formatSittingTime(0, 'it')).toBe('0 min');
    expect(formatSittingTime(59, 'it')).toBe('59 min');
    expect(formatSittingTime(65, 'it')).toBe('1 h 05');
    expect(formatSittingTime(130, 'de')).toBe('2 h 10');
  });
});
