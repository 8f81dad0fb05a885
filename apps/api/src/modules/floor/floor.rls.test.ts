import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { floorAreas, floorTableNeighbours, floorTables } from '../../db/schema/floor';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { newPublicId } from '../../shared/secrets';
import { itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants({ orderHistory: false }));
  // An area with two joinable tables on every restaurant, so both businesses own some.
  for (const r of await database.db.select().from(restaurants)) {
    const owner = { business_id: r.business_id, restaurant_id: r.id };
    const [area] = await database.db
      .insert(floorAreas)
      .values({ ...owner, name: `Sala RLS ${r.id}` })
      .returning();
    const table = (name: string) => ({
      ...owner,
      area_id: area!.id,
      name,
      seats_min: 1,
      seats_max: 4,
      shape: 'square' as const,
      x: 0,
      y: 0,
      width: 2,
      height: 2,
      qr_token: newPublicId(),
    });
    const [a, b] = await database.db
      .insert(floorTables)
      .values([table(`R${r.id}a`), table(`R${r.id}b`)])
      .returning();
    await database.db
      .insert(floorTableNeighbours)
      .values({ ...owner, table_id: Math.min(a!.id, b!.id), neighbour_id: Math.max(a!.id, b!.id) });
  }
});
afterAll(() => database.close());

const FLOOR_TABLES = {
  floor_areas: floorAreas,
  floor_tables: floorTables,
  floor_table_neighbours: floorTableNeighbours,
} as const;

describe('Row Level Security on the floor tables', () => {
  itShowsEachTenantOnlyItsRows(FLOOR_TABLES, () => ({ database, demoId, otherId }));

  it("cannot write into, change or delete another business's floor", async () => {
    const [theirs] = await database.db
      .select()
      .from(floorTables)
      .where(eq(floorTables.business_id, demoId))
      .limit(1);
    const { id: _id, ...copy } = theirs!;
    await expect(
      runAsTenant(database.db, otherId, (tx) =>
        tx.insert(floorTables).values({ ...copy, name: 'Rubato', qr_token: newPublicId() }),
      ),
    ).rejects.toThrow();
    await runAsTenant(database.db, otherId, async (tx) => {
      await tx.update(floorTables).set({ name: 'Rubato' }).where(eq(floorTables.id, theirs!.id));
      await tx.delete(floorTableNeighbours);
      await tx.delete(floorTables).where(eq(floorTables.id, theirs!.id));
    });
    const [after] = await database.db
      .select()
      .from(floorTables)
      .where(eq(floorTables.id, theirs!.id));
    expect(after?.name).toBe(theirs!.name);
    const pairs = await database.db.select().from(floorTableNeighbours);
    expect(pairs.some((p) => p.business_id === demoId)).toBe(true);
    expect(pairs.some((p) => p.business_id === otherId)).toBe(false);
  });

  it('refuses rows the plan cannot hold, whatever the API let through', async () => {
    const [row] = await database.db.select().from(floorTables).limit(1);
    const { id: _id, ...copy } = row!;
    for (const bad of [
      { seats_min: 0 },
      { seats_min: 5, seats_max: 4 },
      { x: -1 },
      { width: 0 },
      { rotation: 360 },
    ]) {
      await expect(
        database.db
          .insert(floorTables)
          .values({ ...copy, name: 'Bad', qr_token: newPublicId(), ...bad }),
      ).rejects.toThrow();
    }
  });
});
