import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../shared/clock';
import { RESTAURANT_CACHE_TTL_MS, RestaurantCache } from './restaurant-cache';

const HOST = 'trattoria.localhost';
const silentLog = { info: () => {}, warn: () => {} };

function restaurantAt(lastUpdated: string) {
  return { name: 'Trattoria Demo', last_updated: lastUpdated } as PublicRestaurant;
}

/** A channel the test drives: deliver a notification, lose the connection, refuse to listen. */
function fakeChannel() {
  let onMessage: ((payload: string) => void) | undefined;
  let onLost: ((error: Error) => void) | undefined;
  const state = { refusals: 0, unlistened: 0 };
  const listen = vi.fn(
    async (_channel: string, message: (payload: string) => void, lost?: (e: Error) => void) => {
      if (state.refusals > 0) {
        state.refusals--;
        throw new Error('connection refused');
      }
      onMessage = message;
      onLost = lost;
      return async () => {
        state.unlistened++;
      };
    },
  );
  return {
    listen,
    state,
    notify: () => onMessage?.('1'),
    lose: () => onLost?.(new Error('connection reset')),
  };
}

/** A database stand-in whose reads the test can count, and hold until it releases them. */
function fakeDatabase(initial = '2026-06-15T10:00:00.000Z') {
  const db = {
    lastUpdated: initial,
    changesAtMs: undefined as number | undefined,
    held: [] as (() => void)[],
    holding: false,
  };
  const load = vi.fn(async (hostname: string) => {
    // The row is read now; holding only delays its way back.
    const lastUpdated = db.lastUpdated;
    if (db.holding) await new Promise<void>((resolve) => db.held.push(resolve));
    return hostname === HOST
      ? { restaurant: restaurantAt(lastUpdated), changesAtMs: db.changesAtMs }
      : undefined;
  });
  return { db, load };
}

function cacheWith(overrides: { relistenDelaysMs?: number[] } = {}) {
  const channel = fakeChannel();
  const database = fakeDatabase();
  const clock = new FakeClock();
  const cache = new RestaurantCache({
    load: database.load,
    listen: channel.listen,
    clock,
    log: silentLog,
    relistenDelaysMs: overrides.relistenDelaysMs ?? [5],
  });
  return { cache, channel, database, clock };
}

describe('restaurant cache', () => {
  it('answers from memory while listening, and forgets everything on a notification', async () => {
    const { cache, channel, database } = cacheWith();
    await cache.start();
    expect((await cache.getByHostname(HOST))?.lastUpdatedMs).toBe(
      Date.parse('2026-06-15T10:00:00.000Z'),
    );
    await cache.getByHostname(HOST);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(1);

    database.db.lastUpdated = '2026-06-15T10:05:00.000Z';
    channel.notify();
    expect((await cache.getByHostname(HOST))?.restaurant.last_updated).toBe(
      '2026-06-15T10:05:00.000Z',
    );
    expect(database.load).toHaveBeenCalledTimes(2);
  });

  it('never stores a value read before a notification that arrived while it was in flight', async () => {
    const { cache, channel, database } = cacheWith();
    await cache.start();
    database.db.holding = true;
    const inFlight = cache.getByHostname(HOST);
    await vi.waitFor(() => expect(database.db.held).toHaveLength(1));
    // The change commits and is heard while the old row is on its way back.
    channel.notify();
    database.db.lastUpdated = '2026-06-15T10:05:00.000Z';
    database.db.holding = false;
    database.db.held.shift()?.();
    expect((await inFlight)?.restaurant.last_updated).toBe('2026-06-15T10:00:00.000Z');

    expect((await cache.getByHostname(HOST))?.restaurant.last_updated).toBe(
      '2026-06-15T10:05:00.000Z',
    );
    expect(database.load).toHaveBeenCalledTimes(2);
  });

  it('makes one read for a burst of misses, but a read after a notification does not join it', async () => {
    const { cache, channel, database } = cacheWith();
    await cache.start();
    database.db.holding = true;
    const burst = [cache.getByHostname(HOST), cache.getByHostname(HOST)];
    await vi.waitFor(() => expect(database.db.held).toHaveLength(1));
    channel.notify();
    const afterChange = cache.getByHostname(HOST);
    await vi.waitFor(() => expect(database.db.held).toHaveLength(2));
    for (const release of database.db.held.splice(0)) release();
    await Promise.all([...burst, afterChange]);
    expect(database.load).toHaveBeenCalledTimes(2);
  });

  it('reads from the database until LISTEN is established, and retries until it is', async () => {
    const { cache, channel, database } = cacheWith();
    await cache.getByHostname(HOST);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(2);

    channel.state.refusals = 2;
    await cache.start();
    expect(cache.isListening).toBe(false);
    await cache.getByHostname(HOST);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(4);

    await vi.waitFor(() => expect(cache.isListening).toBe(true));
    expect(channel.listen).toHaveBeenCalledTimes(3);
    await cache.getByHostname(HOST);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(5);
    await cache.stop();
  });

  it('does not store a value read while deaf, even if LISTEN comes up before it returns', async () => {
    const { cache, database } = cacheWith();
    database.db.holding = true;
    const readWhileDeaf = cache.getByHostname(HOST);
    await vi.waitFor(() => expect(database.db.held).toHaveLength(1));
    await cache.start();
    database.db.holding = false;
    database.db.held.shift()?.();
    await readWhileDeaf;
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(2);
  });

  it('goes back to the database when the LISTEN connection is lost, then listens again', async () => {
    const { cache, channel, database } = cacheWith();
    await cache.start();
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(1);

    channel.state.refusals = 1;
    channel.lose();
    expect(cache.isListening).toBe(false);
    expect(channel.state.unlistened).toBe(1);
    database.db.lastUpdated = '2026-06-15T10:05:00.000Z';
    expect((await cache.getByHostname(HOST))?.restaurant.last_updated).toBe(
      '2026-06-15T10:05:00.000Z',
    );
    expect(database.load).toHaveBeenCalledTimes(2);

    await vi.waitFor(() => expect(cache.isListening).toBe(true));
    await cache.getByHostname(HOST);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(3);
    await cache.stop();
  });

  it('reads again after the safety TTL, in case a notification was ever lost', async () => {
    const { cache, database, clock } = cacheWith();
    await cache.start();
    await cache.getByHostname(HOST);
    clock.advance(RESTAURANT_CACHE_TTL_MS - 1);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(2);
  });

  it("reads again when the restaurant's plan ends, if before the TTL: its features change", async () => {
    const { cache, database, clock } = cacheWith();
    await cache.start();
    database.db.changesAtMs = clock.now().getTime() + 1000;
    await cache.getByHostname(HOST);
    clock.advance(999);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(cache.peek(HOST)).toBeUndefined();
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(2);
  });

  it('does not cache unknown hosts', async () => {
    const { cache, database } = cacheWith();
    await cache.start();
    expect(await cache.getByHostname('nowhere.localhost')).toBeUndefined();
    expect(await cache.getByHostname('nowhere.localhost')).toBeUndefined();
    expect(database.load).toHaveBeenCalledTimes(2);
  });

  it('stops listening on stop, caches nothing more, and does not listen again', async () => {
    const { cache, channel, database } = cacheWith();
    await cache.start();
    await cache.stop();
    expect(channel.state.unlistened).toBe(1);
    await cache.getByHostname(HOST);
    await cache.getByHostname(HOST);
    expect(database.load).toHaveBeenCalledTimes(2);
    await cache.start();
    expect(channel.listen).toHaveBeenCalledTimes(1);
  });

  it('does not retry after stop when LISTEN was failing', async () => {
    const { cache, channel } = cacheWith({ relistenDelaysMs: [20] });
    channel.state.refusals = 1;
    await cache.start();
    await cache.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(channel.listen).toHaveBeenCalledTimes(1);
    expect(cache.isListening).toBe(false);
  });
});
