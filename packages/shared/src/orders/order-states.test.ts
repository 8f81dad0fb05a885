import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  FINAL_ORDER_STATUSES,
  holdsCapacity,
  nextStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  ORDER_TYPES,
  transitionTo,
} from './order-states';

describe('the order state machine', () => {
  it('lets no order leave a final state', () => {
    for (const from of FINAL_ORDER_STATUSES) {
      expect(ORDER_TRANSITIONS.filter((t) => t.from === from)).toEqual([]);
    }
  });

  it('reaches a final state from every state, for every type', () => {
    for (const type of ORDER_TYPES) {
      for (const start of ORDER_STATUSES) {
        const seen = new Set([start]);
        const queue = [start];
        while (queue.length > 0) {
          const status = queue.shift() as (typeof ORDER_STATUSES)[number];
          for (const by of ['staff', 'system'] as const) {
            for (const t of allowedTransitions({ status, type }, by)) {
              if (!seen.has(t.to)) {
                seen.add(t.to);
                queue.push(t.to);
              }
            }
          }
        }
        expect([...seen].some((s) => FINAL_ORDER_STATUSES.includes(s))).toBe(true);
      }
    }
  });

  it('sends only deliveries out, and completes pickups when ready', () => {
    expect(transitionTo({ status: 'ready', type: 'delivery' }, 'out_for_delivery')).toBeDefined();
    expect(transitionTo({ status: 'ready', type: 'pickup' }, 'out_for_delivery')).toBeUndefined();
    expect(transitionTo({ status: 'ready', type: 'pickup' }, 'completed')).toBeDefined();
    expect(transitionTo({ status: 'ready', type: 'delivery' }, 'completed')).toBeUndefined();
  });

  it('asks a reason to reject or cancel and a ready time to accept', () => {
    expect(transitionTo({ status: 'received', type: 'pickup' }, 'rejected')?.requires).toBe(
      'reason',
    );
    expect(transitionTo({ status: 'accepted', type: 'pickup' }, 'cancelled')?.requires).toBe(
      'reason',
    );
    expect(transitionTo({ status: 'received', type: 'pickup' }, 'accepted')?.requires).toBe(
      'ready_at',
    );
  });

  it('keeps payment confirmation to the system, never to staff', () => {
    expect(
      transitionTo({ status: 'awaiting_payment', type: 'pickup' }, 'received'),
    ).toBeUndefined();
    expect(
      transitionTo({ status: 'awaiting_payment', type: 'pickup' }, 'received', 'system'),
    ).toBeDefined();
  });

  it('gives the board one advance where the way forward is plain', () => {
    expect(nextStatus({ status: 'received', type: 'pickup' })).toBeNull();
    expect(nextStatus({ status: 'accepted', type: 'pickup' })).toBe('preparing');
    expect(nextStatus({ status: 'preparing', type: 'delivery' })).toBe('ready');
    expect(nextStatus({ status: 'ready', type: 'delivery' })).toBe('out_for_delivery');
    expect(nextStatus({ status: 'ready', type: 'table' })).toBe('completed');
    expect(nextStatus({ status: 'completed', type: 'table' })).toBeNull();
  });

  it('frees the kitchen place of rejected and cancelled orders only', () => {
    expect(ORDER_STATUSES.filter((s) => !holdsCapacity(s))).toEqual(['rejected', 'cancelled']);
  });
});
