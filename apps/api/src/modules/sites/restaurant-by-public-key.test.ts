import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { restaurants } from '../../db/schema/tenancy';
import { systemAccess } from '../../db/system-access';
import { openTwoTenants } from '../../test/two-tenants';
import { findRestaurantByPublicKey } from './sites.repository';

let database: DatabaseHandle;
let otherId: number;

beforeAll(async () => {
  ({ database, otherId } = await openTwoTenants());
});
afterAll(() => database.close());

describe('findRestaurantByPublicKey, built once per database', () => {
  it('finds each key with the same statement, an unknown or deleted one finds nothing', async () => {
    const db = systemAccess(database.db);
    const all = await database.db.select().from(restaurants).orderBy(restaurants.id);
    expect(all.length).toBeGreaterThan(1);
    for (const restaurant of all) {
      expect(await findRestaurantByPublicKey(db, restaurant.public_key)).toEqual(restaurant);
    }
    expect(await findRestaurantByPublicKey(db, 'no-such-key')).toBeUndefined();
    const gone = all.find((r) => r.business_id === otherId)!;
    await database.db
      .update(restaurants)
      .set({ deleted_at: new Date() })
      .where(eq(restaurants.id, gone.id));
    expect(await findRestaurantByPublicKey(db, gone.public_key)).toBeUndefined();
  });
});
