import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { loginAs } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// Gift cards in the dashboard (issue 17, decision 069), in Chromium against the real app: the
// owner issues a card at the counter on a desktop, a staff member redeems part of it on a phone
// (the code typed as a guest reads it), and the owner's ledger shows both moves; the API agrees.
// GIFTCARD_DASHBOARD_SHOTS=<dir> keeps screenshots of the list, the issue form, the redeem
// screen and the card's ledger at 1366, 820 and 390 px.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS = process.env.GIFTCARD_DASHBOARD_SHOTS;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

function openContext(viewport: typeof DESKTOP) {
  return openVisitor(browser, { viewport, deviceScaleFactor: 1 });
}

async function signIn(page: Page, email: string, path: string) {
  await signInToDashboard(page, server.urlFor(TRATTORIA, '/dashboard'), email);
  await page.goto(server.urlFor(TRATTORIA, path));
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function close(...opened: { context: BrowserContext; errors: string[] }[]) {
  for (const { context, errors } of opened) {
    expect(errors).toEqual([]);
    await context.close();
  }
}

describe('gift cards in the dashboard', () => {
  it('the owner issues a card at the counter, staff redeem part on a phone, the ledger shows both', async () => {
    const owner = await openContext(DESKTOP);
    await signIn(owner.page, DEMO.users.owner, '/dashboard/gift-cards');
    const { page } = owner;
    await page.getByRole('heading', { level: 1, name: 'Gift card' }).waitFor();
    await page.getByRole('group', { name: 'Totali delle gift card filtrate' }).waitFor();
    await shot(page, 'list-1366');

    await page.getByRole('button', { name: 'Emetti gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emetti una gift card al banco' });
    // Nothing filled: the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Emetti', exact: true }).click();
    await dialog.getByText('Scrivi un importo.').waitFor();
    await dialog.getByLabel(/^Importo/).fill('80');
    await dialog.getByLabel(/^Nome del destinatario/).fill('Elena Marchi');
    await dialog.getByLabel("Nome dell'acquirente").fill('Carlo Marchi');
    await dialog.getByLabel('Messaggio per il destinatario').fill('Buon compleanno!');
    await dialog.getByRole('button', { name: 'Carta', exact: true }).click();
    await shot(page, 'issue-1366');
    await dialog.getByRole('button', { name: 'Emetti', exact: true }).click();
    // The new card opens beside the list: its code, for the staff member to type.
    const drawerTitle = page.getByRole('heading', {
      level: 2,
      name: /^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/,
    });
    await drawerTitle.waitFor();
    const code = (await drawerTitle.textContent())!.trim();
    await page.getByRole('list', { name: 'Movimenti' }).getByText('Emessa').waitFor();

    const staff = await openContext(PHONE);
    await signIn(staff.page, DEMO.users.staff, '/dashboard/gift-cards/redeem');
    const phone = staff.page;
    await phone.getByRole('heading', { level: 1, name: 'Incassa una gift card' }).waitFor();
    // Read aloud by the guest: lower case, no dashes.
    await phone.getByLabel('Codice della gift card').fill(code.replace(/-/g, '').toLowerCase());
    await phone.getByRole('button', { name: 'Cerca' }).click();
    await phone
      .getByTestId('redeem-balance')
      .filter({ hasText: /^80,00\s€$/ })
      .waitFor();
    // More than the balance is refused on the phone, before the server.
    await phone.getByLabel('Importo da scalare').fill('95');
    await phone.getByRole('button', { name: "Scala l'importo" }).click();
    await phone.getByText('Più del saldo: al massimo 80,00 €.').waitFor();
    await phone.getByLabel('Importo da scalare').fill('32,50');
    await phone.getByLabel('Nota (facoltativa)').fill('Tavolo 4');
    await shot(phone, 'redeem-390');
    await phone.getByRole('button', { name: "Scala l'importo" }).click();
    await phone.getByText('Scalati 32,50 €').waitFor();
    await phone.getByText('Saldo rimasto: 47,50 €').waitFor();
    await shot(phone, 'redeem-done-390');

    // The owner's list, read again: the card's ledger has both moves.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Gift card' }).waitFor();
    await page.getByRole('button', { name: `Apri la gift card ${code}` }).click();
    const ledger = page.getByRole('list', { name: 'Movimenti' });
    await ledger.getByText('Usata').waitFor();
    expect(
      await ledger
        .locator('li')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-ledger-kind'))),
    ).toEqual(['issued', 'redeemed']);
    await ledger.getByText('Tavolo 4').waitFor();
    // The engine's note on the issue, in the user's language; the typed note as typed.
    await ledger.getByText('Pagato con carta').waitFor();
    await shot(page, 'ledger-1366');

    const { app } = server.testApp;
    const ownerSession = await loginAs(app, DEMO.users.owner);
    const found = await app.inject({
      url: `/api/giftcards/lookup?code=${code}`,
      headers: ownerSession.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      amount: 80,
      balance: 47.5,
      customer_name: 'Elena Marchi',
      buyer_name: 'Carlo Marchi',
      sold_via: 'card',
      message: 'Buon compleanno!',
    });
    expect(found.json().ledger.map((entry: { amount: number }) => entry.amount)).toEqual([
      80, -32.5,
    ]);

    if (SHOTS) {
      const tablet = await openContext(TABLET);
      await signIn(tablet.page, DEMO.users.manager, '/dashboard/gift-cards');
      await tablet.page.getByRole('group', { name: 'Totali delle gift card filtrate' }).waitFor();
      await shot(tablet.page, 'list-820');
      await tablet.page.goto(server.urlFor(TRATTORIA, '/dashboard/gift-cards/templates'));
      await tablet.page.getByRole('heading', { level: 1, name: 'Modelli' }).waitFor();
      await shot(tablet.page, 'templates-820');
      await close(tablet);
    }
    await close(owner, staff);
  });
});
