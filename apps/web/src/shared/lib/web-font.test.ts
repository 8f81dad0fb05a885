import { afterEach, describe, expect, it, vi } from 'vitest';

// The module remembers the families asked for: a fresh copy each, as a page loads it once
// (another test file in this worker may have asked for Lora already: decision 087).
async function freshLoadWebFont() {
  vi.resetModules();
  return (await import('./web-font')).loadWebFont;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('web fonts', () => {
  it("loads an offered family's own files, once, and asks for the regular weight at once", async () => {
    const loadWebFont = await freshLoadWebFont();
    const load = vi.fn(async () => []);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    await loadWebFont('Lora');
    await loadWebFont('Lora');
    expect(load.mock.calls).toEqual([['400 1em "Lora"']]);
    Reflect.deleteProperty(document, 'fonts');
  });

  it('loads nothing for a name the site does not ship, and never asks a font service', async () => {
    const loadWebFont = await freshLoadWebFont();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const linksBefore = document.head.querySelectorAll('link').length;
    await loadWebFont('Comic Sans MS');
    await loadWebFont(undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link').length).toBe(linksBefore);
  });
});
