import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../client';
import { subscriptions } from '../schema/billing';
import { users } from '../schema/identity';
import { orderEvents, orderItems, orderSlotLoads, orders } from '../schema/orders';
import { businesses, restaurants } from '../schema/tenancy';
import { DEMO, seedDemo } from './demo-seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const db = database.db;
  const [[b], [r], [u], [s]] = await Promise.all([
    db.select({ n: count() }).from(businesses),
    db.select({ n: count() }).from(restaurants),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(subscriptions),
  ]);
  return { businesses: b!.n, restaurants: r!.n, users: u!.n, subscriptions: s!.n };
}

describe('demo seed', () => {
  it('seeds both businesses and every demo user once, and is idempotent', async () => {
    expect(await seedDemo(database.db, { password: 'demo-password' })).toBe(true);
    const first = await counts();
    expect(first).toEqual({ businesses: 2, restaurants: 3, users: 5, subscriptions: 2 });
    expect(await seedDemo(database.db, { password: 'demo-password' })).toBe(false);
    expect(await counts()).toEqual(first);
    const emails = (await database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    );
    expect(emails.sort()).toEqual(Object.values(DEMO.users).sort());
  });
});

describe('the demo order history', () => {
  it('gives the demo business’s restaurants a fortnight of consistent orders', async () => {
    const db = database.db;
    const rows = await db.select().from(orders);
    expect(rows.length).toBeGreaterThan(80);
    const byRestaurant = new Set(rows.map((o) => o.restaurant_id));
    expect(byRestaurant.size).toBe(2);
    const lines = await db.select().from(orderItems);
    for (const order of rows) {
      const own = lines.filter((l) => l.order_id === order.id);
      expect(own.reduce((sum, l) => sum + l.gross_cents, 0)).toBe(order.total_cents);
      const vat = order.vat_breakdown.reduce((sum, r) => sum + r.net_cents + r.vat_cents, 0);
      expect(vat).toBe(order.total_cents);
      expect(order.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(order.order_datetime.getTime()).toBeLessThan(order.slot_start.getTime());
    }
    // Numbers run from 1 each day, per restaurant, without gaps.
    const numbers = new Map<string, number[]>();
    for (const order of rows) {
      const day = `${order.restaurant_id} ${order.order_datetime.toLocaleDateString('sv', { timeZone: 'Europe/Rome' })}`;
      numbers.set(day, [...(numbers.get(day) ?? []), order.number]);
    }
    for (const list of numbers.values()) {
      expect(list.sort((a, b) => a - b)).toEqual(list.map((_, i) => i + 1));
    }
    // The kitchen's load of each slot is the orders that still hold a place in it.
    const loads = await db.select().from(orderSlotLoads);
    for (const load of loads) {
      const holding = rows.filter(
        (o) =>
          o.restaurant_id === load.restaurant_id &&
          o.slot_start.getTime() === load.slot_start.getTime() &&
          o.status !== 'rejected' &&
          o.status !== 'cancelled',
      );
      expect(load.taken).toBe(holding.length);
    }
    const histories = await db.select().from(orderEvents);
    for (const order of rows.slice(0, 40)) {
      const path = histories.filter((e) => e.order_id === order.id).sort((a, b) => a.id - b.id);
      expect(path[0]!.from_status).toBeNull();
      expect(path.at(-1)!.to_status).toBe(order.status);
    }
  });
});
