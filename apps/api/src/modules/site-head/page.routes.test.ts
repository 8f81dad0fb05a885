import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { testConfig } from '../../config';
import { DEMO, seedDemo } from '../../db/seed/demo-seed';
import { FakeClock } from '../../shared/clock';
import { DEMO_PASSWORD, demoRestaurantIds, loginAs } from '../../test/build-test-app';
import { countingDatabaseUses } from '../../test/counting-database';
import { publicReadContextOf } from '../../test/service-context';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { getPublicMenusOfRestaurant } from '../menus/public-menus.service';
import { NOT_FOUND_TITLE } from './page-head.service';
import { compileTemplate } from './page-template';
import { NOINDEX_TAG } from './seo-head';
import type { PageHead } from './site-pages';

let database: TestDatabase;
let app: App;
/** Every use of the app's database: a warm page (not a menu page) must leave this unchanged. */
let databaseTouches = 0;
const ids = { trattoria: 0, pizzeria: 0, osteria: 0 };
/** Each restaurant's first active menu. */
const menus = { trattoria: '', osteria: '' };

beforeAll(async () => {
  database = await openTestDatabase();
  const clock = new FakeClock(new Date());
  await seedDemo(database.db, { password: DEMO_PASSWORD, now: clock.now() });
  app = await buildApp({
    config: testConfig(),
    database: countingDatabaseUses(database, () => databaseTouches++),
    clock,
    logger: false,
  });
  await app.ready();
  Object.assign(ids, await demoRestaurantIds(app));
  for (const name of ['trattoria', 'osteria'] as const) {
    const { menus: active } = await getPublicMenusOfRestaurant(
      publicReadContextOf(app.db),
      ids[name],
    );
    menus[name] = active[0]!.hashed_id;
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = (host: string, url: string) => app.inject({ url, headers: { host: `${host}:3000` } });
const originOf = (host: string) => `http://${host}:3000`;

/** The JSON-LD objects of a page, parsed back. */
function jsonLdOf(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}
/** The data the page hands the web app (packages/shared site/initial-data.ts), parsed back. */
function initialDataOf(html: string) {
  const found = /<script id="coperto-initial-data" type="application\/json">(.*?)<\/script>/.exec(
    html,
  );
  return found ? JSON.parse(found[1]!) : undefined;
}
const ldOfType = (html: string, type: string) => jsonLdOf(html).find((ld) => ld['@type'] === type);

describe("a restaurant site's pages", () => {
  it('carry the language, title, description, canonical URL, Open Graph and JSON-LD of the page', async () => {
    const origin = originOf(DEMO.hosts.trattoria);
    const res = await page(DEMO.hosts.trattoria, '/en/menu');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Menu · Trattoria Demo</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Traditional Roman cooking a short walk from Piazza Navona',
    );
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/menu" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/it/menu" />`,
    );
    expect(html).toContain('<meta property="og:title" content="Menu · Trattoria Demo" />');
    expect(html).toContain(`<meta property="og:url" content="${origin}/en/menu" />`);
    expect(html).toContain('<meta property="og:locale" content="en_GB" />');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).not.toContain(NOINDEX_TAG);

    const restaurant = ldOfType(html, 'Restaurant');
    expect(restaurant).toMatchObject({
      name: 'Trattoria Demo',
      url: `${origin}/en/`,
      hasMenu: `${origin}/en/menu`,
      servesCuisine: ['Italiana', 'Romana'],
      geo: { '@type': 'GeoCoordinates' },
      address: { addressLocality: 'Roma', addressCountry: 'IT' },
      // The demo business is on Pro, which has bookings.
      acceptsReservations: true,
    });
    // /menu describes the restaurant's first active menu.
    const menu = ldOfType(html, 'Menu');
    expect(menu).toMatchObject({ name: 'À la carte menu', inLanguage: 'en' });
    expect(menu.hasMenuSection[0].hasMenuItem[0].offers).toMatchObject({ priceCurrency: 'EUR' });
  });

  it('link every language of the restaurant, each page in its own language', async () => {
    const origin = originOf(DEMO.hosts.pizzeria);
    const descriptions = {
      it: 'Pizza napoletana cotta nel forno a legna',
      en: 'Neapolitan pizza baked in a wood-fired oven',
      de: 'Neapolitanische Pizza aus dem Holzofen',
    };
    for (const [language, description] of Object.entries(descriptions)) {
      const html = (await page(DEMO.hosts.pizzeria, `/${language}/gallery`)).body;
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<meta name="description" content="${description}`);
      expect(html).toContain(`<link rel="canonical" href="${origin}/${language}/gallery" />`);
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ];
      expect(alternates.map(([, hreflang, href]) => [hreflang, href])).toEqual([
        ['it', `${origin}/it/gallery`],
        ['en', `${origin}/en/gallery`],
        ['de', `${origin}/de/gallery`],
        ['x-default', `${origin}/it/gallery`],
      ]);
    }
    expect((await page(DEMO.hosts.pizzeria, '/de/gallery')).body).toContain(
      '<title>Galerie · Pizzeria Demo</title>',
    );
  });

  it("read a language the restaurant lacks, and any other path, as the first language's home", async () => {
    const origin = originOf(DEMO.hosts.trattoria);
    const html = (await page(DEMO.hosts.trattoria, '/de/nothing-here')).body;
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<title>Trattoria Demo</title>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/it/" />`);
    expect(html).toContain('<meta property="og:type" content="restaurant.restaurant" />');
  });

  it('write services past midnight and the exceptions as schema.org reads them', async () => {
    const { openingHoursSpecification: hours } = ldOfType(
      (await page(DEMO.hosts.pizzeria, '/it/')).body,
      'Restaurant',
    );
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '19:00',
      closes: '00:30',
    });
    expect(hours).toContainEqual(
      expect.objectContaining({
        opens: '19:00',
        closes: '02:00',
        validThrough: expect.stringMatching(/-12-31$/),
      }),
    );
    expect(hours).toContainEqual(
      expect.objectContaining({
        opens: '00:00',
        closes: '00:00',
        validFrom: expect.stringMatching(/-12-25$/),
      }),
    );
  });

  it('accept reservations only when the plan has bookings', async () => {
    // Osteria Altro Gusto's business is on Starter: a site, a menu, no bookings.
    const osteria = ldOfType((await page(DEMO.hosts.osteria, '/fr/')).body, 'Restaurant');
    expect(osteria).not.toHaveProperty('acceptsReservations');
    expect(osteria).toMatchObject({
      hasMenu: `${originOf(DEMO.hosts.osteria)}/fr/menu`,
      description: expect.stringContaining('Osteria toscane'),
    });
  });

  it("describe a menu page's own menu, and keep a menu that is not there out of the index", async () => {
    const origin = originOf(DEMO.hosts.trattoria);
    const shown = await page(DEMO.hosts.trattoria, `/it/menu/${menus.trattoria}`);
    expect(shown.body).toContain(
      `<link rel="canonical" href="${origin}/it/menu/${menus.trattoria}" />`,
    );
    expect(ldOfType(shown.body, 'Menu')).toMatchObject({
      name: 'Menù alla carta',
      inLanguage: 'it',
    });

    for (const missing of ['unknownMenu123', 'not a menu id', menus.osteria]) {
      const res = await page(DEMO.hosts.trattoria, `/it/menu/${encodeURIComponent(missing)}`);
      // The web app shows its own "menu not found".
      expect(res.statusCode, missing).toBe(200);
      expect(res.body).toContain(NOINDEX_TAG);
      expect(res.body).not.toContain('rel="canonical"');
      expect(ldOfType(res.body, 'Menu')).toBeUndefined();
    }
  });

  it('keep the dashboard out of the index', async () => {
    const html = (await page(DEMO.hosts.trattoria, '/dashboard/orders')).body;
    expect(html).toContain(NOINDEX_TAG);
    expect(html).not.toContain('rel="canonical"');
  });

  it('escape what the owner writes: a name that closes the script stays text', async () => {
    const owner = await loginAs(app, DEMO.users.otherOwner);
    const name = 'Osteria "Da Gigi" & Figli </script><script>alert(1)</script><!--';
    const put = await app.inject({
      method: 'PUT',
      url: `/api/restaurant/${ids.osteria}`,
      headers: owner.headers,
      payload: { name, description: "L'osteria <b>vera</b>" },
    });
    expect(put.statusCode).toBe(200);
    const html = (await page(DEMO.hosts.osteria, '/it/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    // Every script opened is closed once, and the JSON-LD one reads whole up to its end.
    expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
    expect(html).toContain(
      '<title>Osteria &#34;Da Gigi&#34; &#38; Figli &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!--</title>',
    );
    expect(ldOfType(html, 'Restaurant')).toMatchObject({
      name,
      description: "L'osteria <b>vera</b>",
    });
  });

  it('hand the web app its restaurant, and a menu page its menus, as the API answers them', async () => {
    const host = DEMO.hosts.trattoria;
    const restaurant = (await app.inject({ url: `/api/restaurant/hostname/${host}` })).json();
    const menusAnswer = (
      await app.inject({ url: `/api/restaurant/${restaurant.id}/menus` })
    ).json();

    const home = initialDataOf((await page(host, '/it/')).body);
    expect(home).toEqual({ restaurant });
    const menuPage = initialDataOf((await page(host, '/en/menu')).body);
    expect(menuPage).toEqual({ restaurant, menus: menusAnswer });
    // The marketing host and an unknown one have no restaurant to hand over.
    expect(initialDataOf((await page('localhost', '/it/')).body)).toBeUndefined();
    expect(initialDataOf((await page('nowhere.localhost', '/it/')).body)).toBeUndefined();
  });

  it('once warm, cost no database round trip (menu pages read their menu)', async () => {
    await page(DEMO.hosts.trattoria, '/it/gallery');
    const touchesWarm = databaseTouches;
    for (const url of ['/it/', '/en/gallery', '/it/contact', '/dashboard']) {
      expect((await page(DEMO.hosts.trattoria, url)).statusCode).toBe(200);
    }
    expect((await page('localhost', '/it/')).statusCode).toBe(200);
    expect(databaseTouches).toBe(touchesWarm);
    await page(DEMO.hosts.trattoria, '/it/menu');
    expect(databaseTouches).toBeGreaterThan(touchesWarm);
  });
});

describe('the marketing host', () => {
  it("titles a restaurant's shared menu and points search engines at the restaurant's own page", async () => {
    const res = await page('localhost', `/en/menu/${menus.trattoria}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Menu · Trattoria Demo</title>');
    expect(res.body).toContain(
      `<link rel="canonical" href="${originOf(DEMO.hosts.trattoria)}/en/menu/${menus.trattoria}" />`,
    );
    expect(ldOfType(res.body, 'Menu')).toMatchObject({ name: 'À la carte menu', inLanguage: 'en' });
    expect(res.body).toContain('<meta name="coperto-site" content="marketing" />');
  });

  it('keeps an unknown menu out of the index, and its other pages as they were', async () => {
    const missing = await page('localhost', '/it/menu/unknownMenu123');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(NOINDEX_TAG);
    const home = await page('localhost', '/en/');
    expect(home.body).toContain('<html lang="en">');
    expect(home.body).toContain('<title>Coperto</title>');
    expect(home.body).not.toContain(NOINDEX_TAG);
  });

  it("titles a gift card's page and keeps it out of the index, with or without the language", async () => {
    const card = 'A'.repeat(32);
    const italian = await page('localhost', `/it/giftcard/${card}`);
    expect(italian.statusCode).toBe(200);
    expect(italian.body).toContain('<html lang="it">');
    expect(italian.body).toContain('<title>Il tuo buono regalo · Coperto</title>');
    expect(italian.body).toContain(NOINDEX_TAG);
    const english = await page('localhost', `/en/giftcard/${card}?from=email`);
    expect(english.body).toContain('<title>Your gift card · Coperto</title>');
    expect(english.body).toContain(NOINDEX_TAG);
    const bare = await page('localhost', `/giftcard/${card}`);
    expect(bare.body).toContain('<title>Il tuo buono regalo · Coperto</title>');
    expect(bare.body).toContain(NOINDEX_TAG);
  });
});

describe('an unknown host', () => {
  it('answers 404 with the not-found title, not to be indexed', async () => {
    const res = await page('nowhere.localhost', '/it/menu');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
    expect(res.body).toContain(NOINDEX_TAG);
    expect(res.body).toContain('<meta name="coperto-site" content="unknown" />');
    expect(res.body).not.toContain('application/ld+json');
  });
});

describe('compileTemplate', () => {
  // As Vite writes the web app's index.html.
  const built = `<!doctype html>
<html lang="it" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta
      name="description"
      content="Coperto: il sito pubblico e la gestione del tuo ristorante."
    />
    <meta name="theme-color" content="#0b6b4a" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Coperto</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot">
        <svg viewBox="22 22 44 44" aria-hidden="true"><circle cx="44" cy="44" r="20.2" /></svg>
      </div>
    </div>
  </body>
</html>`;
  const render = compileTemplate(built);
  const head: PageHead = {
    lang: 'en',
    title: 'Menu · Trattoria Demo',
    description: 'Roman "cooking" & more',
    tags: ['<link rel="canonical" href="https://trattoria.example/en/menu" />'],
  };

  it("sets the page's language, title and description, and adds its tags to the head", () => {
    const html = render(head, 'restaurant', '  <meta name="theme-color" content="#9c2f2f" />\n');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Menu · Trattoria Demo</title>');
    expect(html).toContain(
      '<meta name="description" content="Roman &#34;cooking&#34; &#38; more" />',
    );
    expect(html).not.toContain('il sito pubblico');
    expect(html).not.toContain('/favicon.svg');
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const headEnd = html.indexOf('</head>');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(headEnd);
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it("puts a page's first paint before the app's root, which keeps its spinner (index.html hides it under a hero)", () => {
    const firstPaint = '<div class="first-paint"><img src="/media/hero.webp" alt="" /></div>';
    const painted = render({ ...head, firstPaint }, 'restaurant', '');
    expect(painted).toContain(`${firstPaint}\n    <div id="root">\n      <div class="boot">`);
    const plain = render(head, 'restaurant', '');
    expect(plain).toContain('<div class="boot">');
    expect(plain).not.toContain('first-paint');
  });

  it("keeps the template's description for a page without one", () => {
    const html = render({ lang: 'it', title: 'Coperto', tags: [] }, 'marketing', '');
    expect(html).toContain('content="Coperto: il sito pubblico e la gestione del tuo ristorante."');
    expect(html).toContain('<meta name="coperto-site" content="marketing" />');
  });
});
