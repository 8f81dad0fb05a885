import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/identity';
import { rotaShifts, rotaWeeks, wages } from '../../db/schema/staff';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { eitherWay, itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

/** A week, a shift and a wage for each business, written as the platform would. */
async function seedStaffRows(businessId: number, weekStart: string) {
  const [restaurant] = await database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.business_id, businessId))
    .limit(1);
  const [person] = await database.db
    .select()
    .from(users)
    .where(eq(users.business_id, businessId))
    .limit(1);
  const [week] = await database.db
    .insert(rotaWeeks)
    .values({ business_id: businessId, restaurant_id: restaurant!.id, week_start: weekStart })
    .returning();
  await database.db.insert(rotaShifts).values({
    business_id: businessId,
    restaurant_id: restaurant!.id,
    week_id: week!.id,
    user_id: person!.id,
    day: weekStart,
    service: 'lunch',
  });
  await database.db.insert(wages).values({
    business_id: businessId,
    restaurant_id: restaurant!.id,
    user_id: person!.id,
    month: '2031-01-01',
    proposed_cents: 100,
    wage_cents: 100,
  });
}

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants({ orderHistory: false }));
  await seedStaffRows(demoId, '2031-01-06');
  await seedStaffRows(otherId, '2031-01-06');
});
afterAll(() => database.close());

const STAFF_TABLES = { rota_weeks: rotaWeeks, rota_shifts: rotaShifts, wages } as const;

describe('Row Level Security on the rota and wages tables', () => {
  itShowsEachTenantOnlyItsRows(STAFF_TABLES, () => ({ database, demoId, otherId }));

  it("cannot write into, change or delete another business's rota and wages", async () => {
    for (const [mine, theirsId] of eitherWay({ demoId, otherId })) {
      const [theirWage] = await database.db
        .select()
        .from(wages)
        .where(eq(wages.business_id, theirsId));
      const [theirWeek] = await database.db
        .select()
        .from(rotaWeeks)
        .where(eq(rotaWeeks.business_id, theirsId));
      const { id: _id, ...copy } = theirWage!;
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx.insert(wages).values({ ...copy, month: '2031-02-01' }),
        ),
      ).rejects.toThrow();
      await runAsTenant(database.db, mine, async (tx) => {
        await tx.update(wages).set({ wage_cents: 1 }).where(eq(wages.id, theirWage!.id));
        await tx
          .update(rotaWeeks)
          .set({ status: 'published' })
          .where(eq(rotaWeeks.id, theirWeek!.id));
        await tx.delete(rotaShifts).where(eq(rotaShifts.week_id, theirWeek!.id));
        await tx.delete(wages).where(eq(wages.id, theirWage!.id));
      });
      const [wageAfter] = await database.db.select().from(wages).where(eq(wages.id, theirWage!.id));
      expect(wageAfter).toEqual(theirWage);
      const [weekAfter] = await database.db
        .select()
        .from(rotaWeeks)
        .where(eq(rotaWeeks.id, theirWeek!.id));
      expect(weekAfter).toEqual(theirWeek);
      const shifts = await database.db
        .select()
        .from(rotaShifts)
        .where(eq(rotaShifts.week_id, theirWeek!.id));
      expect(shifts.length).toBeGreaterThan(0);
    }
  });

  it('refuses rows the rules forbid, whatever the API let through', async () => {
    const [wage] = await database.db.select().from(wages).limit(1);
    const { id: _w, ...wageCopy } = wage!;
    for (const bad of [
      { wage_cents: -1, month: '2031-05-01' },
      { month: '2031-05-02' },
      { proposed_cents: -5, month: '2031-06-01' },
    ]) {
      await expect(database.db.insert(wages).values({ ...wageCopy, ...bad })).rejects.toThrow();
    }
    // The same person, restaurant and month twice.
    await expect(database.db.insert(wages).values(wageCopy)).rejects.toThrow();
    const [week] = await database.db.select().from(rotaWeeks).limit(1);
    const { id: _k, ...weekCopy } = week!;
    // Not a Monday.
    await expect(
      database.db.insert(rotaWeeks).values({ ...weekCopy, week_start: '2031-01-07' }),
    ).rejects.toThrow();
    const [shift] = await database.db.select().from(rotaShifts).limit(1);
    const { id: _s, ...shiftCopy } = shift!;
    await expect(
      database.db.insert(rotaShifts).values({ ...shiftCopy, service: 'brunch' as 'lunch' }),
    ).rejects.toThrow();
    await expect(database.db.insert(rotaShifts).values(shiftCopy)).rejects.toThrow();
  });
});

describe('the demo', () => {
  it("seeds the Trattoria's published rota of last week and this week, and three months of wages", async () => {
    const weeks = await database.db
      .select()
      .from(rotaWeeks)
      .where(eq(rotaWeeks.business_id, demoId));
    const seeded = weeks.filter((w) => w.week_start !== '2031-01-06');
    expect(seeded).toHaveLength(2);
    expect(seeded.every((w) => w.status === 'published' && w.published_at)).toBe(true);
    const paid = await database.db.select().from(wages).where(eq(wages.business_id, demoId));
    // Marco and Luca, three months each, besides this file's own row.
    expect(paid.filter((w) => w.month !== '2031-01-01')).toHaveLength(6);
    expect(paid.every((w) => w.wage_cents >= w.proposed_cents)).toBe(true);
  });
});
