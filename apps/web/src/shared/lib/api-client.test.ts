import { describe, expect, it } from 'vitest';
import { requestTarget } from './api-client';

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
