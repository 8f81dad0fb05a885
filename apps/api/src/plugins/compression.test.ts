import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

/** A whole menu: the largest JSON a guest's phone downloads. */
async function menuUrl() {
  const lookup = await t.app.inject({ url: '/api/restaurant/hostname/trattoria.localhost' });
  return `/api/restaurant/${lookup.json().id}/menus`;
}

describe('response compression', () => {
  it('sends a large JSON answer with brotli or gzip, as the client accepts', async () => {
    const url = await menuUrl();
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
