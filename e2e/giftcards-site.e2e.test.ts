import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { romeDay, romeTime } from '../apps/api/src/test/bookings';
import { type FakeStripe, startFakeStripe } from '../apps/api/src/test/fake-stripe-server';
import { decodedMail, startSmtpCapture } from '../apps/api/src/test/smtp-capture';
import { launchChromium } from './support/chromium';
import { openVisitor } from './support/dashboard-session';
import {
  awaitStripeCheckout,
  completeStripeCheckout,
  connectDemoStripeAccount,
  fakeStripeEnv,
  playStripeCheckoutPage,
} from './support/fake-stripe-checkout';
import { type RunningServer, startServer } from './support/start-server';

// Gift cards on the restaurant's site (issue 17, decision 070), on a phone in Italian, against
// the local fake Stripe and a real SMTP capture: a guest buys a card in the shop to be delivered
// on a day to come, pays on "Stripe's" page, comes back to the card's page, which waits until the
// signed webhook issues the card and then shows it with its code and QR; the recipient's email
// (with the buyer's copy) goes only on the chosen day, by the app's fake clock, and links to that
// page, whose PDF is a real PDF.
// GIFTCARD_SHOTS=<dir> keeps screenshots of the shop, the card and its print view (390, 820,
// 1366) and the card's PDF.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS = process.env.GIFTCARD_SHOTS;

let server: RunningServer;
let browser: Browser;
let stripe: FakeStripe;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let businessId: number;

beforeAll(async () => {
  [stripe, smtp] = await Promise.all([startFakeStripe(), startSmtpCapture()]);
  [server, browser] = await Promise.all([
    startServer({ seedMedia: false, env: fakeStripeEnv(stripe, { SMTP_URL: smtp.url }) }),
    launchChromium(),
  ]);
  ({ businessId } = await connectDemoStripeAccount(server, stripe));
  // The demo's templates are on sale at the Trattoria ('Cena per due': 50, 100, 150 € or 25–300 €).
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
  await Promise.all([stripe?.close(), smtp?.close()]);
});

async function openContext(
  viewport: typeof PHONE,
  phone: boolean,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openVisitor(browser, {
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await playStripeCheckoutPage(opened.context);
  return opened;
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** Moves the server's fake clock to `at` (jobs due by it run on `runDueJobs`). */
function setServerClock(at: Date) {
  const { clock } = server.testApp;
  clock.advance(at.getTime() - clock.nowMs());
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('a gift card bought on the site', () => {
  it('is chosen and paid on a phone, issued by the webhook, emailed on the chosen day, and its page and PDF open by the link', async () => {
    const guest = await openContext(PHONE, true);
    const { page, errors } = guest;
    // The home links the shop (the demo plan has gift cards).
    await page.goto(server.urlFor(TRATTORIA, '/it/'));
    await page.getByRole('link', { name: 'Regala un buono' }).click();
    await page.waitForURL(/\/it\/gift-cards$/);
    const form = page.getByTestId('gift-card-shop-form');
    await form.waitFor();
    expect(await page.title()).toBe('Buoni regalo · Trattoria Demo');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-390.png`, fullPage: true });

    // Sent empty: every required field says so, nothing is bought.
    await form.getByRole('button', { name: 'Vai al pagamento' }).click();
    await form.getByText("Per acquistare serve il consenso all'informativa privacy").waitFor();
    expect(await form.getByText('Campo obbligatorio').count()).toBeGreaterThanOrEqual(4);

    // An amount outside the free range is refused on the field.
    await form.getByRole('textbox', { name: /Un altro importo/ }).fill('5');
    await form.getByRole('button', { name: /^Paga 5,00\s€$/ }).click();
    await form.getByText(/L'importo va da 25,00\s€ a 300,00\s€/).waitFor();

    await form.locator('label.gc-chip', { hasText: /^100,00\s€$/ }).click();
    const [buyerName, recipientName] = await form
      .getByRole('textbox', { name: 'Nome e cognome' })
      .all();
    const [buyerEmail, recipientEmail] = await form.getByRole('textbox', { name: 'Email' }).all();
    await buyerName?.fill('Bruno Buyer');
    await buyerEmail?.fill('bruno@ospite.test');
    await recipientName?.fill('Rita Regalo');
    await recipientEmail?.fill('rita@ospite.test');
    await form.getByRole('textbox', { name: /messaggio/ }).fill('Buon compleanno, Rita!');
    // Delivered on her birthday, three days from now (Rome), at the shop's morning hour.
    const birthday = romeDay(server.testApp.clock.now(), 3);
    await form.getByRole('radio', { name: 'In un giorno scelto' }).check();
    await form.getByLabel('Giorno di consegna').fill(birthday);
    // Marketing is never ticked beforehand.
    expect(await form.getByRole('checkbox', { name: /novità e le offerte/ }).isChecked()).toBe(
      false,
    );
    await form.getByRole('checkbox', { name: /informativa privacy/ }).check();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shop-filled-390.png`, fullPage: true });
    await form.getByRole('button', { name: /^Paga 100,00\s€$/ }).click();

    // Off to Stripe's page for 100 € on the business's account.
    const checkout = await awaitStripeCheckout(
      page,
      stripe,
      (form) => form.get('metadata[purpose]') === 'giftcard',
    );
    expect(checkout.session.form.get('line_items[0][price_data][unit_amount]')).toBe('10000');
    const cardPath = checkout.successPath;
    expect(cardPath).toMatch(/^\/it\/giftcard\/[\w-]{32}$/);

    // Back before Stripe's notice: the page waits, then shows the card without a reload.
    await page.goto(server.urlFor(TRATTORIA, cardPath));
    await page.getByTestId('gift-card-waiting').waitFor();
    expect(await page.title()).toBe('Il tuo buono regalo · Trattoria Demo');
    await completeStripeCheckout(server, stripe, checkout, {
      businessId,
      purpose: 'giftcard',
      amountCents: 10000,
    });
    const card = page.getByTestId('gift-card');
    await card.waitFor({ timeout: 15_000 });
    await page.getByTestId('gift-card-thanks').waitFor();
    expect(plain(await page.getByTestId('gift-card-balance').textContent())).toBe('100,00 €');
    expect(plain(await page.getByTestId('gift-card-status').textContent())).toBe('Attivo');
    expect(plain(await page.getByTestId('gift-card-message').textContent())).toBe(
      'Buon compleanno, Rita!',
    );
    const code = plain(await page.getByTestId('gift-card-code').textContent());
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await page.getByTestId('gift-card-qr').waitFor();
    expect(await page.getByTestId('gift-card-qr').getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/card-390.png`, fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `${SHOTS}/card-print-390.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    }
    // The print view leaves the site's header and the buttons out.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Stampa' }).isVisible()).toBe(false);
    expect(await page.getByTestId('gift-card-pdf').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Issued today, the card's email waits for the chosen day: nothing to Rita nor to Bruno.
    expect((await server.testApp.app.jobs.runDueJobs()).failed).toBe(0);
    setServerClock(new Date(new Date(romeTime(birthday, '09:00')).getTime() - 60_000));
    expect((await server.testApp.app.jobs.runDueJobs()).failed).toBe(0);
    expect(mailsTo('rita@ospite.test')).toEqual([]);
    expect(mailsTo('bruno@ospite.test')).toEqual([]);
    // Her birthday, 9:00 in Rome: the email to Rita, with the card's link, and a copy to Bruno.
    setServerClock(new Date(romeTime(birthday, '09:01')));
    expect((await server.testApp.app.jobs.runDueJobs()).failed).toBe(0);
    const [mail] = mailsTo('rita@ospite.test');
    expect(mailsTo('rita@ospite.test')).toHaveLength(1);
    const [copy] = mailsTo('bruno@ospite.test');
    expect(mailsTo('bruno@ospite.test')).toHaveLength(1);
    expect(decodedMail(copy?.raw ?? '')).toContain('Rita Regalo');
    const text = decodedMail(mail?.raw ?? '');
    const link = /https?:\/\/[^\s"<>]*giftcard\/[\w-]{32}/.exec(text)?.[0] ?? '';
    expect(new URL(link).pathname.endsWith(cardPath.split('/').at(-1) ?? '-')).toBe(true);
    expect(text).toContain(code);

    // The recipient opens the link on a desktop: the same card.
    const office = await openContext(DESKTOP, false);
    const url = new URL(link);
    await office.page.goto(server.urlFor(url.hostname, `${url.pathname}`));
    await office.page.getByTestId('gift-card').waitFor();
    expect(plain(await office.page.getByTestId('gift-card-code').textContent())).toBe(code);
    expect(plain(await office.page.getByTestId('gift-card-balance').textContent())).toBe(
      '100,00 €',
    );
    await office.page.getByTestId('gift-card-qr').waitFor();
    expect(await office.page.getByTestId('gift-card-thanks').count()).toBe(0);
    // Its PDF, linked from the page: a PDF file named after the code.
    const pdfLink = office.page.getByTestId('gift-card-pdf');
    expect(plain(await pdfLink.textContent())).toBe('Scarica il PDF');
    const pdfHref = (await pdfLink.getAttribute('href')) ?? '';
    expect(pdfHref).toMatch(/^\/api\/public\/giftcards\/[\w-]{32}\/pdf$/);
    // Read as the page reads it (its host is the browser's, not this process's).
    const pdf = await office.page.evaluate(async (href) => {
      const res = await fetch(href);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        disposition: res.headers.get('content-disposition'),
        base64: btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')),
      };
    }, pdfHref);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`inline; filename="gift-card-${code}.pdf"`);
    const pdfBytes = Buffer.from(pdf.base64, 'base64');
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (SHOTS) writeFileSync(`${SHOTS}/card.pdf`, pdfBytes);
    if (SHOTS) {
      await office.page.screenshot({ path: `${SHOTS}/card-1366.png`, fullPage: true });
      await office.page.emulateMedia({ media: 'print' });
      await office.page.screenshot({ path: `${SHOTS}/card-print-1366.png`, fullPage: true });
      await office.page.emulateMedia({ media: 'screen' });
      await office.page.setViewportSize({ width: 820, height: 1180 });
      await office.page.screenshot({ path: `${SHOTS}/card-820.png`, fullPage: true });
      await office.page.goto(server.urlFor(TRATTORIA, '/it/gift-cards'));
      await office.page.getByTestId('gift-card-shop-form').waitFor();
      await office.page.screenshot({ path: `${SHOTS}/shop-820.png`, fullPage: true });
      await office.page.setViewportSize(DESKTOP);
      await office.page.screenshot({ path: `${SHOTS}/shop-1366.png`, fullPage: true });
    }

    // Coperto's own host shows the same card by its link id (spec §2: `giftcard/{uniqueId}`).
    await office.page.goto(
      server.urlFor('localhost', `/giftcard/${url.pathname.split('/').at(-1)}`),
    );
    await office.page.getByTestId('gift-card').waitFor();
    expect(plain(await office.page.getByTestId('gift-card-code').textContent())).toBe(code);

    // A link that is no card's: said plainly.
    await office.page.goto(server.urlFor(TRATTORIA, `/it/giftcard/${'x'.repeat(32)}`));
    await office.page.getByTestId('gift-card-not-found').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([guest.context.close(), office.context.close()]);
  });
});
