import { randomBytes } from 'node:crypto';
import type { GiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { openForOrders } from '../apps/api/src/test/ordering';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// Issue 17's done-when, decision 071: on a phone, a gift card pays an online order at the
// checkout (the card's line and what is left to pay in the summary), its balance drops (its page
// shows it), and a staff member redeems what is left at the counter in the dashboard's redeem
// screen. ORDERING_GIFTCARD_SHOTS=<dir> keeps screenshots of the checkout with the card applied.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS = process.env.ORDERING_GIFTCARD_SHOTS;

let server: RunningServer;
let browser: Browser;
let card: GiftCard;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  const owner = await loginAs(app, DEMO.users.owner);
  const ids = await demoRestaurantIds(app);
  await openForOrders(app, ids.trattoria, owner.headers);
  // A card sold at the trattoria's counter: 40 €.
  const issued = await app.inject({
    method: 'POST',
    url: '/api/giftcards',
    headers: {
      ...owner.headers,
      'content-type': 'application/json',
      'idempotency-key': `e2e-${randomBytes(12).toString('base64url')}`,
    },
    payload: JSON.stringify({
      restaurant_id: ids.trattoria,
      customer_name: 'Giulia Regalo',
      amount: 40,
      paid_with: 'cash',
    }),
  });
  if (issued.statusCode !== 201) throw new Error(issued.body);
  card = issued.json();
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

function openContext(viewport: typeof PHONE) {
  const phone = viewport.width < 500;
  return openVisitor(browser, { viewport, isMobile: phone, hasTouch: phone });
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function close(...opened: { context: BrowserContext; errors: string[] }[]) {
  for (const { context, errors } of opened) {
    expect(errors).toEqual([]);
    await context.close();
  }
}

describe('a gift card at the online checkout', () => {
  it('pays the order on a phone, the card page shows what is left, staff redeem it at the counter', async () => {
    const guest = await openContext(PHONE);
    const { page } = guest;
    await page.goto(server.urlFor(TRATTORIA, '/it/menu'));
    await page.getByRole('button', { name: /: Vitello tonnato$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Vitello tonnato' });
    await dialog.getByRole('button', { name: 'Uno in più' }).click();
    await dialog.getByRole('button', { name: /^Aggiungi · 26,00/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(server.urlFor(TRATTORIA, '/it/order'));
    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    const summary = page.getByTestId('cart-summary');
    await expect
      .poll(async () => plain(await summary.getByTestId('cart-total').textContent()))
      .toBe('26,00 €');

    // The demo's expired card is refused with its reason, under the field.
    const field = form.getByRole('textbox', { name: 'Hai una carta regalo?' });
    await field.fill('SCAD-UTA9-8766');
    await form.getByRole('button', { name: 'Applica la carta regalo' }).click();
    await form.getByText('Questa carta regalo è scaduta.').waitFor();
    expect(await summary.getByTestId('cart-gift-card').count()).toBe(0);

    // The guest's card, typed as read from the email: it pays the order, 14 € stay on it.
    await field.fill(card.code.toLowerCase());
    await form.getByRole('button', { name: 'Applica la carta regalo' }).click();
    const last4 = card.code.slice(-4);
    await expect
      .poll(async () => plain(await summary.getByTestId('cart-gift-card').textContent()))
      .toBe('−26,00 €');
    expect(plain(await summary.getByTestId('cart-to-pay').textContent())).toBe('0,00 €');
    await summary.getByText(`Carta regalo ···${last4}`).waitFor();
    await form
      .getByText(`La carta ···${last4} paga tutto l'ordine (26,00 €); ne resteranno 14,00 €`, {
        exact: false,
      })
      .waitFor();
    await form.getByText("La carta regalo paga tutto l'ordine: non c'è altro da pagare.").waitFor();
    expect(await form.getByRole('radio', { name: /Paga al ristorante/ }).count()).toBe(0);
    await shot(page, 'checkout-gift-card-390');

    await form.getByRole('radio', { name: 'Ritiro al ristorante' }).check();
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Giulia Regalo');
    await form.getByRole('textbox', { name: 'Email' }).fill('giulia@ospite.test');
    await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 765 4321');
    await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
    await form.getByRole('button', { name: "Invia l'ordine" }).click();
    await page.waitForURL(/\/it\/order\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
    const tracking = page.getByTestId('tracking-gift-card');
    await tracking.waitFor();
    expect(plain(await tracking.textContent())).toContain(`Carta regalo ···${last4}−26,00 €`);
    expect(plain(await page.getByTestId('tracking-payment').textContent())).toBe(
      'Pagato con la carta regalo',
    );
    await shot(page, 'tracking-gift-card-390');
    if (SHOTS) {
      // The kitchen's board at the counter: the card says the gift card paid it.
      const desk = await openContext(DESKTOP);
      await signInToDashboard(desk.page, server.urlFor(TRATTORIA, '/dashboard'), DEMO.users.owner);
      await desk.page.goto(server.urlFor(TRATTORIA, '/dashboard/orders'));
      await desk.page.getByTestId('order-card-gift-card').first().waitFor();
      await shot(desk.page, 'board-gift-card-1366');
      await close(desk);
    }

    // The card's page: 14 € left.
    await page.goto(server.urlFor(TRATTORIA, `/it/giftcard/${card.unique_id}`));
    await page.getByTestId('gift-card').waitFor();
    await expect
      .poll(async () => plain(await page.getByTestId('gift-card-balance').textContent()))
      .toBe('14,00 €');

    // At the counter, a staff member redeems what is left.
    const staff = await openContext(PHONE);
    const counter = staff.page;
    await signInToDashboard(counter, server.urlFor(TRATTORIA, '/dashboard'), DEMO.users.staff);
    await counter.goto(server.urlFor(TRATTORIA, '/dashboard/gift-cards/redeem'));
    await counter.getByRole('heading', { level: 1, name: 'Incassa una gift card' }).waitFor();
    await counter.getByLabel('Codice della gift card').fill(card.code);
    await counter.getByRole('button', { name: 'Cerca' }).click();
    await counter
      .getByTestId('redeem-balance')
      .filter({ hasText: /^14,00\s€$/ })
      .waitFor();
    await counter.getByLabel('Importo da scalare').fill('14');
    await counter.getByRole('button', { name: "Scala l'importo" }).click();
    await counter.getByText('Scalati 14,00 €').waitFor();
    await counter.getByText('Saldo rimasto: 0,00 €').waitFor();

    const { app } = server.testApp;
    const owner = await loginAs(app, DEMO.users.owner);
    const after = (
      await app.inject({ url: `/api/giftcards/${card.id}`, headers: owner.headers })
    ).json<GiftCard>();
    expect(after).toMatchObject({ balance: 0, status: 'redeemed' });
    expect(after.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['issued', 40],
      ['redeemed', -26],
      ['redeemed', -14],
    ]);
    await close(guest, staff);
  });

  it('on a tablet, a card that pays part: the rest by the chosen way', async () => {
    const { app } = server.testApp;
    const owner = await loginAs(app, DEMO.users.owner);
    const ids = await demoRestaurantIds(app);
    const issued = await app.inject({
      method: 'POST',
      url: '/api/giftcards',
      headers: {
        ...owner.headers,
        'content-type': 'application/json',
        'idempotency-key': `e2e-${randomBytes(12).toString('base64url')}`,
      },
      payload: JSON.stringify({
        restaurant_id: ids.trattoria,
        customer_name: 'Piero Regalo',
        amount: 5,
        paid_with: 'cash',
      }),
    });
    const small = issued.json<GiftCard>();
    const tablet = await openContext(TABLET);
    const { page } = tablet;
    await page.goto(server.urlFor(TRATTORIA, '/it/menu'));
    await page.getByRole('button', { name: /: Vitello tonnato$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Vitello tonnato' });
    await dialog.getByRole('button', { name: /^Aggiungi · 13,00/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(server.urlFor(TRATTORIA, '/it/order'));
    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Hai una carta regalo?' }).fill(small.code);
    await form.getByRole('button', { name: 'Applica la carta regalo' }).click();
    const summary = page.getByTestId('cart-summary');
    await expect
      .poll(async () => plain(await summary.getByTestId('cart-to-pay').textContent()))
      .toBe('8,00 €');
    await form
      .getByText('La carta regalo paga 5,00 €: scegli come pagare il resto (8,00 €).')
      .waitFor();
    expect(await form.getByRole('radio', { name: /Paga al ristorante/ }).isChecked()).toBe(true);
    await shot(page, 'checkout-gift-card-part-820');
    await close(tablet);
  });

  it('on a desktop the summary shows the card beside the form', async () => {
    if (!SHOTS) return;
    const desk = await openContext(DESKTOP);
    const { page } = desk;
    await page.goto(server.urlFor(TRATTORIA, '/it/menu'));
    await page.getByRole('button', { name: /: Vitello tonnato$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Vitello tonnato' });
    await dialog.getByRole('button', { name: /^Aggiungi · 13,00/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(server.urlFor(TRATTORIA, '/it/order'));
    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Hai una carta regalo?' }).fill('PARZ-7AUS-ATA7');
    await form.getByRole('button', { name: 'Applica la carta regalo' }).click();
    await page.getByTestId('cart-gift-card').waitFor();
    await shot(page, 'checkout-gift-card-1366');
    await close(desk);
  });
});
