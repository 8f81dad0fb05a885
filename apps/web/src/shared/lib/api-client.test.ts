import { describe, expect, it, vi } from 'vitest';
import { callApi, requestTarget } from './api-client';

describe('requestTarget', () => {
  it("puts each path parameter in its place, URL-encoded, under /api on the page's origin", () => {
    const { method, url } = requestTarget(
      'GET /restaurant/current_version/:hostname/:last_updated',
      {
        params: { hostname: 'trattoria.localhost', last_updated: '2026-11-26T10:00:00.000+01:00' },
        query: { language: 'it' },
      },
    );
    expect(method).toBe('GET');
    expect(url.href).toBe(
      `${window.location.origin}/api/restaurant/current_version/trattoria.localhost/2026-11-26T10%3A00%3A00.000%2B01%3A00?language=it`,
    );
  });

  it('leaves out a query value that is undefined, and encodes a slash in a parameter', () => {
    const { method, url } = requestTarget('PUT /cart/:tempId', {
      params: { tempId: 'a/b' },
      query: { public_key: 'k y', other: undefined },
    });
    expect(method).toBe('PUT');
    expect(`${url.pathname}${url.search}`).toBe('/api/cart/a%2Fb?public_key=k+y');
  });
});

describe('callApi', () => {
  it("sends the headers an endpoint names (an order's Idempotency-Key) beside the JSON body", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      seen.push({ url: String(url), init });
      return new Response(JSON.stringify({ ok: true }), { status: 201 });
    });
    try {
      await callApi('POST /ordering/:publicKey/orders', {
        params: { publicKey: 'abc' },
        headers: { 'idempotency-key': 'key-12345678' },
        body: {
          type: 'pickup',
          slot: 'asap',
          items: [{ item_id: 1, quantity: 1 }],
          customer: { name: 'Anna', email: 'a@b.it', phone: '3331234567' },
          privacy_consent: true,
          payment_method: 'at_restaurant',
          language: 'it',
        },
      });
    } finally {
      vi.unstubAllGlobals();
    }
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('key-12345678');
    expect(headers['content-type']).toBe('application/json');
    expect(seen[0]!.url).toContain('/api/ordering/abc/orders');
  });
});
