import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { shortNameOf } from './site-head.service';

let t: TestApp;
const publicKeys: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ env: { GOOGLE_MAPS_BROWSER_KEY: 'maps-key-for-tests' } });
  for (const name of ['trattoria', 'pizzeria'] as const) {
    const res = await t.app.inject({ url: `/api/restaurant/hostname/${DEMO.hosts[name]}` });
    publicKeys[name] = res.json().public_key;
  }
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: `${host}:3000`, ...headers } });

describe('GET /manifest.webmanifest', () => {
  it("describes a restaurant's site: its name, icons 192 and 512 from its public key, standalone", async () => {
    const res = await get('/manifest.webmanifest', DEMO.hosts.trattoria);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const key = publicKeys.trattoria;
    expect(res.json()).toMatchObject({
      name: 'Trattoria Demo',
      short_name: 'Trattoria',
      lang: 'it',
      start_url: '/',
      display: 'standalone',
      theme_color: '#9c2f2f',
      background_color: '#fdfdfd',
      icons: [
        { src: `/icons/${key}/icon-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `/icons/${key}/icon-512.png`, sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it("is Coperto's own on the marketing host", async () => {
    const res = await get('/manifest.webmanifest', 'localhost');
    expect(res.json()).toMatchObject({
      name: 'Coperto',
      short_name: 'Coperto',
      display: 'standalone',
      icons: [{ src: '/icons/coperto/icon-192.png' }, { src: '/icons/coperto/icon-512.png' }],
    });
  });

  it('does not exist on an unknown host', async () => {
    const res = await get('/manifest.webmanifest', 'unknown.localhost');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /icons/{public key}/{file}', () => {
  it("answers the default PNG icons for a restaurant's key, revalidated by ETag", async () => {
    for (const file of [
      'favicon-32.png',
      'apple-touch-icon.png',
      'mstile-144.png',
      'icon-192.png',
      'icon-512.png',
    ]) {
      const res = await get(`/icons/${publicKeys.pizzeria}/${file}`, DEMO.hosts.pizzeria);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const again = await get(`/icons/${publicKeys.pizzeria}/${file}`, DEMO.hosts.pizzeria, {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('refuses other file names and malformed keys', async () => {
    expect(
      (await get(`/icons/${publicKeys.pizzeria}/secret.txt`, DEMO.hosts.pizzeria)).statusCode,
    ).toBe(404);
    expect((await get('/icons/..%2F..%2Fetc/icon-192.png', DEMO.hosts.pizzeria)).statusCode).toBe(
      404,
    );
  });
});

describe("the page's head per host", () => {
  it("links the restaurant's icons, tile image and manifest, and hands over the runtime config", async () => {
    const res = await get('/it/', DEMO.hosts.trattoria);
    const html = res.body;
    const key = publicKeys.trattoria;
    expect(html).toContain(
      `<link rel="icon" type="image/png" sizes="32x32" href="/icons/${key}/favicon-32.png" />`,
    );
    expect(html).toContain(
      `<link rel="apple-touch-icon" sizes="180x180" href="/icons/${key}/apple-touch-icon.png" />`,
    );
    expect(html).toContain(
      `<meta name="msapplication-TileImage" content="/icons/${key}/mstile-144.png" />`,
    );
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<meta name="theme-color" content="#9c2f2f" />');
    expect(html).toContain('<meta name="coperto-languages" content="it,en" />');
    // One icon and one theme colour: the template's own are replaced.
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    const config = html.match(/<meta name="coperto-config" content="([^"]*)"/)?.[1] ?? '';
    expect(JSON.parse(config.replace(/&#34;/g, '"'))).toEqual({
      mapsBrowserKey: 'maps-key-for-tests',
      googleSignIn: false,
    });
  });

  it("gives an unknown host Coperto's icons and no manifest", async () => {
    const res = await get('/', 'unknown.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('href="/icons/coperto/favicon-32.png"');
    expect(res.body).not.toContain('rel="manifest"');
  });
});

describe('shortNameOf', () => {
  it('keeps short names, else takes the first word, else cuts', () => {
    expect(shortNameOf('Coperto')).toBe('Coperto');
    expect(shortNameOf('Osteria Altro Gusto')).toBe('Osteria');
    expect(shortNameOf('Supercalifragilistic Bar')).toBe('Supercalifra');
  });
});
