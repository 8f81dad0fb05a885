import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { testConfig } from '../config';
import { DEMO } from '../db/seed/demo-seed';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { inlineScriptHashesOf, PERMISSIONS_POLICY } from './security-headers';

let t: TestApp;
/** Behind a proxy that says https, with a maps key: the production shape. */
let proxied: App;

beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildApp({
    config: testConfig({ TRUST_PROXY: 'true', GOOGLE_MAPS_BROWSER_KEY: 'maps-key' }),
    database: t.database,
    clock: t.clock,
    logger: false,
  });
  await proxied.ready();
});

afterAll(async () => {
  await proxied?.close();
  await t?.close();
});

/** The policy's directives by name. */
function directivesOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string).split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const page = (app: App, host: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: `${host}:3000`, ...headers } });

describe('inline script hashes', () => {
  it('hashes the scripts that run, and no data block or script file', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">import("/x.js")</script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
    ].join('');
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashesOf(html)).toEqual([sha('a()'), sha('import("/x.js")')]);
    // A known vector, so the encoding itself is checked: the empty script's hash.
    expect(inlineScriptHashesOf('<script></script>')).toEqual([
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });
});

describe('pages', () => {
  it('a public page allows its own files and exactly the inline scripts it carries', async () => {
    const res = await page(t.app, DEMO.hosts.trattoria, '/');
    expect(res.statusCode).toBe(200);
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    // Every script the page runs inline is hashed, and nothing else is allowed inline.
    expect(csp.get('script-src')).toEqual(["'self'", ...inlineScriptHashesOf(res.body)]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    // Framed only by its own site and the dashboard's preview on the platform's hosts.
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'localhost:*', '127.0.0.1:*']);
    // A public page frames nothing of anyone else's.
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    // No maps key: nothing of Google's.
    expect(res.headers['content-security-policy']).not.toMatch(/google/);
  });

  it('the dashboard may not be framed at all', async () => {
    for (const url of ['/dashboard', '/dashboard/menus?x=1']) {
      const res = await page(t.app, DEMO.hosts.trattoria, url);
      const csp = directivesOf(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // Its menu editor previews a restaurant's site, on whatever host name the business owns.
      expect(csp.get('frame-src')).toEqual(["'self'", 'http:']);
    }
  });

  it('sends nosniff, a strict referrer policy and a permissions policy allowing only the camera, to itself', async () => {
    const res = await page(t.app, 'localhost', '/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(self\)(,|$)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)(,|$)/);
  });

  it('an unknown host and a missing file get the page policy too', async () => {
    const unknown = await page(t.app, 'nobody.example', '/');
    expect(unknown.statusCode).toBe(404);
    expect(directivesOf(unknown.headers['content-security-policy']).get('object-src')).toEqual([
      "'none'",
    ]);
  });

  it('with a maps key, the page allows what Google documents for the Maps JavaScript API', async () => {
    const res = await page(proxied, DEMO.hosts.trattoria, '/');
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com']));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://*.gstatic.com']));
    expect(csp.get('font-src')).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over HTTPS', async () => {
    const secure = await page(proxied, DEMO.hosts.trattoria, '/', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await page(proxied, DEMO.hosts.trattoria, '/', { 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent on a proxy header the server was not told to trust', async () => {
    const res = await page(t.app, DEMO.hosts.trattoria, '/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('JSON loads nothing and is framed by nothing, and is not sniffed', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBeUndefined();
    }
  });

  it('errors carry them as well', async () => {
    const res = await t.app.inject({ url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('HTTPS API answers carry HSTS', async () => {
    const res = await proxied.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('the API docs page may load its own scripts, and is framed by nothing', async () => {
    const res = await t.app.inject({ url: '/api/docs/static/index.html' });
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
