import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, configureApiClient } from './api-client';
import { downloadApi, fetchDownload, fileNameOf } from './download-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureApiClient({ getToken: () => undefined, onUnauthorized: () => {} });
});

describe('fileNameOf', () => {
  it('reads the quoted name, the bare one, and prefers the UTF-8 one that keeps accents', () => {
    expect(fileNameOf('attachment; filename="ordini-2026-11-26.csv"', 'x')).toBe(
      'ordini-2026-11-26.csv',
    );
    expect(fileNameOf('attachment; filename=ordini.csv', 'x')).toBe('ordini.csv');
    expect(
      fileNameOf(`attachment; filename="ordini.csv"; filename*=UTF-8''ordini-caff%C3%A8.csv`, 'x'),
    ).toBe('ordini-caffè.csv');
  });

  it('falls back when the header is missing or names nothing', () => {
    expect(fileNameOf(null, 'export')).toBe('export');
    expect(fileNameOf('attachment', 'export')).toBe('export');
  });
});

describe('fetchDownload', () => {
  it("sends the list's filters and the session's bearer, and keeps the file with its name", async () => {
    configureApiClient({ getToken: () => 'token-1', onUnauthorized: () => {} });
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      seen.push({ url: String(url), init });
      return new Response('\uFEFFNumero;Cliente\n12;Anna\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ordini-2026-11-20.csv"',
        },
      });
    });
    const file = await fetchDownload('GET /orders/export', {
      query: { restaurant_id: 3, from: '2026-11-20', to: '2026-11-26', status: 'completed' },
    });
    expect(file.fileName).toBe('ordini-2026-11-20.csv');
    expect(await file.blob.text()).toContain('12;Anna');
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/orders/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      restaurant_id: '3',
      from: '2026-11-20',
      to: '2026-11-26',
      status: 'completed',
    });
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer token-1');
  });

  it("answers a refusal as callApi does: the server's code, detail and fields", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ detail: 'Too many orders', code: 'RULE_BROKEN', fields: { to: 'x' } }),
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
    );
    const error = await fetchDownload('GET /orders/export', {
      query: { restaurant_id: 3 },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, code: 'RULE_BROKEN', fields: { to: 'x' } });
  });

  it('ends the session on a 401 to a call that carried a token', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'old', onUnauthorized });
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    await fetchDownload('GET /orders/export', { query: { restaurant_id: 1 } }).catch(() => {});
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('answers a network failure as NETWORK', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchDownload('GET /orders/export', { query: { restaurant_id: 1 } }),
    ).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

describe('downloadApi', () => {
  it('saves the blob under the name the server gave, through a link it removes again', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('a;b\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="ordini-2026-11-26.csv"' },
        }),
    );
    const createObjectURL = vi.fn(() => 'blob:orders');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: these two stand in for the browser's, and go afterwards.
    const { createObjectURL: ownCreate, revokeObjectURL: ownRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    vi.useFakeTimers();
    try {
      await downloadApi('GET /orders/export', { query: { restaurant_id: 1 } });
      expect(clicked).toEqual([{ download: 'ordini-2026-11-26.csv', href: 'blob:orders' }]);
      expect(document.querySelector('a[download]')).toBeNull();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:orders');
    } finally {
      vi.useRealTimers();
      Object.assign(URL, { createObjectURL: ownCreate, revokeObjectURL: ownRevoke });
    }
  });
});
