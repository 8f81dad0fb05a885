import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/events';
import { businesses, restaurants } from '../../db/schema/tenancy';
import { seedDemo } from '../../db/seed/demo-seed';
import { runAsTenant } from '../../db/tenant-scope';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { LIVE_EVENTS_CHANNEL, parseEventNotice } from './events.repository';
import {
  EVENT_RETENTION_SECONDS,
  pruneOldEvents,
  publishEvent,
  streamStartOf,
} from './events.service';

/** publishEvent on the real database: stored and notified only on commit, and tenant-owned. */
let database: TestDatabase;
let demoId: number;
let otherId: number;
let demoRestaurant: number;
let otherRestaurant: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { password: 'demo-password' });
  [demoId, otherId] = (await database.db.select().from(businesses).orderBy(businesses.id)).map(
    (b) => b.id,
  ) as [number, number];
  const all = await database.db.select().from(restaurants).orderBy(restaurants.id);
  demoRestaurant = all.find((r) => r.business_id === demoId)!.id;
  otherRestaurant = all.find((r) => r.business_id === otherId)!.id;
}, 60_000);
afterAll(() => database?.close());

const publishIn = (businessId: number, restaurantId: number | null, mark: string) =>
  runAsTenant(database.db, businessId, (tx) =>
    publishEvent(tx, { restaurantId, type: 'order.created', payload: { mark } }),
  );

/** Collects what a LISTEN on the channel hears, as a second process would. */
async function listening() {
  const heard: string[] = [];
  const other = await database.openAnother();
  const unlisten = await other.listen(LIVE_EVENTS_CHANNEL, (payload) => heard.push(payload));
  return {
    heard,
    async stop() {
      await unlisten();
      await other.close();
    },
  };
}

describe('publishEvent', () => {
  it('stores the event and notifies its id, business and restaurant once the transaction commits', async () => {
    const ear = await listening();
    const id = await publishIn(demoId, demoRestaurant, 'committed');
    await expect.poll(() => ear.heard.length).toBeGreaterThan(0);
    expect(ear.heard.map(parseEventNotice)).toContainEqual({
      id,
      businessId: demoId,
      restaurantId: demoRestaurant,
    });
    const wide = await publishIn(demoId, null, 'business-wide');
    await expect
      .poll(() => ear.heard.map(parseEventNotice))
      .toContainEqual({
        id: wide,
        businessId: demoId,
        restaurantId: null,
      });
    await ear.stop();
  });

  it('leaves neither a row nor a notification when the transaction rolls back', async () => {
    const ear = await listening();
    let rolledBack = 0;
    await expect(
      runAsTenant(database.db, demoId, async (tx) => {
        rolledBack = await publishEvent(tx, {
          restaurantId: demoRestaurant,
          type: 'order.created',
          payload: { mark: 'rolled-back' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await publishIn(demoId, demoRestaurant, 'after');
    await expect.poll(() => ear.heard.map((p) => parseEventNotice(p)?.id)).toContain(after);
    expect(ear.heard.map((p) => parseEventNotice(p)?.id)).not.toContain(rolledBack);
    const rows = await database.db.select().from(liveEvents).where(sql`id = ${rolledBack}`);
    expect(rows).toEqual([]);
    await ear.stop();
  });

  it('refuses a malformed type, and a business other than the transaction’s', async () => {
    await expect(
      runAsTenant(database.db, demoId, (tx) =>
        publishEvent(tx, { restaurantId: null, type: 'Order Created', payload: {} }),
      ),
    ).rejects.toThrow('not an event type');
    await expect(
      runAsTenant(database.db, demoId, (tx) =>
        publishEvent(tx, {
          businessId: otherId,
          restaurantId: null,
          type: 'order.created',
          payload: {},
        }),
      ),
    ).rejects.toThrow('not the transaction');
    // The platform scope names the business.
    const id = await runAsTenant(database.db, 'platform', (tx) =>
      publishEvent(tx, {
        businessId: otherId,
        restaurantId: otherRestaurant,
        type: 'order.created',
        payload: {},
      }),
    );
    expect(id).toBeGreaterThan(0);
  });

  it('prunes a business’s events older than the retention, and only that business’s', async () => {
    const old = new Date(Date.now() - (EVENT_RETENTION_SECONDS + 60) * 1000);
    const inserted = await database.db
      .insert(liveEvents)
      .values([
        {
          business_id: demoId,
          restaurant_id: null,
          type: 'order.created',
          payload: {},
          created_at: old,
        },
        {
          business_id: otherId,
          restaurant_id: null,
          type: 'order.created',
          payload: {},
          created_at: old,
        },
      ])
      .returning({ id: liveEvents.id, business_id: liveEvents.business_id });
    const recent = await publishIn(demoId, null, 'recent');
    await runAsTenant(database.db, demoId, (tx) => pruneOldEvents(tx, demoId));
    const left = await database.db.select({ id: liveEvents.id }).from(liveEvents);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain(inserted[0]!.id);
    expect(ids).toContain(inserted[1]!.id);
    expect(ids).toContain(recent);
  });
});

/**
 * The order streams rely on (decision 043): within a business, ids commit in id order. Only
 * PostgreSQL runs transactions side by side (PGlite has one connection, which serializes them).
 */
describe.runIf(process.env.DATABASE_URL)('publishing side by side (PostgreSQL)', () => {
  /** Publishers waiting for the business's lock, seen from outside their transactions. */
  const waitingPublishers = async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };

  it('makes a publisher wait for the business’s open one and take its id after it, and lets another business’s go by', async () => {
    const second = await database.openAnother();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = 0;
    const open = runAsTenant(database.db, demoId, async (tx) => {
      first = await publishEvent(tx, {
        restaurantId: demoRestaurant,
        type: 'order.created',
        payload: {},
      });
      await held;
    });
    await expect.poll(() => first).toBeGreaterThan(0);
    const waiting = runAsTenant(second.db, demoId, (tx) =>
      publishEvent(tx, { restaurantId: demoRestaurant, type: 'order.created', payload: {} }),
    );
    await expect.poll(waitingPublishers).toBe(1);
    // Another business publishes while the first is held, and takes an id meanwhile.
    const meanwhile = await publishIn(otherId, otherRestaurant, 'meanwhile');
    release();
    await open;
    const after = await waiting;
    await second.close();
    expect(first).toBeLessThan(meanwhile);
    // Its id was taken once it held the lock, not when it started waiting for it.
    expect(after).toBeGreaterThan(meanwhile);
  });

  it('notifies a business’s events in id order when many publish at once', async () => {
    const second = await database.openAnother();
    const ear = await listening();
    const published = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        runAsTenant(n % 2 ? second.db : database.db, demoId, async (tx) => {
          const id = await publishEvent(tx, {
            restaurantId: demoRestaurant,
            type: 'order.created',
            payload: { n },
          });
          // Work of its own before the commit, longer for some: commits would overtake each other.
          await tx.execute(sql`select pg_sleep(random() / 50)`);
          return id;
        }),
      ),
    );
    const ours = new Set(published);
    const heardIds = () =>
      ear.heard.map((p) => parseEventNotice(p)!.id).filter((id) => ours.has(id));
    await expect.poll(() => heardIds().length).toBe(published.length);
    expect(heardIds()).toEqual([...published].sort((a, b) => a - b));
    await ear.stop();
    await second.close();
  });
});

describe('live_events and Row Level Security', () => {
  it('shows a tenant only its own events, even to a query without a filter', async () => {
    await publishIn(demoId, demoRestaurant, 'demo');
    await publishIn(otherId, otherRestaurant, 'other');
    const seen = await runAsTenant(database.db, otherId, (tx) =>
      tx.select({ business_id: liveEvents.business_id }).from(liveEvents),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.business_id === otherId)).toBe(true);
    const all = await database.db.select({ business_id: liveEvents.business_id }).from(liveEvents);
    expect(all.some((r) => r.business_id === demoId)).toBe(true);
  });

  it("refuses to write an event into another business's space", async () => {
    await expect(
      runAsTenant(database.db, otherId, (tx) =>
        tx.insert(liveEvents).values({ business_id: demoId, type: 'order.created', payload: {} }),
      ),
    ).rejects.toThrow();
  });

  it("does not resume from another business's event", async () => {
    const foreign = await publishIn(otherId, otherRestaurant, 'foreign');
    const start = await runAsTenant(database.db, demoId, (tx) =>
      streamStartOf(tx, { businessId: demoId, restaurantId: null }, foreign),
    );
    expect(start.resumed).toBe(false);
    expect(start.events).toEqual([]);
  });
});
