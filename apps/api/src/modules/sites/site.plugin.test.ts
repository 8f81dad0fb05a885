import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Lookups of the restaurant cache so far: each resolution of a host is one. */
const lookups = () => {
  const { hits, misses } = t.app.restaurantCache.stats();
  return hits + misses;
};

describe("a request's site", () => {
  it('is resolved once per request on the routes that ask, from the cache', async () => {
    const host = `${DEMO.hosts.trattoria}:3000`;
    // Warm, so the count below is of this request alone.
    await t.app.inject({ url: '/manifest.webmanifest', headers: { host } });

    let before = lookups();
    const manifest = await t.app.inject({ url: '/manifest.webmanifest', headers: { host } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'Trattoria Demo' });
    expect(lookups() - before).toBe(1);

    before = lookups();
    const page = await t.app.inject({ url: '/it/contatti', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="coperto-site" content="restaurant" />');
    expect(lookups() - before).toBe(1);
  });

  it('costs nothing on the routes that do not ask', async () => {
    const before = lookups();
    const res = await t.app.inject({
      url: '/api/health',
      headers: { host: DEMO.hosts.trattoria },
    });
    expect(res.statusCode).toBe(200);
    expect(lookups()).toBe(before);
  });

  it('answers a host no restaurant has as unknown, and the marketing host as marketing', async () => {
    const unknown = await t.app.inject({ url: '/', headers: { host: 'ghost.localhost' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="coperto-site" content="unknown" />');
    const marketing = await t.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(marketing.statusCode).toBe(200);
    expect(marketing.body).toContain('<meta name="coperto-site" content="marketing" />');
  });
});
