import { eq, inArray, sql } from 'drizzle-orm';
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

/** The id the commit gave the event marked so (marks are unique in this file). */
async function idOf(mark: string): Promise<number | undefined> {
  const [row] = await database.db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(sql`${liveEvents.payload}->>'mark' = ${mark}`);
  return row?.id;
}

async function publishIn(businessId: number, restaurantId: number | null, mark: string) {
  await runAsTenant(database.db, businessId, (tx) =>
    publishEvent(tx, { restaurantId, type: 'order.created', payload: { mark } }),
  );
  return (await idOf(mark))!;
}

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
    await expect(
      runAsTenant(database.db, demoId, async (tx) => {
        await publishEvent(tx, {
          restaurantId: demoRestaurant,
          type: 'order.created',
          payload: { mark: 'rolled-back' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await publishIn(demoId, demoRestaurant, 'after');
    await expect.poll(() => ear.heard.map((p) => parseEventNotice(p)?.id)).toContain(after);
    expect(await idOf('rolled-back')).toBeUndefined();
    // Every notice heard names a stored event: none was sent for the rolled-back one.
    const heard = ear.heard.map((p) => parseEventNotice(p)!.id);
    const stored = await database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(inArray(liveEvents.id, heard));
    expect(stored.map((r) => r.id).sort()).toEqual([...heard].sort());
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
    await runAsTenant(database.db, 'platform', (tx) =>
      publishEvent(tx, {
        businessId: otherId,
        restaurantId: otherRestaurant,
        type: 'order.created',
        payload: { mark: 'platform' },
      }),
    );
    const [row] = await database.db
      .select({ business_id: liveEvents.business_id })
      .from(liveEvents)
      .where(eq(liveEvents.id, (await idOf('platform'))!));
    expect(row?.business_id).toBe(otherId);
  });

  it('prunes a business’s events older than the retention, and only that business’s', async () => {
    const old = new Date(Date.now() - (EVENT_RETENTION_SECONDS + 60) * 1000);
    await database.db.insert(liveEvents).values(
      [
        [demoId, 'old-demo'],
        [otherId, 'old-other'],
      ].map(([business_id, mark]) => ({
        business_id: business_id as number,
        restaurant_id: null,
        type: 'order.created',
        payload: { mark },
      })),
    );
    // Aged after the insert: the commit stamps an event with its own time (migration 0024).
    await database.db
      .update(liveEvents)
      .set({ created_at: old })
      .where(sql`${liveEvents.payload}->>'mark' in ('old-demo', 'old-other')`);
    const [oldDemo, oldOther] = [await idOf('old-demo'), await idOf('old-other')];
    const recent = await publishIn(demoId, null, 'recent');
    await runAsTenant(database.db, demoId, (tx) => pruneOldEvents(tx, demoId));
    const left = await database.db.select({ id: liveEvents.id }).from(liveEvents);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain(oldDemo);
    expect(ids).toContain(oldOther);
    expect(ids).toContain(recent);
  });
});

/**
 * The order streams rely on (decision 043): within a business, ids commit in id order. Only
 * PostgreSQL runs transactions side by side (PGlite has one connection, which serializes them).
 */
describe.runIf(process.env.DATABASE_URL)('publishing side by side (PostgreSQL)', () => {
  it('lets a publisher commit while another of the business is still open, and gives the later commit the higher id', async () => {
    const second = await database.openAnother();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let published = false;
    const open = runAsTenant(database.db, demoId, async (tx) => {
      await publishEvent(tx, {
        restaurantId: demoRestaurant,
        type: 'order.created',
        payload: { mark: 'held-open' },
      });
      published = true;
      await held;
    });
    await expect.poll(() => published).toBe(true);
    // Not queued behind the open one: the lock is taken inside COMMIT only (decision 091).
    await runAsTenant(second.db, demoId, (tx) =>
      publishEvent(tx, {
        restaurantId: demoRestaurant,
        type: 'order.created',
        payload: { mark: 'went-by' },
      }),
    );
    const wentBy = (await idOf('went-by'))!;
    expect(await idOf('held-open')).toBeUndefined();
    release();
    await open;
    await second.close();
    expect(await idOf('held-open')).toBeGreaterThan(wentBy);
  });

  it('notifies a business’s events in id order when many publish at once', async () => {
    const second = await database.openAnother();
    const ear = await listening();
    const marks = Array.from({ length: 16 }, (_, n) => `at-once-${n}`);
    await Promise.all(
      marks.map((mark, n) =>
        runAsTenant(n % 2 ? second.db : database.db, demoId, async (tx) => {
          await publishEvent(tx, {
            restaurantId: demoRestaurant,
            type: 'order.created',
            payload: { mark },
          });
          // Work of its own before the commit, longer for some: commits would overtake each other.
          await tx.execute(sql`select pg_sleep(random() / 50)`);
        }),
      ),
    );
    const ours = new Set(await Promise.all(marks.map(async (mark) => (await idOf(mark))!)));
    const heardIds = () =>
      ear.heard.map((p) => parseEventNotice(p)!.id).filter((id) => ours.has(id));
    await expect.poll(() => heardIds().length).toBe(ours.size);
    expect(heardIds()).toEqual([...ours].sort((a, b) => a - b));
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
