import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { testConfig } from '../config';
import { DEMO } from '../db/seed/demo-seed';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

/** The value of one series in Prometheus text, e.g. `http_requests_total{method="GET",…}`. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

let t: TestApp;
/** The same database behind an app that has a METRICS_TOKEN. */
let withToken: App;
beforeAll(async () => {
  t = await buildTestApp();
  withToken = await buildApp({
    config: testConfig({ METRICS_TOKEN: TOKEN }),
    database: t.database,
    clock: t.clock,
    logger: false,
  });
}, 120_000);
afterAll(async () => {
  await withToken?.close();
  await t?.close();
});

const scrape = async () => {
  const reply = await t.app.inject({ url: '/api/metrics' });
  expect(reply.statusCode).toBe(200);
  return reply.body;
};

describe('GET /api/metrics', () => {
  it('answers Prometheus text with the process metrics', async () => {
    const reply = await t.app.inject({ url: '/api/metrics' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(reply.body).toContain('# TYPE http_requests_total counter');
    expect(reply.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(reply.body).toContain('process_cpu_user_seconds_total');
    expect(reply.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route pattern, method and status, and times them', async () => {
    const route = 'route="/api/restaurant/hostname/:hostname"';
    const ok = `http_requests_total{method="GET",${route},status_code="200"}`;
    const missing = `http_requests_total{method="GET",${route},status_code="404"}`;
    const timed = `http_request_duration_seconds_count{method="GET",${route},status_code="200"}`;
    const before = await scrape();
    for (const host of [DEMO.hosts.trattoria, DEMO.hosts.pizzeria, DEMO.hosts.osteria]) {
      expect((await t.app.inject({ url: `/api/restaurant/hostname/${host}` })).statusCode).toBe(
        200,
      );
    }
    await t.app.inject({ url: '/api/restaurant/hostname/nowhere.example' });
    const after = await scrape();
    expect(seriesValue(after, ok) - seriesValue(before, ok)).toBe(3);
    expect(seriesValue(after, missing) - seriesValue(before, missing)).toBe(1);
    expect(seriesValue(after, timed) - seriesValue(before, timed)).toBe(3);
    // The host names visitors asked for never become label values.
    expect(after).not.toContain(DEMO.hosts.pizzeria);
    expect(after).not.toContain('nowhere.example');
  });

  it('counts paths that match no route under one label, so made-up URLs add no series', async () => {
    const unmatched = 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}';
    await t.app.inject({ url: '/api/no-such-thing-0' });
    const before = await scrape();
    for (const n of [1, 2, 3]) await t.app.inject({ url: `/api/no-such-thing-${n}` });
    const after = await scrape();
    expect(seriesValue(after, unmatched) - seriesValue(before, unmatched)).toBe(3);
    expect(after).not.toContain('no-such-thing');
    expect(after.split('\n').filter((l) => l.startsWith('http_requests_total{')).length).toBe(
      before.split('\n').filter((l) => l.startsWith('http_requests_total{')).length,
    );
  });

  it('does not count its own scrapes', async () => {
    await scrape();
    expect(await scrape()).not.toContain('route="/api/metrics"');
  });

  it('shows the restaurant cache’s hits and misses', async () => {
    const hits = 'restaurant_cache_hits_total';
    const misses = 'restaurant_cache_misses_total';
    const before = await scrape();
    t.app.restaurantCache.clear();
    const url = `/api/restaurant/hostname/${DEMO.hosts.osteria}`;
    for (const _ of [1, 2, 3]) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const after = await scrape();
    expect(seriesValue(after, misses) - seriesValue(before, misses)).toBe(1);
    expect(seriesValue(after, hits) - seriesValue(before, hits)).toBe(2);
  });

  it('shows the PostgreSQL pool’s connections; embedded PGlite has no pool to show', async () => {
    const text = await scrape();
    if (t.database.kind === 'pglite') {
      expect(text).not.toContain('db_pool_');
      return;
    }
    // The scrape's own request holds none, and the seed and earlier requests opened some.
    expect(seriesValue(text, 'db_pool_connections')).toBeGreaterThan(0);
    expect(seriesValue(text, 'db_pool_idle_connections')).toBe(
      seriesValue(text, 'db_pool_connections'),
    );
    expect(text).toContain('db_pool_waiting_requests 0');
  });
});

describe('who may read the metrics', () => {
  it('without METRICS_TOKEN, only this machine: elsewhere the route is as good as absent', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const reply = await t.app.inject({ url: '/api/metrics', remoteAddress });
      expect([remoteAddress, reply.statusCode]).toEqual([remoteAddress, 200]);
    }
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1']) {
      const reply = await t.app.inject({ url: '/api/metrics', remoteAddress });
      expect([remoteAddress, reply.statusCode]).toEqual([remoteAddress, 404]);
      expect(reply.json()).toEqual({
        detail: 'Route GET /api/metrics not found',
        code: 'NOT_FOUND',
      });
    }
  });

  it('never counts a proxied request as local, trusted proxy or not', async () => {
    const behindProxy = await buildApp({
      config: testConfig({ TRUST_PROXY: 'true' }),
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    try {
      for (const app of [t.app, behindProxy]) {
        for (const headers of [
          { 'x-forwarded-for': '127.0.0.1' },
          { forwarded: 'for=127.0.0.1' },
          { 'x-real-ip': '127.0.0.1' },
        ]) {
          const reply = await app.inject({
            url: '/api/metrics',
            remoteAddress: '127.0.0.1',
            headers,
          });
          expect([headers, reply.statusCode]).toEqual([headers, 404]);
        }
      }
    } finally {
      await behindProxy.close();
    }
  });

  it('with METRICS_TOKEN, whoever sends it as a bearer, and nobody else, loopback included', async () => {
    const read = (authorization?: string, remoteAddress = '203.0.113.9') =>
      withToken.inject({
        url: '/api/metrics',
        remoteAddress,
        headers: authorization ? { authorization } : {},
      });
    expect((await read(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    for (const wrong of [undefined, `Bearer ${TOKEN}x`, 'Bearer nope', TOKEN]) {
      const reply = await read(wrong);
      expect([wrong, reply.statusCode]).toEqual([wrong, 401]);
      expect(reply.headers['www-authenticate']).toBe('Bearer');
      expect(reply.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await read(undefined, '127.0.0.1')).statusCode).toBe(401);
  });

  it('is listed in the API description beside the health checks, needing no session', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/metrics'].get;
    expect(operation.tags).toEqual(['health']);
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '404']);
  });
});
