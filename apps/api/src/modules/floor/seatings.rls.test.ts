import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { floorAreas, floorTables } from '../../db/schema/floor';
import { orders } from '../../db/schema/orders';
import {
  bookingTables,
  tableSeatingOrders,
  tableSeatings,
  tableSeatingTables,
} from '../../db/schema/service';
import { restaurants } from '../../db/schema/tenancy';
import { runAsTenant } from '../../db/tenant-scope';
import { newPublicId } from '../../shared/secrets';
import { eitherWay, itShowsEachTenantOnlyItsRows, openTwoTenants } from '../../test/two-tenants';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  ({ database, demoId, otherId } = await openTwoTenants({ orderHistory: false }));
  // On every restaurant: a table, a booking held at it, a party seated there with an order.
  const now = new Date();
  for (const r of await database.db.select().from(restaurants)) {
    const owner = { business_id: r.business_id, restaurant_id: r.id };
    const [area] = await database.db
      .insert(floorAreas)
      .values({ ...owner, name: `Sala RLS ${r.id}` })
      .returning();
    const [table] = await database.db
      .insert(floorTables)
      .values({
        ...owner,
        area_id: area!.id,
        name: `S${r.id}`,
        seats_min: 1,
        seats_max: 4,
        shape: 'square',
        x: 0,
        y: 0,
        width: 2,
        height: 2,
        qr_token: newPublicId(),
      })
      .returning();
    const [booking] = await database.db
      .insert(bookings)
      .values({
        ...owner,
        public_id: newPublicId(),
        status: 'seated',
        source: 'phone',
        party_size: 2,
        starts_at: now,
        ends_at: now,
        service_starts_at: now,
        name: 'Ospite RLS',
        language: 'it',
      })
      .returning();
    const [order] = await database.db
      .insert(orders)
      .values({
        ...owner,
        public_id: newPublicId(),
        number: 1,
        status: 'accepted',
        type: 'table',
        source: 'online',
        customer_name: 'Ospite RLS',
        language: 'it',
        order_datetime: now,
        slot_start: now,
        subtotal_cents: 1000,
        total_cents: 1000,
        vat_breakdown: [],
        payment_method: 'at_restaurant',
        payment_status: 'unpaid',
        table_id: table!.id,
      })
      .returning();
    const [seating] = await database.db
      .insert(tableSeatings)
      .values({ ...owner, booking_id: booking!.id, party_size: 2 })
      .returning();
    await database.db
      .insert(tableSeatingTables)
      .values({ ...owner, seating_id: seating!.id, table_id: table!.id });
    await database.db
      .insert(tableSeatingOrders)
      .values({ ...owner, seating_id: seating!.id, order_id: order!.id });
    await database.db
      .insert(bookingTables)
      .values({ ...owner, booking_id: booking!.id, table_id: table!.id });
  }
});
afterAll(() => database.close());

const SERVICE_TABLES = {
  table_seatings: tableSeatings,
  table_seating_tables: tableSeatingTables,
  table_seating_orders: tableSeatingOrders,
  booking_tables: bookingTables,
} as const;

describe('Row Level Security on the service tables', () => {
  itShowsEachTenantOnlyItsRows(SERVICE_TABLES, () => ({ database, demoId, otherId }));

  it("cannot write into, change or delete another business's service, either way", async () => {
    for (const [mine, theirs] of eitherWay({ demoId, otherId })) {
      const [seating] = await database.db
        .select()
        .from(tableSeatings)
        .where(eq(tableSeatings.business_id, theirs))
        .limit(1);
      const { id: _id, ...copy } = seating!;
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx.insert(tableSeatings).values({ ...copy, booking_id: null }),
        ),
      ).rejects.toThrow();
      await expect(
        runAsTenant(database.db, mine, (tx) =>
          tx.insert(tableSeatingTables).values({
            business_id: theirs,
            restaurant_id: seating!.restaurant_id,
            seating_id: seating!.id,
            table_id: 1,
            open: false,
          }),
        ),
      ).rejects.toThrow();
      await runAsTenant(database.db, mine, async (tx) => {
        await tx
          .update(tableSeatings)
          .set({ party_size: 99 })
          .where(eq(tableSeatings.id, seating!.id));
        await tx
          .update(tableSeatingTables)
          .set({ open: false })
          .where(eq(tableSeatingTables.business_id, theirs));
        await tx.delete(tableSeatingOrders).where(eq(tableSeatingOrders.business_id, theirs));
        await tx.delete(bookingTables).where(eq(bookingTables.business_id, theirs));
      });
      const [after] = await database.db
        .select()
        .from(tableSeatings)
        .where(eq(tableSeatings.id, seating!.id));
      expect(after?.party_size).toBe(seating!.party_size);
      for (const table of [tableSeatingTables, tableSeatingOrders, bookingTables]) {
        const rows = await database.db
          .select({ business_id: table.business_id })
          .from(table)
          .where(eq(table.business_id, theirs));
        expect(rows.length).toBeGreaterThan(0);
      }
      const open = await database.db
        .select()
        .from(tableSeatingTables)
        .where(eq(tableSeatingTables.business_id, theirs));
      expect(open.every((r) => r.open)).toBe(true);
    }
  });

  it('holds one open party per table, whatever the API let through', async () => {
    const [row] = await database.db
      .select()
      .from(tableSeatingTables)
      .where(eq(tableSeatingTables.open, true))
      .limit(1);
    const [other] = await database.db
      .insert(tableSeatings)
      .values({ business_id: row!.business_id, restaurant_id: row!.restaurant_id, party_size: 2 })
      .returning();
    await expect(
      database.db.insert(tableSeatingTables).values({ ...row!, seating_id: other!.id }),
    ).rejects.toThrow();
    // A closed row of the same table is history, and may be many.
    await database.db
      .insert(tableSeatingTables)
      .values({ ...row!, seating_id: other!.id, open: false });
    await expect(
      database.db.insert(tableSeatings).values({
        business_id: row!.business_id,
        restaurant_id: row!.restaurant_id,
        party_size: 0,
      }),
    ).rejects.toThrow();
  });
});
