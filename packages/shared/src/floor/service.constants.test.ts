import { describe, expect, it } from 'vitest';
import { splitCentsByWeight, splitCentsEqually } from './service.constants';

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

describe('splitting a bill', () => {
  it('in equal parts of whole cents that sum to the total exactly, the extra cents first', () => {
    expect(splitCentsEqually(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitCentsEqually(101, 4)).toEqual([26, 25, 25, 25]);
    expect(splitCentsEqually(0, 5)).toEqual([0, 0, 0, 0, 0]);
    for (let total = 0; total < 400; total += 7)
      for (let parts = 1; parts <= 30; parts += 1) {
        const shares = splitCentsEqually(total, parts);
        expect(sum(shares)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }
  });

  it('refuses what is not a count of cents or of parts', () => {
    expect(() => splitCentsEqually(1.5, 2)).toThrow(RangeError);
    expect(() => splitCentsEqually(-1, 2)).toThrow(RangeError);
    expect(() => splitCentsEqually(100, 0)).toThrow(RangeError);
  });

  it('in proportion to weights, summing exactly (a discount spread over the dishes)', () => {
    expect(splitCentsByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCentsByWeight(500, [1000, 3000])).toEqual([125, 375]);
    expect(splitCentsByWeight(7, [0, 0])).toEqual([4, 3]);
    expect(sum(splitCentsByWeight(999, [1250, 830, 4100, 5]))).toBe(999);
  });
});
