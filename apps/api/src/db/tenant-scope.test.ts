import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { subscriptions } from './schema/billing';
import { carts } from './schema/cart';
import { oneTimeCodes, sessions, users } from './schema/identity';
import { mailOutbox } from './schema/mail';
import {
  guests,
  idempotencyKeys,
  orderCounters,
  orderEvents,
  orderItems,
  orderingSettings,
  orderSlotLoads,
  orders,
} from './schema/orders';
import { payments } from './schema/payments';
import {
  contactMessages,
  galleryImages,
  mediaFiles,
  menuItems,
  menuSections,
  menus,
} from './schema/site';
import {
  businesses,
  restaurantHostnames,
  restaurantLanguages,
  restaurants,
} from './schema/tenancy';
import { seedDemo } from './seed/demo-seed';
import { runAsTenant } from './tenant-scope';

let database: DatabaseHandle;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  // Its own order rows on every restaurant below, instead of the demo's history.
  await seedDemo(database.db, { password: 'demo-password', orderHistory: false });
  const rows = await database.db.select().from(businesses).orderBy(businesses.id);
  [demoId, otherId] = rows.map((b) => b.id) as [number, number];
  await database.db.insert(mailOutbox).values([
    {
      business_id: demoId,
      to_address: 'a@x.test',
      subject: 's',
      text_body: 't',
      transport: 'outbox',
    },
    {
      business_id: otherId,
      to_address: 'b@x.test',
      subject: 's',
      text_body: 't',
      transport: 'outbox',
    },
  ]);
  // A cart on every restaurant, so both businesses own some.
  const restaurantRows = await database.db.select().from(restaurants);
  await database.db.insert(carts).values(
    restaurantRows.map((r) => ({
      business_id: r.business_id,
      restaurant_id: r.id,
      temp_id: `tenant-scope-cart-of-restaurant-${r.id}`,
    })),
  );
  // An image, its gallery row and a guest's message on every restaurant, likewise.
  const ofRestaurant = (r: (typeof restaurantRows)[number]) => ({
    business_id: r.business_id,
    restaurant_id: r.id,
  });
  const imageUrl = (r: (typeof restaurantRows)[number]) =>
    `/media/${r.media_prefix}/images/tenant-scope_100x100.webp`;
  await database.db.insert(mediaFiles).values(
    restaurantRows.map((r) => ({
      ...ofRestaurant(r),
      area: 'images',
      url: imageUrl(r),
      width: 100,
      height: 100,
      original_bytes: 1000,
      original_format: 'jpeg',
    })),
  );
  await database.db
    .insert(galleryImages)
    .values(restaurantRows.map((r) => ({ ...ofRestaurant(r), image_url: imageUrl(r) })));
  await database.db.insert(contactMessages).values(
    restaurantRows.map((r) => ({
      ...ofRestaurant(r),
      name: 'Ospite',
      email: 'ospite@x.test',
      message: 'Un messaggio di prova.',
    })),
  );
  // Every order table holds a row of each business too (the orders of issue 15).
  for (const r of restaurantRows) {
    const owner = ofRestaurant(r);
    const [guest] = await database.db
      .insert(guests)
      .values({
        business_id: r.business_id,
        name: 'Ospite',
        email: `g${r.id}@x.test`,
        language: 'it',
      })
      .returning();
    await database.db.insert(orderingSettings).values(owner);
    const slot = new Date('2026-06-15T10:00:00Z');
    await database.db.insert(orderSlotLoads).values({ ...owner, slot_start: slot, taken: 1 });
    await database.db.insert(orderCounters).values({ ...owner, day: '2026-06-15', last_number: 1 });
    const [order] = await database.db
      .insert(orders)
      .values({
        ...owner,
        public_id: `tenant-scope-order-${r.id}`.padEnd(22, 'x').slice(0, 22),
        number: 1,
        status: 'received',
        type: 'pickup',
        source: 'online',
        guest_id: guest!.id,
        customer_name: 'Ospite',
        language: 'it',
        order_datetime: slot,
        slot_start: slot,
        subtotal_cents: 1000,
        total_cents: 1000,
        vat_breakdown: [],
        payment_method: 'at_restaurant',
        payment_status: 'unpaid',
      })
      .returning();
    await database.db.insert(orderItems).values({
      business_id: r.business_id,
      order_id: order!.id,
      kind: 'dish',
      name: 'Piatto',
      quantity: 1,
      unit_price_cents: 1000,
      vat_rate_code: 'IT10',
      vat_rate_bp: 1000,
      net_cents: 909,
      vat_cents: 91,
      gross_cents: 1000,
      position: 0,
    });
    await database.db.insert(orderEvents).values({
      business_id: r.business_id,
      order_id: order!.id,
      to_status: 'received',
      actor_kind: 'guest',
    });
    await database.db.insert(payments).values({
      business_id: r.business_id,
      order_id: order!.id,
      provider: 'stripe',
      provider_account: `acct_tenant_scope_${r.id}`,
      amount_cents: 1000,
      status: 'pending',
      expires_at: slot,
    });
    await database.db.insert(idempotencyKeys).values({
      business_id: r.business_id,
      operation: 'order.place',
      key: `tenant-scope-${r.id}`,
      request_hash: 'x',
    });
  }
});
afterAll(() => database.close());

/** Every tenant-owned table: a query that forgets its business filter must still see only its own. */
const TENANT_TABLES = {
  restaurants,
  restaurant_hostnames: restaurantHostnames,
  restaurant_languages: restaurantLanguages,
  users,
  sessions,
  one_time_codes: oneTimeCodes,
  subscriptions,
  mail_outbox: mailOutbox,
  carts,
  media_files: mediaFiles,
  gallery_images: galleryImages,
  contact_messages: contactMessages,
  menus,
  menu_sections: menuSections,
  menu_items: menuItems,
  guests,
  ordering_settings: orderingSettings,
  order_slot_loads: orderSlotLoads,
  order_counters: orderCounters,
  orders,
  order_items: orderItems,
  order_events: orderEvents,
  idempotency_keys: idempotencyKeys,
  payments,
} as const;

describe('Row Level Security, the second wall', () => {
  for (const [name, table] of Object.entries(TENANT_TABLES)) {
    it(`${name}: an unfiltered query sees only the tenant's rows`, async () => {
      const seen = await runAsTenant(database.db, otherId, (tx) =>
        tx.select({ business_id: table.business_id }).from(table),
      );
      expect(seen.every((r) => r.business_id === otherId)).toBe(true);
      const all = await database.db.select({ business_id: table.business_id }).from(table);
      const others = all.filter((r) => r.business_id !== otherId);
      if (name !== 'sessions' && name !== 'one_time_codes')
        expect(others.length).toBeGreaterThan(0);
    });
  }

  it('businesses: a tenant sees only its own business', async () => {
    const seen = await runAsTenant(database.db, demoId, (tx) => tx.select().from(businesses));
    expect(seen.map((b) => b.id)).toEqual([demoId]);
  });

  it("refuses to write a row into another business's space", async () => {
    await expect(
      runAsTenant(database.db, otherId, (tx) =>
        tx.insert(mailOutbox).values({
          business_id: demoId,
          to_address: 'x@x.test',
          subject: 's',
          text_body: 't',
          transport: 'outbox',
        }),
      ),
    ).rejects.toThrow();
  });

  it("cannot update or delete another business's rows, even without a filter", async () => {
    await runAsTenant(database.db, otherId, async (tx) => {
      await tx.update(restaurants).set({ name: 'Rubato' });
      await tx.delete(mailOutbox);
    });
    const names = (await database.db.select({ name: restaurants.name }).from(restaurants)).map(
      (r) => r.name,
    );
    expect(names).toContain('Trattoria Demo');
    expect(names).toContain('Rubato');
    const mail = await database.db.select().from(mailOutbox);
    expect(mail.map((m) => m.business_id)).toEqual([demoId]);
  });

  it('runs tenant work as the non-owner application role, which cannot switch tenant settings away', async () => {
    const who = await runAsTenant(database.db, demoId, (tx) =>
      tx.execute(sql`select current_user as role, current_setting('app.business_id') as business`),
    );
    expect((who as { rows: unknown[] }).rows[0]).toMatchObject({
      role: 'coperto_app',
      business: String(demoId),
    });
  });

  it('sees nothing when no business is set', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role coperto_app`);
      return tx.select().from(users);
    });
    expect(rows).toEqual([]);
  });
});
