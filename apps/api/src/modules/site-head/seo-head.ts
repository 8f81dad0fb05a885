import { DEFAULT_LANGUAGE, DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { pickTranslation, type Translations } from '@coperto/shared/common/translations';
import { parseStoredImage, srcSetOf } from '@coperto/shared/media/image-variants';
import type { DietaryTag } from '@coperto/shared/menus/menu.constants';
import type { Menu, MenuItem, PublicMenuResponse } from '@coperto/shared/menus/menu.schemas';
import {
  clockTimeOf,
  MINUTES_PER_DAY,
  minutesOfTime,
  WEEKDAYS,
  type Weekday,
} from '@coperto/shared/restaurants/opening-days';
import type { OpeningTimes, Service } from '@coperto/shared/restaurants/opening-times.schemas';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { PublicSitePage } from '@coperto/shared/restaurants/sitemap.schemas';
import { type UiLanguage, uiLanguageOf } from '@coperto/shared/site/page-strings';
import { pageUrlOf } from '../sitemap/sitemap.service';
import { cookieBannerFirstPaintOf } from './cookie-banner-paint';
import { escapeHtml, scriptSafeJson } from './html-escape';

// What search engines and link previews read of a page, rendered on the server from data alone
// (no I/O here): title, description, canonical URL with its language alternates, Open Graph and
// schema.org JSON-LD. URLs are the sitemap's (docs/decisions/005): the restaurant's first host.

/** A public page of a site: the web app's routes below `/{language}/` (apps/web public-site). */
export interface SitePage {
  /** As the sitemap names pages: '' is the home. */
  name: PublicSitePage;
  /** The path's language when the site has it, else the site's first. */
  language: string;
  /** `/{language}/menu/{hashedId}`: the menu the page shows. */
  menuHashedId?: string;
}

/** What the server puts into a page's `<head>`. */
export interface PageHead {
  lang: string;
  title: string;
  /** Replaces the template's description when set. */
  description?: string;
  /** The other tags, one per entry: robots, canonical, alternates, Open Graph, JSON-LD. */
  tags: string[];
  /**
   * What the page shows before its scripts run, put before the app's root: the home's hero, the
   * first-visit cookie banner. index.html's styles hide the loading spinner under a hero.
   */
  firstPaint?: string;
}

/** Areas of every host that are no page to index: the dashboard, the Google sign-in return. */
const PRIVATE_AREAS = ['dashboard', 'google-auth-completed'];

/**
 * The public page a request path shows, as the web app routes it: the first segment is the
 * language, then `menu`, `menu/{hashedId}`, `gallery`, `contact`; any other path is the home.
 * Undefined for the private areas.
 */
export function sitePageOf(url: string, languages: readonly string[]): SitePage | undefined {
  const path = url.split('?', 1)[0] ?? '';
  const [first = '', page, menuHashedId, ...rest] = path.split('/').filter(Boolean);
  if (PRIVATE_AREAS.includes(first)) return undefined;
  const language = languages.includes(first) ? first : (languages[0] ?? DEFAULT_LANGUAGE);
  if (rest.length === 0 && page === 'menu') {
    return menuHashedId === undefined
      ? { name: 'menu', language }
      : { name: 'menu', language, menuHashedId };
  }
  if (menuHashedId === undefined && (page === 'gallery' || page === 'contact')) {
    return { name: page, language };
  }
  return { name: '', language };
}

/** Typed by UI language: a language added to the interface does not compile without its names. */
const PAGE_NAMES: Record<UiLanguage, Record<Exclude<PublicSitePage, ''>, string>> = {
  it: { menu: 'Menù', gallery: 'Galleria', contact: 'Contatti' },
  en: { menu: 'Menu', gallery: 'Gallery', contact: 'Contact' },
  de: { menu: 'Speisekarte', gallery: 'Galerie', contact: 'Kontakt' },
  fr: { menu: 'Menu', gallery: 'Galerie', contact: 'Contact' },
  es: { menu: 'Menú', gallery: 'Galería', contact: 'Contacto' },
};

/** "Menù · Trattoria Demo"; the home is the name alone. Other site languages read English. */
export function pageTitleOf(page: PublicSitePage, language: string, siteName: string): string {
  if (page === '') return siteName;
  const names = PAGE_NAMES[uiLanguageOf(language)];
  return `${names[page]} · ${siteName}`;
}

/** Where the language is spoken most, or where our guests come from (English: GB). */
const OG_LOCALES: Partial<Record<string, string>> = {
  en: 'en_GB',
  el: 'el_GR',
  uk: 'uk_UA',
  sl: 'sl_SI',
  cs: 'cs_CZ',
  sv: 'sv_SE',
  da: 'da_DK',
  no: 'nb_NO',
  zh: 'zh_CN',
  ja: 'ja_JP',
  ko: 'ko_KR',
  ar: 'ar_AR',
  he: 'he_IL',
  hi: 'hi_IN',
};

/** Open Graph's `language_TERRITORY`: it → it_IT, en → en_GB. */
export const ogLocaleOf = (language: string) =>
  OG_LOCALES[language] ?? `${language}_${language.toUpperCase()}`;

/** The description in `language`, else the first language's. */
export function descriptionOf(restaurant: PublicRestaurant, language: string): string {
  const translations: Translations = restaurant.description_translations;
  return translations[language]?.trim() || restaurant.description.trim();
}

interface ImageRef {
  url: string;
  width?: number;
  height?: number;
}

/** An http(s) URL as is, a path on the site's origin; else nothing. */
function absoluteUrlOf(url: string, origin: string): string | undefined {
  try {
    const absolute = new URL(url, `${origin}/`);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:'
      ? absolute.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** A stored image's URL names its largest copy and its size (image-variants.ts). */
function imageOf(url: string | null, origin: string): ImageRef | undefined {
  const absolute = url ? absoluteUrlOf(url, origin) : undefined;
  if (!absolute) return undefined;
  const stored = parseStoredImage(url);
  return stored ? { url: absolute, width: stored.width, height: stored.height } : { url: absolute };
}

// ---------------------------------------------------------------- schema.org

const SCHEMA_WEEKDAYS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/**
 * Clock times as schema.org reads them: a closing time earlier than the opening is the next
 * day's, so our 26:00 (docs/decisions/003) is written 02:00. A whole day would read 00:00–00:00,
 * which means closed, so a service of 24 hours or more ends a minute before it would reopen.
 */
function hoursOf(service: Service) {
  const opens = minutesOfTime(service.open);
  const closes = Math.min(minutesOfTime(service.close), opens + MINUTES_PER_DAY - 1);
  return { opens: clockTimeOf(opens), closes: clockTimeOf(closes) };
}

/**
 * The weekly services, days with the same hours together, then the exceptions from `today` on
 * (a date's hours replace the weekday's; a closed day is 00:00–00:00, as Google reads it).
 */
export function openingHoursOf(times: OpeningTimes, today: string): OpeningHoursSpecification[] {
  const weekly = new Map<string, OpeningHoursSpecification & { dayOfWeek: string[] }>();
  for (const day of WEEKDAYS) {
    for (const service of times.weekly[day]) {
      const hours = hoursOf(service);
      const key = `${hours.opens}-${hours.closes}`;
      const same = weekly.get(key);
      if (same) same.dayOfWeek.push(SCHEMA_WEEKDAYS[day]);
      else {
        weekly.set(key, {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [SCHEMA_WEEKDAYS[day]],
          ...hours,
        });
      }
    }
  }
  const specifications: OpeningHoursSpecification[] = [...weekly.values()];
  for (const exception of times.exceptions) {
    if (exception.date < today) continue;
    const dated = { validFrom: exception.date, validThrough: exception.date };
    const services = exception.closed ? [] : exception.services.map(hoursOf);
    if (exception.closed) services.push({ opens: '00:00', closes: '00:00' });
    for (const hours of services) {
      specifications.push({ '@type': 'OpeningHoursSpecification', ...hours, ...dated });
    }
  }
  return specifications;
}

function postalAddressOf(address: PublicRestaurant['address']) {
  const street = [address.address, address.street_number].filter(Boolean).join(', ');
  if (!street && !address.city) return undefined;
  return {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    ...(address.city && { addressLocality: address.city }),
    ...(address.province && { addressRegion: address.province }),
    ...(address.cap && { postalCode: address.cap }),
    addressCountry: address.state.toUpperCase(),
  };
}

/** The restaurant as schema.org `Restaurant`, in the page's language. */
export function restaurantJsonLdOf(input: {
  restaurant: PublicRestaurant;
  origin: string;
  language: string;
  /** The restaurant's local date: exceptions before it are history. */
  today: string;
}) {
  const { restaurant, origin, language } = input;
  const description = descriptionOf(restaurant, language);
  const image = imageOf(restaurant.image_url, origin);
  const logo = imageOf(restaurant.logo_url, origin);
  const address = postalAddressOf(restaurant.address);
  const hours = openingHoursOf(restaurant.opening_times, input.today);
  const sameAs = Object.values(restaurant.social).filter(Boolean);
  const { geo, features } = restaurant;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: restaurant.name,
    ...(description && { description }),
    url: pageUrlOf(origin, language, ''),
    ...(image && { image: image.url }),
    ...(logo && { logo: logo.url }),
    ...(restaurant.phone_number && { telephone: restaurant.phone_number }),
    ...(restaurant.email && { email: restaurant.email }),
    ...(address && { address }),
    ...(geo && { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(restaurant.cuisines.length > 0 && { servesCuisine: restaurant.cuisines }),
    ...(features.includes('menu') && { hasMenu: pageUrlOf(origin, language, 'menu') }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(features.includes('bookings') && { acceptsReservations: true }),
  };
}

const DIETS: Partial<Record<DietaryTag, string>> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
};

const offerOf = (price: number, name?: string) => ({
  '@type': 'Offer',
  ...(name && { name }),
  price: price.toFixed(2),
  priceCurrency: 'EUR',
});

/** A menu as schema.org `Menu`: its sections and items, texts in `language`, prices in euros. */
export function menuJsonLdOf(input: {
  menu: Menu;
  /** The restaurant's languages, its first the fallback of every text. */
  languages: readonly string[];
  language: string;
  /** The menu page's canonical URL, when the restaurant has a host name. */
  url?: string;
  origin?: string;
}) {
  const { menu, language, origin } = input;
  const fallback = input.languages[0] ?? language;
  const textOf = (text: Translations) => pickTranslation(text, language, fallback);
  const itemOf = (item: MenuItem) => {
    const description = textOf(item.description);
    const image = origin ? imageOf(item.image_url, origin) : undefined;
    const diets = item.tags.flatMap((tag) => DIETS[tag] ?? []);
    return {
      '@type': 'MenuItem',
      name: textOf(item.name),
      ...(description && { description }),
      ...(image && { image: image.url }),
      // Variants (half, full …) are the prices to choose from; the item's own is one of them.
      offers:
        item.variants.length > 0
          ? item.variants.map((v) => offerOf(v.price, textOf(v.name)))
          : offerOf(item.price),
      ...(diets.length > 0 && { suitableForDiet: diets }),
    };
  };
  const description = textOf(menu.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: textOf(menu.name),
    ...(description && { description }),
    inLanguage: language,
    ...(input.url && { url: input.url }),
    hasMenuSection: menu.sections.map((section) => {
      const sectionDescription = textOf(section.description);
      return {
        '@type': 'MenuSection',
        name: textOf(section.name),
        ...(sectionDescription && { description: sectionDescription }),
        hasMenuItem: section.items.map(itemOf),
      };
    }),
  };
}

// ---------------------------------------------------------------- tags

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
  const path = page.menuHashedId === undefined ? page.name : `menu/${page.menuHashedId}`;
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
