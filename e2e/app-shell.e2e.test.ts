import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

const SHOTS_DIR = process.env.SHOTS_SHELL_DIR ?? '/tmp/shots-shell';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Consent already given, so the cookie banner does not cover the screenshots. */
const COOKIES_DECIDED = {
  hasOptedIn: true,
  essentials: true,
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

interface OpenOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  /** Written into localStorage before the app's first script runs, on the first load only. */
  storage?: Record<string, unknown>;
}

async function openContext({ locale = 'it-IT', viewport = DESKTOP, storage = {} }: OpenOptions) {
  const context = await browser.newContext({ locale, viewport });
  await context.addInitScript((entries: Record<string, unknown>) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, storage);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Opens `path` on `host` and waits for the language redirect and the first screen. */
async function visit(host: string, path: string, options: OpenOptions = {}) {
  const opened = await openContext(options);
  await opened.page.goto(server.urlFor(host, path));
  await opened.page.locator('h1').first().waitFor();
  return opened;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedLanguage = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('language') ?? 'null'));
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** The language route switches after the URL changes, once the language's strings are in. */
const waitForLang = (page: Page, language: string) =>
  page.waitForFunction((lang) => document.documentElement.lang === lang, language);

async function closeAll(context: BrowserContext, pageErrors: string[]) {
  expect(pageErrors).toEqual([]);
  await context.close();
}

describe('language prefix (spec §2, §4)', () => {
  it.each([
    { host: 'pizzeria.localhost', locale: 'de-DE', expected: '/de/', why: 'the browser language' },
    { host: 'pizzeria.localhost', locale: 'fr-FR', expected: '/it/', why: "the site's first" },
    { host: 'trattoria.localhost', locale: 'de-DE', expected: '/it/', why: "the site's first" },
    { host: 'trattoria.localhost', locale: 'en-US', expected: '/en/', why: 'the browser language' },
    { host: 'osteria.localhost', locale: 'fr-FR', expected: '/fr/', why: 'the browser language' },
    { host: 'localhost', locale: 'de-DE', expected: '/it/', why: "the marketing host's first" },
  ])(
    'sends $host in $locale to $expected ($why), and stores it',
    async ({ host, locale, expected }) => {
      const { context, page, pageErrors } = await visit(host, '/', { locale });
      expect(pathOf(page)).toBe(expected);
      const language = expected.slice(1, 3);
      expect(await htmlLang(page)).toBe(language);
      expect(await storedLanguage(page)).toBe(language);
      await closeAll(context, pageErrors);
    },
  );

  it('counts Italian when any browser language starts with it', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'it-CH'] });
    });
    const page = await context.newPage();
    await page.goto(server.urlFor('pizzeria.localhost', '/'));
    await page.locator('h1').first().waitFor();
    expect(pathOf(page)).toBe('/it/');
    await context.close();
  });

  it('prefers the stored language when the site has it, and keeps the rest of the path', async () => {
    const { context, page, pageErrors } = await visit('localhost', '/docs?from=mail#api', {
      locale: 'it-IT',
      storage: { language: 'en' },
    });
    expect(page.url()).toBe(server.urlFor('localhost', '/en/docs?from=mail#api'));
    expect(await page.locator('h1').textContent()).toBe('Guide');
    await closeAll(context, pageErrors);
  });

  it('replaces a language the site does not have, and prefixes a path that has none', async () => {
    const { context, page, pageErrors } = await visit('trattoria.localhost', '/de/anything', {
      locale: 'it-IT',
    });
    expect(pathOf(page)).toBe('/it/anything');
    // Any path of a restaurant host is its home.
    expect(await page.locator('h1').textContent()).toBe('Trattoria Demo');

    // The marketing host's page of a shared menu; this one does not exist.
    await page.goto(server.urlFor('localhost', '/menu/abc123'));
    await page.getByRole('heading', { name: 'Menù non trovato' }).waitFor();
    expect(pathOf(page)).toBe('/it/menu/abc123');

    await page.goto(server.urlFor('localhost', '/fr/sign-up/plan-pro'));
    await page.getByRole('heading', { name: 'Registrati a Coperto' }).waitFor();
    expect(pathOf(page)).toBe('/it/sign-up/plan-pro');
    await closeAll(context, pageErrors);
  });

  it('switches to a valid prefix and remembers it for paths without one', async () => {
    const { context, page, pageErrors } = await visit('pizzeria.localhost', '/en/', {
      locale: 'it-IT',
    });
    expect(await htmlLang(page)).toBe('en');
    await page.getByText('Website made with Coperto').waitFor();
    expect(await storedLanguage(page)).toBe('en');

    await page.goto(server.urlFor('pizzeria.localhost', '/'));
    await page.locator('h1').waitFor();
    expect(pathOf(page)).toBe('/en/');
    await closeAll(context, pageErrors);
  });
});

describe('language switcher', () => {
  it("lists the site's languages and moves the same page to the chosen one", async () => {
    const { context, page, pageErrors } = await visit('pizzeria.localhost', '/it/', {
      locale: 'it-IT',
    });
    const switcher = page.getByTestId('language-switcher');
    expect(await switcher.textContent()).toContain('IT');
    await switcher.click();
    const choices = page.getByRole('menuitem');
    await choices.first().waitFor();
    expect(await choices.allTextContents()).toEqual(['Italiano', 'English', 'Deutsch']);

    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.waitForURL(server.urlFor('pizzeria.localhost', '/de/'));
    await waitForLang(page, 'de');
    expect(await storedLanguage(page)).toBe('de');
    expect(await switcher.textContent()).toContain('DE');
    // German is a UI language of its own (decision 021): the interface reads German too.
    await page.getByText('Website erstellt mit Coperto').waitFor();

    await switcher.click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await page.waitForURL(server.urlFor('pizzeria.localhost', '/it/'));
    await waitForLang(page, 'it');
    await page.getByText('Sito realizzato con Coperto').waitFor();
    await closeAll(context, pageErrors);
  });

  it("is on the marketing host too, with Coperto's two languages", async () => {
    const { context, page, pageErrors } = await visit('localhost', '/en/docs', { locale: 'it-IT' });
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Italiano', 'English']);
    await closeAll(context, pageErrors);
  });
});

describe('themes and code by path', () => {
  it("wears the restaurant's look on public paths and the dashboard's under /dashboard, loading its code only there", async () => {
    const { context, page, pageErrors } = await openContext({ locale: 'it-IT' });
    const scripts: string[] = [];
    const fonts: string[] = [];
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      hosts.add(url.hostname);
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (request.resourceType() === 'font') fonts.push(url.pathname);
    });
    const bodyBackground = () =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.goto(server.urlFor('trattoria.localhost', '/it/'));
    await page.locator('h1').waitFor();
    // The restaurant's background colour (spec §9 default #fdfdfd); its font, Lora, comes from
    // the site's own files: no request leaves for Google (or any other host).
    expect(await bodyBackground()).toBe('rgb(253, 253, 253)');
    await expect
      .poll(() => fonts.some((path) => /^\/assets\/lora-latin-400-normal-.+\.woff2$/.test(path)))
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px Lora'))).toBe(true);
    expect([...hosts]).toEqual(['trattoria.localhost']);
    expect(scripts.filter((path) => path.includes('dashboard'))).toEqual([]);

    await page.goto(server.urlFor('trattoria.localhost', '/dashboard'));
    await page.locator('h1').waitFor();
    expect(await bodyBackground()).toBe('rgb(244, 246, 245)');
    expect(scripts.some((path) => path.includes('dashboard'))).toBe(true);
    await closeAll(context, pageErrors);
  });
});

describe('head, manifest and icons per host', () => {
  async function headOf(page: Page) {
    return page.evaluate(() => ({
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
      touchIcon: document
        .querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')
        ?.getAttribute('href'),
      tile: document
        .querySelector<HTMLMetaElement>('meta[name="msapplication-TileImage"]')
        ?.getAttribute('content'),
      manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
    }));
  }

  it.each([
    { host: 'trattoria.localhost', name: 'Trattoria Demo', shortName: 'Trattoria' },
    { host: 'pizzeria.localhost', name: 'Pizzeria Demo', shortName: 'Pizzeria' },
    { host: 'localhost', name: 'Coperto', shortName: 'Coperto' },
  ])('gives $host its icons and a manifest named $name', async ({ host, name, shortName }) => {
    const { context, page, pageErrors } = await visit(host, '/', { locale: 'it-IT' });
    const publicKey =
      host === 'localhost'
        ? 'coperto'
        : await page.evaluate(
            () => JSON.parse(localStorage.getItem('currentRestaurant') ?? '{}').public_key,
          );
    const head = await headOf(page);
    expect(head).toEqual({
      icon: `/icons/${publicKey}/favicon-32.png`,
      touchIcon: `/icons/${publicKey}/apple-touch-icon.png`,
      tile: `/icons/${publicKey}/mstile-144.png`,
      manifest: server.urlFor(host, '/manifest.webmanifest'),
    });

    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), head.manifest!);
    expect(manifest).toMatchObject({ name, short_name: shortName, display: 'standalone' });
    const icons = manifest.icons as { src: string; sizes: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);

    // Fetched by the page: only the browser resolves *.localhost to this server.
    for (const src of [head.icon!, head.touchIcon!, head.tile!, ...icons.map((i) => i.src)]) {
      const icon = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          signature: String.fromCharCode(...bytes.slice(1, 4)),
        };
      }, src);
      expect(icon, src).toEqual({ status: 200, type: 'image/png', signature: 'PNG' });
    }
    await closeAll(context, pageErrors);
  });
});

describe('unknown host', () => {
  it('shows "restaurant not found" on every path, in the browser language, without a redirect', async () => {
    const { context, page, pageErrors } = await openContext({ locale: 'en-GB' });
    const response = await page.goto(server.urlFor('nowhere.localhost', '/menu/abc'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Restaurant not found' }).waitFor();
    expect(pathOf(page)).toBe('/menu/abc');
    await page.getByText('nowhere.localhost').waitFor();
    expect(await page.title()).toBe('Restaurant not found · Coperto');
    await closeAll(context, pageErrors);
  });
});

describe('trial host', () => {
  it('opens the login in fixed mode after 1 s when nobody is signed in, and resets the current restaurant', async () => {
    const stale = { name: 'Vecchio', public_key: 'old', hostname: ['localhost'], language: ['it'] };
    const { context, page, pageErrors } = await visit('localhost', '/', {
      storage: { currentRestaurant: stale, cookieSettings: COOKIES_DECIDED },
    });
    const home = page.locator('.marketing-home');
    expect(await home.getAttribute('data-login-fixed')).toBeNull();
    // The trial restaurant's picture (the demo's, served from /media) behind a transparent app bar.
    expect(
      await page.getByTestId('trial-hero').evaluate((e) => getComputedStyle(e).backgroundImage),
    ).toMatch(/url\("[^"]*\/media\/[^"]+\.webp"\)/);
    expect(await page.locator('header[data-transparent]').count()).toBe(1);

    await page.locator('.marketing-home[data-login-fixed="true"]').waitFor({ timeout: 5000 });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentRestaurant'))).toBeNull();
    // Fixed: Escape does not close it.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    await dialog.waitFor();
    await closeAll(context, pageErrors);
  });

  it('on a first visit, waits for the cookie choice before the fixed login', async () => {
    const { context, page, pageErrors } = await visit('localhost', '/');
    await page.waitForTimeout(1800);
    expect(await page.locator('.marketing-home').getAttribute('data-login-fixed')).toBeNull();
    await page.getByRole('button', { name: 'Solo essenziali' }).click();
    await page.locator('.marketing-home[data-login-fixed="true"]').waitFor({ timeout: 5000 });
    await page.getByRole('dialog').waitFor();
    await closeAll(context, pageErrors);
  });

  it('does not prompt a signed-in user', async () => {
    const { body: currentUser } = await loginAs(server.testApp.app, 'owner@demo.test');
    const { context, page, pageErrors } = await visit('localhost', '/', {
      storage: { currentUser, cookieSettings: COOKIES_DECIDED },
    });
    await page.waitForTimeout(1800);
    expect(await page.locator('.marketing-home').getAttribute('data-login-fixed')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await closeAll(context, pageErrors);
  });
});

describe('screenshots', () => {
  const screens = [
    { name: 'marketing-home', host: 'localhost', path: '/it/', locale: 'it-IT' },
    { name: 'restaurant-home-it', host: 'trattoria.localhost', path: '/it/', locale: 'it-IT' },
    { name: 'restaurant-home-en', host: 'trattoria.localhost', path: '/en/', locale: 'en-GB' },
    { name: 'not-found', host: 'unknown.localhost', path: '/', locale: 'it-IT' },
  ];
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    it(`takes the ${size} screenshots, with nothing wider than the screen`, async () => {
      for (const screen of screens) {
        const { context, page, pageErrors } = await openContext({
          locale: screen.locale,
          viewport,
          storage: { cookieSettings: COOKIES_DECIDED },
        });
        await page.goto(server.urlFor(screen.host, screen.path));
        await page.locator('h1').first().waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS_DIR}/${screen.name}-${size}.png`, fullPage: true });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, screen.name).toBeLessThanOrEqual(0);
        if (screen.name === 'marketing-home') {
          await page.locator('.marketing-home[data-login-fixed="true"]').waitFor();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `${SHOTS_DIR}/marketing-home-login-${size}.png` });
        }
        await closeAll(context, pageErrors);
      }
    });
  }
});
