import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { createDiskStorage } from '../../ports/storage/disk-storage';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';

type Headers = Record<string, string>;

let t: TestApp;
let mediaRoot: string;
let owner: Headers;
let manager: Headers;
let staff: Headers;
let otherOwner: Headers;
const ids = { trattoria: 0, pizzeria: 0, osteria: 0 };

beforeAll(async () => {
  mediaRoot = await mkdtemp(join(tmpdir(), 'coperto-sitemap-media-'));
  t = await buildTestApp({
    env: { PUBLIC_URL: 'https://coperto.test' },
    storage: createDiskStorage(mediaRoot),
  });
  ({ owner, manager, staff, otherOwner } = await loginDemoTeam(t.app));
  Object.assign(ids, await demoRestaurantIds(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

async function restaurantRow(id: number) {
  const [row] = await t.app.db.select().from(restaurants).where(eq(restaurants.id, id));
  return row!;
}
const generate = (id: number, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/r2/config-files/${id}/sitemap`, headers });
const siteFile = (path: string, host: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { host } });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

describe('POST /api/r2/config-files/{id}/sitemap', () => {
  it('writes the sitemap under the media prefix and records when', async () => {
    t.clock.advance(60_000);
    const res = await generate(ids.trattoria, owner);
    expect(res.statusCode).toBe(200);
    const origin = 'https://trattoria.localhost';
    expect(res.json()).toEqual({
      url: `${origin}/sitemap.xml`,
      generated_at: t.clock.now().toISOString(),
      pages: ['', 'menu', 'gallery', 'contact'].flatMap((page) =>
        ['it', 'en'].map((language) => `${origin}/${language}/${page}`),
      ),
    });
    const row = await restaurantRow(ids.trattoria);
    expect(row.sitemap_generated_at?.toISOString()).toBe(res.json().generated_at);
    const stored = await t.app.storage.get(`${row.media_prefix}/sitemap.xml`);
    expect(stored?.contentType).toBe('application/xml; charset=utf-8');
    const xml = stored!.body.toString('utf8');
    expect(locsOf(xml)).toEqual(res.json().pages);
    // Each page in each language names both languages and x-default (the first language).
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml.match(/hreflang="it"/g)).toHaveLength(8);
    expect(xml.match(/hreflang="en"/g)).toHaveLength(8);
    expect(
      xml.match(/hreflang="x-default" href="https:\/\/trattoria\.localhost\/it\//g),
    ).toHaveLength(8);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/gallery"/>`,
    );
    const dashboardView = await t.app.inject({
      url: `/api/restaurant/${ids.trattoria}`,
      headers: owner,
    });
    expect(dashboardView.json().sitemap_generated_at).toBe(res.json().generated_at);
  });

  it('lets a manager generate it; refuses staff (403) and other businesses (404)', async () => {
    expect((await generate(ids.pizzeria, manager)).statusCode).toBe(200);
    expect((await generate(ids.pizzeria, staff)).statusCode).toBe(403);
    const before = await restaurantRow(ids.trattoria);
    t.clock.advance(60_000);
    const foreign = await generate(ids.trattoria, otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', detail: 'Restaurant not found' });
    expect(await restaurantRow(ids.trattoria)).toEqual(before);
    expect((await generate(999_999, owner)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/r2/config-files/${ids.trattoria}/sitemap` }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 400 for an id that is not one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(40), '%27%20OR%201%3D1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/r2/config-files/${id}/sitemap`,
        headers: owner,
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code, id).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps writing under the media prefix after the public key changes', async () => {
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/unique_id',
      headers: owner,
      payload: { restaurant_id: ids.trattoria, unique_id: 'trattoria-demo' },
    });
    expect(changed.statusCode).toBe(200);
    const row = await restaurantRow(ids.trattoria);
    expect(row.media_prefix).not.toBe(row.public_key);
    t.clock.advance(60_000);
    const res = await generate(ids.trattoria, owner);
    expect(res.statusCode).toBe(200);
    expect(await t.app.storage.get('trattoria-demo/sitemap.xml')).toBeUndefined();
    expect((await t.app.storage.get(`${row.media_prefix}/sitemap.xml`))?.body.toString()).toContain(
      '<loc>https://trattoria.localhost/it/</loc>',
    );
  });
});

describe('GET /sitemap.xml and /robots.txt per host', () => {
  it("serves the restaurant's stored sitemap on its host, port ignored", async () => {
    const row = await restaurantRow(ids.trattoria);
    const stored = await t.app.storage.get(`${row.media_prefix}/sitemap.xml`);
    for (const host of [DEMO.hosts.trattoria, 'Trattoria.Localhost:3000']) {
      const res = await siteFile('/sitemap.xml', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toBe(stored!.body.toString('utf8'));
    }
    // Served from storage: the stored copy is what answers.
    await t.app.storage.put(
      `${row.media_prefix}/sitemap.xml`,
      '<urlset/>',
      'application/xml; charset=utf-8',
    );
    expect((await siteFile('/sitemap.xml', DEMO.hosts.trattoria)).body).toBe('<urlset/>');
  });

  it('writes the sitemap on the first request when there is none yet', async () => {
    const before = await restaurantRow(ids.osteria);
    expect(before.sitemap_generated_at).toBeNull();
    expect(await t.app.storage.get(`${before.media_prefix}/sitemap.xml`)).toBeUndefined();
    const res = await siteFile('/sitemap.xml', DEMO.hosts.osteria);
    expect(res.statusCode).toBe(200);
    expect(locsOf(res.body)).toHaveLength(12);
    expect(res.body).toContain('hreflang="fr" href="https://osteria.localhost/fr/contact"');
    const after = await restaurantRow(ids.osteria);
    expect(after.sitemap_generated_at).not.toBeNull();
    expect((await t.app.storage.get(`${after.media_prefix}/sitemap.xml`))?.body.toString()).toBe(
      res.body,
    );
  });

  it('writes it again once the languages changed after it was written', async () => {
    t.clock.advance(60_000);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/language',
      headers: otherOwner,
      payload: { restaurant_id: ids.osteria, language: 'es' },
    });
    expect(added.statusCode).toBe(200);
    const res = await siteFile('/sitemap.xml', DEMO.hosts.osteria);
    expect(locsOf(res.body)).toHaveLength(16);
    expect(res.body).toContain('<loc>https://osteria.localhost/es/menu</loc>');
  });

  it("names the sitemap on the restaurant's first host name in robots.txt", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/restaurant/hostname',
      headers: owner,
      payload: { restaurant_id: ids.pizzeria, hostname: 'www.pizzeria.test' },
    });
    for (const host of [DEMO.hosts.pizzeria, 'www.pizzeria.test']) {
      const res = await siteFile('/robots.txt', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toBe(
        'User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: https://pizzeria.localhost/sitemap.xml\n',
      );
    }
  });

  it('answers the marketing robots.txt on the marketing host, and no sitemap there', async () => {
    const robots = await siteFile('/robots.txt', 'localhost:3000');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\nAllow: /\nDisallow: /dashboard\n');
    expect((await siteFile('/sitemap.xml', 'localhost')).statusCode).toBe(404);
  });

  it('answers 404 on an unknown host', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const res = await siteFile(path, 'ghost.localhost');
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves every other path to the web app', async () => {
    const res = await siteFile('/it/menu', DEMO.hosts.trattoria);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
