import { readFileSync } from 'node:fs';
import { UI_LANGUAGES } from '@coperto/shared/site/page-strings';
import { describe, expect, it } from 'vitest';
import { cookieBannerFirstPaintOf } from './cookie-banner-paint';
import { pageTitleOf } from './site-pages';

// The server paints a page's title and cookie banner before the app runs, and the app then
// writes its own: in every UI language the two must say the same thing, or a visitor sees the
// title change (and a search engine indexes the server's).

const localesDir = new URL('../../../../web/src/locales/', import.meta.url);
const stringsOf = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, localesDir), 'utf8'));

/** The title the web app gives each page (its string with the site's name filled in). */
function appTitlesOf(language: string, siteName: string) {
  const fill = (template: string) => template.replace('{{name}}', siteName);
  return {
    menu: fill(stringsOf(language, 'menu').documentTitle),
    gallery: fill(stringsOf(language, 'gallery').pageTitle),
    contact: fill(stringsOf(language, 'public').contactDocumentTitle),
    order: fill(stringsOf(language, 'public').ordering.checkoutTitle),
    'order-status': fill(stringsOf(language, 'public').ordering.statusTitle),
    privacy: fill(stringsOf(language, 'privacy').documentTitle),
    booking: fill(stringsOf(language, 'booking').documentTitle),
    'booking-manage': fill(stringsOf(language, 'booking').manageDocumentTitle),
    waitlist: fill(stringsOf(language, 'booking').waitlistDocumentTitle),
    'gift-cards': fill(stringsOf(language, 'giftcard-shop').shopDocumentTitle),
    giftcard: fill(stringsOf(language, 'giftcard-shop').cardDocumentTitle),
  };
}

describe('the server-painted strings in every UI language', () => {
  it.each(UI_LANGUAGES)('%s: the page titles are the ones the app writes', (language) => {
    const app = appTitlesOf(language, 'Trattoria Demo');
    for (const page of [
      'menu',
      'gallery',
      'contact',
      'order',
      'order-status',
      'privacy',
      'booking',
      'booking-manage',
      'waitlist',
      'gift-cards',
      'giftcard',
    ] as const) {
      expect(pageTitleOf(page, language, 'Trattoria Demo')).toBe(app[page]);
    }
  });

  it.each(UI_LANGUAGES)('%s: the first-paint cookie banner is in the language', (language) => {
    const banner = stringsOf(language, 'cookies').banner;
    const paint = cookieBannerFirstPaintOf(language, '#8B2E2E');
    for (const text of [banner.acceptAll, banner.essentialsOnly, banner.customize]) {
      expect(paint).toContain(text);
    }
  });

  it('a language without UI strings reads English', () => {
    expect(pageTitleOf('menu', 'pt', 'Trattoria Demo')).toBe('Menu · Trattoria Demo');
    expect(cookieBannerFirstPaintOf('pt', '#8B2E2E')).toContain('Accept all');
  });
});
