import { describe, expect, it } from 'vitest';
import { orderBy } from './menu-changes';

describe('orderBy', () => {
  it('puts rows in the order of the ids; rows not named keep their order after them', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(orderBy(rows, [3, 1]).map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });
});
