import type { PublicSitePage } from '../restaurants/sitemap.schemas';

// Which string files (apps/web/src/locales/{language}/{namespace}.json) a public page shows on its
// first screen. The web app fetches them before its first render; the server names them in the
// page's HTML so that the browser fetches them while it is still reading the app's code.

/** Every public page of a restaurant site: the site's strings and the cookie banner's. */
export const PUBLIC_SITE_NAMESPACES = ['common', 'public', 'cookies'] as const;

/**
 * The strings of the guest's own pages (checkout, booking, gift cards, privacy), which no first
 * screen of the site shows: their loaders come in a chunk of their own
 * (apps/web/src/app/guest-page-locale-files.ts), which these pages' HTML preloads, so a visit
 * that never opens them does not carry them (issue 14's first-load budget).
 */
export const GUEST_PAGE_NAMESPACES = ['booking', 'giftcard-shop', 'ordering', 'privacy'] as const;

/** A page's own strings, on top of the site's. */
export const PUBLIC_PAGE_NAMESPACES: Readonly<Record<PublicSitePage, readonly string[]>> = {
  '': [],
  menu: ['menu'],
  gallery: ['gallery'],
  contact: [],
};

/**
 * The languages the interface is complete in: Italian (the source) and the languages of Italy's
 * visitors. A restaurant's other languages read English.
 */
export const UI_LANGUAGES = ['it', 'en', 'de', 'fr', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export function uiLanguageOf(language: string): UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en';
}
