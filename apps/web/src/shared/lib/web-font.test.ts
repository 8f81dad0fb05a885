import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebFont } from './web-font';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('web fonts', () => {
  it("loads an offered family's own files, once, and asks for the regular weight at once", async () => {
    const load = vi.fn(async () => []);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    await loadWebFont('Lora');
    await loadWebFont('Lora');
    expect(load.mock.calls).toEqual([['400 1em "Lora"']]);
    Reflect.deleteProperty(document, 'fonts');
  });

  it('loads nothing for a name the site does not ship, and never asks a font service', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const linksBefore = document.head.querySelectorAll('link').length;
    await loadWebFont('Comic Sans MS');
    await loadWebFont(undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link').length).toBe(linksBefore);
  });
});
