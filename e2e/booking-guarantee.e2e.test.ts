import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../apps/api/src/db/schema/bookings';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { openForBookings, romeDay } from '../apps/api/src/test/bookings';
import { demoRestaurantIds } from '../apps/api/src/test/build-test-app';
import { type FakeStripe, startFakeStripe } from '../apps/api/src/test/fake-stripe-server';
import { launchChromium } from './support/chromium';
import {
  awaitStripeCheckout,
  completeStripeCheckout,
  connectDemoStripeAccount,
  fakeStripeEnv,
  playStripeCheckoutPage,
} from './support/fake-stripe-checkout';
import { type RunningServer, startServer } from './support/start-server';

// No-show protection (issue 16, decision 066) against the local fake Stripe: a guest books a
// party the restaurant's card guarantee covers, reads the policy before booking, saves a card on
// "Stripe's" page, and the signed webhook confirms the booking; the owner marks the no-show and
// charges it from the booking's drawer, once. NOSHOW_SHOTS=<dir> keeps screenshots of the policy
// in the form (phone) and of the settings' section (desktop).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const ESSENTIALS_ONLY = {
  hasOptedIn: true,
  essentials: true,
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};
const SHOTS = process.env.NOSHOW_SHOTS;

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
  // The business's own Stripe account, able to charge (decision 049).
  const connected = await connectDemoStripeAccount(server, stripe);
  businessId = connected.businessId;
  const owner = { headers: connected.ownerHeaders };
  const ids = await demoRestaurantIds(app);
  // From four guests a card guarantee of 20 € a head.
  await openForBookings(app, ids.trattoria, owner.headers, {
    max_party_online: 6,
    guarantee_enabled: true,
    guarantee_mode: 'card_guarantee',
    guarantee_min_party: 4,
    no_show_fee: 20,
    guarantee_cancel_hours: 24,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
  await stripe?.close();
});

async function openContext(
  viewport: typeof PHONE,
  phone: boolean,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: 'it-IT',
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
    deviceScaleFactor: 1,
  });
  await context.addInitScript((settings: unknown) => {
    if (!localStorage.getItem('cookieSettings')) {
      localStorage.setItem('cookieSettings', JSON.stringify(settings));
    }
  }, ESSENTIALS_ONLY);
  // Stripe's hosted page, played by a page of our own.
  await playStripeCheckoutPage(context, 'Save your card');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

describe('a party that needs a card guarantee', () => {
  it('reads the policy, saves a card on Stripe’s page, is confirmed by the webhook, and the owner charges the no-show once', async () => {
    const guest = await openContext(PHONE, true);
    const { page } = guest;
    const day = romeDay(new Date(), 1);
    await page.goto(server.urlFor(TRATTORIA, '/it/booking'));
    const form = page.getByTestId('booking-form');
    await form.waitFor();
    await form.getByTestId(`booking-day-${day}`).check();
    await form.getByTestId('booking-times').waitFor();
    // Two guests: nothing asked.
    expect(await form.getByTestId('booking-no-show-policy').count()).toBe(0);
    const more = form.getByRole('button', { name: 'Una persona in più' });
    await more.click();
    await more.click();
    // Four: the policy before booking, in Italian, with the party's amount.
    const policy = form.getByTestId('booking-no-show-policy');
    await policy.waitFor();
    expect(plain(await policy.textContent())).toContain(
      'Se non ti presenti, ti addebiteremo 80,00 € (20,00 € a persona).',
    );
    await form.getByTestId('booking-times').waitFor();
    await form.getByTestId('booking-time').first().check();
    await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Gaia Garanzia');
    await form.getByRole('textbox', { name: 'Email' }).fill('gaia@ospite.test');
    await form.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 222 1111');
    await form.getByRole('checkbox', { name: /informativa privacy/ }).check();
    if (SHOTS) {
      await policy.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/guest-policy-390.png` });
    }
    await form.getByRole('button', { name: 'Prenota e lascia la garanzia' }).click();

    // The browser leaves for the card page the API answered.
    const checkout = await awaitStripeCheckout(
      page,
      stripe,
      (form) => form.get('mode') === 'setup',
    );
    const { sessionId, session, paymentId } = checkout;
    expect(session.form.get('customer')).toMatch(/^cus_/);
    const managePath = checkout.successPath;
    const publicId = managePath.split('/').at(-1) ?? '';

    // Back on the booking's page before Stripe's notice: it waits, with the way back to Stripe.
    await page.goto(server.urlFor(TRATTORIA, managePath));
    await page.getByTestId('booking-manage').waitFor();
    expect(await page.getByTestId('booking-pay-now').getAttribute('href')).toBe(
      `https://checkout.fake/pay/${sessionId}`,
    );
    const waiting = await server.testApp.app.inject({ url: `/api/public-bookings/${publicId}` });
    expect(waiting.json()).toMatchObject({
      status: 'requested',
      protection: { status: 'pending' },
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-pending-390.png`, fullPage: true });

    await completeStripeCheckout(
      server,
      stripe,
      checkout,
      { businessId, purpose: 'booking' },
      {
        mode: 'setup',
        status: 'complete',
        payment_status: 'no_payment_required',
        payment_intent: undefined,
        setup_intent: `seti_${paymentId}`,
        customer: session.form.get('customer'),
      },
    );
    // The page, open all along, reads the booking again and shows it confirmed: no reload.
    await expect
      .poll(async () => plain(await page.getByTestId('booking-protection').textContent()), {
        timeout: 15_000,
        interval: 500,
      })
      .toBe('Carta a garanzia registrata: ti verranno addebitati 80,00 € solo se non ti presenti.');
    expect(plain(await page.getByTestId('booking-status').textContent())).toContain('Confermata');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-saved-390.png`, fullPage: true });

    // The owner, the evening after: marks the no-show and charges it from the drawer. The server's
    // clock goes to half an hour past the time first: a no-show before it is refused (decision 081).
    const [booked] = await server.testApp.database.db
      .select({ startsAt: bookings.starts_at })
      .from(bookings)
      .where(eq(bookings.email, 'gaia@ospite.test'));
    const { clock } = server.testApp;
    clock.advance(booked!.startsAt.getTime() + 30 * 60_000 - clock.nowMs());
    const office = await openContext(DESKTOP, false);
    const owner = office.page;
    await owner.goto(server.urlFor(TRATTORIA, '/dashboard'));
    await owner.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
    await owner.getByLabel(/^Email/).fill(DEMO.users.owner);
    await owner.getByLabel(/^Password/).fill('demo-password');
    await owner.getByRole('button', { name: 'Accedi', exact: true }).click();
    await owner.getByRole('navigation', { name: 'Sezioni della dashboard' }).waitFor();
    if (SHOTS) {
      await owner.goto(server.urlFor(TRATTORIA, '/dashboard/bookings/settings'));
      const section = owner.getByTestId('no-show-settings');
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: `${SHOTS}/settings-no-show-1366.png` });
      await owner.setViewportSize({ width: 820, height: 1180 });
      await section.getByRole('radio', { name: 'Caparra' }).check();
      await section.scrollIntoViewIfNeeded();
      await owner.screenshot({ path: `${SHOTS}/settings-no-show-820.png` });
      await owner.setViewportSize(DESKTOP);
    }
    await owner.goto(server.urlFor(TRATTORIA, '/dashboard/bookings'));
    await owner.getByRole('heading', { level: 1, name: 'Prenotazioni' }).waitFor();
    await owner.getByRole('button', { name: 'Giorno dopo' }).click();
    const row = owner.getByRole('listitem').filter({ hasText: 'Gaia Garanzia' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Non presentato' }).click();
    await owner.getByText('Gaia Garanzia segnato come non presentato').waitFor();
    await owner.getByRole('button', { name: 'Dettagli di Gaia Garanzia' }).click();
    const drawer = owner.getByRole('presentation').filter({ hasText: 'Storico' });
    await drawer.getByTestId('booking-protection').waitFor();
    await drawer.getByRole('button', { name: 'Addebita no-show' }).click();
    const ask = owner.getByRole('dialog', { name: 'Addebitare il no-show?' });
    await ask.getByRole('button', { name: /^Addebita 80,00/ }).click();
    await ask.waitFor({ state: 'hidden' });
    await drawer.getByTestId('no-show-charged').waitFor();
    expect(plain(await drawer.getByTestId('no-show-charged').textContent())).toBe(
      "Addebitati 80,00 € sulla carta dell'ospite.",
    );
    expect(await drawer.getByRole('button', { name: 'Addebita no-show' }).count()).toBe(0);
    if (SHOTS) await owner.screenshot({ path: `${SHOTS}/drawer-charged-1366.png` });

    // One charge at Stripe, off-session, on the business's account, for the party's amount.
    const charges = stripe.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.form.get('amount')).toBe('8000');
    expect(charges[0]?.form.get('off_session')).toBe('true');
    expect(charges[0]?.account).toBe(session.account);

    // The guest's page says it too.
    await page.reload();
    await page.getByTestId('booking-protection').waitFor();
    expect(plain(await page.getByTestId('booking-protection').textContent())).toContain(
      'ti abbiamo addebitato 80,00 €',
    );

    for (const opened of [guest, office]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  });
});
