import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import {
  bookingCoverLoads,
  bookingEvents,
  bookingSettings,
  bookings,
} from '../../db/schema/bookings';
import { guests } from '../../db/schema/orders';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants({ orderHistory: false }));
  // A row of every booking table on every restaurant, so both businesses own some.
  for (const r of await database.db.select().from(restaurants)) {
    const owner = { business_id: r.business_id, restaurant_id: r.id };
    const at = new Date('2026-06-15T18:00:00Z');
    const [guest] = await database.db
      .insert(guests)
      .values({
        business_id: r.business_id,
        name: 'Ospite',
        email: `rls${r.id}@x.test`,
        language: 'it',
      })
      .returning();
    await database.db.insert(bookingSettings).values(owner);
    await database.db.insert(bookingCoverLoads).values([
      { ...owner, kind: 'slot', starts_at: at, covers: 2 },
      { ...owner, kind: 'service', starts_at: at, covers: 2 },
    ]);
    const [booking] = await database.db
      .insert(bookings)
      .values({
        ...owner,
        public_id: `rls-booking-${r.id}`.padEnd(22, 'x').slice(0, 22),
        status: 'confirmed',
        source: 'online',
        guest_id: guest!.id,
        party_size: 2,
        starts_at: at,
        ends_at: new Date(at.getTime() + 90 * 60_000),
        service_starts_at: at,
        name: 'Ospite',
        language: 'it',
      })
      .returning();
    await database.db.insert(bookingEvents).values({
      business_id: r.business_id,
      booking_id: booking!.id,
      to_status: 'confirmed',
      actor_kind: 'guest',
    });
  }
});
afterAll(() => database.close());

/** A row to insert again: the identity column is the database's to give. */
function copyOf(row: typeof bookings.$inferSelect) {
  const { id: _id, ...rest } = row;
  return rest;
}

const BOOKING_TABLES = {
  booking_settings: bookingSettings,
  booking_cover_loads: bookingCoverLoads,
  bookings,
  booking_events: bookingEvents,
} as const;

describe('Row Level Security on the booking tables', () => {
  itShowsEachTenantOnlyItsRows(BOOKING_TABLES, () => ({ database, demoId, otherId }));

  it("cannot write into, change or delete another business's bookings", async () => {
    const [theirs] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.business_id, demoId))
      .limit(1);
    await expect(
      runAsTenant(database.db, otherId, (tx) =>
        tx.insert(bookings).values({ ...copyOf(theirs!), public_id: 'rls-stolen-xxxxxxxxxxx' }),
      ),
    ).rejects.toThrow();
    await runAsTenant(database.db, otherId, async (tx) => {
      await tx.update(bookings).set({ name: 'Rubato' });
      await tx.delete(bookingEvents);
    });
    const rows = await database.db.select().from(bookings);
    expect(rows.filter((b) => b.business_id === demoId).every((b) => b.name === 'Ospite')).toBe(
      true,
    );
    const events = await database.db.select().from(bookingEvents);
    expect(events.some((e) => e.business_id === demoId)).toBe(true);
    expect(events.some((e) => e.business_id === otherId)).toBe(false);
  });
});
