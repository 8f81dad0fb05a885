import { describe, expect, it } from 'vitest';
import { itemPartsCents, splitCentsByWeight, splitCentsEqually } from './service.constants';

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

describe('a split by items with shared dishes', () => {
  const due = new Map([
    [1, 1200], // pizza
    [2, 900], // pasta
    [3, 2501], // the bottle everybody shared
  ]);
  const dueOf = (id: number) => due.get(id) ?? 0;

  it('gives each part its dishes', () => {
    expect(itemPartsCents([{ line_ids: [1] }, { line_ids: [2, 3] }], dueOf)).toEqual([1200, 3401]);
  });

  it('shares a dish in several parts equally, the cent left over on the first, summing to the bill', () => {
    const parts = itemPartsCents(
      [{ line_ids: [1, 3] }, { line_ids: [2, 3] }, { line_ids: [3] }],
      dueOf,
    );
    expect(parts).toEqual([1200 + 834, 900 + 834, 833]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1200 + 900 + 2501);
  });

  it('counts a dish listed twice in one part once, and a dish off the bill as nothing', () => {
    expect(itemPartsCents([{ line_ids: [1, 1] }, { line_ids: [99] }], dueOf)).toEqual([1200, 0]);
  });
});
