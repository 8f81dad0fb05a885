import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { cashUpEvents, cashUpStaff, cashUps } from '../../db/schema/cashups';
import { users } from '../../db/schema/identity';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { eitherWay, itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants({ orderHistory: true }));
  // The demo seeds the first business's closes; the other business gets one of its own.
  const [osteria] = await database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.business_id, otherId));
  const [owner2] = await database.db.select().from(users).where(eq(users.business_id, otherId));
  const [row] = await database.db
    .insert(cashUps)
    .values({
      business_id: otherId,
      restaurant_id: osteria!.id,
      cash_up_date: '2026-01-10',
      bnt_cents: 100_00,
      cash_cents: 50_00,
      till_cents: 150_00,
    })
    .returning();
  await database.db
    .insert(cashUpStaff)
    .values({ business_id: otherId, cash_up_id: row!.id, user_id: owner2!.id });
  await database.db
    .insert(cashUpEvents)
    .values({ business_id: otherId, cash_up_id: row!.id, kind: 'created', user_id: owner2!.id });
});
afterAll(() => database.close());

const TABLES = {
  cash_ups: cashUps,
  cash_up_staff: cashUpStaff,
  cash_up_events: cashUpEvents,
} as const;

describe('Row Level Security on the cash-up tables', () => {
  itShowsEachTenantOnlyItsRows(TABLES, () => ({ database, demoId, otherId }));

  it("cannot write into, change or delete another business's closes, either way", async () => {
    for (const [mine, theirsId] of eitherWay({ demoId, otherId })) {
      const [theirs] = await database.db
        .select()
        .from(cashUps)
        .where(eq(cashUps.business_id, theirsId))
        .limit(1);
      const { id: _id, ...copy } = theirs!;
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx.insert(cashUps).values({ ...copy, cash_up_date: '2001-01-01' }),
        ),
      ).rejects.toThrow();
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx
            .insert(cashUpEvents)
            .values({ business_id: theirsId, cash_up_id: theirs!.id, kind: 'updated' }),
        ),
      ).rejects.toThrow();
      await runAsTenant(database.db, mine, async (tx) => {
        await tx.update(cashUps).set({ cash_cents: 1 }).where(eq(cashUps.id, theirs!.id));
        await tx.delete(cashUpStaff).where(eq(cashUpStaff.cash_up_id, theirs!.id));
        await tx.delete(cashUpEvents).where(eq(cashUpEvents.cash_up_id, theirs!.id));
        await tx.delete(cashUps).where(eq(cashUps.id, theirs!.id));
      });
      const [after] = await database.db.select().from(cashUps).where(eq(cashUps.id, theirs!.id));
      expect(after).toEqual(theirs);
      const staff = await database.db
        .select()
        .from(cashUpStaff)
        .where(eq(cashUpStaff.cash_up_id, theirs!.id));
      expect(staff.length).toBeGreaterThan(0);
      const events = await database.db
        .select()
        .from(cashUpEvents)
        .where(eq(cashUpEvents.cash_up_id, theirs!.id));
      expect(events.length).toBeGreaterThan(0);
    }
  });

  it('refuses rows the rules forbid, whatever the API let through', async () => {
    const [row] = await database.db
      .select()
      .from(cashUps)
      .where(eq(cashUps.business_id, demoId))
      .limit(1);
    const { id: _id, ...copy } = row!;
    for (const bad of [
      { cash_cents: -1 },
      { bnt_cents: 50_000_001 },
      { till_cents: -100 },
      { dinner_count: -1 },
      { lunch_count: 5_001 },
      { type: 'brunch' as 'final' },
    ]) {
      await expect(
        database.db.insert(cashUps).values({ ...copy, cash_up_date: '2001-02-03', ...bad }),
      ).rejects.toThrow();
    }
    // A second final close of the same restaurant and day.
    await expect(database.db.insert(cashUps).values({ ...copy })).rejects.toThrow();
  });
});

describe('the demo', () => {
  it('seeds about three months of final closes per demo restaurant, some off, some days missing', async () => {
    const rows = await database.db.select().from(cashUps).where(eq(cashUps.business_id, demoId));
    const byRestaurant = new Map<number, number>();
    for (const r of rows)
      byRestaurant.set(r.restaurant_id, (byRestaurant.get(r.restaurant_id) ?? 0) + 1);
    expect(byRestaurant.size).toBe(2);
    for (const n of byRestaurant.values()) {
      expect(n).toBeGreaterThan(40);
      expect(n).toBeLessThan(91);
    }
    expect(rows.every((r) => r.type === 'final')).toBe(true);
    const off = rows.filter(
      (r) => r.bnt_cents + r.cash_cents + r.extra_expenses_cents !== r.till_cents,
    );
    expect(off.length).toBeGreaterThan(3);
    expect(off.length).toBeLessThan(rows.length / 3);
    const staff = await database.db
      .select()
      .from(cashUpStaff)
      .where(eq(cashUpStaff.business_id, demoId));
    expect(staff.length).toBeGreaterThanOrEqual(rows.length);
  });
});
