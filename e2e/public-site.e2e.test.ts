import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

let server: RunningServer;
let browser: Browser;

// Seeded as `npm start` seeds it, so the trial host offers the demo's login (decision 025).
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { SEED_DEMO: 'true' } }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

/** A fresh Italian browser profile that records the page's script errors and every response. */
async function openPage(url: string) {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const responses: Response[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (response) => responses.push(response));
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return { page, response, pageErrors, responses, close: () => context.close() };
}

async function headingText(page: Page, level: number) {
  const heading = page.locator(`h${level}`).first();
  await heading.waitFor();
  return (await heading.textContent())?.trim();
}

describe('public site in Chromium', () => {
  it('shows the Coperto landing on the marketing host, linking the demo restaurants on this port', async () => {
    const { page, response, pageErrors, responses, close } = await openPage(
      server.urlFor('localhost'),
    );

    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain('<title>Coperto</title>');
    expect(await headingText(page, 1)).toContain('Il sito e la gestione del tuo ristorante');
    expect(page.url()).toBe(server.urlFor('localhost', '/it/'));
    expect(await page.title()).toBe('Coperto · il sito e la gestione del tuo ristorante');
    // Text locators: after 1 s the trial's fixed login hides the page from the accessibility tree.
    const trattoriaLink = page.locator('a', { hasText: 'Trattoria Demo' });
    expect(await trattoriaLink.getAttribute('href')).toBe(server.urlFor('trattoria.localhost'));
    expect(await page.locator('a', { hasText: 'Osteria Altro Gusto' }).count()).toBe(1);
    await page.getByText('owner@demo.test').waitFor();
    await page.getByText('demo-password').waitFor();
    expect(
      await page.locator('a', { hasText: 'Documentazione API' }).first().getAttribute('href'),
    ).toBe('/api/docs');

    // The fingerprinted bundle is cacheable for good; the HTML above is revalidated every time.
    const assets = responses.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toContain('immutable');
    }
    expect(pageErrors).toEqual([]);
    await close();
  });

  it("leads the trial host's fixed login somewhere: the demo in one click, sign-up, the demo sites", async () => {
    const { page, pageErrors, close } = await openPage(server.urlFor('localhost'));
    await page.getByRole('button', { name: 'Solo essenziali' }).click();
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await login.waitFor();
    expect(await login.getByRole('link', { name: 'Registrati' }).getAttribute('href')).toBe(
      '/it/sign-up',
    );
    const demoSites = login.getByRole('navigation', { name: 'Ristoranti della demo' });
    expect(await demoSites.getByRole('link', { name: 'Pizzeria Demo' }).getAttribute('href')).toBe(
      server.urlFor('pizzeria.localhost'),
    );
    await login.getByRole('button', { name: 'Entra nella demo' }).click();
    await page.waitForURL(server.urlFor('localhost', '/dashboard'));
    await page.getByRole('heading', { level: 1, name: /Giulia/ }).waitFor();

    // Signed in, "Prova la demo" is the dashboard, not a second login.
    await page.goto(server.urlFor('localhost', '/it/'));
    await page.getByRole('button', { name: 'Prova la demo' }).click();
    await page.waitForURL(server.urlFor('localhost', '/dashboard'));
    expect(await page.getByRole('dialog', { name: 'Accedi' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await close();
  });

  it("shows the restaurant of a restaurant host in its colours, with its name as the page's title", async () => {
    const { page, response, pageErrors, close } = await openPage(
      server.urlFor('trattoria.localhost'),
    );

    expect(response.status()).toBe(200);
    // The server puts the title in the HTML itself, before any script runs (link previews).
    expect(await response.text()).toContain('<title>Trattoria Demo</title>');
    expect(await headingText(page, 1)).toBe('Trattoria Demo');
    expect(page.url()).toBe(server.urlFor('trattoria.localhost', '/it/'));
    expect(await page.title()).toBe('Trattoria Demo');
    await page.getByText('Cucina romana di tradizione').waitFor();
    expect(await page.getByRole('link', { name: '+39 06 1234 5678' }).getAttribute('href')).toBe(
      'tel:+390612345678',
    );
    expect(await page.getByRole('link', { name: 'trattoria@demo.test' }).getAttribute('href')).toBe(
      'mailto:trattoria@demo.test',
    );
    // The seeded theme's primary colour, #9c2f2f, on the app bar and the hero.
    for (const selector of ['header', '[data-testid="restaurant-hero"]']) {
      const background = await page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background, selector).toBe('rgb(156, 47, 47)');
    }
    expect(pageErrors).toEqual([]);
    await close();
  });

  it('answers an unknown host with status 404 and a clear "Ristorante non trovato" page', async () => {
    const { page, response, pageErrors, close } = await openPage(
      server.urlFor('unknown.localhost'),
    );

    expect(response.status()).toBe(404);
    expect(await headingText(page, 1)).toBe('Ristorante non trovato');
    expect(await page.title()).toBe('Ristorante non trovato · Coperto');
    await page.getByText('unknown.localhost').waitFor();
    expect(await page.getByRole('link', { name: 'Vai a Coperto' }).getAttribute('href')).toBe(
      server.urlFor('localhost'),
    );
    expect(pageErrors).toEqual([]);
    await close();
  });
});
