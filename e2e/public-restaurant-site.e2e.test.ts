import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

const DESKTOP = { width: 1366, height: 900 };
/** Consent given beforehand, where the banner is not the subject (the journey answers it itself). */
const ESSENTIALS_ONLY = {
  hasOptedIn: true,
  essentials: true,
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};
const GUEST = {
  name: 'Giulia Bianchi',
  email: 'giulia.bianchi@example.test',
  message: 'We are twelve for a birthday on Saturday evening: could we have the terrace?',
};

let server: RunningServer;
let browser: Browser;

// The demo's pictures are drawn: the gallery, the hero and the /media files are under test.
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  /** Every response the page received. */
  responses: Response[];
}

async function openContext(
  options: { locale?: string; storage?: Record<string, unknown> } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    locale: options.locale ?? 'it-IT',
    viewport: DESKTOP,
  });
  await context.addInitScript((entries: Record<string, unknown>) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, options.storage ?? {});
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const responses: Response[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => responses.push(response));
  return { context, page, pageErrors, responses };
}

async function closeAll({ context, pageErrors }: Opened) {
  expect(pageErrors).toEqual([]);
  await context.close();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** Intl writes a no-break space between amount and euro sign; the assertions read plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const waitForLang = (page: Page, language: string) =>
  page.waitForFunction((lang) => document.documentElement.lang === lang, language);
/** The site's bar: "Pagine del sito" / "Site pages". */
const siteNav = (page: Page) => page.locator('nav.site-nav');

/** The prices a dish shows: its own, or one per variant. */
async function pricesOf(page: Page, dish: string) {
  const item = page
    .getByTestId('menu-item')
    .filter({ has: page.getByRole('heading', { name: dish, exact: true }) });
  return (await item.locator('.menu-price').allTextContents()).map(plain);
}

/** The menu's section tabs, in order. */
async function sectionTabs(page: Page, label: string) {
  const tabs = page.getByRole('navigation', { name: label }).getByRole('link');
  await tabs.first().waitFor();
  return (await tabs.allTextContents()).map(plain);
}

/** Scrolls to the end so that lazy images load, then waits for every image to be done. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Images that are there but show nothing: missing files, undecodable bytes. */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src || image.outerHTML.slice(0, 120)),
  );

/** The restaurant's canonical origin as the server writes it: its host, PUBLIC_URL's port. */
function siteOrigin(host: string) {
  const { protocol, port } = new URL(server.testApp.app.config.publicUrl);
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

describe("a guest on the trattoria's site", () => {
  it('browses the home, reads the menu in Italian then English, looks at the photos and writes to the restaurant', async () => {
    const opened = await openContext({ locale: 'it-IT' });
    const { page } = opened;

    // Home, in Italian (the browser's language); the cookie question answered as a visitor would.
    await page.goto(server.urlFor('trattoria.localhost', '/'));
    await page.getByRole('heading', { level: 1, name: 'Trattoria Demo' }).waitFor();
    expect(pathOf(page)).toBe('/it/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    await page.getByRole('button', { name: 'Solo essenziali' }).click();
    await page.getByTestId('cookie-banner').waitFor({ state: 'detached' });
    expect(
      await siteNav(page).getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).toBe('page');
    // The contact form's code loads as the guest scrolls near it, into a slot of its height:
    // nothing below moves (the footer's links jumped by 40 px, and a click meant for one missed).
    const formSlot = page.getByTestId('contact-form-slot');
    const heightOf = () => formSlot.evaluate((slot) => slot.getBoundingClientRect().height);
    const waiting = await heightOf();
    await formSlot.scrollIntoViewIfNeeded();
    await formSlot.getByTestId('contact-form').waitFor();
    expect(Math.abs((await heightOf()) - waiting)).toBeLessThanOrEqual(1);

    // The menu page, from the bar.
    const menusAnswer = page.waitForResponse((r) => /\/api\/restaurant\/\d+\/menus$/.test(r.url()));
    await siteNav(page).getByRole('link', { name: 'Menu' }).click();
    await page.waitForURL(server.urlFor('trattoria.localhost', '/it/menu'));
    expect((await menusAnswer).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
    expect(await page.title()).toBe('Menù · Trattoria Demo');
    expect((await sectionTabs(page, 'Sezioni del menù')).slice(0, 3)).toEqual([
      'Antipasti',
      'Primi',
      'Secondi',
    ]);
    expect(await pricesOf(page, 'Bruschetta al pomodoro')).toEqual(['6,50 €']);
    expect(await pricesOf(page, 'Cacio e pepe')).toEqual(['8,50 €', '12,00 €']);
    // At the end of the page the last section is the one being read, though it never reaches
    // the reading band: its tab is highlighted, not the one before.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.menu-nav__tab')].at(-1)?.getAttribute('aria-current') ===
        'location',
    );
    expect(await page.locator('.menu-nav__tab[aria-current="location"]').count()).toBe(1);
    // Back at the top, above every section, the first is the one about to be read.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => document.querySelector('.menu-nav__tab')?.getAttribute('aria-current') === 'location',
    );

    // English, from the language switcher: the same page, the menu's own English.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL(server.urlFor('trattoria.localhost', '/en/menu'));
    await waitForLang(page, 'en');
    await page.getByRole('heading', { level: 1, name: 'À la carte menu' }).waitFor();
    expect(await page.title()).toBe('Menu · Trattoria Demo');
    expect((await sectionTabs(page, 'Menu sections')).slice(0, 3)).toEqual([
      'Starters',
      'First courses',
      'Main courses',
    ]);
    expect(await pricesOf(page, 'Tomato bruschetta')).toEqual(['€6.50']);
    expect(await pricesOf(page, 'Cacio e pepe')).toEqual(['€8.50', '€12.00']);
    const cacio = page.getByTestId('menu-item').filter({ hasText: 'Cacio e pepe' });
    expect(plain(await cacio.getByTestId('menu-item-variants').textContent())).toBe(
      'Half portion€8.50Full portion€12.00',
    );

    // The gallery page, and a photo full screen: ← and → turn (round the ends), Esc closes.
    await siteNav(page).getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(server.urlFor('trattoria.localhost', '/en/gallery'));
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    expect(await page.title()).toBe('Gallery · Trattoria Demo');
    const tiles = page.getByTestId('gallery-grid').getByRole('button');
    await tiles.first().waitFor();
    const captions = await page
      .getByTestId('gallery-grid')
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(captions).toHaveLength(6);
    expect(captions[0]).toBe('Rigatoni carbonara with crispy guanciale and pecorino');

    await tiles.first().click();
    const viewer = page.getByRole('dialog', { name: 'Gallery · Trattoria Demo' });
    await viewer.waitFor();
    // "3 / 6" as seen (screen readers hear "Photo 3 of 6").
    const counter = viewer.getByTestId('media-viewer-counter').locator('[aria-hidden="true"]');
    const caption = viewer.getByTestId('media-viewer-caption');
    const shown = async () => [plain(await counter.textContent()), await caption.textContent()];
    expect(await shown()).toEqual(['1 / 6', captions[0]]);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return image?.complete && image.naturalWidth > 0;
    });
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toEqual(['2 / 6', captions[1]]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toEqual(['6 / 6', captions[5]]);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    // The focus goes back to the photo it was opened from.
    await expect
      .poll(() => tiles.first().evaluate((tile) => tile === document.activeElement))
      .toBe(true);

    // Contact, from the bar: the home's contact section, and its form.
    await siteNav(page).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(server.urlFor('trattoria.localhost', '/en/contact'));
    const contactSection = page.getByRole('region', { name: 'Write to us' });
    await expect
      .poll(() =>
        contactSection.evaluate((section) => {
          const box = section.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        }),
      )
      .toBe(true);
    const form = contactSection.getByRole('form', { name: 'Write to Trattoria Demo' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /^Name/ }).fill(GUEST.name);
    await form.getByRole('textbox', { name: /^Email/ }).fill(GUEST.email);
    await form.getByRole('textbox', { name: /^Message/ }).fill(GUEST.message);
    const sent = page.waitForResponse(
      (r) => /\/contact$/.test(r.url()) && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send the message' }).click();
    expect((await sent).status()).toBeLessThan(300);
    const confirmation = page.getByTestId('contact-sent');
    await confirmation.getByRole('heading', { name: `Thank you, ${GUEST.name}!` }).waitFor();
    expect(plain(await confirmation.textContent())).toContain(
      `Your message has reached Trattoria Demo: we will reply to ${GUEST.email}.`,
    );

    // The restaurant's inbox (the dev outbox): the guest's name, address and words.
    const mail = await lastMailTo(server.testApp.app, 'trattoria@demo.test');
    expect(mail.subject).toBe(`Nuovo messaggio dal sito di Trattoria Demo: ${GUEST.name}`);
    expect(mail.text_body).toContain(`Email: ${GUEST.email}`);
    expect(mail.text_body).toContain(GUEST.message);
    expect(mail.text_body).toContain('Lingua: inglese (en)');
    await closeAll(opened);
  });
});

describe('what the site serves', () => {
  it("leads from the footer to the privacy notice, written from the business's data, and keeps it out of search engines", async () => {
    const opened = await openContext({
      locale: 'it-IT',
      storage: { cookieSettings: ESSENTIALS_ONLY },
    });
    const { page } = opened;
    await page.goto(server.urlFor('trattoria.localhost', '/it/menu'));
    // Once the page has all its parts: a click on a footer the page is still re-rendering can land
    // on an element already replaced (seen on a loaded CI machine).
    await page.waitForLoadState('networkidle');
    await page.locator('footer').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL(/\/it\/privacy$/);
    await page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }).waitFor();
    const controller = page.getByTestId('privacy-controller');
    await controller.waitFor();
    expect(plain(await controller.textContent())).toContain('Demo Ristorazione S.r.l.');
    expect(plain(await controller.textContent())).toContain('01234567897');
    expect(await page.title()).toBe('Privacy · Trattoria Demo');
    const text = plain(await page.getByTestId('privacy-page').textContent());
    expect(text).not.toMatch(/undefined|\{\{/);
    // The server's head for the page, before any script: its title, not to index.
    const response = await page.goto(server.urlFor('trattoria.localhost', '/en/privacy'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Privacy · Trattoria Demo</title>');
    await closeAll(opened);
  });

  it('answers a host no restaurant has with 404 and the "restaurant not found" page', async () => {
    const opened = await openContext({ locale: 'it-IT' });
    const response = await opened.page.goto(server.urlFor('nowhere.localhost', '/it/menu'));
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');
    await opened.page.getByRole('heading', { level: 1, name: 'Ristorante non trovato' }).waitFor();
    await opened.page.getByText('nowhere.localhost').waitFor();
    expect(await opened.page.title()).toBe('Ristorante non trovato · Coperto');
    await closeAll(opened);
  });

  it("shows the pizzeria's menu complete without a logo or dish photos: header, logo mark, sections, prices, no broken image", async () => {
    const opened = await openContext({
      locale: 'it-IT',
      storage: { cookieSettings: ESSENTIALS_ONLY },
    });
    const { page, responses } = opened;
    await page.goto(server.urlFor('pizzeria.localhost', '/it/menu'));
    await page.getByRole('heading', { level: 1, name: 'Pizze' }).waitFor();

    const header = page.getByRole('banner');
    expect(await header.getByTestId('restaurant-name').textContent()).toBe('Pizzeria Demo');
    // No logo: the default mark, the initials on a plate, takes its place.
    const mark = header.locator('svg.default-logo');
    await mark.waitFor();
    expect(plain(await mark.textContent())).toBe('PD');
    expect(await header.locator('img').count()).toBe(0);

    expect(await sectionTabs(page, 'Sezioni del menù')).toEqual([
      'Pizze rosse',
      'Pizze bianche',
      'Fritti',
      'Bevande',
      'Dolci',
    ]);
    const sectionTitles = page.locator('.menu-section__title');
    expect(await sectionTitles.count()).toBe(5);
    for (const title of await sectionTitles.all()) expect(await title.isVisible()).toBe(true);

    // Every dish has a price of its own or one per variant, written the Italian way.
    const items = await page.getByTestId('menu-item').all();
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      const prices = (await item.locator('.menu-price').allTextContents()).map(plain);
      expect(
        prices.length,
        (await item.getByRole('heading').first().textContent()) ?? '',
      ).toBeGreaterThan(0);
      for (const price of prices) expect(price).toMatch(/^\d+,\d{2} €$/);
    }
    expect(await page.locator('.menu-item__photo').count()).toBe(0);

    await loadEveryImage(page);
    expect(await brokenImages(page)).toEqual([]);
    const failed = responses
      .filter((r) => r.status() >= 400)
      .map((r) => `${r.status()} ${r.url()}`);
    expect(failed).toEqual([]);
    await closeAll(opened);
  });

  it('writes the canonical URL, the language alternates and the JSON-LD of /en/menu into the HTML itself', async () => {
    const opened = await openContext({
      locale: 'en-GB',
      storage: { cookieSettings: ESSENTIALS_ONLY },
    });
    const response = await opened.page.goto(server.urlFor('trattoria.localhost', '/en/menu'));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // Parsed as the server sent it, before any script ran.
    const head = await opened.page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return {
        lang: doc.documentElement.lang,
        title: doc.title,
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent ?? '',
        ),
      };
    }, html);
    const origin = siteOrigin('trattoria.localhost');
    expect(head.lang).toBe('en');
    expect(head.title).toBe('Menu · Trattoria Demo');
    expect(head.canonical).toBe(`${origin}/en/menu`);
    expect(head.alternates).toEqual([
      ['it', `${origin}/it/menu`],
      ['en', `${origin}/en/menu`],
      ['x-default', `${origin}/it/menu`],
    ]);

    const data = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    const restaurant = data.find((entry) => entry['@type'] === 'Restaurant');
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Trattoria Demo',
      url: `${origin}/en/`,
      hasMenu: `${origin}/en/menu`,
      telephone: '+39 06 1234 5678',
      address: { '@type': 'PostalAddress', addressLocality: 'Roma', addressCountry: 'IT' },
    });
    const menu = data.find((entry) => entry['@type'] === 'Menu') as {
      name: string;
      inLanguage: string;
      url: string;
      hasMenuSection: { name: string; hasMenuItem: { name: string; offers: unknown }[] }[];
    };
    expect(menu).toMatchObject({
      name: 'À la carte menu',
      inLanguage: 'en',
      url: `${origin}/en/menu`,
    });
    expect(menu.hasMenuSection.slice(0, 3).map((section) => section.name)).toEqual([
      'Starters',
      'First courses',
      'Main courses',
    ]);
    const bruschetta = menu.hasMenuSection[0]?.hasMenuItem.find(
      (i) => i.name === 'Tomato bruschetta',
    );
    expect(bruschetta?.offers).toEqual({ '@type': 'Offer', price: '6.50', priceCurrency: 'EUR' });
    await closeAll(opened);
  });

  it('renders the menu page from the data in its HTML, and answers the menus again with 304 to If-None-Match', async () => {
    const opened = await openContext({
      locale: 'it-IT',
      storage: { cookieSettings: ESSENTIALS_ONLY },
    });
    const apiReads: string[] = [];
    opened.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/restaurant\/(hostname\/|\d+\/menus$)/.test(pathname)) apiReads.push(pathname);
    });
    await opened.page.goto(server.urlFor('trattoria.localhost', '/it/menu'));
    await opened.page.getByRole('heading', { name: 'Menù alla carta' }).waitFor();
    // The server put the restaurant and its menus into the page (docs/decisions/014).
    expect(apiReads).toEqual([]);

    const restaurant = (await (
      await fetch(server.urlFor('127.0.0.1', '/api/restaurant/hostname/trattoria.localhost'))
    ).json()) as { id: number };
    const first = await fetch(server.urlFor('127.0.0.1', `/api/restaurant/${restaurant.id}/menus`));
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();

    // The same resource asked again over HTTP, as a browser's cache or a CDN revalidates it.
    const url = first.url;
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await fetch(url, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect((await other.json()).menus.length).toBeGreaterThan(0);
    await closeAll(opened);
  });

  it("paints the cookie banner before any script, asks for the app's code after that paint, and the app's banner takes the same box", async () => {
    const phone = { viewport: { width: 390, height: 844 }, locale: 'it-IT' };
    const url = server.urlFor('trattoria.localhost', '/it/menu');
    const textBox = (page: Page, selector: string) =>
      page.locator(`${selector} .cookie-banner-text`).boundingBox();

    // What the server sent, as a browser without scripts shows it.
    const withoutScripts = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const still = await withoutScripts.newPage();
    await still.goto(url);
    const painted = still.locator('#cookie-banner-first-paint');
    await expect(painted.getByText('Rispettiamo la tua privacy').isVisible()).resolves.toBe(true);
    await expect(painted.getByText('Accetta tutti').isVisible()).resolves.toBe(true);
    const serverBox = await textBox(still, '#cookie-banner-first-paint');
    await withoutScripts.close();

    const opened = await browser.newContext(phone);
    const page = await opened.newPage();
    await page.goto(url);
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    expect(await page.locator('#cookie-banner-first-paint').count()).toBe(0);
    // The same size in the same place: the guest sees no jump, and it is no new largest paint.
    expect(await textBox(page, '[data-testid="cookie-banner"]')).toEqual(serverBox);
    const order = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(order.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...order.scripts)).toBeGreaterThanOrEqual(order.firstPaint);
    // The banner works: a choice closes it, and the next page shows none, not even the server's.
    await banner.getByRole('button', { name: 'Solo essenziali' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Menù alla carta' }).waitFor();
    await expect(page.locator('#cookie-banner-first-paint').isVisible()).resolves.toBe(false);
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    await opened.close();
  });

  it('serves /media pictures for good (immutable) and gives the hero srcset, sizes, width and height', async () => {
    const opened = await openContext({
      locale: 'it-IT',
      storage: { cookieSettings: ESSENTIALS_ONLY },
    });
    const { page, responses } = opened;
    await page.goto(server.urlFor('trattoria.localhost', '/it/'));
    const hero = page.getByTestId('restaurant-hero').locator('img.home-hero-image');
    await hero.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>(
        '[data-testid="restaurant-hero"] img.home-hero-image',
      );
      return image?.complete && image.naturalWidth > 0;
    });
    const attributes = await hero.evaluate((image: HTMLImageElement) => ({
      srcset: image.getAttribute('srcset') ?? '',
      sizes: image.getAttribute('sizes'),
      width: Number(image.getAttribute('width')),
      height: Number(image.getAttribute('height')),
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
      currentSrc: image.currentSrc,
    }));
    const candidates = attributes.srcset.split(',').map((candidate) => candidate.trim());
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) expect(candidate).toMatch(/^\/media\/\S+\.webp \d+w$/);
    expect(attributes).toMatchObject({ sizes: '100vw', loading: 'eager', fetchPriority: 'high' });
    expect(attributes.width).toBeGreaterThan(0);
    expect(attributes.height).toBeGreaterThan(0);
    expect(new URL(attributes.currentSrc).pathname).toMatch(/^\/media\//);

    await loadEveryImage(page);
    expect(await brokenImages(page)).toEqual([]);
    const media = responses.filter((r) => new URL(r.url()).pathname.startsWith('/media/'));
    expect(media.length).toBeGreaterThan(1);
    for (const file of media) {
      expect(file.status(), file.url()).toBe(200);
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers()['content-type']).toBe('image/webp');
    }
    await closeAll(opened);
  });
});
