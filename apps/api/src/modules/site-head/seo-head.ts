import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { pickTranslation } from '@coperto/shared/common/translations';
import { parseStoredImage, srcSetOf } from '@coperto/shared/media/image-variants';
import type { Menu, PublicMenuResponse } from '@coperto/shared/menus/menu.schemas';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { pageUrlOf } from '../sitemap/sitemap.service';
import { cookieBannerFirstPaintOf } from './cookie-banner-paint';
import { escapeHtml, scriptSafeJson } from './html-escape';
import { menuJsonLdOf, restaurantJsonLdOf } from './schema-org';
import {
  descriptionOf,
  type ImageRef,
  imageOf,
  isUnlistedPage,
  ogLocaleOf,
  type PageHead,
  pageTitleOf,
  type SitePage,
} from './site-pages';

// What search engines and link previews read of a page, rendered on the server from data alone
// (no I/O here): title, description, canonical URL with its language alternates, Open Graph and
// schema.org JSON-LD. URLs are the sitemap's (docs/decisions/005): the restaurant's first host.

const metaTag = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`;
const propertyTag = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`;
const jsonLdTag = (data: unknown) =>
  `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
const canonicalTag = (url: string) => `<link rel="canonical" href="${escapeHtml(url)}" />`;

/**
 * The home's hero is its Largest Contentful Paint: announcing it in the HTML lets the browser
 * fetch the right copy while the scripts still load. Same `sizes` as the hero (home-hero.tsx).
 */
export function heroPreloadTag(imageUrl: string | null): string | undefined {
  const image = parseStoredImage(imageUrl);
  if (!image) return undefined;
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(srcSetOf(image))}" imagesizes="100vw" fetchpriority="high" />`;
}

/**
 * The home's first paint, sent inside the page's root element: the hero's photo in the hero's
 * place under a bar of the header's colour (index.html's `.first-paint` styles mirror the
 * hero's box in restaurant-home-page.css). The guest sees the restaurant at once, while the
 * scripts still load; the app's first render then puts the same photo in the same place, with
 * the name and the buttons over it, and nothing moves.
 */
export function heroFirstPaintOf(restaurant: Pick<PublicRestaurant, 'image_url' | 'theme'>) {
  const image = parseStoredImage(restaurant.image_url);
  if (!image) return undefined;
  const brand = escapeHtml(restaurant.theme.primary_color);
  return `<div class="first-paint" style="--first-paint-brand: ${brand}" aria-hidden="true"><div class="first-paint-header"></div><div class="first-paint-hero"><img src="${escapeHtml(image.src)}" srcset="${escapeHtml(srcSetOf(image))}" sizes="100vw" width="${image.width}" height="${image.height}" alt="" fetchpriority="high" /></div></div>`;
}

/** Not to be indexed: a menu that is not there, the dashboard, a host no restaurant has. */
export const NOINDEX_TAG = metaTag('robots', 'noindex');

function alternateTags(origin: string, languages: readonly string[], path: string) {
  const alternate = (hreflang: string, language: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(pageUrlOf(origin, language, path))}" />`;
  const [first] = languages;
  return [
    ...languages.map((language) => alternate(language, language)),
    ...(first ? [alternate('x-default', first)] : []),
  ];
}

function openGraphTags(input: {
  type: string;
  siteName: string;
  title: string;
  description?: string;
  url: string;
  language: string;
  languages: readonly string[];
  image?: ImageRef;
}) {
  const { image } = input;
  return [
    propertyTag('og:type', input.type),
    propertyTag('og:site_name', input.siteName),
    propertyTag('og:title', input.title),
    ...(input.description ? [propertyTag('og:description', input.description)] : []),
    propertyTag('og:url', input.url),
    propertyTag('og:locale', ogLocaleOf(input.language)),
    ...input.languages
      .filter((language) => language !== input.language)
      .map((language) => propertyTag('og:locale:alternate', ogLocaleOf(language))),
    ...(image ? [propertyTag('og:image', image.url)] : []),
    ...(image?.width && image.height
      ? [
          propertyTag('og:image:width', String(image.width)),
          propertyTag('og:image:height', String(image.height)),
        ]
      : []),
    // A large preview needs a picture; without one, the small card.
    metaTag('twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
}

/**
 * The head of a restaurant site's page. `menu` is the menu a menu page describes: the one its
 * path names (none: not this restaurant's active menu, so not to index), or on `/menu` the first
 * active one (none: the restaurant has no menu yet).
 */
export function restaurantPageHead(input: {
  restaurant: PublicRestaurant;
  /** The restaurant's canonical origin: its first host name (sitemap.service.ts siteOriginOf). */
  origin: string;
  page: SitePage;
  today: string;
  menu?: Menu;
}): PageHead {
  const { restaurant, origin, page, menu } = input;
  const { language } = page;
  const languages = restaurant.language;
  const title = pageTitleOf(page.name, language, restaurant.name);
  const description = descriptionOf(restaurant, language) || undefined;
  if (page.menuHashedId !== undefined && !menu) {
    return { lang: language, title, description, tags: [NOINDEX_TAG] };
  }
  // A guest's checkout and tracking pages, the privacy notice: nothing to index or share, the
  // cookie banner painted.
  if (isUnlistedPage(page.name)) {
    return {
      lang: language,
      title,
      description,
      tags: [NOINDEX_TAG],
      firstPaint: cookieBannerFirstPaintOf(
        language,
        restaurant.theme.primary_color || DEFAULT_THEME_COLORS.primary_color,
      ),
    };
  }
  const name = page.name;
  const path = page.menuHashedId === undefined ? name : `menu/${page.menuHashedId}`;
  const url = pageUrlOf(origin, language, path);
  // The contact page is the home at its contact section: it shows the hero too.
  const showsHero = page.name === '' || page.name === 'contact';
  return {
    lang: language,
    title,
    description,
    tags: [
      canonicalTag(url),
      ...alternateTags(origin, languages, path),
      ...openGraphTags({
        type: page.name === '' ? 'restaurant.restaurant' : 'website',
        siteName: restaurant.name,
        title,
        description,
        url,
        language,
        languages,
        image: imageOf(restaurant.image_url, origin),
      }),
      jsonLdTag(restaurantJsonLdOf({ restaurant, origin, language, today: input.today })),
      ...(menu ? [jsonLdTag(menuJsonLdOf({ menu, languages, language, url, origin }))] : []),
      ...(showsHero ? [heroPreloadTag(restaurant.image_url)].filter((t) => t !== undefined) : []),
    ],
    firstPaint: [
      showsHero ? heroFirstPaintOf(restaurant) : undefined,
      cookieBannerFirstPaintOf(
        language,
        restaurant.theme.primary_color || DEFAULT_THEME_COLORS.primary_color,
      ),
    ]
      .filter((paint) => paint !== undefined)
      .join('\n    '),
  };
}

/**
 * The marketing host's page of a restaurant's menu (`/{language}/menu/{hashedId}`): its title and
 * JSON-LD, with the canonical URL on the restaurant's own host. Not to index when not found.
 */
export function sharedMenuPageHead(input: {
  found: PublicMenuResponse | undefined;
  hashedId: string;
  /** The path's language. */
  language: string;
  /** The restaurant's canonical origin; undefined when it has no host name. */
  origin: string | undefined;
  siteName: string;
}): PageHead {
  const { found, origin } = input;
  if (!found) return { lang: input.language, title: input.siteName, tags: [NOINDEX_TAG] };
  const { restaurant, menu } = found;
  const languages = restaurant.language;
  // The restaurant's own page in this language, or in its first when it lacks this one.
  const language = languages.includes(input.language)
    ? input.language
    : (languages[0] ?? input.language);
  const title = pageTitleOf('menu', language, restaurant.name);
  const description =
    pickTranslation(menu.description, language, languages[0] ?? language) || undefined;
  const url = origin && pageUrlOf(origin, language, `menu/${input.hashedId}`);
  return {
    lang: language,
    title,
    description,
    tags: [
      ...(url ? [canonicalTag(url)] : []),
      propertyTag('og:title', title),
      ...(url ? [propertyTag('og:url', url)] : []),
      jsonLdTag(menuJsonLdOf({ menu, languages, language, url, origin })),
    ],
  };
}
