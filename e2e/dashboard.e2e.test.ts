import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

/**
 * Issue 6, "Done when": the dashboard in real Chromium against the production build. The owner's
 * changes reach an already-open public page through its version poll (spec §4: every 60 s, run
 * here on the page's fake clock); a manager sees no wages and no billing; staff cannot open the
 * settings; an invitation from the outbox leads to a working login.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'demo-password';
const OWNER = 'owner@demo.test';
const MANAGER = 'manager@demo.test';
const STAFF = 'staff@demo.test';
const TRATTORIA = 'trattoria.localhost';
/** The web app's version poll interval (RESTAURANT_VERSION_REFETCH_MS, spec §4). */
const ONE_POLL_MS = 60_000;

let server: RunningServer;
let browser: Browser;
/** Where the uploaded logo goes: a folder of this run's own, removed at the end. */
let dataDir: string;

// The demo's pictures are not drawn (seconds saved): the trattoria starts without a logo.
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'coperto-e2e-dashboard-'));
  [server, browser] = await Promise.all([
    startServer({ env: { DATA_DIR: dataDir }, seedMedia: false }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Opened {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
}

/** A fresh browser profile in Italian, the cookie question already answered. */
async function openContext(): Promise<Opened> {
  const { context, page, errors } = await openVisitor(browser, { viewport: DESKTOP });
  return { context, page, pageErrors: errors };
}

async function closeAll(...opened: Opened[]) {
  for (const { context, pageErrors } of opened) {
    expect(pageErrors).toEqual([]);
    await context.close();
  }
}

const navigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Sezioni della dashboard' });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const noAccess = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa sezione' });

/** Signs in through the trattoria's dashboard login page, and waits for the navigation. */
async function logIn(page: Page, email: string, password = PASSWORD) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/auth/login'));
  await signInToDashboard(page, server.urlFor(TRATTORIA, '/dashboard'), email, password);
  expect((await answer).status()).toBe(200);
  await navigation(page).waitFor();
}

/** The answer to the next request of `method` whose path matches. */
function nextAnswer(page: Page, method: string, path: RegExp): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );
}

/**
 * The test server's clock is a fake one, frozen at start: a change would keep the restaurant's
 * `last_updated` of the seed and the poll would rightly answer "unchanged". Each change is made a
 * moment later, as in life.
 */
function serverTimePasses() {
  const { clock } = server.testApp;
  clock.advance(Math.max(1000, Date.now() - clock.now().getTime()));
}

/** One version poll on the public page: its clock runs 60 s, the poll answers, the page updates. */
async function onePoll(page: Page) {
  const polled = page.waitForResponse((r) => r.url().includes('/api/restaurant/current_version/'));
  await page.clock.runFor(ONE_POLL_MS);
  const answer = await polled;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { changed: boolean };
}

/** The public site open in its own profile, its clock under the test's hand. */
async function openPublicPage(path: string): Promise<Opened> {
  const opened = await openContext();
  await opened.page.clock.install();
  const firstPoll = opened.page.waitForResponse((r) =>
    r.url().includes('/api/restaurant/current_version/'),
  );
  await opened.page.goto(server.urlFor(TRATTORIA, path));
  // The first poll runs at once (spec §4); the next ones every 60 s of the page's clock.
  expect(await (await firstPoll).json()).toMatchObject({ changed: false });
  return opened;
}

/** A small PNG logo, drawn here. */
function drawLogo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160">
    <rect width="320" height="160" rx="24" fill="#1f5f8b"/>
    <circle cx="80" cy="80" r="48" fill="#f4d35e"/>
    <rect x="160" y="56" width="120" height="48" rx="8" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("the owner's changes reach the public site", () => {
  it('changes the name, a colour, the logo and the hours in the settings, and the open public page shows each after one poll', async () => {
    const home = await openPublicPage('/it/');
    const site = home.page;
    const header = site.getByRole('banner');
    await site.getByRole('heading', { level: 1, name: 'Trattoria Demo' }).waitFor();
    expect(await header.getByTestId('restaurant-name').textContent()).toBe('Trattoria Demo');

    const dashboard = await openContext();
    const { page } = dashboard;
    await logIn(page, OWNER);
    await navigation(page).getByRole('link', { name: 'Impostazioni ristorante' }).click();
    await page.waitForURL(server.urlFor(TRATTORIA, '/dashboard/restaurant/general'));
    const tabs = page.getByRole('tablist', { name: 'Sezioni delle impostazioni' });

    // The name, in Generale.
    const name = page.getByRole('textbox', { name: /^Nome del ristorante/ });
    await expect.poll(() => name.inputValue()).toBe('Trattoria Demo');
    await name.fill('Trattoria da Giulia');
    serverTimePasses();
    let saved = nextAnswer(page, 'PUT', /^\/api\/restaurant\/\d+$/);
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Tutto salvato' }).waitFor();

    expect(await onePoll(site)).toMatchObject({ changed: true });
    await expect
      .poll(() => header.getByTestId('restaurant-name').textContent())
      .toBe('Trattoria da Giulia');
    await site.getByRole('heading', { level: 1, name: 'Trattoria da Giulia' }).waitFor();

    // The main colour, in Aspetto.
    await tabs.getByRole('tab', { name: 'Aspetto' }).click();
    await page.waitForURL(server.urlFor(TRATTORIA, '/dashboard/restaurant/appearance'));
    // The site's brand colour, and a surface painted with it (the skip link's background).
    const brand = () =>
      site.evaluate(() => {
        const root = document.querySelector('.site');
        const painted = document.querySelector('.site-skip-link');
        return root && painted
          ? [
              getComputedStyle(root).getPropertyValue('--site-brand').trim(),
              getComputedStyle(painted).backgroundColor,
            ]
          : [];
      });
    expect(await brand()).toEqual(['#9c2f2f', 'rgb(156, 47, 47)']);
    const primary = page.getByRole('textbox', { name: 'Principale', exact: true });
    await expect.poll(() => primary.inputValue()).toBe('#9c2f2f');
    await primary.fill('#1f5f8b');
    serverTimePasses();
    saved = nextAnswer(page, 'PUT', /^\/api\/restaurant\/\d+$/);
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect((await (await saved).json()).theme.primary_color).toBe('#1f5f8b');

    expect(await onePoll(site)).toMatchObject({ changed: true });
    await expect.poll(brand).toEqual(['#1f5f8b', 'rgb(31, 95, 139)']);

    // The logo, in Immagini: a PNG drawn here goes through the images pipeline.
    await tabs.getByRole('tab', { name: 'Immagini' }).click();
    await page.waitForURL(server.urlFor(TRATTORIA, '/dashboard/restaurant/images'));
    const logoSlot = page.getByRole('region', { name: 'Logo', exact: true });
    const siteLogo = header.getByTestId('restaurant-logo');
    // No logo yet: the site shows the initials' mark.
    expect(await siteLogo.count()).toBe(0);
    expect(await header.getByTestId('default-logo').count()).toBe(1);
    serverTimePasses();
    const uploaded = nextAnswer(page, 'POST', /^\/api\/restaurant\/\d+\/images$/);
    saved = nextAnswer(page, 'PUT', /^\/api\/restaurant\/\d+$/);
    await page.getByLabel('File per Logo').setInputFiles({
      name: 'logo-trattoria.png',
      mimeType: 'image/png',
      buffer: await drawLogo(),
    });
    expect((await uploaded).status()).toBeLessThan(300);
    expect((await saved).status()).toBe(200);
    const logoUrl: string = (await (await saved).json()).logo_url;
    expect(logoUrl).toMatch(/^\/media\/.+_320x160\.webp$/);
    // The preview shows the stored copy.
    await expect
      .poll(() => logoSlot.getByRole('img', { name: 'Logo attuale' }).getAttribute('src'))
      .toBe(logoUrl);

    expect(await onePoll(site)).toMatchObject({ changed: true });
    await expect.poll(() => siteLogo.getAttribute('src')).toBe(logoUrl);
    await expect
      .poll(() => siteLogo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // The hours, in Orari: Monday, closed until now, opens for lunch.
    await tabs.getByRole('tab', { name: 'Orari' }).click();
    await page.waitForURL(server.urlFor(TRATTORIA, '/dashboard/restaurant/hours'));
    const mondayOnSite = site
      .locator('.hours-table tr')
      .filter({ has: site.locator('th', { hasText: 'Lunedì' }) });
    expect(await mondayOnSite.locator('td').textContent()).toBe('Chiuso');
    await page.getByRole('switch', { name: 'Lunedì: aperto' }).check();
    await page.getByLabel('Apertura, servizio 1 di Lunedì').fill('11:30');
    await page.getByLabel('Chiusura, servizio 1 di Lunedì').fill('14:45');
    await page.getByRole('button', { name: 'Rimuovi servizio 2 di Lunedì' }).click();
    serverTimePasses();
    saved = nextAnswer(page, 'PATCH', /^\/api\/restaurant\/opening-times\/\d+$/);
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect((await (await saved).json()).opening_times.weekly.mon).toEqual([
      { open: '11:30', close: '14:45' },
    ]);

    expect(await onePoll(site)).toMatchObject({ changed: true });
    await expect.poll(() => mondayOnSite.locator('td').textContent()).toBe('11:30–14:45');

    // What the poll brought is what a fresh visit gets.
    await site.reload();
    await site.getByRole('heading', { level: 1, name: 'Trattoria da Giulia' }).waitFor();
    expect(await brand()).toEqual(['#1f5f8b', 'rgb(31, 95, 139)']);
    expect(await siteLogo.getAttribute('src')).toBe(logoUrl);
    expect(await mondayOnSite.locator('td').textContent()).toBe('11:30–14:45');
    await closeAll(dashboard, home);
  }, 120_000);

  it("changes a dish's price and its English name in Menus, and the open English menu shows both after one poll", async () => {
    const menu = await openPublicPage('/en/menu');
    const site = menu.page;
    const dishOnSite = (dish: string) =>
      site
        .getByTestId('menu-item')
        .filter({ has: site.getByRole('heading', { name: dish, exact: true }) });
    const priceOf = async (dish: string) =>
      (await dishOnSite(dish).locator('.menu-price').allTextContents()).map((t) => t.trim());
    await dishOnSite('Tomato bruschetta').waitFor();
    expect(await priceOf('Tomato bruschetta')).toEqual(['€6.50']);

    const dashboard = await openContext();
    const { page } = dashboard;
    await logIn(page, OWNER);
    await navigation(page).getByRole('link', { name: 'Menù' }).click();
    await page.waitForURL(server.urlFor(TRATTORIA, '/dashboard/menus'));
    await page.getByRole('link', { name: 'Menù alla carta', exact: true }).click();
    await page.waitForURL(/\/dashboard\/menus\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();

    await page
      .getByRole('button', { name: 'Modifica Bruschetta al pomodoro', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Modifica piatto' });
    await dialog.waitFor();
    const price = dialog.getByRole('textbox', { name: /^Prezzo/ });
    expect(await price.inputValue()).toBe('6,50');
    // The Italian decimal comma is 7.50 €, not 750 (decision 025).
    await price.fill('7,50');
    await dialog.getByRole('button', { name: /^Inglese/ }).click();
    const englishName = dialog.getByRole('textbox', { name: /^Nome del piatto \(EN\)/ });
    expect(await englishName.inputValue()).toBe('Tomato bruschetta');
    await englishName.fill('Bruschetta with fresh tomatoes');
    serverTimePasses();
    const saved = nextAnswer(page, 'PUT', /^\/api\/menu-items\/\d+$/);
    await dialog.getByRole('button', { name: 'Salva', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    // The editor shows the Italian name with the new price.
    const row = page.getByRole('button', { name: 'Modifica Bruschetta al pomodoro', exact: true });
    await row.waitFor();

    expect(await onePoll(site)).toMatchObject({ changed: true });
    await dishOnSite('Bruschetta with fresh tomatoes').waitFor();
    expect(await priceOf('Bruschetta with fresh tomatoes')).toEqual(['€7.50']);
    expect(await dishOnSite('Tomato bruschetta').count()).toBe(0);

    // The Italian menu has the new price and keeps its own name.
    await site.goto(server.urlFor(TRATTORIA, '/it/menu'));
    await dishOnSite('Bruschetta al pomodoro').waitFor();
    expect((await priceOf('Bruschetta al pomodoro')).map((p) => p.replace(/\s/g, ' '))).toEqual([
      '7,50 €',
    ]);
    await closeAll(dashboard, menu);
  }, 120_000);
});

describe('what each role may see', () => {
  it('a manager sees no wages on a user and no Subscription, in the navigation or by its address', async () => {
    const opened = await openContext();
    const { page } = opened;
    await logIn(page, MANAGER);
    const nav = navigation(page);
    await nav.getByRole('link', { name: 'Utenti e ruoli' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Abbonamento' }).count()).toBe(0);

    // A staff member's page: profile and work, no pay, and the API sent none.
    await nav.getByRole('link', { name: 'Utenti e ruoli' }).click();
    await page.getByRole('heading', { level: 1, name: 'Utenti e ruoli' }).waitFor();
    const userAnswer = nextAnswer(page, 'GET', /^\/api\/users\/\d+$/);
    await page.getByRole('table', { name: 'Utenti e ruoli' }).getByText('Luca Verdi').click();
    await page.getByRole('heading', { level: 1, name: 'Luca Verdi' }).waitFor();
    const user = await (await userAnswer).json();
    expect(user.email).toBe(STAFF);
    for (const rate of ['single_shift', 'double_shift', 'breakfast_shift', 'aperitif_shift']) {
      expect(user).not.toHaveProperty(rate);
    }
    await page.getByRole('textbox', { name: /^Mansione/ }).waitFor();
    expect(await page.getByText('Paga per turno').count()).toBe(0);
    expect(await page.getByLabel(/^Turno (singolo|doppio|colazione|aperitivo)/).count()).toBe(0);

    // The Subscription's address typed in: the no-access message, not the plan.
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/subscription'));
    await noAccess(page).waitFor();
    expect(pathOf(page)).toBe('/dashboard/subscription');
    expect(await page.getByText('Il tuo ruolo non permette di usarla.').count()).toBe(1);
    await closeAll(opened);
  });

  it("the owner, on the same user's page, does see the pay (the manager's case is not an empty form)", async () => {
    const opened = await openContext();
    const { page } = opened;
    await logIn(page, OWNER);
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/users'));
    await page.getByRole('table', { name: 'Utenti e ruoli' }).getByText('Luca Verdi').click();
    await page.getByRole('heading', { level: 1, name: 'Luca Verdi' }).waitFor();
    await page.getByText('Paga per turno').waitFor();
    expect(await page.getByRole('textbox', { name: /^Turno singolo/ }).inputValue()).toBe('60,00');
    expect(await navigation(page).getByRole('link', { name: 'Abbonamento' }).count()).toBe(1);
    await closeAll(opened);
  });

  it('staff cannot open the restaurant settings: no entry in the navigation, and its address says no access', async () => {
    const opened = await openContext();
    const { page } = opened;
    await logIn(page, STAFF);
    const nav = navigation(page);
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Impostazioni ristorante' }).count()).toBe(0);

    for (const path of ['/dashboard/restaurant', '/dashboard/restaurant/hours']) {
      await page.goto(server.urlFor(TRATTORIA, path));
      await noAccess(page).waitFor();
      expect(pathOf(page)).toBe(path);
      expect(await page.getByRole('tab', { name: 'Generale' }).count()).toBe(0);
    }
    await closeAll(opened);
  });
});

describe('on a phone', () => {
  it("the restaurant's settings fit the screen, tab by tab", async () => {
    const { context, page, errors } = await openVisitor(browser, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    // The navigation is in a drawer on a phone: the greeting says the sign-in is done.
    await signInToDashboard(page, server.urlFor(TRATTORIA, '/dashboard'), OWNER);
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/restaurant'));
    const tabs = page.getByRole('tablist');
    const panel = page.getByRole('tabpanel');
    await tabs.getByRole('tab').first().waitFor();
    const names = await tabs.getByRole('tab').allTextContents();
    expect(names).toHaveLength(6);
    for (const name of names) {
      await tabs.getByRole('tab', { name }).click();
      await tabs.getByRole('tab', { name, selected: true }).waitFor();
      await panel.locator('input, button').first().waitFor();
      await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
      await page.waitForTimeout(300);
      // A phone widens its layout to what overflows, so the width is the screen's, not the page's.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, name).toBeLessThanOrEqual(PHONE.width);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('inviting a user', () => {
  it('the owner invites by email; the outbox mail leads to choosing a password; the new user logs in', async () => {
    const invitee = {
      email: `nuovo.cameriere.${Date.now()}@example.test`,
      name: 'Sara',
      surname: 'Galli',
      password: 'una-password-nuova-42',
    };
    const owner = await openContext();
    await logIn(owner.page, OWNER);
    await navigation(owner.page).getByRole('link', { name: 'Utenti e ruoli' }).click();
    await owner.page.getByRole('heading', { level: 1, name: 'Utenti e ruoli' }).waitFor();
    await owner.page.getByRole('button', { name: 'Invita un collaboratore' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Invita un collaboratore' });
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(invitee.email);
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(invitee.name);
    await dialog.getByRole('textbox', { name: /^Cognome/ }).fill(invitee.surname);
    // Staff (Personale) is the role offered first.
    expect(await dialog.getByRole('combobox', { name: /^Ruolo/ }).textContent()).toContain(
      'Personale',
    );
    const sent = nextAnswer(owner.page, 'POST', /^\/api\/auth\/invite-user-email$/);
    await dialog.getByRole('button', { name: "Invia l'invito" }).click();
    expect((await sent).status()).toBeLessThan(300);
    await dialog.waitFor({ state: 'detached' });
    const row = owner.page
      .getByRole('table', { name: 'Utenti e ruoli' })
      .getByRole('row')
      .filter({ hasText: invitee.email });
    await row.getByText('Invito in attesa').waitFor();

    // The invitation in the outbox, with its link.
    const mail = await lastMailTo(server.testApp.app, invitee.email);
    expect(mail.subject).toBe('Coperto: Demo Ristorazione S.r.l. ti ha invitato');
    const link = /https?:\/\/\S+\/dashboard\/reset-password\?token=\S+/.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    // The link names PUBLIC_URL's port; this test's server listens on a port of its own.
    const linkUrl = new URL(link!);
    const opened = server.urlFor(linkUrl.hostname, `${linkUrl.pathname}${linkUrl.search}`);

    const newcomer = await openContext();
    const { page } = newcomer;
    await page.goto(opened);
    await page.getByRole('heading', { name: 'Scegli una nuova password' }).waitFor();
    await page.getByLabel(/^Nuova password/).fill(invitee.password);
    await page.getByLabel(/^Ripeti la nuova password/).fill(invitee.password);
    const reset = nextAnswer(page, 'POST', /^\/api\/auth\/reset-password$/);
    await page.getByRole('button', { name: 'Salva la password' }).click();
    expect((await reset).status()).toBeLessThan(300);
    await page.getByText('Password salvata: ora puoi accedere.').waitFor();
    await page.getByRole('link', { name: "Vai all'accesso" }).click();

    await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
    await page.getByLabel(/^Email/).fill(invitee.email);
    await page.getByLabel(/^Password/).fill(invitee.password);
    const login = page.waitForResponse((r) => r.url().includes('/api/auth/login'));
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const answer = await login;
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    expect(body.user).toMatchObject({ email: invitee.email, role: 'staff' });
    // Invited to the restaurant the owner works on (its name may have changed in another case).
    const ownerSession = JSON.parse(
      (await owner.page.evaluate(() => localStorage.getItem('currentUser'))) ?? '{}',
    );
    expect(body.business.name).toBe('Demo Ristorazione S.r.l.');
    expect(body.restaurant.id).toBe(ownerSession.restaurant.id);
    await navigation(page).waitFor();
    await page.getByRole('heading', { name: `Ciao, ${invitee.name}` }).waitFor();

    // The owner's list sees the invitation accepted.
    await owner.page.reload();
    await row.getByText('Attivo', { exact: true }).waitFor();
    await closeAll(owner, newcomer);
  });
});
