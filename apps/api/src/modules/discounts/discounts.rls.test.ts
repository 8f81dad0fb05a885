import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  discountCodeRestaurants,
  discountCodes,
  discountRedemptions,
} from '../../db/schema/discounts';
import { orders } from '../../db/schema/orders';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { eitherWay, itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants({ orderHistory: true }));
  // The demo seeds the first business's codes; the other business gets one of its own, used by
  // an order of its restaurant, and one demo code is used too, so every table has both.
  const [osteria] = await database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.business_id, otherId));
  const [code] = await database.db
    .insert(discountCodes)
    .values({
      business_id: otherId,
      code: 'OSTERIA10',
      title: 'Osteria',
      is_percentage: true,
      amount: 1000,
      order_types: ['pickup'],
    })
    .returning();
  await database.db
    .insert(discountCodeRestaurants)
    .values({ business_id: otherId, discount_id: code!.id, restaurant_id: osteria!.id });
  const [demoOrder] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.business_id, demoId))
    .limit(1);
  const { id: _id, ...copy } = demoOrder!;
  const [otherOrder] = await database.db
    .insert(orders)
    .values({
      ...copy,
      business_id: otherId,
      restaurant_id: osteria!.id,
      guest_id: null,
      table_id: null,
      public_id: randomBytes(16).toString('base64url'),
    })
    .returning();
  const [demoCode] = await database.db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.business_id, demoId))
    .limit(1);
  await database.db.insert(discountRedemptions).values([
    {
      business_id: otherId,
      discount_id: code!.id,
      order_id: otherOrder!.id,
      restaurant_id: osteria!.id,
      email: 'a@b.test',
      amount_cents: 100,
    },
    {
      business_id: demoId,
      discount_id: demoCode!.id,
      order_id: demoOrder!.id,
      restaurant_id: demoOrder!.restaurant_id,
      email: 'c@d.test',
      amount_cents: 100,
    },
  ]);
});
afterAll(() => database.close());

const DISCOUNT_TABLES = {
  discount_codes: discountCodes,
  discount_code_restaurants: discountCodeRestaurants,
  discount_redemptions: discountRedemptions,
} as const;

describe('Row Level Security on the discount tables', () => {
  itShowsEachTenantOnlyItsRows(DISCOUNT_TABLES, () => ({ database, demoId, otherId }));

  it("cannot write into, change or delete another business's codes, either way", async () => {
    for (const [mine, theirsId] of eitherWay({ demoId, otherId })) {
      const [theirs] = await database.db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.business_id, theirsId))
        .limit(1);
      const { id: _id, ...copy } = theirs!;
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx.insert(discountCodes).values({ ...copy, code: 'RUBATO' }),
        ),
      ).rejects.toThrow();
      await runAsTenant(database.db, mine, async (tx) => {
        await tx
          .update(discountCodes)
          .set({ times_used: 999, title: 'Rubato' })
          .where(eq(discountCodes.id, theirs!.id));
        await tx
          .update(discountRedemptions)
          .set({ released_at: new Date() })
          .where(eq(discountRedemptions.discount_id, theirs!.id));
        await tx
          .delete(discountCodeRestaurants)
          .where(eq(discountCodeRestaurants.discount_id, theirs!.id));
      });
      const [after] = await database.db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.id, theirs!.id));
      expect(after).toEqual(theirs);
      const links = await database.db
        .select()
        .from(discountCodeRestaurants)
        .where(eq(discountCodeRestaurants.discount_id, theirs!.id));
      expect(links.length).toBeGreaterThan(0);
      const uses = await database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.business_id, theirsId));
      expect(uses.every((u) => u.released_at === null)).toBe(true);
    }
  });

  it('refuses rows the rules forbid, whatever the API let through', async () => {
    const [row] = await database.db.select().from(discountCodes).limit(1);
    const { id: _id, ...copy } = row!;
    for (const bad of [
      { is_percentage: true, amount: 10_001 },
      { amount: 0 },
      { amount: -100 },
      { min_amount_cents: -1 },
      { usage_limit: 0 },
      { times_used: -1 },
      { valid_from: new Date('2030-01-02'), valid_to: new Date('2030-01-01') },
    ]) {
      await expect(
        database.db.insert(discountCodes).values({ ...copy, code: 'MALE', ...bad }),
      ).rejects.toThrow();
    }
    // The same code twice in a business.
    await expect(database.db.insert(discountCodes).values({ ...copy })).rejects.toThrow();
  });
});

describe('the demo', () => {
  it('seeds two codes of the demo business, for its restaurants', async () => {
    const codes = await database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.business_id, demoId));
    expect(codes.map((c) => c.code).sort()).toEqual(['BENVENUTO10', 'PIZZA5']);
  });
});
