import { describe, expect, it } from 'vitest';
import { order, summaryOf } from '../testing/orders-fixtures';
import {
  ageLevel,
  boardColumns,
  dayOffset,
  finishedToday,
  KITCHEN_AMBER_MINUTES,
  KITCHEN_RED_MINUTES,
  minutesSince,
  readyChoices,
} from './board';

const NOW = Date.parse('2026-11-26T19:00:20Z');

describe('the board', () => {
  it('turns an age amber and then red at its thresholds', () => {
    expect(ageLevel(KITCHEN_AMBER_MINUTES - 1)).toBe('fresh');
    expect(ageLevel(KITCHEN_AMBER_MINUTES)).toBe('amber');
    expect(ageLevel(KITCHEN_RED_MINUTES)).toBe('red');
    expect(minutesSince('2026-11-26T18:45:00Z', NOW)).toBe(15);
    // A browser clock a little behind the server's never says "-1 min".
    expect(minutesSince('2026-11-26T19:01:00Z', NOW)).toBe(0);
  });

  it('offers the order’s slot while it is ahead, then 10, 20 and 30 minutes from now to the minute', () => {
    const slotted = { asap: false, slot_start: '2026-11-26T19:45:00Z' };
    expect(readyChoices(slotted, NOW).map((c) => [c.key, c.at.toISOString()])).toEqual([
      ['slot', '2026-11-26T19:45:00.000Z'],
      [10, '2026-11-26T19:11:00.000Z'],
      [20, '2026-11-26T19:21:00.000Z'],
      [30, '2026-11-26T19:31:00.000Z'],
    ]);
    expect(readyChoices({ ...slotted, asap: true }, NOW).map((c) => c.key)).toEqual([10, 20, 30]);
    expect(readyChoices({ ...slotted, slot_start: '2026-11-26T18:30:00Z' }, NOW)[0]?.key).toBe(10);
  });

  it('orders each column by when it is due: its promised ready time, else when it is wanted', () => {
    const late = summaryOf(
      order({ id: 1, status: 'accepted', slot_start: '2026-11-26T20:00:00Z' }),
    );
    const early = summaryOf(
      order({ id: 2, status: 'accepted', slot_start: '2026-11-26T19:30:00Z' }),
    );
    const asap = summaryOf(
      order({
        id: 3,
        status: 'accepted',
        asap: true,
        order_datetime: '2026-11-26T19:00:00Z',
        slot_start: '2026-11-26T21:00:00Z',
      }),
    );
    // Promised for 19:10 when it was accepted: before the one wanted at 19:30.
    const promised = summaryOf(
      order({
        id: 5,
        status: 'accepted',
        slot_start: '2026-11-26T21:30:00Z',
        ready_at: '2026-11-26T19:10:00Z',
      }),
    );
    const columns = boardColumns([
      late,
      early,
      asap,
      promised,
      summaryOf(order({ id: 4, status: 'completed' })),
    ]);
    expect(columns.map((c) => c.status)).toEqual([
      'received',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
    ]);
    expect(columns[1]?.orders.map((o) => o.id)).toEqual([3, 5, 2, 1]);
    expect(columns.flatMap((c) => c.orders).some((o) => o.id === 4)).toBe(false);
  });

  it('counts days on the restaurant’s clock, not the browser’s or UTC’s', () => {
    // 19:00 UTC is 20:00 in Rome on 26 November.
    expect(dayOffset('2026-11-26T08:00:00Z', NOW, 'Europe/Rome')).toBe(0);
    expect(dayOffset('2026-11-25T20:30:00Z', NOW, 'Europe/Rome')).toBe(-1);
    // 23:30 UTC on the 25th is already the 26th in Rome: today, not yesterday.
    expect(dayOffset('2026-11-25T23:30:00Z', NOW, 'Europe/Rome')).toBe(0);
    expect(dayOffset('2026-11-27T11:00:00Z', NOW, 'Europe/Rome')).toBe(1);
    expect(dayOffset('2026-11-20T11:00:00Z', NOW, 'Europe/Rome')).toBe(-6);
    // Across the spring change of hour, a day is still a day.
    expect(
      dayOffset('2026-03-28T22:30:00Z', Date.parse('2026-03-29T21:00:00Z'), 'Europe/Rome'),
    ).toBe(-1);
  });

  it('sets today’s finished orders apart from the columns', () => {
    const orders = (['received', 'completed', 'ready', 'rejected', 'cancelled'] as const).map(
      (status, i) => summaryOf(order({ id: i + 1, status })),
    );
    expect(finishedToday(orders).map((o) => o.status)).toEqual([
      'completed',
      'rejected',
      'cancelled',
    ]);
    const shown = boardColumns(orders).flatMap((column) => column.orders.map((o) => o.id));
    expect(shown.sort()).toEqual([1, 3]);
  });
});
