import { readFileSync } from 'node:fs';
import {
  COOKIE_BANNER_FIRST_PAINT_ID,
  cookieBannerColorsOf,
} from '@coperto/shared/site/cookie-banner';
import { uiLanguageOf } from '@coperto/shared/site/page-strings';
import { escapeHtml } from './html-escape';

/** The banner's strings, from the web app's own string files: one text, whoever draws it. */
interface BannerStrings {
  title: string;
  text: string;
  acceptAll: string;
  essentialsOnly: string;
  customize: string;
}

const localesDir = new URL('../../../../web/src/locales/', import.meta.url);
const stringsOfLanguage = new Map<string, BannerStrings>();

function bannerStringsOf(uiLanguage: string): BannerStrings {
  let strings = stringsOfLanguage.get(uiLanguage);
  if (!strings) {
    const file = new URL(`${uiLanguage}/cookies.json`, localesDir);
    strings = (JSON.parse(readFileSync(file, 'utf8')) as { banner: BannerStrings }).banner;
    stringsOfLanguage.set(uiLanguage, strings);
  }
  return strings;
}

/**
 * The first-visit cookie banner as the page's first paint draws it (decision 016): the app's
 * banner, in the page's language and the site's colour, before any script has run. A visitor who
 * has already chosen never sees it (index.html hides it before the first paint); the app's own
 * banner, drawn on top of it, removes it. Hidden from assistive technology: the app's banner,
 * with working buttons, is the one to announce.
 */
export function cookieBannerFirstPaintOf(language: string, primaryColor: string): string {
  const strings = bannerStringsOf(uiLanguageOf(language));
  const style = Object.entries(cookieBannerColorsOf(primaryColor))
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
  const button = (label: string, filled = false) =>
    `<span class="cookie-banner-button${filled ? ' cookie-banner-button-filled' : ''}">${escapeHtml(label)}</span>`;
  return [
    `<div id="${COOKIE_BANNER_FIRST_PAINT_ID}" class="cookie-banner" style="${escapeHtml(style)}" aria-hidden="true">`,
    `<div class="cookie-banner-title">${escapeHtml(strings.title)}</div>`,
    `<p class="cookie-banner-text">${escapeHtml(strings.text)}</p>`,
    `<div class="cookie-banner-actions">${button(strings.customize)}${button(strings.essentialsOnly, true)}${button(strings.acceptAll, true)}</div>`,
    '</div>',
  ].join('');
}
