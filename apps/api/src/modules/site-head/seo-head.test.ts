import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { Menu, PublicMenuResponse } from '@coperto/shared/menus/menu.schemas';
import { EMPTY_OPENING_TIMES } from '@coperto/shared/restaurants/opening-times.schemas';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './html-escape';
import { menuJsonLdOf, openingHoursOf, restaurantJsonLdOf } from './schema-org';
import { NOINDEX_TAG, restaurantPageHead, sharedMenuPageHead } from './seo-head';
import { type PageHead, pageTitleOf, sitePageOf } from './site-pages';

const ORIGIN = 'https://trattoria.example';
const TODAY = '2026-06-15';

function restaurantWith(overrides: Partial<PublicRestaurant> = {}): PublicRestaurant {
  return {
    id: 1,
    name: 'Trattoria Demo',
    description: 'Cucina romana di tradizione.',
    public_key: 'key',
    hostname: ['trattoria.example', 'www.trattoria.example'],
    language: ['it', 'en', 'de'],
    font: 'Lora',
    logo_url: null,
    image_url: null,
    alt_image_url: null,
    email: 'ciao@trattoria.example',
    phone_number: '+39 06 1234 5678',
    address: {
      ...EMPTY_ADDRESS,
      address: 'Via dei Coronari',
      street_number: '12',
      city: 'Roma',
      province: 'RM',
      cap: '00186',
    },
    time_zone: 'Europe/Rome',
    theme: { ...DEFAULT_THEME_COLORS },
    social: { instagram_url: 'https://instagram.com/trattoria' },
    opening_times: EMPTY_OPENING_TIMES,
    description_translations: { en: 'Traditional Roman cooking.' },
    cuisines: ['Italiana', 'Romana'],
    geo: { lat: 41.9, lng: 12.47 },
    features: ['website', 'menu'],
    last_updated: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

const MENU: Menu = {
  id: 7,
  hashed_id: 'menuHash01',
  restaurant_id: 1,
  name: { it: 'Menù alla carta', en: 'À la carte' },
  description: { it: 'Cucina di stagione' },
  active: true,
  availability: null,
  updated_at: '2026-06-01T10:00:00.000Z',
  sections: [
    {
      id: 1,
      name: { it: 'Antipasti', en: 'Starters' },
      description: {},
      items: [
        {
          id: 1,
          name: { it: 'Carciofi alla giudia', en: 'Fried artichokes' },
          description: { it: 'Fritti due volte' },
          price: 9.5,
          variants: [],
          allergens: [],
          tags: ['vegan', 'vegetarian', 'gluten-free', 'spicy'],
          available: true,
          image_url: '/media/abc/menu-images/carciofi_1280x853.webp',
        },
        {
          id: 2,
          name: { it: 'Tagliere' },
          description: {},
          price: 14,
          variants: [
            { name: { it: 'Per uno', en: 'For one' }, price: 14 },
            { name: { it: 'Per due', en: 'For two' }, price: 24 },
          ],
          allergens: ['milk'],
          tags: [],
          available: true,
          image_url: null,
        },
      ],
    },
  ],
};

/** The JSON-LD objects of a head, parsed back. */
function jsonLdOf(head: PageHead) {
  return head.tags
    .map((tag) => /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(tag)?.[1])
    .filter((json): json is string => json !== undefined)
    .map((json) => JSON.parse(json));
}

const hasTag = (head: PageHead, tag: string) => head.tags.includes(tag);

describe('sitePageOf', () => {
  const languages = ['it', 'en', 'de'];

  it("reads the web app's routes below the language", () => {
    expect(sitePageOf('/en/', languages)).toEqual({ name: '', language: 'en' });
    expect(sitePageOf('/de/menu', languages)).toEqual({ name: 'menu', language: 'de' });
    expect(sitePageOf('/it/menu/abc123XYZ?x=1', languages)).toEqual({
      name: 'menu',
      language: 'it',
      menuHashedId: 'abc123XYZ',
    });
    expect(sitePageOf('/en/gallery/', languages)).toEqual({ name: 'gallery', language: 'en' });
  });

  it('takes any other path for the home, and a language the site lacks for its first', () => {
    expect(sitePageOf('/', languages)).toEqual({ name: '', language: 'it' });
    expect(sitePageOf('/en/whatever/else', languages)).toEqual({ name: '', language: 'en' });
    expect(sitePageOf('/en/menu/a/b', languages)).toEqual({ name: '', language: 'en' });
    expect(sitePageOf('/fr/menu', languages)).toEqual({ name: 'menu', language: 'it' });
    expect(sitePageOf('/menu', languages)).toEqual({ name: '', language: 'it' });
  });

  it("reads the guest's checkout and an order's tracking page", () => {
    expect(sitePageOf('/en/order', languages)).toEqual({ name: 'order', language: 'en' });
    expect(sitePageOf('/it/order/AbCdEfGhIjKlMnOpQrStUv', languages)).toEqual({
      name: 'order-status',
      language: 'it',
    });
    expect(sitePageOf('/it/order/a/b', languages)).toEqual({ name: '', language: 'it' });
  });

  it("reads the booking form and a booking's own page", () => {
    expect(sitePageOf('/en/booking', languages)).toEqual({ name: 'booking', language: 'en' });
    expect(sitePageOf('/it/booking/AbCdEfGhIjKlMnOpQrStUv?action=confirm', languages)).toEqual({
      name: 'booking-manage',
      language: 'it',
    });
    expect(sitePageOf('/it/booking/a/b', languages)).toEqual({ name: '', language: 'it' });
    expect(sitePageOf('/en/waitlist/AbCdEfGhIjKlMnOpQrStUv?action=accept', languages)).toEqual({
      name: 'waitlist',
      language: 'en',
    });
    expect(sitePageOf('/it/waitlist', languages)).toEqual({ name: '', language: 'it' });
  });

  it('reads the gift card shop and a gift card’s page', () => {
    expect(sitePageOf('/en/gift-cards', languages)).toEqual({ name: 'gift-cards', language: 'en' });
    expect(sitePageOf('/it/giftcard/AbCdEfGhIjKlMnOpQrStUvWxYz012345', languages)).toEqual({
      name: 'giftcard',
      language: 'it',
    });
    expect(sitePageOf('/it/giftcard', languages)).toEqual({ name: '', language: 'it' });
    expect(sitePageOf('/it/giftcard/a/b', languages)).toEqual({ name: '', language: 'it' });
  });

  it('reads the privacy notice', () => {
    expect(sitePageOf('/en/privacy', languages)).toEqual({ name: 'privacy', language: 'en' });
    expect(sitePageOf('/it/privacy/x', languages)).toEqual({ name: '', language: 'it' });
  });

  it('has no page for the dashboard or the Google sign-in return', () => {
    expect(sitePageOf('/dashboard', languages)).toBeUndefined();
    expect(sitePageOf('/dashboard/orders', languages)).toBeUndefined();
    expect(sitePageOf('/google-auth-completed/x', languages)).toBeUndefined();
  });
});

describe('pageTitleOf', () => {
  it('names the page in its language, English where no names are kept', () => {
    expect(pageTitleOf('menu', 'it', 'Trattoria Demo')).toBe('Menù · Trattoria Demo');
    expect(pageTitleOf('menu', 'en', 'Trattoria Demo')).toBe('Menu · Trattoria Demo');
    expect(pageTitleOf('gallery', 'de', 'Trattoria Demo')).toBe('Galerie · Trattoria Demo');
    expect(pageTitleOf('gallery', 'ja', 'Trattoria Demo')).toBe('Gallery · Trattoria Demo');
    expect(pageTitleOf('', 'it', 'Trattoria Demo')).toBe('Trattoria Demo');
  });
});

describe('openingHoursOf', () => {
  const times = {
    weekly: {
      ...EMPTY_OPENING_TIMES.weekly,
      tue: [
        { open: '12:00', close: '15:00' },
        { open: '19:00', close: '23:30' },
      ],
      wed: [
        { open: '12:00', close: '15:00' },
        { open: '19:00', close: '23:30' },
      ],
      sat: [{ open: '19:00', close: '26:30' }],
      sun: [{ open: '00:00', close: '24:00' }],
    },
    exceptions: [
      { date: '2026-06-01', closed: true, services: [], note: 'past' },
      { date: '2026-06-15', closed: true, services: [], note: '' },
      {
        date: '2026-12-31',
        closed: false,
        services: [{ open: '19:00', close: '26:00' }],
        note: 'Capodanno',
      },
    ],
  };

  it('groups days with the same hours, and writes past-midnight closing as clock time', () => {
    const weekly = openingHoursOf(times, TODAY).filter((s) => s.dayOfWeek);
    expect(weekly).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday'],
        opens: '12:00',
        closes: '15:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday'],
        opens: '19:00',
        closes: '23:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '19:00',
        closes: '02:30',
      },
      // A whole day must not read 00:00–00:00, which means closed.
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('adds the exceptions from today on: closed days 00:00–00:00, special hours dated', () => {
    const dated = openingHoursOf(times, TODAY).filter((s) => !s.dayOfWeek);
    expect(dated).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-06-15',
        validThrough: '2026-06-15',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '19:00',
        closes: '02:00',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
      },
    ]);
  });
});

describe('restaurantJsonLdOf', () => {
  it('describes the restaurant in the page language with address, geo, cuisines and links', () => {
    const ld = restaurantJsonLdOf({
      restaurant: restaurantWith({
        image_url: '/media/abc/images/sala_2560x1707.webp',
        logo_url: 'https://cdn.example/logo.png',
      }),
      origin: ORIGIN,
      language: 'en',
      today: TODAY,
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': `${ORIGIN}/#restaurant`,
      name: 'Trattoria Demo',
      description: 'Traditional Roman cooking.',
      url: `${ORIGIN}/en/`,
      image: `${ORIGIN}/media/abc/images/sala_2560x1707.webp`,
      logo: 'https://cdn.example/logo.png',
      telephone: '+39 06 1234 5678',
      email: 'ciao@trattoria.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via dei Coronari, 12',
        addressLocality: 'Roma',
        addressRegion: 'RM',
        postalCode: '00186',
        addressCountry: 'IT',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.9, longitude: 12.47 },
      servesCuisine: ['Italiana', 'Romana'],
      hasMenu: `${ORIGIN}/en/menu`,
      sameAs: ['https://instagram.com/trattoria'],
    });
  });

  it('falls back to the first language description, and leaves out what is unknown', () => {
    const ld = restaurantJsonLdOf({
      restaurant: restaurantWith({
        geo: null,
        cuisines: [],
        email: '',
        phone_number: '',
        address: EMPTY_ADDRESS,
        social: {},
        features: [],
      }),
      origin: ORIGIN,
      language: 'de',
      today: TODAY,
    });
    expect(ld.description).toBe('Cucina romana di tradizione.');
    for (const absent of [
      'geo',
      'servesCuisine',
      'email',
      'telephone',
      'address',
      'sameAs',
      'hasMenu',
      'acceptsReservations',
      'image',
      'logo',
      'openingHoursSpecification',
    ]) {
      expect(ld, absent).not.toHaveProperty(absent);
    }
  });

  it('accepts reservations when the plan has bookings', () => {
    const ld = restaurantJsonLdOf({
      restaurant: restaurantWith({ features: ['website', 'bookings'] }),
      origin: ORIGIN,
      language: 'it',
      today: TODAY,
    });
    expect(ld.acceptsReservations).toBe(true);
  });
});

describe('menuJsonLdOf', () => {
  it('lists sections and items with prices in euros, diets and absolute images', () => {
    const ld = menuJsonLdOf({
      menu: MENU,
      languages: ['it', 'en'],
      language: 'en',
      url: `${ORIGIN}/en/menu`,
      origin: ORIGIN,
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'À la carte',
      description: 'Cucina di stagione',
      inLanguage: 'en',
      url: `${ORIGIN}/en/menu`,
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Starters',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Fried artichokes',
              description: 'Fritti due volte',
              image: `${ORIGIN}/media/abc/menu-images/carciofi_1280x853.webp`,
              offers: { '@type': 'Offer', price: '9.50', priceCurrency: 'EUR' },
              suitableForDiet: [
                'https://schema.org/VeganDiet',
                'https://schema.org/VegetarianDiet',
                'https://schema.org/GlutenFreeDiet',
              ],
            },
            {
              '@type': 'MenuItem',
              name: 'Tagliere',
              offers: [
                { '@type': 'Offer', name: 'For one', price: '14.00', priceCurrency: 'EUR' },
                { '@type': 'Offer', name: 'For two', price: '24.00', priceCurrency: 'EUR' },
              ],
            },
          ],
        },
      ],
    });
  });
});

describe('restaurantPageHead', () => {
  const headOf = (page: Parameters<typeof restaurantPageHead>[0]['page'], more = {}) =>
    restaurantPageHead({
      restaurant: restaurantWith(),
      origin: ORIGIN,
      page,
      today: TODAY,
      ...more,
    });

  it("keeps a guest's checkout and tracking pages out of search engines", () => {
    for (const name of ['order', 'order-status'] as const) {
      const head = headOf({ name, language: 'it' });
      expect(head.tags).toEqual([NOINDEX_TAG]);
      expect(head.title).toBe(
        name === 'order' ? 'Ordina · Trattoria Demo' : 'Il tuo ordine · Trattoria Demo',
      );
      expect(head.firstPaint).toContain('cookie');
    }
  });

  it("keeps a guest's booking pages out of search engines", () => {
    const form = headOf({ name: 'booking', language: 'it' });
    expect(form.tags).toEqual([NOINDEX_TAG]);
    expect(form.title).toBe('Prenota un tavolo · Trattoria Demo');
    const manage = headOf({ name: 'booking-manage', language: 'en' });
    expect(manage.tags).toEqual([NOINDEX_TAG]);
    expect(manage.title).toBe('Your booking · Trattoria Demo');
    const waitlist = headOf({ name: 'waitlist', language: 'it' });
    expect(waitlist.tags).toEqual([NOINDEX_TAG]);
    expect(waitlist.title).toBe("Lista d'attesa · Trattoria Demo");
  });

  it('keeps the gift card shop and a card’s page (its code is a guest’s money) out of search engines', () => {
    const shop = headOf({ name: 'gift-cards', language: 'it' });
    expect(shop.tags).toEqual([NOINDEX_TAG]);
    expect(shop.title).toBe('Buoni regalo · Trattoria Demo');
    const card = headOf({ name: 'giftcard', language: 'en' });
    expect(card.tags).toEqual([NOINDEX_TAG]);
    expect(card.title).toBe('Your gift card · Trattoria Demo');
  });

  it('keeps the privacy notice, the same template on every site, out of search engines', () => {
    const head = headOf({ name: 'privacy', language: 'de' });
    expect(head.tags).toEqual([NOINDEX_TAG]);
    expect(head.title).toBe('Datenschutz · Trattoria Demo');
    expect(head.firstPaint).toContain('cookie');
  });

  it('gives the page its language, title, description, canonical URL and every alternate', () => {
    const head = headOf({ name: 'menu', language: 'en' }, { menu: MENU });
    expect(head).toMatchObject({
      lang: 'en',
      title: 'Menu · Trattoria Demo',
      description: 'Traditional Roman cooking.',
    });
    expect(head.tags).toEqual(
      expect.arrayContaining([
        `<link rel="canonical" href="${ORIGIN}/en/menu" />`,
        `<link rel="alternate" hreflang="it" href="${ORIGIN}/it/menu" />`,
        `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/menu" />`,
        `<link rel="alternate" hreflang="de" href="${ORIGIN}/de/menu" />`,
        `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/it/menu" />`,
        '<meta property="og:type" content="website" />',
        '<meta property="og:url" content="https://trattoria.example/en/menu" />',
        '<meta property="og:locale" content="en_GB" />',
        '<meta property="og:locale:alternate" content="it_IT" />',
        '<meta property="og:locale:alternate" content="de_DE" />',
        '<meta name="twitter:card" content="summary" />',
      ]),
    );
    expect(head.tags.filter((t) => t.includes('hreflang'))).toHaveLength(4);
    expect(jsonLdOf(head).map((ld) => ld['@type'])).toEqual(['Restaurant', 'Menu']);
    expect(hasTag(head, NOINDEX_TAG)).toBe(false);
  });

  it("shows the restaurant's largest image with its size, and a large card", () => {
    const head = restaurantPageHead({
      restaurant: restaurantWith({ image_url: '/media/abc/images/sala_2560x1707.webp' }),
      origin: ORIGIN,
      page: { name: '', language: 'it' },
      today: TODAY,
    });
    expect(head.tags).toEqual(
      expect.arrayContaining([
        '<meta property="og:type" content="restaurant.restaurant" />',
        `<meta property="og:image" content="${ORIGIN}/media/abc/images/sala_2560x1707.webp" />`,
        '<meta property="og:image:width" content="2560" />',
        '<meta property="og:image:height" content="1707" />',
        '<meta name="twitter:card" content="summary_large_image" />',
      ]),
    );
  });

  it('preloads the hero on the home and the contact page only, with its copies and sizes', () => {
    const withImage = restaurantWith({ image_url: '/media/abc/images/sala_2560x1707.webp' });
    const headAt = (name: '' | 'contact' | 'menu') =>
      restaurantPageHead({
        restaurant: withImage,
        origin: ORIGIN,
        page: { name, language: 'it' },
        today: TODAY,
      });
    const preload =
      '<link rel="preload" as="image" href="/media/abc/images/sala_2560x1707.webp" imagesrcset="/media/abc/images/sala_2560x1707-640.webp 640w, /media/abc/images/sala_2560x1707-853.webp 853w, /media/abc/images/sala_2560x1707-1280.webp 1280w, /media/abc/images/sala_2560x1707.webp 2560w" imagesizes="100vw" fetchpriority="high" />';
    expect(hasTag(headAt(''), preload)).toBe(true);
    expect(hasTag(headAt('contact'), preload)).toBe(true);
    expect(headAt('menu').tags.some((t) => t.includes('rel="preload"'))).toBe(false);
    // A restaurant without a pipeline image has nothing to preload.
    expect(headOf({ name: '', language: 'it' }).tags.some((t) => t.includes('preload'))).toBe(
      false,
    );
  });

  it("paints the home's hero photo before the scripts run, in the brand colour, escaped", () => {
    const withImage = restaurantWith({
      image_url: '/media/abc/images/sala_2560x1707.webp',
      theme: { ...DEFAULT_THEME_COLORS, primary_color: '#7a1f2b' },
    });
    const headAt = (name: '' | 'contact' | 'menu') =>
      restaurantPageHead({
        restaurant: withImage,
        origin: ORIGIN,
        page: { name, language: 'it' },
        today: TODAY,
      });
    const firstPaint = headAt('').firstPaint ?? '';
    expect(firstPaint).toContain('style="--first-paint-brand: #7a1f2b"');
    expect(firstPaint).toContain('aria-hidden="true"');
    expect(firstPaint).toContain(
      '<img src="/media/abc/images/sala_2560x1707.webp" srcset="/media/abc/images/sala_2560x1707-640.webp 640w, /media/abc/images/sala_2560x1707-853.webp 853w, /media/abc/images/sala_2560x1707-1280.webp 1280w, /media/abc/images/sala_2560x1707.webp 2560w" sizes="100vw" width="2560" height="1707" alt="" fetchpriority="high" />',
    );
    expect(headAt('contact').firstPaint).toBe(firstPaint);
    expect(headAt('menu').firstPaint).not.toContain('first-paint-hero');
    // Without a pipeline image there is no photo to paint early.
    expect(headOf({ name: '', language: 'it' }).firstPaint).not.toContain('first-paint-hero');
  });

  it('paints the first-visit cookie banner on every page, in the page language and the brand colour', () => {
    const restaurant = restaurantWith({
      language: ['it', 'en', 'de', 'pt'],
      theme: { ...DEFAULT_THEME_COLORS, primary_color: '#f5d90a' },
    });
    const bannerOf = (name: '' | 'menu' | 'gallery', language: string) =>
      restaurantPageHead({ restaurant, origin: ORIGIN, page: { name, language }, today: TODAY })
        .firstPaint ?? '';
    const italian = bannerOf('menu', 'it');
    expect(italian).toContain('<div id="cookie-banner-first-paint" class="cookie-banner"');
    expect(italian).toContain('aria-hidden="true"');
    expect(italian).toContain('Rispettiamo la tua privacy');
    expect(italian).toContain(
      '<span class="cookie-banner-button cookie-banner-button-filled">Accetta tutti</span>',
    );
    // A yellow too light for white text: dark text on it, and a darker yellow for the plain button.
    expect(italian).toContain('--cookie-banner-fill: #f5d90a; --cookie-banner-on-fill: #1c2421;');
    expect(italian).not.toContain('--cookie-banner-accent: #f5d90a');
    expect(bannerOf('gallery', 'en')).toContain('We respect your privacy');
    expect(bannerOf('', 'de')).toContain('Wir respektieren Ihre Privatsphäre');
    // A language the interface is not written in reads English, as the app does.
    expect(bannerOf('', 'pt')).toContain('We respect your privacy');
  });

  it('keeps an absolute image URL, without a size it cannot know', () => {
    const head = restaurantPageHead({
      restaurant: restaurantWith({ image_url: 'https://cdn.example/sala.jpg' }),
      origin: ORIGIN,
      page: { name: 'gallery', language: 'it' },
      today: TODAY,
    });
    expect(
      hasTag(head, '<meta property="og:image" content="https://cdn.example/sala.jpg" />'),
    ).toBe(true);
    expect(head.tags.some((t) => t.includes('og:image:width'))).toBe(false);
  });

  it('points a menu page at its own URL, and keeps a menu that is not there out of the index', () => {
    const found = headOf(
      { name: 'menu', language: 'it', menuHashedId: 'menuHash01' },
      { menu: MENU },
    );
    expect(hasTag(found, `<link rel="canonical" href="${ORIGIN}/it/menu/menuHash01" />`)).toBe(
      true,
    );
    expect(jsonLdOf(found)[1]).toMatchObject({ name: 'Menù alla carta', inLanguage: 'it' });

    const missing = headOf({ name: 'menu', language: 'it', menuHashedId: 'gone000000' });
    expect(missing).toEqual({
      lang: 'it',
      title: 'Menù · Trattoria Demo',
      description: 'Cucina romana di tradizione.',
      tags: [NOINDEX_TAG],
    });
  });

  it('escapes hostile names and texts in attributes and in JSON-LD', () => {
    const name = 'Da "Mario" & Figli </script><script>alert(1)</script> <!--';
    const head = restaurantPageHead({
      restaurant: restaurantWith({ name, description: `It's <b>bold</b> & "quoted"` }),
      origin: ORIGIN,
      page: { name: '', language: 'it' },
      today: TODAY,
    });
    const html = head.tags.join('\n');
    // Only the JSON-LD script tags themselves open or close a script.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain(
      '<meta property="og:site_name" content="Da &#34;Mario&#34; &#38; Figli &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#60;!--" />',
    );
    expect(html).toContain('content="It&#39;s &#60;b&#62;bold&#60;/b&#62; &#38; &#34;quoted&#34;"');
    // The JSON still reads back as the very same texts.
    const [ld] = jsonLdOf(head);
    expect(ld.name).toBe(name);
    expect(ld.description).toBe(`It's <b>bold</b> & "quoted"`);
  });
});

describe('sharedMenuPageHead', () => {
  const found: PublicMenuResponse = {
    restaurant: {
      id: 1,
      name: 'Trattoria Demo',
      public_key: 'key',
      hostname: ['trattoria.example'],
      language: ['it', 'en'],
      font: 'Lora',
      logo_url: null,
      theme: {},
    },
    menu: MENU,
  };

  it("titles the menu with its restaurant's name and points at the restaurant's own page", () => {
    const head = sharedMenuPageHead({
      found,
      hashedId: 'menuHash01',
      language: 'en',
      origin: ORIGIN,
      siteName: 'Coperto',
    });
    expect(head).toMatchObject({ lang: 'en', title: 'Menu · Trattoria Demo' });
    expect(hasTag(head, `<link rel="canonical" href="${ORIGIN}/en/menu/menuHash01" />`)).toBe(true);
    expect(jsonLdOf(head)).toEqual([
      expect.objectContaining({ '@type': 'Menu', name: 'À la carte', inLanguage: 'en' }),
    ]);
  });

  it('is not indexed when the menu is not there', () => {
    const head = sharedMenuPageHead({
      found: undefined,
      hashedId: 'gone000000',
      language: 'it',
      origin: undefined,
      siteName: 'Coperto',
    });
    expect(head).toEqual({ lang: 'it', title: 'Coperto', tags: [NOINDEX_TAG] });
  });
});

describe('scriptSafeJson', () => {
  it('leaves no < > & in the JSON, and reads back the same', () => {
    const data = { text: '</script><!-- & \u2028' };
    const json = scriptSafeJson(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
