import type { OrderListQuery } from '@coperto/shared/orders/order.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orderDayTotals, orders } from '../../db/schema/orders';
import { businesses, restaurants } from '../../db/schema/tenancy';
import { seedDemo } from '../../db/seed/demo-seed';
import { runAsTenant } from '../../db/tenant-scope';
import { openTestDatabase } from '../../test/test-database';
import { type OrderFilter, totalsOfOrders } from './orders.repository';
import { orderFilterOf } from './orders.service';

// The list's totals read closed days from order_day_totals (decision 052): whatever happens to
// the orders, they must equal a plain SUM over the orders, on PGlite and on PostgreSQL.

let database: DatabaseHandle;
let demoId: number;
let otherId: number;
let trattoria: { id: number; time_zone: string; business_id: number };
// Yesterday's noon in Rome (the demo's zone), not the wall clock: in the first hour of a day the
// day before is not kept yet (KEEP_AFTER_MS), and this suite runs at any hour.
const now = new Date(
  instantOfWallClock('Europe/Rome', addDaysToDate(localDateOf('Europe/Rome', Date.now()), -1), 720),
);

type Query = Partial<Omit<OrderListQuery, 'restaurant_id' | 'limit' | 'page'>>;
const base = { orderByColumn: 'order_datetime', orderByType: 'desc' } as const;

beforeAll(async () => {
  database = await openTestDatabase();
  // The demo's fortnight of orders: closed days to keep, and today's to sum live.
  await seedDemo(database.db, { password: 'demo-password', orderHistory: true, now });
  [demoId, otherId] = (await database.db.select().from(businesses).orderBy(businesses.id)).map(
    (b) => b.id,
  ) as [number, number];
  const rows = await database.db.select().from(restaurants).orderBy(restaurants.id);
  trattoria = rows.find((r) => r.business_id === demoId)!;
});
afterAll(() => database.close());

const today = () => localDateOf(trattoria.time_zone, now.getTime());

function filterOf(query: Query): OrderFilter {
  return orderFilterOf(trattoria, { ...base, ...query, restaurant_id: trattoria.id }, now);
}

/** The totals as the list reads them: kept days where it can, in the tenant's transaction. */
function listTotals(query: Query, at = now) {
  return runAsTenant(database.db, demoId, (tx) =>
    totalsOfOrders(tx, filterOf(query), { timeZone: trattoria.time_zone, now: at }),
  );
}

/** The same, summed over every order of the range one by one, as the superuser. */
async function directSum(query: Query) {
  const f = filterOf(query);
  const [row] = await database.db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(case when ${orders.status} in ('rejected', 'cancelled') then 0 else ${orders.total_cents} end), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurant_id, trattoria.id),
        sql`${orders.order_datetime} >= ${f.from.toISOString()}::timestamptz`,
        sql`${orders.order_datetime} < ${f.to.toISOString()}::timestamptz`,
        sql`${orders.status} <> 'awaiting_payment'`,
        f.status ? eq(orders.status, f.status) : undefined,
        f.type ? eq(orders.type, f.type) : undefined,
        f.paymentMethod ? eq(orders.payment_method, f.paymentMethod) : undefined,
        f.search
          ? sql`(${orders.customer_name} ilike ${`%${f.search}%`} or ${orders.phone} ilike ${`%${f.search}%`} or ${orders.email} ilike ${`%${f.search}%`})`
          : undefined,
      ),
    );
  return { count: row!.count, totalCents: row!.cents };
}

const fortnight = (): Query => ({ from: addDaysToDate(today(), -14), to: today() });

const cases = (): [string, Query][] => [
  ['a fortnight', fortnight()],
  ['a fortnight of completed orders', { ...fortnight(), status: 'completed' }],
  ['a fortnight of deliveries', { ...fortnight(), type: 'delivery' }],
  ['a fortnight paid at the restaurant', { ...fortnight(), payment_method: 'at_restaurant' }],
  ['closed days only', { from: addDaysToDate(today(), -10), to: addDaysToDate(today(), -3) }],
  ['today', {}],
  ['a fortnight searched by name', { ...fortnight(), search: 'a' }],
];

async function expectTotalsAsSummed() {
  for (const [name, query] of cases()) {
    expect({ name, ...(await listTotals(query)) }).toEqual({ name, ...(await directSum(query)) });
  }
}

/** Orders of closed days (1 to 13 days ago) still counted, newest first, as the superuser reads them. */
async function pastOrders() {
  return database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurant_id, trattoria.id),
        sql`(${orders.order_datetime} at time zone ${trattoria.time_zone})::date between ${addDaysToDate(today(), -13)}::date and ${addDaysToDate(today(), -1)}::date`,
        sql`${orders.status} not in ('rejected', 'cancelled', 'awaiting_payment')`,
      ),
    )
    .orderBy(sql`${orders.order_datetime} desc`);
}

const dayOf = (order: { order_datetime: Date }) =>
  localDateOf(trattoria.time_zone, order.order_datetime.getTime());

const keptDays = async () =>
  (
    await database.db
      .select({ day: orderDayTotals.day })
      .from(orderDayTotals)
      .where(eq(orderDayTotals.restaurant_id, trattoria.id))
  ).map((r) => r.day);

describe("the orders list's totals with kept days", () => {
  it('equal a direct sum, and keep every closed day of the range but not today', async () => {
    expect(await directSum(fortnight())).not.toEqual({ count: 0, totalCents: 0 });
    await expectTotalsAsSummed();
    const kept = await keptDays();
    expect(kept).toContain(addDaysToDate(today(), -1));
    expect(kept).toContain(addDaysToDate(today(), -14));
    expect(kept).not.toContain(today());
    // A second read takes the kept days as they are.
    await expectTotalsAsSummed();
  });

  it('still equal it after a cancellation, a correction and a refund of closed days', async () => {
    await expectTotalsAsSummed();
    const [cancelled, corrected, refunded, moved] = await pastOrders();
    if (!cancelled || !corrected || !refunded || !moved)
      throw new Error('The demo has too few orders');
    await database.db
      .update(orders)
      .set({ status: 'cancelled', reason: 'test' })
      .where(eq(orders.id, cancelled.id));
    await database.db
      .update(orders)
      .set({
        total_cents: corrected.total_cents + 1_234,
        subtotal_cents: corrected.subtotal_cents + 1_234,
      })
      .where(eq(orders.id, corrected.id));
    await database.db
      .update(orders)
      .set({ payment_status: 'refunded', status: 'cancelled' })
      .where(eq(orders.id, refunded.id));
    await database.db.update(orders).set({ type: 'delivery' }).where(eq(orders.id, moved.id));
    expect(await keptDays()).not.toContain(dayOf(cancelled));
    await expectTotalsAsSummed();
  });

  it('still equal it after orders are added to and deleted from closed days', async () => {
    await expectTotalsAsSummed();
    const past = await pastOrders();
    const model = past[0]!;
    const gone = past[past.length - 1]!;
    const { id: _id, ...copy } = model;
    await database.db.insert(orders).values({
      ...copy,
      public_id: `day-totals-${Date.now()}`,
      number: 999,
      total_cents: 4_321,
    });
    await database.db.execute(sql`delete from order_items where order_id = ${gone.id}`);
    await database.db.execute(sql`delete from order_events where order_id = ${gone.id}`);
    await database.db.execute(sql`delete from payments where order_id = ${gone.id}`);
    await database.db.delete(orders).where(eq(orders.id, gone.id));
    await expectTotalsAsSummed();
  });

  it('sums a day again once the restaurant moves to another time zone', async () => {
    await expectTotalsAsSummed();
    await database.db
      .update(restaurants)
      .set({ time_zone: 'America/New_York' })
      .where(eq(restaurants.id, trattoria.id));
    trattoria = { ...trattoria, time_zone: 'America/New_York' };
    try {
      await expectTotalsAsSummed();
      const zones = await database.db
        .selectDistinct({ zone: orderDayTotals.time_zone })
        .from(orderDayTotals)
        .where(
          and(
            eq(orderDayTotals.restaurant_id, trattoria.id),
            sql`${orderDayTotals.day} >= ${addDaysToDate(today(), -14)}::date`,
          ),
        );
      expect(zones.map((z) => z.zone)).toEqual(['America/New_York']);
    } finally {
      await database.db
        .update(restaurants)
        .set({ time_zone: 'Europe/Rome' })
        .where(eq(restaurants.id, trattoria.id));
      trattoria = { ...trattoria, time_zone: 'Europe/Rome' };
    }
  });

  it('keeps a day only an hour after it ended', async () => {
    // Twenty minutes past midnight, yesterday is not kept yet: an order may still be committing.
    const justAfterMidnight = new Date(new Date(filterOf({}).from).getTime() + 20 * 60 * 1000);
    await database.db.delete(orderDayTotals).where(eq(orderDayTotals.restaurant_id, trattoria.id));
    const yesterday = addDaysToDate(today(), -1);
    await runAsTenant(database.db, demoId, (tx) =>
      totalsOfOrders(tx, filterOf({ from: yesterday, to: yesterday }), {
        timeZone: trattoria.time_zone,
        now: justAfterMidnight,
      }),
    );
    expect(await keptDays()).toEqual([]);
  });
});

describe('order_day_totals under row security', () => {
  it("shows a business only its own days, and refuses another business's rows", async () => {
    await listTotals(fortnight());
    const own = await runAsTenant(database.db, demoId, (tx) => tx.select().from(orderDayTotals));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.business_id === demoId)).toBe(true);
    const seenByOther = await runAsTenant(database.db, otherId, (tx) =>
      tx.select().from(orderDayTotals),
    );
    expect(seenByOther.filter((r) => r.business_id === demoId)).toEqual([]);
    const refused = await runAsTenant(database.db, otherId, (tx) =>
      tx.insert(orderDayTotals).values({
        business_id: demoId,
        restaurant_id: trattoria.id,
        day: '2020-01-01',
        time_zone: 'Europe/Rome',
        buckets: [],
      }),
    ).then(
      () => null,
      (error: Error) => String(error.cause ?? error),
    );
    expect(refused).toMatch(/row-level security/);
    const changed = await runAsTenant(database.db, otherId, (tx) =>
      tx
        .update(orderDayTotals)
        .set({ buckets: [] })
        .where(eq(orderDayTotals.restaurant_id, trattoria.id))
        .returning(),
    );
    expect(changed).toEqual([]);
  });
});
