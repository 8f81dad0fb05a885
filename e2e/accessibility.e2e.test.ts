import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

/** WCAG 2.0 and 2.1, levels A and AA: what the public site promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const DESKTOP = { width: 1366, height: 900 };

let server: RunningServer;
let browser: Browser;

// With the demo's pictures: text over the hero photo and the gallery are part of what is checked.
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

/** The page's serious and critical WCAG A/AA violations, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}

/** What each page shows once it has settled: the content axe is to read. */
const READY: Record<string, (page: Page) => Promise<unknown>> = {
  // The contact form loads as the guest scrolls towards it.
  home: async (page) => {
    await page.getByTestId('contact-form-slot').scrollIntoViewIfNeeded();
    await page.getByTestId('contact-form').waitFor();
  },
  menu: (page) => page.getByTestId('menu-view').waitFor(),
  gallery: (page) => page.getByTestId('gallery-grid').waitFor(),
  missingMenu: (page) => page.getByTestId('menu-message').waitFor(),
};
const PATHS: Record<string, string> = {
  home: '',
  menu: 'menu',
  gallery: 'gallery',
  missingMenu: 'menu/no-such-menu',
};
/** The banner's refusal as a visitor reads it. */
const ESSENTIALS_ONLY: Record<string, string> = {
  it: 'Solo essenziali',
  en: 'Essentials only',
  de: 'Nur notwendige',
};

interface Visit {
  host: string;
  language: string;
  page: 'home' | 'menu' | 'gallery' | 'missingMenu';
  /** Leave the cookie banner open: what every first visitor sees. */
  banner?: boolean;
  /** What the visitor does before the check. */
  act?: (page: Page) => Promise<unknown>;
}

async function checkPage({ host, language, page: name, banner = false, act }: Visit) {
  const context = await browser.newContext({ locale: language, viewport: DESKTOP });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.urlFor(host, `/${language}/${PATHS[name]}`));
  await page.locator('h1').first().waitFor();
  const cookieBanner = page.getByTestId('cookie-banner');
  await cookieBanner.waitFor();
  if (!banner) {
    await cookieBanner.getByRole('button', { name: ESSENTIALS_ONLY[language] }).click();
    await cookieBanner.waitFor({ state: 'detached' });
  }
  await READY[name]!(page);
  await act?.(page);
  // Fonts and images in, transitions over: colours are read as they end up.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);

  expect(await seriousViolations(page), 'serious or critical accessibility violations').toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
}

describe('the public site meets WCAG 2.1 AA (axe: no serious or critical violation)', () => {
  it('the trattoria home with the cookie banner open, as a first visitor sees it', async () => {
    await checkPage({ host: 'trattoria.localhost', language: 'it', page: 'home', banner: true });
  });

  it.each([
    { host: 'trattoria.localhost', language: 'it', page: 'home' },
    { host: 'trattoria.localhost', language: 'it', page: 'menu' },
    { host: 'trattoria.localhost', language: 'it', page: 'gallery' },
    { host: 'trattoria.localhost', language: 'en', page: 'home' },
    { host: 'trattoria.localhost', language: 'en', page: 'menu' },
    { host: 'trattoria.localhost', language: 'en', page: 'gallery' },
    { host: 'pizzeria.localhost', language: 'de', page: 'menu' },
    // A shared link to a menu that is gone: the message and its button in the site's colours.
    { host: 'trattoria.localhost', language: 'it', page: 'missingMenu' },
  ] as const)('$host /$language/ $page, after the cookie choice', async (visit) => {
    await checkPage(visit);
  });

  it('the contact form showing its errors (in the red of the restaurant, made readable)', async () => {
    await checkPage({
      host: 'trattoria.localhost',
      language: 'it',
      page: 'home',
      act: async (page) => {
        const form = page.getByTestId('contact-form');
        await form.getByRole('button', { name: 'Invia il messaggio' }).click();
        await form.getByText('Scrivi il tuo nome').waitFor();
      },
    });
  });

  it('a photo of the gallery full screen', async () => {
    await checkPage({
      host: 'trattoria.localhost',
      language: 'en',
      page: 'gallery',
      act: async (page) => {
        await page.getByTestId('gallery-grid').getByRole('button').first().click();
        await page.getByRole('dialog', { name: 'Gallery · Trattoria Demo' }).waitFor();
      },
    });
  });
});
