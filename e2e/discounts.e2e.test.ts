import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { openForOrders } from '../apps/api/src/test/ordering';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// Discount codes end to end (issue 17, decisions 068 and 072), in Chromium against the real app:
// a manager makes a code with one use in the dashboard on a desktop; a guest on a phone uses it
// at the site's checkout and pays less (the discount line in the summary and on the order); a
// second guest is refused with the 'used up' reason and no order is made. The API agrees.
// DISCOUNTS_SHOTS=<dir> keeps screenshots of the list, the form and the checkouts.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS = process.env.DISCOUNTS_SHOTS;
const CODE = 'UNAVOLTA20';

let server: RunningServer;
let browser: Browser;
let manager: Record<string, string>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  const owner = await loginAs(app, DEMO.users.owner);
  manager = (await loginAs(app, DEMO.users.manager)).headers;
  const ids = await demoRestaurantIds(app);
  // Open around the clock, so the test never depends on the hour it runs at.
  await openForOrders(app, ids.trattoria, owner.headers);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

function openContext(viewport: typeof DESKTOP, phone = false) {
  return openVisitor(browser, { viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function close({ context, errors }: { context: BrowserContext; errors: string[] }) {
  expect(errors).toEqual([]);
  await context.close();
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** A phone guest's cart of two Vitello tonnato (13 € each) and the checkout, the code typed. */
async function checkoutWithCode(page: Page, name: string, email: string) {
  await page.goto(server.urlFor(TRATTORIA, '/it/menu'));
  await page.getByRole('button', { name: /: Vitello tonnato$/ }).click();
  const dish = page.getByRole('dialog', { name: 'Vitello tonnato' });
  await dish.getByRole('button', { name: 'Uno in più' }).click();
  await dish.getByRole('button', { name: /^Aggiungi · 26,00/ }).click();
  await dish.waitFor({ state: 'hidden' });
  await page.goto(server.urlFor(TRATTORIA, '/it/order'));
  const form = page.getByTestId('checkout-form');
  await form.waitFor();
  await form.getByRole('radio', { name: 'Ritiro al ristorante' }).check();
  await form.getByRole('textbox', { name: 'Nome e cognome' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 123 4567');
  await form.getByRole('textbox', { name: 'Codice sconto' }).fill(CODE.toLowerCase());
  // The checkout (helper gccheckout's) may have an "apply" button; typed alone it goes with the order.
  const apply = form.getByRole('button', { name: 'Applica il codice sconto' });
  if (await apply.count()) await apply.click();
  await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
  return form;
}

describe('discount codes', () => {
  it('a manager makes a one-use code, a guest pays less with it, a second guest is refused', async () => {
    const desk = await openContext(DESKTOP);
    const { page } = desk;
    await signInToDashboard(page, server.urlFor(TRATTORIA, '/dashboard'), DEMO.users.manager);
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/discounts'));
    await page.getByRole('heading', { level: 1, name: 'Sconti' }).waitFor();
    await page.getByRole('button', { name: 'Apri il codice PIZZA5' }).waitFor();
    await shot(page, 'list-1366');

    await page.getByRole('button', { name: 'Nuovo codice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo codice sconto' });
    // A code already the business's: the server's flag lights the code field, nothing is made.
    await dialog.getByRole('textbox', { name: 'Codice' }).fill('pizza-5');
    await dialog.getByRole('textbox', { name: 'Titolo' }).fill('Una volta sola');
    await dialog.getByRole('textbox', { name: 'Percentuale' }).fill('20');
    await dialog.getByRole('textbox', { name: 'Utilizzi totali' }).fill('1');
    await dialog.getByRole('button', { name: 'Crea codice' }).click();
    await dialog.getByText('Esiste già un codice uguale: scegline un altro.').waitFor();
    await shot(page, 'form-taken-1366');
    await dialog.getByRole('textbox', { name: 'Codice' }).fill(CODE);
    await dialog.getByRole('button', { name: 'Crea codice' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The new code opens beside the list: no use yet of its one.
    await page.getByRole('heading', { level: 2, name: CODE }).waitFor();
    await page.getByText('0 / 1').first().waitFor();
    const made = await server.testApp.app.inject({
      url: `/api/discounts?search=${CODE}`,
      headers: manager,
    });
    expect(made.json().items).toMatchObject([
      { code: CODE, is_percentage: true, amount: 20, usage_limit: 1, times_used: 0 },
    ]);
    const codeId: number = made.json().items[0].id;

    // The first guest: 26 € of dishes, 20 % off, 20,80 € to pay.
    const first = await openContext(PHONE, true);
    const form = await checkoutWithCode(first.page, 'Anna Ospite', 'anna@ospite.test');
    const summary = first.page.getByTestId('cart-summary');
    await expect
      .poll(async () => plain(await summary.getByTestId('cart-discount').textContent()))
      .toContain('−5,20 €');
    await expect
      .poll(async () => plain(await summary.getByTestId('cart-total').textContent()))
      .toBe('20,80 €');
    await shot(first.page, 'checkout-discount-390');
    await form.getByRole('button', { name: "Invia l'ordine" }).click();
    await first.page.waitForURL(/\/it\/order\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
    const publicId = new URL(first.page.url()).pathname.split('/').pop() ?? '';
    await first.page.getByTestId('order-tracking').waitFor();
    const tracking = plain(await first.page.getByTestId('order-tracking').textContent());
    expect(tracking).toContain('Sconto');
    expect(tracking).toContain('20,80 €');
    const order = await server.testApp.app.inject({ url: `/api/public-orders/${publicId}` });
    expect(order.json()).toMatchObject({ subtotal: 26, discount: 5.2, total: 20.8 });
    await close(first);

    // The second guest: the code is used up, said on its field; no order is made.
    const second = await openContext(PHONE, true);
    const secondForm = await checkoutWithCode(second.page, 'Bruno Ospite', 'bruno@ospite.test');
    const refusal = second.page.getByText(
      'Questo codice sconto è già stato usato tutte le volte previste.',
    );
    if (!(await refusal.isVisible())) {
      await secondForm.getByRole('button', { name: "Invia l'ordine" }).click();
    }
    await refusal.waitFor();
    await shot(second.page, 'checkout-exhausted-390');
    expect(second.page.url()).toMatch(/\/it\/order$/);
    await close(second);

    // The dashboard shows the one use of one, the state used up, the order that used it.
    await page.reload();
    await page.getByRole('button', { name: `Apri il codice ${CODE}` }).click();
    await page.getByText("Ordini che l'hanno usato").waitFor();
    await page.getByText(/^Ordine n\. \d+$/).waitFor();
    await page.getByRole('presentation').getByText('Esaurito').waitFor();
    await shot(page, 'drawer-1366');
    const uses = await server.testApp.app.inject({
      url: `/api/discounts/${codeId}/uses`,
      headers: manager,
    });
    expect(uses.json().items).toMatchObject([
      { email: 'anna@ospite.test', amount: 5.2, released: false },
    ]);
    const orders = await server.testApp.app.inject({
      url: `/api/discounts/${codeId}`,
      headers: manager,
    });
    expect(orders.json()).toMatchObject({ times_used: 1, status: 'exhausted' });
    await close(desk);
  });
});
