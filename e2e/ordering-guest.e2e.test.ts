import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { openForOrders } from '../apps/api/src/test/ordering';
import { launchChromium } from './support/chromium';
import { openVisitor } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// A guest on a phone orders from the restaurant's own site (issue 15 "The guest"): dishes from
// the menu into the cart, the cart priced by the server, the checkout, and the tracking page.

/** An iPhone 12–15's page: the size the public site is designed for first. */
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  const owner = await loginAs(app, 'owner@demo.test');
  const ids = await demoRestaurantIds(app);
  // Open around the clock (ALWAYS_OPEN), so the test never depends on the hour it runs at;
  // delivery to 00186 for a 3 € fee and a 15 € minimum.
  await openForOrders(app, ids.trattoria, owner.headers);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

async function openPhone(
  locale: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  return openVisitor(browser, { locale, viewport: PHONE, isMobile: true, hasTouch: true });
}

/** The page's serious and critical WCAG 2.1 A/AA violations (as accessibility.e2e reads them). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** Adds a dish from the menu page through its dialog: a variant, extra portions, a note. */
async function addDish(
  page: Page,
  dish: string,
  options: { variant?: RegExp; more?: number; note?: string; addLabel: RegExp },
) {
  await page.getByRole('button', { name: new RegExp(`: ${dish}$`) }).click();
  const dialog = page.getByRole('dialog', { name: dish });
  await dialog.waitFor();
  if (options.variant) await dialog.getByRole('radio', { name: options.variant }).check();
  for (let i = 0; i < (options.more ?? 0); i += 1) {
    await dialog.getByRole('button', { name: /^(Uno in più|One more)$/ }).click();
  }
  if (options.note) await dialog.getByRole('textbox').fill(options.note);
  await dialog.getByRole('button', { name: options.addLabel }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The tracking page's public id, once the checkout has landed there. */
async function landOnTracking(page: Page, language: string) {
  await page.waitForURL(new RegExp(`/${language}/order/[A-Za-z0-9_-]{22}$`), { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

describe('a guest orders on a phone', () => {
  it('orders pickup in Italian, paying at the restaurant, and lands on the tracking page', async () => {
    const { context, page, errors } = await openPhone('it-IT');
    await page.goto(server.urlFor('trattoria.localhost', '/it/'));
    // The home promises ordering: its button leads to the checkout.
    const orderOnline = page.getByTestId('order-online');
    await orderOnline.waitFor();
    expect(await orderOnline.getAttribute('href')).toBe('/it/order');

    await page.goto(server.urlFor('trattoria.localhost', '/it/menu'));
    await addDish(page, 'Vitello tonnato', {
      more: 1,
      note: 'senza capperi',
      addLabel: /^Aggiungi · 26,00/,
    });
    expect(plain(await page.getByTestId('cart-count').textContent())).toBe('2');

    // The cart shows the server's figures and leads to the checkout.
    await page.getByTestId('cart-button').click();
    const cart = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect
      .poll(async () => plain(await cart.getByTestId('cart-total').textContent()))
      .toBe('26,00 €');
    await cart.getByRole('button', { name: 'Vai alla cassa' }).click();
    await page.waitForURL(/\/it\/order$/);

    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    // Sent empty, the form says what is missing, in Italian, and sends nothing.
    await form.getByRole('button', { name: "Invia l'ordine" }).click();
    await page.getByText('Scrivi nome e cognome.').waitFor();
    await page.getByText('Per ordinare serve il consenso al trattamento dei dati.').waitFor();
    expect(await seriousViolations(page), 'the checkout with its errors').toEqual([]);

    await form.getByRole('radio', { name: 'Ritiro al ristorante' }).check();
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Anna Ospite');
    await form.getByRole('textbox', { name: 'Email' }).fill('anna@ospite.test');
    await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 123 4567');
    await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
    expect(await form.getByRole('radio', { name: /Paga al ristorante/ }).isChecked()).toBe(true);
    await form.getByRole('button', { name: "Invia l'ordine" }).click();

    const publicId = await landOnTracking(page, 'it');
    const tracking = page.getByTestId('order-tracking');
    await tracking.waitFor();
    expect(plain(await page.getByTestId('tracking-number').textContent())).toMatch(
      /^Ordine n. \d+$/,
    );
    expect(await page.getByTestId('tracking-step-received').getAttribute('aria-current')).toBe(
      'step',
    );
    expect(plain(await page.getByTestId('tracking-items').textContent())).toContain(
      '2 × Vitello tonnato',
    );
    expect(await page.getByTestId('tracking-call').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await seriousViolations(page), 'the tracking page').toEqual([]);
    // The cart is empty in the browser, and on the server (the order call emptied its mirror).
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);

    const stored = await server.testApp.app.inject({ url: `/api/public-orders/${publicId}` });
    expect(stored.json()).toMatchObject({
      type: 'pickup',
      payment_method: 'at_restaurant',
      total: 26,
      items: [{ name: 'Vitello tonnato', quantity: 2, notes: 'senza capperi' }],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('orders a delivery in English, with the zone fee, and lands on the tracking page', async () => {
    const { context, page, errors } = await openPhone('en-GB');
    await page.goto(server.urlFor('trattoria.localhost', '/en/menu'));
    await addDish(page, 'Cacio e pepe', {
      variant: /Full portion/,
      more: 1,
      addLabel: /^Add · €24\.00/,
    });
    await page.getByTestId('cart-button').click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect
      .poll(async () => plain(await cart.getByTestId('cart-total').textContent()))
      .toBe('€24.00');
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/en\/order$/);

    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    await form.getByRole('radio', { name: 'Home delivery' }).check();
    const where = page.getByRole('region', { name: 'Delivery address' });
    await where.getByRole('textbox', { name: 'Street' }).fill('Via Giulia');
    await where.getByRole('textbox', { name: 'Number' }).fill('12');
    await where.getByRole('textbox', { name: 'Postcode' }).fill('00186');
    await where.getByRole('textbox', { name: 'City' }).fill('Roma');
    // The summary prices the zone: its fee joins the total.
    const summary = page.getByTestId('cart-summary');
    await expect
      .poll(async () => plain(await summary.getByTestId('cart-delivery-fee').textContent()))
      .toBe('€3.00');
    await expect
      .poll(async () => plain(await summary.getByTestId('cart-total').textContent()))
      .toBe('€27.00');
    await form.getByRole('textbox', { name: 'Full name' }).fill('John Guest');
    await form.getByRole('textbox', { name: 'Email' }).fill('john@guest.test');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
    await form.getByRole('checkbox', { name: /I agree to/ }).check();
    await form.getByRole('button', { name: 'Place order' }).click();

    const publicId = await landOnTracking(page, 'en');
    await page.getByTestId('order-tracking').waitFor();
    expect(plain(await page.getByTestId('tracking-number').textContent())).toMatch(
      /^Order no. \d+$/,
    );
    expect(plain(await page.getByTestId('tracking-slot').textContent())).toMatch(/^Delivery: /);
    expect(plain(await page.getByTestId('order-tracking').textContent())).toContain('€27.00');

    const stored = await server.testApp.app.inject({ url: `/api/public-orders/${publicId}` });
    expect(stored.json()).toMatchObject({
      type: 'delivery',
      payment_method: 'at_restaurant',
      delivery_fee: 3,
      total: 27,
      items: [{ name: 'Cacio e pepe', variant_name: 'Full portion', quantity: 2 }],
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
