import { VersionPollResponseSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { RESTAURANT_CHANGED_CHANNEL } from '../../db/public-restaurant-view';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO, seedDemo } from '../../db/seed/demo-seed';
import { runAsTenant } from '../../db/tenant-scope';
import { FakeClock } from '../../shared/clock';
import { DEMO_PASSWORD, loginAs } from '../../test/build-test-app';
import { countingDatabaseUses } from '../../test/counting-database';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { VALIDATION_MEMO_SIZE, ValidationMemo } from './hot-read-compilers';
import { RESTAURANT_CACHE_TTL_MS } from './restaurant-cache';

/**
 * App A is the app under test, its database handle counted. App B is a second API process on the
 * same database: on PostgreSQL a handle (pool, LISTEN connection) of its own; on PGlite, one
 * process by nature, the same client.
 */
let database: TestDatabase;
let secondHandle: DatabaseHandle;
let appA: App;
let appB: App;
let clock: FakeClock;
/** Every use of app A's database: a warm poll must leave this unchanged. */
let databaseTouches = 0;
let trattoriaId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { password: DEMO_PASSWORD });
  // After seeding: the seed's last_updated is the database's time, and changes must come later.
  clock = new FakeClock(new Date());
  secondHandle = await database.openAnother();
  const options = { config: testConfig(), clock, logger: false as const };
  appA = await buildApp({
    ...options,
    database: countingDatabaseUses(database, () => databaseTouches++),
  });
  appB = await buildApp({ ...options, database: secondHandle });
  await Promise.all([appA.ready(), appB.ready()]);
  trattoriaId = (await loginAs(appB, DEMO.users.owner)).body.restaurant.id;
});

afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await secondHandle?.close();
  await database?.close();
});

const poll = (app: App, hostname: string, lastUpdated: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/restaurant/current_version/${hostname}/${encodeURIComponent(lastUpdated)}${query}`,
  });

async function currentRestaurant(app: App = appA) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/restaurant/hostname/${DEMO.hosts.trattoria}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The owner changes the trattoria's description through the API of the given app. */
async function changeDescription(app: App, description: string) {
  // Later than the version the clients hold, as real time would be.
  clock.advance(1000);
  const owner = await loginAs(app, DEMO.users.owner);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/restaurant/${trattoriaId}`,
    headers: owner.headers,
    payload: { description },
  });
  expect(res.statusCode).toBe(200);
}

/**
 * Waits until app A's cache has heard a notification since `generation`. NOTIFY is delivered on
 * commit: at once on PGlite, a moment later over PostgreSQL's LISTEN connection.
 */
async function notificationHeardSince(generation: number) {
  await vi.waitFor(() => expect(appA.restaurantCache.generation).toBeGreaterThan(generation), {
    timeout: 5000,
  });
}

describe('GET /api/restaurant/current_version/{hostname}/{last_updated}', () => {
  it('answers changed: false for the version the client holds', async () => {
    const { last_updated } = await currentRestaurant();
    const res = await poll(appA, DEMO.hosts.trattoria, last_updated, '?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ changed: false, last_updated });
  });

  it('compares instants, not strings: the same time in another offset is unchanged', async () => {
    const { last_updated } = await currentRestaurant();
    const instant = new Date(last_updated);
    const inRome = new Date(instant.getTime() + 3_600_000).toISOString().replace('Z', '+01:00');
    expect(inRome).not.toBe(last_updated);
    expect((await poll(appA, DEMO.hosts.trattoria, inRome)).json()).toEqual({
      changed: false,
      last_updated,
    });
  });

  it('answers changed: true with the whole public restaurant for any other version', async () => {
    const current = await currentRestaurant();
    const older = new Date(Date.parse(current.last_updated) - 1).toISOString();
    const res = await poll(appA, DEMO.hosts.trattoria, older);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: true, restaurant: current });
    expect(res.json().restaurant).not.toHaveProperty('business_id');
  });

  it('ignores case and port of the host name', async () => {
    const { last_updated } = await currentRestaurant();
    const res = await poll(appA, 'Trattoria.LOCALHOST:3000', last_updated);
    expect(res.json()).toEqual({ changed: false, last_updated });
  });

  it('answers 404 in the error shape for an unknown host', async () => {
    const res = await poll(appA, 'nowhere.localhost', '2026-06-15T10:00:00.000Z');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Restaurant not found', code: 'NOT_FOUND' });
  });

  it.each([
    ['not a time', 'yesterday'],
    ['no offset', '2026-06-15T10:00:00'],
    ['an impossible date', '2026-02-30T10:00:00Z'],
    ['a bare number', '1781517600000'],
  ])('refuses a malformed last_updated (%s) with 400', async (_what, lastUpdated) => {
    const res = await poll(appA, DEMO.hosts.trattoria, lastUpdated);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().fields).toHaveProperty('last_updated');
  });

  it('writes the unchanged answer exactly as the schema serializer would', async () => {
    const { last_updated } = await currentRestaurant();
    const res = await poll(appA, DEMO.hosts.trattoria, last_updated);
    expect(res.body).toBe(
      JSON.stringify(VersionPollResponseSchema.parse({ changed: false, last_updated })),
    );
  });

  it('still refuses bad input that resembles input it has already accepted', async () => {
    const { last_updated } = await currentRestaurant();
    for (let i = 0; i < 2; i++) {
      expect(
        (await poll(appA, DEMO.hosts.trattoria, last_updated, '?language=it')).statusCode,
      ).toBe(200);
    }
    const lookalikes = [
      poll(appA, `${DEMO.hosts.trattoria}%00`, last_updated, '?language=it'),
      poll(appA, DEMO.hosts.trattoria, `${last_updated}%01`, '?language=it'),
      poll(appA, DEMO.hosts.trattoria, last_updated, '?language=it&language=en'),
      poll(appA, DEMO.hosts.trattoria, last_updated, '?language=it%00'),
    ];
    for (const res of await Promise.all(lookalikes)) expect(res.statusCode).toBe(400);
  });

  it('remembers a validation only for the very same string input', () => {
    const memo = new ValidationMemo();
    const accepted = { value: { a: 'b', c: 'd' } };
    memo.set({ a: 'b', c: 'd' }, accepted);
    expect(memo.get({ a: 'b', c: 'd' })).toBe(accepted);
    // With a key string joined by separators, the next two could have met the first.
    expect(memo.get({ a: 'b\u0000c\u0000d' })).toBeUndefined();
    expect(memo.get({ a: 'b', c: 'd', e: 'f' })).toBeUndefined();
    expect(memo.get({ a: 'b' })).toBeUndefined();
    expect(memo.get({ c: 'd', a: 'b' })).toBeUndefined();
    memo.set({ language: ['it', 'en'] }, { value: {} });
    expect(memo.get({ language: ['it', 'en'] })).toBeUndefined();
    for (let i = 0; i <= VALIDATION_MEMO_SIZE; i++) memo.set({ a: String(i) }, { value: i });
    expect(memo.get({ a: 'b', c: 'd' })).toBeUndefined();
    expect(memo.get({ a: String(VALIDATION_MEMO_SIZE) })).toEqual({ value: VALIDATION_MEMO_SIZE });
  });

  it('refuses an unsupported language and unknown query parameters with 400', async () => {
    const { last_updated } = await currentRestaurant();
    const unsupported = await poll(appA, DEMO.hosts.trattoria, last_updated, '?language=xx');
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().fields).toHaveProperty('language');
    const unknown = await poll(appA, DEMO.hosts.trattoria, last_updated, '?lang=it');
    expect(unknown.statusCode).toBe(400);
  });

  it('sees a change made through PUT /api/restaurant/{id} on the very next poll', async () => {
    const before = await currentRestaurant();
    await poll(appA, DEMO.hosts.trattoria, before.last_updated);
    await changeDescription(appA, 'Cucina di casa, rinnovata');

    const res = (await poll(appA, DEMO.hosts.trattoria, before.last_updated)).json();
    expect(res.changed).toBe(true);
    expect(res.restaurant.description).toBe('Cucina di casa, rinnovata');
    expect(Date.parse(res.restaurant.last_updated)).toBeGreaterThan(
      Date.parse(before.last_updated),
    );
    expect((await poll(appA, DEMO.hosts.trattoria, res.restaurant.last_updated)).json()).toEqual({
      changed: false,
      last_updated: res.restaurant.last_updated,
    });
    expect((await currentRestaurant()).description).toBe('Cucina di casa, rinnovata');
  });
});

describe('the restaurant cache behind the poll', () => {
  it('is listening once the app is ready', () => {
    expect(appA.restaurantCache.isListening).toBe(true);
    expect(appB.restaurantCache.isListening).toBe(true);
  });

  it('once warm, answers polls and host name reads without touching the database', async () => {
    const signedIn = (await loginAs(appA, DEMO.users.owner)).headers;
    appA.restaurantCache.clear();
    const touchesWhenCold = databaseTouches;
    const { last_updated } = await currentRestaurant();
    expect(databaseTouches).toBeGreaterThan(touchesWhenCold);

    const touchesBefore = databaseTouches;
    for (let i = 0; i < 20; i++) {
      expect((await poll(appA, DEMO.hosts.trattoria, last_updated)).json().changed).toBe(false);
    }
    // A signed-in visitor's page sends its token: the poll does not look up the session.
    const withToken = await appA.inject({
      method: 'GET',
      url: `/api/restaurant/current_version/${DEMO.hosts.trattoria}/${encodeURIComponent(last_updated)}`,
      headers: signedIn,
    });
    expect(withToken.json()).toEqual({ changed: false, last_updated });
    const older = new Date(Date.parse(last_updated) - 60_000).toISOString();
    expect((await poll(appA, DEMO.hosts.trattoria, older)).json().changed).toBe(true);
    expect((await currentRestaurant()).last_updated).toBe(last_updated);
    expect(databaseTouches).toBe(touchesBefore);
  });

  it('sees a change made by another API process on the next poll of its warm cache', async () => {
    const held = await currentRestaurant(appA);
    await poll(appA, DEMO.hosts.trattoria, held.last_updated);
    const touchesWarm = databaseTouches;
    await poll(appA, DEMO.hosts.trattoria, held.last_updated);
    expect(databaseTouches).toBe(touchesWarm);

    const generation = appA.restaurantCache.generation;
    await changeDescription(appB, 'Cambiata da un altro processo');
    await notificationHeardSince(generation);
    // App A's own database was not used for the change: only B's handle was.
    expect(databaseTouches).toBe(touchesWarm);

    const res = (await poll(appA, DEMO.hosts.trattoria, held.last_updated)).json();
    expect(res.changed).toBe(true);
    expect(res.restaurant.description).toBe('Cambiata da un altro processo');
    expect(res.restaurant).toEqual(await currentRestaurant(appB));
    expect(databaseTouches).toBeGreaterThan(touchesWarm);
  });

  it('is not cleared by a change that was rolled back', async () => {
    const { last_updated } = await currentRestaurant();
    await poll(appA, DEMO.hosts.trattoria, last_updated);
    const generation = appA.restaurantCache.generation;

    await expect(
      runAsTenant(secondHandle.db, 'platform', async (tx) => {
        // What touchRestaurant does for a visible change: move last_updated and notify on commit.
        await tx
          .update(restaurants)
          .set({ last_updated: new Date(clock.now().getTime() + 5000) })
          .where(eq(restaurants.id, trattoriaId));
        await tx.execute(
          sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, ${String(trattoriaId)})`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A committed notification afterwards: notifications arrive in commit order, so once this one
    // is heard, a notification of the rolled-back change would have been heard before it.
    await secondHandle.db.execute(
      sql`select pg_notify(${RESTAURANT_CHANGED_CHANNEL}, 'after-rollback')`,
    );
    await notificationHeardSince(generation);
    expect(appA.restaurantCache.generation).toBe(generation + 1);

    const [row] = await secondHandle.db
      .select({ last_updated: restaurants.last_updated })
      .from(restaurants)
      .where(eq(restaurants.id, trattoriaId));
    expect(row?.last_updated.toISOString()).toBe(last_updated);
    expect((await poll(appA, DEMO.hosts.trattoria, last_updated)).json().changed).toBe(false);
  });

  it('reads the database again after the safety TTL', async () => {
    const { last_updated } = await currentRestaurant();
    const touchesWarm = databaseTouches;
    clock.advance(RESTAURANT_CACHE_TTL_MS - 1000);
    await poll(appA, DEMO.hosts.trattoria, last_updated);
    expect(databaseTouches).toBe(touchesWarm);
    clock.advance(1000);
    await poll(appA, DEMO.hosts.trattoria, last_updated);
    expect(databaseTouches).toBeGreaterThan(touchesWarm);
  });

  it.runIf(process.env.DATABASE_URL)(
    'reads the database while its LISTEN connection is lost, then listens again',
    async () => {
      const { last_updated } = await currentRestaurant();
      await secondHandle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await vi.waitFor(() => expect(appA.restaurantCache.isListening).toBe(false));
      const touchesDeaf = databaseTouches;
      await poll(appA, DEMO.hosts.trattoria, last_updated);
      await poll(appA, DEMO.hosts.trattoria, last_updated);
      expect(databaseTouches).toBeGreaterThan(touchesDeaf);

      await vi.waitFor(() => expect(appA.restaurantCache.isListening).toBe(true), {
        timeout: 10_000,
      });
      const generation = appA.restaurantCache.generation;
      await changeDescription(appB, 'Dopo la riconnessione');
      await notificationHeardSince(generation);
      const res = (await poll(appA, DEMO.hosts.trattoria, last_updated)).json();
      expect(res.restaurant.description).toBe('Dopo la riconnessione');
    },
  );
});
