import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  PUBLIC_PAGE_NAMESPACES,
  PUBLIC_SITE_NAMESPACES,
  UI_LANGUAGES,
} from '@coperto/shared/site/page-strings';
import { describe, expect, it } from 'vitest';
import { createPagePreloads, PAGE_MODULES, type ViteManifest } from './page-preloads';

// As Vite writes it: the entry's own chunks are in index.html, the pages and strings are not.
const manifest: ViteManifest = {
  '_initial-1.js': { file: 'assets/initial-1.js' },
  '_menu-view-2.js': {
    file: 'assets/menu-view-2.js',
    imports: ['_initial-1.js', '_money-3.js'],
    css: ['assets/menu-view-2.css'],
  },
  '_money-3.js': { file: 'assets/money-3.js' },
  'src/public-site/pages/restaurant-menu-page.tsx': {
    file: 'assets/restaurant-menu-page-4.js',
    imports: ['_initial-1.js', '_menu-view-2.js'],
  },
  'src/public-site/pages/restaurant-home-page.tsx': {
    file: 'assets/restaurant-home-page-5.js',
    imports: ['_initial-1.js'],
    css: ['assets/restaurant-home-page-5.css'],
  },
  ...Object.fromEntries(
    ['it', 'en'].flatMap((language) =>
      ['common', 'public', 'cookies', 'menu', 'gallery'].map((namespace) => [
        `src/locales/${language}/${namespace}.json`,
        { file: `assets/${namespace}-${language}.js` },
      ]),
    ),
  ),
};
const template =
  '<html><head><script type="module" crossorigin src="/assets/initial-1.js"></script></head></html>';
const hrefsOf = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('page preloads', () => {
  const preloadsOf = createPagePreloads(manifest, template);

  it("name a menu page's screen, what it imports, its styles and its strings, but not the entry", () => {
    const tags = preloadsOf({ name: 'menu', language: 'it' });
    expect(hrefsOf(tags)).toEqual([
      '/assets/menu-view-2.css',
      '/assets/restaurant-menu-page-4.js',
      '/assets/menu-view-2.js',
      '/assets/money-3.js',
      '/assets/common-it.js',
      '/assets/public-it.js',
      '/assets/cookies-it.js',
      '/assets/menu-it.js',
    ]);
    // In the credentials mode of the stylesheet link Vite's loader adds, or it is fetched twice.
    expect(tags).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/menu-view-2.css" />',
    );
    expect(tags).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/restaurant-menu-page-4.js" />',
    );
    // Kept for the page's loader, which adds them once the first paint is on screen.
    expect(tags.trim()).toMatch(
      /^<template class="after-first-paint">(<link [^>]+>)+<\/template>$/,
    );
  });

  it("read English strings for a language the interface is not written in, and the contact page is the home's", () => {
    const tags = preloadsOf({ name: 'contact', language: 'pt' });
    expect(hrefsOf(tags)).toEqual([
      '/assets/restaurant-home-page-5.css',
      '/assets/restaurant-home-page-5.js',
      '/assets/common-en.js',
      '/assets/public-en.js',
      '/assets/cookies-en.js',
    ]);
  });

  it('name nothing when the web app is not built', () => {
    expect(createPagePreloads(undefined, template)({ name: '', language: 'it' })).toBe('');
  });
});

const builtManifest = fileURLToPath(
  new URL('../../../../web/dist/.vite/manifest.json', import.meta.url),
);

// `npm test` builds the web app first; a renamed page or string file must fail here, not go
// silently unpreloaded.
describe.skipIf(!existsSync(builtManifest))("the web app's build", () => {
  it('has every page screen and every first-screen string file the server names', () => {
    const built = JSON.parse(readFileSync(builtManifest, 'utf8')) as ViteManifest;
    const namespaces = [...PUBLIC_SITE_NAMESPACES, ...Object.values(PUBLIC_PAGE_NAMESPACES).flat()];
    const modules = [
      ...Object.values(PAGE_MODULES),
      ...UI_LANGUAGES.flatMap((language) =>
        namespaces.map((namespace) => `src/locales/${language}/${namespace}.json`),
      ),
    ];
    expect(modules.filter((module) => !built[module])).toEqual([]);
  });

  it('starts the app from a loader once the first paint is on screen, with its modules kept for then', () => {
    const indexHtml = readFileSync(
      builtManifest.replace('.vite/manifest.json', 'index.html'),
      'utf8',
    );
    // No script of the app is fetched or run before the loader says so.
    expect(indexHtml).not.toMatch(/<script[^>]+src=/);
    const kept = /<template class="after-first-paint">(.*?)<\/template>/.exec(indexHtml)?.[1] ?? '';
    const entry = /import\('\/(assets\/initial-[^']+\.js)'\)/.exec(indexHtml)?.[1];
    expect(entry).toBeDefined();
    expect(kept).toContain(`<link rel="modulepreload" crossorigin href="/${entry}">`);
    expect(existsSync(builtManifest.replace('.vite/manifest.json', entry ?? ''))).toBe(true);
  });
});
