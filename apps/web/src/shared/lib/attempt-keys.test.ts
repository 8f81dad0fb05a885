import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-keys';

describe('createAttemptKeys', () => {
  it('keeps one key per attempt: the same body again keeps it, a changed one does not', () => {
    let n = 0;
    const keys = createAttemptKeys('order', () => `k${++n}`);
    const body = { type: 'pickup', items: [{ item_id: 7, quantity: 2 }] };
    const first = keys.keyFor(body);
    expect(first).toBe('order-k1');
    expect(keys.keyFor({ ...body })).toBe(first);
    const changed = keys.keyFor({ ...body, type: 'delivery' });
    expect(changed).toBe('order-k2');
    expect(keys.keyFor({ ...body, type: 'delivery' })).toBe(changed);
  });

  it("makes keys the API's Idempotency-Key pattern takes", () => {
    const key = createAttemptKeys('booking').keyFor({ party_size: 2 });
    expect(key).toMatch(/^booking-[0-9a-f]{32}$/);
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
  });
});
