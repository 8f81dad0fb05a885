import type { BillLine } from '@coperto/shared/floor/service.schemas';
import { describe, expect, it } from 'vitest';
import {
  assignmentOf,
  itemsParts,
  itemsSplitReady,
  previewEqualParts,
  toCents,
} from './service-bill';

function line(id: number, total: number): BillLine {
  return {
    id,
    order_id: 1,
    order_number: 101,
    name: `Piatto ${id}`,
    variant_name: null,
    quantity: 1,
    unit_price: total,
    total,
    notes: '',
    paid: false,
  };
}

describe('toCents', () => {
  it('reads two-decimal euros without the float error (0.1 + 0.2)', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });
});

describe('previewEqualParts', () => {
  it('splits 100 € in three parts that sum to it exactly, the odd cent first', () => {
    const parts = previewEqualParts(100, 3);
    expect(parts).toEqual([3334, 3333, 3333]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10000);
  });
  it('splits an even bill evenly', () => {
    expect(previewEqualParts(84.5, 2)).toEqual([4225, 4225]);
  });
});

describe('a split by items', () => {
  const lines = [line(1, 12), line(2, 9.5), line(3, 4)];

  it('sums each part and drops the empty ones', () => {
    expect(itemsParts(lines, { 1: 0, 2: 2, 3: 0 }, 3)).toEqual([
      { index: 0, lineIds: [1, 3], cents: 1600 },
      { index: 2, lineIds: [2], cents: 950 },
    ]);
  });

  it('puts a dish nobody moved in the first part', () => {
    expect(itemsParts(lines, { 2: 1 }, 2)).toEqual([
      { index: 0, lineIds: [1, 3], cents: 1600 },
      { index: 1, lineIds: [2], cents: 950 },
    ]);
  });

  it('is ready only with two parts that have a dish each', () => {
    expect(itemsSplitReady(lines, {}, 2)).toBe(false);
    expect(itemsSplitReady(lines, { 2: 1 }, 2)).toBe(true);
    expect(itemsSplitReady([line(1, 12)], { 1: 1 }, 2)).toBe(false);
  });

  it('is not ready when a dish sits in a part that was taken away', () => {
    expect(itemsSplitReady(lines, { 1: 0, 2: 1, 3: 2 }, 2)).toBe(false);
  });

  it('shares a dish among every part, the odd cent on the first, as the API does', () => {
    // 4 € shared by three parts: 1,34 + 1,33 + 1,33.
    expect(itemsParts(lines, { 1: 0, 2: 1, 3: 'all' }, 3)).toEqual([
      { index: 0, lineIds: [1, 3], cents: 1200 + 134 },
      { index: 1, lineIds: [2, 3], cents: 950 + 133 },
      { index: 2, lineIds: [3], cents: 133 },
    ]);
    expect(itemsSplitReady(lines, { 3: 'all' }, 2)).toBe(true);
  });

  it('reads a split back: a dish in every part is shared', () => {
    const part = (index: number, line_ids: number[]) => ({
      index,
      amount: 0,
      line_ids,
      paid_at: null,
    });
    expect(assignmentOf([part(0, [1, 3]), part(1, [2, 3])])).toEqual({ 1: 0, 2: 1, 3: 'all' });
  });
});
