import { AFTER_FIRST_PAINT_CLASS } from '@coperto/shared/site/initial-data';
import {
  GUEST_PAGE_NAMESPACES,
  PUBLIC_PAGE_NAMESPACES,
  PUBLIC_SITE_NAMESPACES,
  uiLanguageOf,
} from '@coperto/shared/site/page-strings';
import { escapeHtml } from './html-escape';
import { isUnlistedPage, type SitePage, type UnlistedPage } from './site-pages';

/** The part of Vite's build manifest (`build.manifest`) read here: each module's output files. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Each public page's screen, as the web app's route table loads it (public-site-routes.tsx). */
export const PAGE_MODULES: Readonly<Record<SitePage['name'], string>> = {
  '': 'src/public-site/pages/restaurant-home-page.tsx',
  contact: 'src/public-site/pages/restaurant-home-page.tsx',
  menu: 'src/public-site/pages/restaurant-menu-page.tsx',
  gallery: 'src/public-site/pages/restaurant-gallery-page.tsx',
  order: 'src/public-site/pages/restaurant-order-page.tsx',
  'order-status': 'src/public-site/pages/restaurant-order-status-page.tsx',
  booking: 'src/public-site/pages/restaurant-booking-page.tsx',
  'booking-manage': 'src/public-site/pages/restaurant-booking-manage-page.tsx',
  waitlist: 'src/public-site/pages/restaurant-waitlist-page.tsx',
  'gift-cards': 'src/public-site/pages/restaurant-gift-cards-page.tsx',
  // One chunk with the shop's (public-site-routes.tsx).
  giftcard: 'src/public-site/pages/restaurant-gift-cards-page.tsx',
  privacy: 'src/public-site/pages/restaurant-privacy-page.tsx',
};

/** The strings of the ordering, booking and gift card pages and the privacy notice (the public pages' are in the shared list). */
const UNLISTED_PAGE_NAMESPACES: Readonly<Record<UnlistedPage, readonly string[]>> = {
  order: ['ordering', 'cart'],
  'order-status': ['ordering'],
  booking: ['booking'],
  'booking-manage': ['booking'],
  waitlist: ['booking'],
  'gift-cards': ['giftcard-shop'],
  giftcard: ['giftcard-shop'],
  privacy: ['privacy'],
};

const pageNamespacesOf = (name: SitePage['name']) =>
  isUnlistedPage(name) ? UNLISTED_PAGE_NAMESPACES[name] : PUBLIC_PAGE_NAMESPACES[name];

const GUEST_PAGE_SET = new Set<string>(GUEST_PAGE_NAMESPACES);
/** The web's map of those namespaces' loaders (apps/web/src/app/guest-page-locale-files.ts). */
const GUEST_PAGE_LOCALE_MAP = 'src/app/guest-page-locale-files.ts';

const localeModuleOf = (language: string, namespace: string) =>
  `src/locales/${language}/${namespace}.json`;

/**
 * The tags that let the browser fetch a public page's own code, styles and strings side by side
 * with the app's entry, instead of one round trip after another once the entry runs: the screen
 * is a lazy chunk, and its strings are chunks the entry asks for only when it starts. Like the
 * entry, they are fetched once the page's first paint is on screen (decision 016).
 * Without a manifest (the web app not built) there is nothing to name.
 */
export function createPagePreloads(manifest: ViteManifest | undefined, template: string) {
  if (!manifest) return () => '';
  // What index.html loads already: its entry and the modules it preloads.
  const inTemplate = new Set(
    [...template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  const tagsByPage = new Map<string, string>();

  return (page: SitePage): string => {
    const language = uiLanguageOf(page.language);
    const cacheKey = `${page.name}/${language}`;
    const cached = tagsByPage.get(cacheKey);
    if (cached !== undefined) return cached;
    const modules = new Set<string>();
    collectModules(manifest, PAGE_MODULES[page.name], modules);
    const pageNamespaces = pageNamespacesOf(page.name);
    for (const namespace of [...PUBLIC_SITE_NAMESPACES, ...pageNamespaces]) {
      collectModules(manifest, localeModuleOf(language, namespace), modules);
    }
    // These pages' strings are found through a map of their own, which the entry would ask for late.
    if (pageNamespaces.some((namespace) => GUEST_PAGE_SET.has(namespace))) {
      collectModules(manifest, GUEST_PAGE_LOCALE_MAP, modules);
    }
    const scripts = [...modules].filter((key) => !inTemplate.has(manifest[key]!.file));
    const styles = new Set(scripts.flatMap((key) => manifest[key]?.css ?? []));
    // `crossorigin` as on the stylesheet link Vite's loader adds for the chunk: a preload in
    // another credentials mode is not reused, so it was fetched twice and Chromium warned that it
    // was "preloaded but not used" (decision 025).
    const links = [
      ...[...styles].map(
        (file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`,
      ),
      ...scripts.map(
        (key) =>
          `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`,
      ),
    ];
    const tags = links.length
      ? `    <template class="${AFTER_FIRST_PAINT_CLASS}">${links.join('')}</template>\n`
      : '';
    tagsByPage.set(cacheKey, tags);
    return tags;
  };
}

/** A module and everything it imports statically, as manifest keys. */
function collectModules(manifest: ViteManifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectModules(manifest, imported, into);
}
