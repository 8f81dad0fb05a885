import { describe, expect, it } from 'vitest';
import { parseClockTime } from './parse-clock-time';

describe('parseClockTime', () => {
  it.each([
    ['9', '09:00'],
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['9.30', '09:30'],
    ['21,30', '21:30'],
    ['930', '09:30'],
    ['2130', '21:30'],
    [' 0:05 ', '00:05'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (text, time) => {
    expect(parseClockTime(text)).toBe(time);
  });

  it.each(['', '24:00', '9:60', '9:3', '9 PM', '12:00 AM', 'ab', '12345', '-1'])(
    'refuses %j',
    (text) => {
      expect(parseClockTime(text)).toBeUndefined();
    },
  );
});
