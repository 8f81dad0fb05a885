import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { hotStatement, ofTenant, placeholdersFor } from './hot-statement';
import { liveEvents } from './schema/events';
import { businesses } from './schema/tenancy';
import { seedDemo } from './seed/demo-seed';
import { runAsTenant } from './tenant-scope';

/** Statements built once per process, on the real database (PGlite here, PostgreSQL in CI). */
let database: TestDatabase;
let first: number;
let second: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { password: 'demo-password' });
  [first, second] = (await database.db.select().from(businesses).orderBy(businesses.id)).map(
    (b) => b.id,
  ) as [number, number];
}, 60_000);
afterAll(() => database?.close());

const insertEvent = hotStatement('test.live-events.insert', (tx) =>
  tx
    .insert(liveEvents)
    .values(placeholdersFor(['business_id', 'restaurant_id', 'type', 'payload'])),
);
// No business filter of its own: only Row Level Security keeps a tenant to its rows.
const eventsOfType = hotStatement('test.live-events.of-type', (tx) =>
  tx
    .select({ business_id: liveEvents.business_id, restaurant_id: liveEvents.restaurant_id })
    .from(liveEvents)
    .where(eq(liveEvents.type, sql.placeholder('type'))),
);

describe('hotStatement', () => {
  it('runs one preparation in every tenant’s transaction, each with its own values and rows', async () => {
    for (const business of [first, second]) {
      await runAsTenant(database.db, business, (tx) =>
        insertEvent(tx, {
          business_id: business,
          restaurant_id: null,
          type: 'hot.written',
          payload: { business },
        }),
      );
    }
    for (const business of [second, first]) {
      const rows = await runAsTenant(database.db, business, (tx) =>
        eventsOfType(tx, { type: 'hot.written' }),
      );
      expect(rows).toEqual([{ business_id: business, restaurant_id: null }]);
    }
  });

  it('filters on each call’s own business with ofTenant, and on none for the platform scope', async () => {
    const ofTenantType = hotStatement('test.live-events.of-tenant', (tx) =>
      tx
        .select({ business_id: liveEvents.business_id })
        .from(liveEvents)
        .where(and(ofTenant(liveEvents.business_id), eq(liveEvents.type, sql.placeholder('type'))))
        .orderBy(liveEvents.business_id),
    );
    for (const business of [first, second]) {
      expect(
        await runAsTenant(database.db, business, (tx) => ofTenantType(tx, { type: 'hot.written' })),
      ).toEqual([{ business_id: business }]);
    }
    expect(
      await runAsTenant(database.db, 'platform', (tx) => ofTenantType(tx, { type: 'hot.written' })),
    ).toEqual([{ business_id: first }, { business_id: second }]);
  });

  it('writes a null as SQL NULL, not through the column’s encoder', async () => {
    const stored = await database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(and(eq(liveEvents.type, 'hot.written'), isNull(liveEvents.restaurant_id)));
    expect(stored).toHaveLength(2);
  });

  it('refuses a statement with a value written into it, which every later call would keep', async () => {
    const baked = hotStatement('test.live-events.baked', (tx) =>
      tx.select().from(liveEvents).where(eq(liveEvents.business_id, first)),
    );
    await expect(runAsTenant(database.db, first, (tx) => baked(tx, {}))).rejects.toThrow(
      'a value is not a placeholder',
    );
  });

  it('refuses a second statement under a name already taken', () => {
    expect(() =>
      hotStatement('test.live-events.of-type', (tx) => tx.select().from(liveEvents)),
    ).toThrow('defined twice');
  });
});
