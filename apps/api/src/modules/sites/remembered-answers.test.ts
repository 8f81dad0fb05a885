import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { RESTAURANT_CACHE_TTL_MS } from './restaurant-cache';

/** The host name lookup and the version poll answered again from memory (plugins/answer-cache.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const LOOKUP = `/api/restaurant/hostname/${DEMO.hosts.trattoria}`;

function bodyOf(reply: { headers: Record<string, unknown>; rawPayload: Buffer }) {
  const encoding = reply.headers['content-encoding'];
  const raw = reply.rawPayload;
  const text =
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8'));
}

describe('remembered public reads', () => {
  it('answer as the route does, compressed or not, each with its own request id and headers', async () => {
    for (const encoding of [undefined, 'gzip', 'br, gzip']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const replies = [];
      for (const _ of [1, 2, 3]) replies.push(await t.app.inject({ url: LOOKUP, headers }));
      const [first, ...again] = replies;
      for (const reply of again) {
        expect([encoding, reply.statusCode]).toEqual([encoding, 200]);
        expect(bodyOf(reply)).toEqual(bodyOf(first!));
        expect(reply.headers['content-encoding']).toBe(first!.headers['content-encoding']);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(reply.headers['content-security-policy']).toBe(
          first!.headers['content-security-policy'],
        );
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
      }
      expect(bodyOf(first!).name).toBe('Trattoria Demo');
      expect(new Set(replies.map((r) => r.headers['x-request-id'])).size).toBe(3);
    }
  });

  it('answer the poll of each held version for itself', async () => {
    const { last_updated } = (await t.app.inject({ url: LOOKUP })).json();
    const poll = (held: string) =>
      t.app.inject({
        url: `/api/restaurant/current_version/${DEMO.hosts.trattoria}/${encodeURIComponent(held)}?language=it`,
      });
    for (const _ of [1, 2]) {
      expect((await poll(last_updated)).json()).toEqual({ changed: false, last_updated });
      const older = (await poll('2020-01-01T00:00:00.000Z')).json();
      expect(older.changed).toBe(true);
      expect(older.restaurant.last_updated).toBe(last_updated);
    }
  });

  it('are made anew once the cached restaurant is read again', async () => {
    const before = await t.app.inject({ url: LOOKUP });
    const misses = t.app.restaurantCache.stats().misses;
    t.clock.advance(RESTAURANT_CACHE_TTL_MS + 1);
    const after = await t.app.inject({ url: LOOKUP });
    expect(t.app.restaurantCache.stats().misses).toBe(misses + 1);
    expect(after.json()).toEqual(before.json());
  });
});
