import { DEFAULT_LANGUAGE } from '@coperto/shared/common/constants';
import type { Translations } from '@coperto/shared/common/translations';
import { parseStoredImage } from '@coperto/shared/media/image-variants';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { PublicSitePage } from '@coperto/shared/restaurants/sitemap.schemas';
import { type UiLanguage, uiLanguageOf } from '@coperto/shared/site/page-strings';

// The public pages of a site, their titles, descriptions and images (seo-head.ts renders them).

/**
 * The guest's ordering pages: the checkout (`order`) and an order's tracking page
 * (`order/{publicId}`). Pages of one guest, never indexed nor in the sitemap.
 */
export const ORDER_PAGES = ['order', 'order-status'] as const;
export type OrderPage = (typeof ORDER_PAGES)[number];

/**
 * The guest's booking pages: the form (`booking`), a booking's own page
 * (`booking/{publicId}`, its emails' manage link) and a place on a waitlist
 * (`waitlist/{publicId}`, its emails' link). A guest's, like the ordering pages.
 */
export const BOOKING_PAGES = ['booking', 'booking-manage', 'waitlist'] as const;

/**
 * The gift card pages (decision 070): the shop (`gift-cards`) and a card's own page
 * (`giftcard/{uniqueId}`, its email's link: a guest's, with a code to spend).
 */
export const GIFT_CARD_PAGES = ['gift-cards', 'giftcard'] as const;

/**
 * Pages a site has that are no content of its own to index or list in the sitemap: the guest's
 * ordering, booking and gift card pages, and the privacy notice, the same template on every site
 * (decision 054).
 */
export const UNLISTED_PAGES = [
  ...ORDER_PAGES,
  ...BOOKING_PAGES,
  ...GIFT_CARD_PAGES,
  'privacy',
] as const;
export type UnlistedPage = (typeof UNLISTED_PAGES)[number];
export type SitePageName = PublicSitePage | UnlistedPage;

export const isOrderPage = (name: SitePageName): name is OrderPage =>
  (ORDER_PAGES as readonly string[]).includes(name);

export const isUnlistedPage = (name: SitePageName): name is UnlistedPage =>
  (UNLISTED_PAGES as readonly string[]).includes(name);

/** A public page of a site: the web app's routes below `/{language}/` (apps/web public-site). */
export interface SitePage {
  /** As the sitemap names pages ('' is the home), or one of the guest's ordering pages. */
  name: SitePageName;
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
 * language, then `menu`, `menu/{hashedId}`, `gallery`, `contact`, `order`, `order/{publicId}`,
 * `booking`, `booking/{publicId}`, `waitlist/{publicId}`, `gift-cards`, `giftcard/{uniqueId}`,
 * `privacy`; any other path is the home.
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
  if (
    menuHashedId === undefined &&
    (page === 'gallery' || page === 'contact' || page === 'privacy')
  ) {
    return { name: page, language };
  }
  if (page === 'order' && rest.length === 0) {
    return { name: menuHashedId === undefined ? 'order' : 'order-status', language };
  }
  if (page === 'booking' && rest.length === 0) {
    return { name: menuHashedId === undefined ? 'booking' : 'booking-manage', language };
  }
  if (page === 'waitlist' && menuHashedId !== undefined && rest.length === 0) {
    return { name: 'waitlist', language };
  }
  if (page === 'gift-cards' && menuHashedId === undefined) {
    return { name: 'gift-cards', language };
  }
  if (page === 'giftcard' && menuHashedId !== undefined && rest.length === 0) {
    return { name: 'giftcard', language };
  }
  return { name: '', language };
}

/** Typed by UI language: a language added to the interface does not compile without its names. */
const PAGE_NAMES: Record<UiLanguage, Record<Exclude<SitePageName, ''>, string>> = {
  it: {
    menu: 'Menù',
    gallery: 'Galleria',
    contact: 'Contatti',
    order: 'Ordina',
    'order-status': 'Il tuo ordine',
    privacy: 'Privacy',
    booking: 'Prenota un tavolo',
    'booking-manage': 'La tua prenotazione',
    waitlist: "Lista d'attesa",
    'gift-cards': 'Buoni regalo',
    giftcard: 'Il tuo buono regalo',
  },
  en: {
    menu: 'Menu',
    gallery: 'Gallery',
    contact: 'Contact',
    order: 'Order',
    'order-status': 'Your order',
    privacy: 'Privacy',
    booking: 'Book a table',
    'booking-manage': 'Your booking',
    waitlist: 'Waitlist',
    'gift-cards': 'Gift cards',
    giftcard: 'Your gift card',
  },
  de: {
    menu: 'Speisekarte',
    gallery: 'Galerie',
    contact: 'Kontakt',
    order: 'Bestellen',
    'order-status': 'Deine Bestellung',
    privacy: 'Datenschutz',
    booking: 'Tisch reservieren',
    'booking-manage': 'Deine Reservierung',
    waitlist: 'Warteliste',
    'gift-cards': 'Gutscheine',
    giftcard: 'Dein Gutschein',
  },
  fr: {
    menu: 'Menu',
    gallery: 'Galerie',
    contact: 'Contact',
    order: 'Commander',
    'order-status': 'Votre commande',
    privacy: 'Confidentialité',
    booking: 'Réserver une table',
    'booking-manage': 'Votre réservation',
    waitlist: "Liste d'attente",
    'gift-cards': 'Cartes cadeaux',
    giftcard: 'Votre carte cadeau',
  },
  es: {
    menu: 'Menú',
    gallery: 'Galería',
    contact: 'Contacto',
    order: 'Pedir',
    'order-status': 'Tu pedido',
    privacy: 'Privacidad',
    booking: 'Reservar mesa',
    'booking-manage': 'Tu reserva',
    waitlist: 'Lista de espera',
    'gift-cards': 'Tarjetas regalo',
    giftcard: 'Tu tarjeta regalo',
  },
};

/** "Menù · Trattoria Demo"; the home is the name alone. Other site languages read English. */
export function pageTitleOf(page: SitePageName, language: string, siteName: string): string {
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

export interface ImageRef {
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
export function imageOf(url: string | null, origin: string): ImageRef | undefined {
  const absolute = url ? absoluteUrlOf(url, origin) : undefined;
  if (!absolute) return undefined;
  const stored = parseStoredImage(url);
  return stored ? { url: absolute, width: stored.width, height: stored.height } : { url: absolute };
}
