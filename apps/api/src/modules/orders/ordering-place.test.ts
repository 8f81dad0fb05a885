import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { orderingSettings } from '../../db/schema/orders';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { eitherWay, openTwoTenants } from '../../test/two-tenants';
import { findBusiness } from '../restaurants/tenant-restaurants.service';
import { liveFeaturesOf } from '../sites/public-restaurant';
import { findBusinessSubscription } from '../subscriptions/subscriptions.service';
import { findOrCreateOrderingSettings } from './ordering-settings.repository';
import { loadOrderingPlace } from './ordering-settings.service';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants());
});
afterAll(() => database.close());

async function restaurantOf(businessId: number) {
  const [row] = await database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.business_id, businessId))
    .orderBy(restaurants.id);
  return row!;
}

describe('loadOrderingPlace: the settings, the business and the plan in one statement', () => {
  it('reads what the three reads of their own areas read', async () => {
    const restaurant = await restaurantOf(demoId);
    const now = new Date();
    await runAsTenant(database.db, demoId, async (tx) => {
      const place = await loadOrderingPlace(tx, restaurant, now);
      const found = await findBusinessSubscription(tx, demoId);
      expect(place.business).toEqual(await findBusiness(tx, demoId));
      expect(place.settings).toEqual(
        await findOrCreateOrderingSettings(tx, { businessId: demoId, restaurantId: restaurant.id }),
      );
      expect(place.features).toEqual(
        liveFeaturesOf(found && { ...found.subscription, features: found.plan.features }, now),
      );
      expect(place.features).toContain('ordering');
    });
  });

  it("makes a restaurant's settings on its first read, with the table's defaults", async () => {
    const restaurant = await restaurantOf(otherId);
    await database.db
      .delete(orderingSettings)
      .where(eq(orderingSettings.restaurant_id, restaurant.id));
    const place = await runAsTenant(database.db, otherId, (tx) =>
      loadOrderingPlace(tx, restaurant, new Date()),
    );
    expect(place.settings).toMatchObject({ restaurant_id: restaurant.id, business_id: otherId });
    const kept = await database.db
      .select()
      .from(orderingSettings)
      .where(eq(orderingSettings.restaurant_id, restaurant.id));
    expect(kept).toHaveLength(1);
  });

  it("finds no business, no plan and no settings of another business's restaurant, either way", async () => {
    for (const [tenant, owner] of eitherWay({ demoId, otherId })) {
      const restaurant = await restaurantOf(owner);
      await expect(
        runAsTenant(database.db, tenant, (tx) => loadOrderingPlace(tx, restaurant, new Date())),
      ).rejects.toMatchObject({ status: 404 });
      const settings = await database.db
        .select()
        .from(orderingSettings)
        .where(eq(orderingSettings.restaurant_id, restaurant.id));
      expect(settings.every((s) => s.business_id === owner)).toBe(true);
    }
  });
});
