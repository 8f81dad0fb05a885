import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf, publicMenuUrl } from './public-menu-url';

describe('publicMenuUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the restaurant's first host on the dashboard's protocol and port", () => {
    vi.stubGlobal('location', new URL('http://localhost:5173/dashboard/menus'));
    const trattoria = { hostname: ['trattoria.localhost', 'www.trattoria.it'] };
    expect(publicMenuUrl(trattoria, 'abc_123')).toBe(
      'http://trattoria.localhost:5173/menu/abc_123',
    );
    expect(publicMenuUrl(trattoria, 'abc_123', 'en')).toBe(
      'http://trattoria.localhost:5173/en/menu/abc_123',
    );
  });

  it('falls back to the host the dashboard is on', () => {
    vi.stubGlobal('location', new URL('https://app.coperto.it/dashboard/menus'));
    expect(publicMenuUrl({ hostname: [] }, 'xyz')).toBe('https://app.coperto.it/menu/xyz');
  });
});

describe('fileNameOf', () => {
  it('makes a plain file name of the restaurant and menu names', () => {
    expect(fileNameOf('Trattoria Da Mario’s', 'Menù alla carta')).toBe(
      'trattoria-da-mario-s-menu-alla-carta',
    );
    expect(fileNameOf('???', '')).toBe('menu');
  });
});
