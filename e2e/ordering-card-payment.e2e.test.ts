import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { type FakeStripe, startFakeStripe } from '../apps/api/src/test/fake-stripe-server';
import { openForOrders } from '../apps/api/src/test/ordering';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import {
  awaitStripeCheckout,
  completeStripeCheckout,
  connectDemoStripeAccount,
  fakeStripeEnv,
  playStripeCheckoutPage,
} from './support/fake-stripe-checkout';
import { type RunningServer, startServer } from './support/start-server';

// A guest pays by card (issue 15 "Done when"), against the local fake Stripe the API tests use
// (DESIGN.md §10): the checkout sends the browser to the payment page, Stripe's signed webhook
// confirms the order, the tracking page says paid, and the kitchen's board, open in another
// browser, shows the order without a reload and accepts it while the guest's second tab follows;
// the owner then refunds a part from the order's page, and the guest's tab says so.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TRATTORIA = DEMO.hosts.trattoria;

let server: RunningServer;
let browser: Browser;
let stripe: FakeStripe;
let businessId: number;

beforeAll(async () => {
  stripe = await startFakeStripe();
  [server, browser] = await Promise.all([
    startServer({ seedMedia: false, env: fakeStripeEnv(stripe) }),
    launchChromium(),
  ]);
  const { app } = server.testApp;
  // The business connects its own Stripe account, and Stripe says it can charge (decision 049).
  const connected = await connectDemoStripeAccount(server, stripe);
  businessId = connected.businessId;
  const ids = await demoRestaurantIds(app);
  await openForOrders(app, ids.trattoria, connected.ownerHeaders, { card_payments: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
  await stripe?.close();
});

async function openContext(
  options: { locale: string; viewport: typeof PHONE; phone?: boolean } = {
    locale: 'it-IT',
    viewport: PHONE,
  },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openVisitor(browser, {
    locale: options.locale,
    viewport: options.viewport,
    ...(options.phone === false ? {} : { isMobile: true, hasTouch: true }),
  });
  // Stripe's hosted page, played by a page of our own: the guest "is on Stripe".
  await playStripeCheckoutPage(opened.context, 'Pay Trattoria Demo');
  return opened;
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function addDish(page: Page, dish: string) {
  await page.getByRole('button', { name: new RegExp(`: ${dish}$`) }).click();
  const dialog = page.getByRole('dialog', { name: dish });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /^Aggiungi · / }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Signs a member of the team in on the restaurant's dashboard. */
const logIn = (page: Page, email: string) =>
  signInToDashboard(page, server.urlFor(TRATTORIA, '/dashboard'), email);

/** Signs staff in, and opens the live board. */
async function openBoard(page: Page) {
  await logIn(page, DEMO.users.staff);
  await page.goto(server.urlFor(TRATTORIA, '/dashboard/orders'));
  await page.getByRole('heading', { level: 1, name: 'Ordini di oggi' }).waitFor();
}

describe('a guest pays by card', () => {
  it('goes to Stripe, is confirmed by the webhook, the kitchen accepts it live, and a refund reaches the guest', async () => {
    const kitchen = await openContext({ locale: 'it-IT', viewport: DESKTOP, phone: false });
    await openBoard(kitchen.page);

    const guest = await openContext();
    const { page } = guest;
    await page.goto(server.urlFor(TRATTORIA, '/it/menu'));
    await addDish(page, 'Vitello tonnato');
    await page.getByTestId('cart-button').click();
    const cart = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await cart.getByRole('button', { name: 'Vai alla cassa' }).click();
    await page.waitForURL(/\/it\/order$/);

    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    await form.getByRole('radio', { name: 'Ritiro al ristorante' }).check();
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Carla Carta');
    await form.getByRole('textbox', { name: 'Email' }).fill('carla@ospite.test');
    await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 765 4321');
    await form.getByRole('checkbox', { name: /Acconsento al trattamento/ }).check();
    // Card where the restaurant takes it, saying the guest pays on Stripe's page next.
    const card = form.getByRole('radio', { name: /Carta online/ });
    expect(plain(await form.getByTestId('checkout-payment-card').textContent())).toContain(
      'Paghi subito dopo, nella pagina sicura di Stripe.',
    );
    await card.check();
    await form.getByRole('button', { name: 'Ordina e paga con carta' }).click();

    // The browser leaves for the payment page the API answered.
    const checkout = await awaitStripeCheckout(
      page,
      stripe,
      (form) => form.get('success_url')?.includes('/it/order/') ?? false,
    );
    const { sessionId } = checkout;
    await page.getByRole('heading', { name: 'Pay Trattoria Demo' }).waitFor();
    const trackingPath = checkout.successPath;
    const publicId = trackingPath.split('/').at(-1) ?? '';

    // Unpaid, the order waits: the tracking page asks to pay, and the kitchen does not see it.
    const waiting = await openContext();
    await waiting.page.goto(server.urlFor(TRATTORIA, trackingPath));
    const pay = waiting.page.getByTestId('tracking-pay');
    await pay.waitFor();
    expect(await waiting.page.getByTestId('tracking-pay-now').getAttribute('href')).toBe(
      `https://checkout.fake/pay/${sessionId}`,
    );
    expect(plain(await pay.textContent())).toContain(
      "La cucina riceve l'ordine appena il pagamento è confermato.",
    );
    // WCAG 2.1 AA, as the guest journey's pages are checked (ordering-guest.e2e.test.ts).
    const { violations } = await new AxeBuilder({ page: waiting.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id),
      'the tracking page awaiting payment',
    ).toEqual([]);
    const stored = await server.testApp.app.inject({ url: `/api/public-orders/${publicId}` });
    const number = stored.json().number as number;
    const orderCard = kitchen.page.getByRole('article', { name: `Ordine #${number}` });
    expect(await orderCard.count()).toBe(0);

    // Stripe takes the card and notifies the server; the guest comes back to the order's page.
    await completeStripeCheckout(server, stripe, checkout, {
      businessId,
      purpose: 'order',
      amountCents: Math.round(stored.json().total * 100),
    });
    await page.goto(server.urlFor(TRATTORIA, trackingPath));
    await page.getByTestId('order-tracking').waitFor();
    expect(plain(await page.getByTestId('tracking-payment').textContent())).toBe(
      'Pagato con carta',
    );
    expect(await page.getByTestId('tracking-step-received').getAttribute('aria-current')).toBe(
      'step',
    );
    expect(await page.getByTestId('tracking-pay').count()).toBe(0);
    // The cart emptied when the order was placed.
    expect(await page.getByTestId('cart-count').count()).toBe(0);

    // The board, open all along, shows the paid order without a reload; the kitchen accepts it.
    await orderCard.waitFor({ timeout: 10_000 });
    await orderCard.getByRole('button', { name: 'Accetta', exact: true }).click();
    const accept = kitchen.page.getByRole('dialog', { name: `Accetta l'ordine #${number}` });
    await accept.waitFor();
    await accept.getByRole('button', { name: /^Accetta/ }).click();
    await accept.waitFor({ state: 'hidden' });

    // The guest's other tab follows (its live stream, or its read every 10 s).
    await expect
      .poll(() => waiting.page.getByTestId('tracking-step-accepted').getAttribute('aria-current'), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe('step');
    expect(await waiting.page.getByTestId('tracking-pay').count()).toBe(0);
    expect(plain(await waiting.page.getByTestId('tracking-payment').textContent())).toBe(
      'Pagato con carta',
    );

    // The owner gives part of it back from the order's page (a dish was missing); the guest's
    // tab says so, with the amount.
    const office = await openContext({ locale: 'it-IT', viewport: DESKTOP, phone: false });
    await logIn(office.page, DEMO.users.owner);
    const orderId = (
      await server.testApp.app.inject({
        url: `/api/orders?restaurant_id=${(await demoRestaurantIds(server.testApp.app)).trattoria}&search=Carla`,
        headers: (await loginAs(server.testApp.app, DEMO.users.owner)).headers,
      })
    ).json().items[0].id as number;
    await office.page.goto(server.urlFor(TRATTORIA, `/dashboard/orders/${orderId}`));
    await office.page.getByRole('button', { name: 'Rimborsa', exact: true }).click();
    const refund = office.page.getByRole('dialog', { name: `Rimborso ordine #${number}` });
    await refund.getByRole('radio', { name: 'Una parte' }).check();
    await refund.getByRole('textbox', { name: 'Importo da rimborsare' }).fill('5,00');
    await refund.getByRole('textbox', { name: 'Motivo (facoltativo)' }).fill('Pane mancante');
    await refund.getByRole('button', { name: /^Rimborsa 5,00/ }).click();
    await refund.waitFor({ state: 'hidden' });
    expect(plain(await office.page.getByTestId('order-refunded').textContent())).toBe(
      'Rimborsati 5,00 € di 13,00 €',
    );
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => r.form.get('amount'))).toEqual(['500']);
    await expect
      .poll(() => waiting.page.getByTestId('tracking-refund').count(), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(1);
    expect(plain(await waiting.page.getByTestId('tracking-refund').textContent())).toContain(
      'Ti abbiamo rimborsato 5,00 € dei 13,00 € pagati con la carta.',
    );

    for (const opened of [guest, waiting, kitchen, office]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  });
});
