import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { openForOrders } from '../apps/api/src/test/ordering';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

// A guest at a table scans its QR code on their phone and orders from it (issue 16, "QR at the
// table"; decision 062): the menu says which table, the checkout asks only what a waiter needs,
// the order lands on the tracking page, and the kitchen's board shows it with its table. The table
// stays for a second round ("Ordina ancora") until the guest leaves it.

const SHOTS_DIR = process.env.SHOTS_TABLE_DIR ?? '/tmp/shots-table';
/** An iPhone 12–15's page: the size the public site is designed for first. */
const PHONE = { width: 390, height: 844 };
/** An iPad Air held upright. */
const TABLET = { width: 820, height: 1180 };
const ESSENTIALS_ONLY = {
  hasOptedIn: true,
  essentials: true,
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};

let server: RunningServer;
let browser: Browser;
let trattoriaId: number;
/** What the QR code on the Trattoria's table 12 holds. */
let tableToken: string;
/** The Pizzeria's garden table 21 (the Pizzeria's site speaks German too). */
let gardenToken: string;

/** A restaurant's tables by name, with the tokens their QR codes hold. */
async function tablesOf(restaurantId: number, headers: Record<string, string>) {
  const floor = await server.testApp.app.inject({ url: `/api/floor/${restaurantId}`, headers });
  return new Map<string, string>(
    floor
      .json()
      .areas.flatMap((area: { tables: { name: string; qr_token: string }[] }) => area.tables)
      .map((table: { name: string; qr_token: string }) => [table.name, table.qr_token]),
  );
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  const owner = await loginAs(app, 'owner@demo.test');
  const ids = await demoRestaurantIds(app);
  trattoriaId = ids.trattoria;
  // Open around the clock, so the test never depends on the hour it runs at.
  await openForOrders(app, trattoriaId, owner.headers);
  await openForOrders(app, ids.pizzeria, owner.headers);
  const twelve = (await tablesOf(trattoriaId, owner.headers)).get('12');
  const garden = (await tablesOf(ids.pizzeria, owner.headers)).get('21');
  if (!twelve || !garden) throw new Error('The demo floors lack table 12 or 21');
  tableToken = twelve;
  gardenToken = garden;
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

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

/** The page (or the whole page) at tablet and phone widths, after transitions; the phone's last. */
async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  await page.evaluate(() => document.fonts.ready);
  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    await page.screenshot({
      path: `${SHOTS_DIR}/${name}-${size}.png`,
      animations: 'disabled',
      fullPage,
    });
    // Nothing wider than the screen at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
}

describe("a guest orders from their table's QR code", () => {
  it('scans, adds a dish, orders at table 12 in Italian, and the board shows it at the table', async () => {
    const context = await browser.newContext({
      locale: 'it-IT',
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    });
    await context.addInitScript((settings: unknown) => {
      if (!localStorage.getItem('cookieSettings')) {
        localStorage.setItem('cookieSettings', JSON.stringify(settings));
      }
    }, ESSENTIALS_ONLY);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The scan: what the QR code encodes.
    await page.goto(server.urlFor('trattoria.localhost', `/it/menu?table=${tableToken}`));
    const banner = page.getByTestId('table-mode-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(plain(await banner.textContent())).toContain('Stai ordinando al tavolo 12');
    // Kept with the cart; the code leaves the address, so a reload or a shared link carries none.
    await page.waitForURL(/\/it\/menu$/);
    await shoot(page, 'table-menu-banner');
    expect(await seriousViolations(page), 'the menu with the table banner').toEqual([]);

    // A dish into the cart, as on any visit.
    await page.getByRole('button', { name: /: Vitello tonnato$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Vitello tonnato' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Aggiungi · / }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('cart-button').click();
    const cart = page.getByRole('dialog', { name: 'Il tuo carrello' });
    expect(plain(await cart.getByTestId('cart-table').textContent())).toBe('Ordine al tavolo 12');
    await expect
      .poll(async () => plain(await cart.getByTestId('cart-total').textContent()))
      .toMatch(/^\d+,\d\d €$/);
    await cart.getByRole('button', { name: 'Vai alla cassa' }).click();
    await page.waitForURL(/\/it\/order$/);

    // At the table: no kind, time, address or payment to choose.
    const form = page.getByTestId('table-checkout-form');
    await form.waitFor();
    expect(plain(await form.getByTestId('checkout-table').textContent())).toContain('Al tavolo 12');
    expect(await form.getByRole('radio').count()).toBe(0);
    expect(await form.getByRole('textbox', { name: 'CAP' }).count()).toBe(0);
    await form.getByRole('button', { name: "Invia l'ordine al tavolo 12" }).click();
    await page.getByText('Scrivi nome e cognome.').waitFor();
    await page.getByText('Per ordinare serve il consenso al trattamento dei dati.').waitFor();
    await form.getByRole('textbox', { name: /Nome e cognome/ }).fill('Giulia');
    await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
    expect(await form.getByRole('checkbox', { name: /novità e offerte/ }).isChecked()).toBe(false);
    await shoot(page, 'table-checkout', { fullPage: true });
    expect(await seriousViolations(page), 'the checkout at the table').toEqual([]);
    await form.getByRole('button', { name: "Invia l'ordine al tavolo 12" }).click();

    // The existing tracking page.
    await page.waitForURL(/\/it\/order\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
    const publicId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByTestId('order-tracking').waitFor();
    expect(plain(await page.getByTestId('tracking-slot').textContent())).toBe(
      'Lo portiamo al tavolo appena è pronto.',
    );
    expect(plain(await page.getByTestId('tracking-payment').textContent())).toBe(
      'Si paga con il conto del tavolo',
    );
    expect(plain(await page.getByTestId('tracking-type').textContent())).toBe('Al tavolo 12');
    const again = page.getByTestId('tracking-order-again');
    await again.waitFor();
    await shoot(page, 'table-tracking', { fullPage: true });
    expect(await seriousViolations(page), 'the tracking page at the table').toEqual([]);
    // The cart is empty and the table kept: the next round needs no new scan.
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(kept.table).toMatchObject({ token: tableToken, name: '12' });

    const { app } = server.testApp;
    const placed = (await app.inject({ url: `/api/public-orders/${publicId}` })).json();
    expect(placed).toMatchObject({
      type: 'table',
      payment_method: 'at_restaurant',
      customer_name: 'Giulia',
      items: [{ name: 'Vitello tonnato', quantity: 1 }],
    });

    // The kitchen's board, read by a waiter: the order, at its table.
    const staff = await loginAs(app, 'staff@demo.test');
    const board = await app.inject({
      url: `/api/orders/board?restaurant_id=${trattoriaId}`,
      headers: staff.headers,
    });
    expect(board.statusCode).toBe(200);
    const onBoard = board
      .json()
      .orders.find((order: { public_id: string }) => order.public_id === publicId);
    expect(onBoard).toMatchObject({ type: 'table', table_name: '12', number: placed.number });
    // And the service view's table 12: a party is there, with this order on its bill.
    const service = (
      await app.inject({ url: `/api/floor/${trattoriaId}/service`, headers: staff.headers })
    ).json();
    const twelve = service.areas
      .flatMap((area: { tables: unknown[] }) => area.tables)
      .find((table: { name: string }) => table.name === '12');
    expect(twelve.state).toBe('ordered');
    const party = service.seatings.find(
      (seating: { id: number }) => seating.id === twelve.seating_id,
    );
    expect(party.orders.map((order: { public_id: string }) => order.public_id)).toContain(publicId);

    // The second round: "Ordina ancora" leads back to the menu, still at table 12.
    await again.getByRole('link', { name: 'Ordina ancora' }).click();
    await page.waitForURL(/\/it\/menu$/);
    await banner.waitFor();
    expect(plain(await banner.textContent())).toContain('Stai ordinando al tavolo 12');
    await page.getByRole('button', { name: /: Tiramisù della casa$/ }).click();
    const dessert = page.getByRole('dialog', { name: 'Tiramisù della casa' });
    await dessert.getByRole('button', { name: /^Aggiungi · / }).click();
    await dessert.waitFor({ state: 'hidden' });
    await page.getByTestId('cart-button').click();
    expect(plain(await cart.getByTestId('cart-table').textContent())).toBe('Ordine al tavolo 12');
    await cart.getByRole('button', { name: 'Vai alla cassa' }).click();
    await form.waitFor();
    await form.getByRole('textbox', { name: /Nome e cognome/ }).fill('Giulia');
    await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
    await form.getByRole('button', { name: "Invia l'ordine al tavolo 12" }).click();
    await page.waitForURL(
      (url) =>
        /\/it\/order\/[A-Za-z0-9_-]{22}$/.test(url.pathname) && !url.pathname.endsWith(publicId),
      { timeout: 20_000 },
    );
    const secondId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByTestId('order-tracking').waitFor();
    expect(plain(await page.getByTestId('tracking-type').textContent())).toBe('Al tavolo 12');
    // Both rounds on the same party's bill.
    const after = (
      await app.inject({ url: `/api/floor/${trattoriaId}/service`, headers: staff.headers })
    ).json();
    const sameParty = after.seatings.find(
      (seating: { id: number }) => seating.id === twelve.seating_id,
    );
    expect(sameParty.orders.map((order: { public_id: string }) => order.public_id)).toEqual(
      expect.arrayContaining([publicId, secondId]),
    );

    // Leaving the table on the menu's banner: the menu orders for pickup again.
    await page.getByTestId('tracking-order-again').getByRole('link').click();
    await banner.waitFor();
    await page.getByTestId('table-mode-leave').click();
    await banner.waitFor({ state: 'hidden' });
    const left = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(left.table).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads the banner and the checkout in German at the Pizzeria's garden table", async () => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: PHONE, isMobile: true });
    await context.addInitScript((settings: unknown) => {
      localStorage.setItem('cookieSettings', JSON.stringify(settings));
    }, ESSENTIALS_ONLY);
    const page = await context.newPage();
    await page.goto(server.urlFor('pizzeria.localhost', `/de/menu?table=${gardenToken}`));
    const banner = page.getByTestId('table-mode-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(plain(await banner.textContent())).toContain('Sie bestellen an Tisch 21');
    await shoot(page, 'table-menu-banner-de');
    await page.getByTestId('add-to-cart').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Hinzufügen · / }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(server.urlFor('pizzeria.localhost', '/de/order'));
    const form = page.getByTestId('table-checkout-form');
    await form.waitFor();
    expect(plain(await form.getByTestId('checkout-table').textContent())).toContain('An Tisch 21');
    await shoot(page, 'table-checkout-de', { fullPage: true });
    await context.close();
  });

  it('says a code that names no table, and the menu stays a menu', async () => {
    const context = await browser.newContext({ locale: 'it-IT', viewport: PHONE });
    await context.addInitScript((settings: unknown) => {
      localStorage.setItem('cookieSettings', JSON.stringify(settings));
    }, ESSENTIALS_ONLY);
    const page = await context.newPage();
    await page.goto(server.urlFor('trattoria.localhost', `/it/menu?table=${'x'.repeat(22)}`));
    const message = page.getByTestId('table-mode-invalid');
    await message.waitFor({ timeout: 20_000 });
    expect(plain(await message.textContent())).toContain('Questo codice QR non è più valido');
    await page.screenshot({ path: `${SHOTS_DIR}/table-menu-invalid-phone.png` });
    expect(await page.getByTestId('table-mode-banner').count()).toBe(0);
    expect(await page.getByTestId('add-to-cart').count()).toBeGreaterThan(0);
    await context.close();
  });
});
