import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { openVisitor } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-auth';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const OWNER = { email: 'owner@demo.test', password: 'demo-password' };
const SESSION_KEYS = ['currentUser', 'currentRestaurant', 'cartItems', 'cart'] as const;

let browser: Browser;
let server: RunningServer;
/** Its own server: tokens live 60 s, the API's minimum, so the expiry comes within the test. */
let shortTokenServer: RunningServer;

beforeAll(async () => {
  [browser, server, shortTokenServer] = await Promise.all([
    launchChromium(),
    startServer(),
    startServer({ env: { ACCESS_TOKEN_TTL: '60' } }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.testApp.close(), shortTokenServer?.testApp.close()]);
});

interface OpenedPage {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
}

/** A fresh browser profile (its own localStorage) in Italian, at a phone's or a desktop's size. */
async function openContext(viewport = DESKTOP): Promise<OpenedPage> {
  // Cookie consent already given: the banner is another test's subject and would cover the page.
  const { context, page, errors } = await openVisitor(browser, { viewport });
  return { context, page, pageErrors: errors };
}

async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}

async function logInOnDashboardLogin(page: Page) {
  await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
  await page.getByLabel(/^Email/).fill(`  ${OWNER.email} `);
  await page.getByLabel(/^Password/).fill(OWNER.password);
  const loginAnswer = page.waitForResponse((response) =>
    response.url().includes('/api/auth/login'),
  );
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  return loginAnswer;
}

/** A screenshot once transitions have finished (a dialog's fade, a drawer's slide). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, animations: 'disabled' });
}

const navigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Sezioni della dashboard' });

describe('login and logout in Chromium', () => {
  it('logs in through the dashboard on trattoria.localhost, scoped to the trattoria, and shows the navigation', async () => {
    const { context, page, pageErrors } = await openContext();
    await page.goto(server.urlFor('trattoria.localhost', '/dashboard'));
    await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
    await shoot(page, 'dashboard-login-desktop');

    const loginAnswer = await logInOnDashboardLogin(page);
    expect(loginAnswer.status()).toBe(200);
    // The username went trimmed, and the session works in the restaurant of this site.
    const sent = new URLSearchParams(loginAnswer.request().postData() ?? '');
    expect(sent.get('username')).toBe(OWNER.email);
    expect(new URL(loginAnswer.url()).searchParams.get('public_key')).toBeTruthy();
    expect((await loginAnswer.json()).restaurant.name).toBe('Trattoria Demo');

    await navigation(page).waitFor();
    for (const section of ['Dashboard', 'Ordini', 'Dati aziendali', 'Abbonamento', 'Menù']) {
      await navigation(page).getByRole('link', { name: section }).waitFor();
    }
    await page.getByRole('heading', { name: 'Ciao, ' }).waitFor();
    // The owner's business has two restaurants: the switcher shows.
    await page.getByRole('combobox', { name: 'Ristorante' }).waitFor();
    const stored = JSON.parse((await readStorage(page, 'currentUser')) ?? 'null');
    expect(stored.accessToken).toEqual(expect.any(String));
    expect(stored.user.email).toBe(OWNER.email);
    await shoot(page, 'dashboard-frame-desktop');

    await navigation(page).getByRole('link', { name: 'Ordini' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ordini' }).waitFor();
    expect(page.url()).toBe(server.urlFor('trattoria.localhost', '/dashboard/orders'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('logs out through the profile panel: calls the server, then clears the session from the browser', async () => {
    const { context, page, pageErrors } = await openContext(PHONE);
    await page.goto(server.urlFor('trattoria.localhost', '/dashboard'));
    await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
    await shoot(page, 'dashboard-login-phone');
    await logInOnDashboardLogin(page);
    await page.getByRole('heading', { name: 'Ciao, ' }).waitFor();
    await shoot(page, 'dashboard-frame-phone');
    await page.getByRole('button', { name: 'Apri il menu di navigazione' }).click();
    await navigation(page).getByRole('link', { name: 'Ordini' }).waitFor();
    await shoot(page, 'dashboard-navigation-phone');
    await page.keyboard.press('Escape');

    // What a visitor's session leaves in the browser besides the user.
    await page.evaluate(() => {
      window.localStorage.setItem('cartItems', '[{"id":1,"quantity":2}]');
      window.localStorage.setItem('cart', '{"items":[]}');
      if (!window.localStorage.getItem('currentRestaurant')) {
        window.localStorage.setItem('currentRestaurant', '{"name":"Trattoria Demo"}');
      }
    });
    const token = JSON.parse((await readStorage(page, 'currentUser')) ?? '{}').accessToken;

    await page.getByRole('button', { name: 'Apri il profilo' }).click();
    const panel = page.getByRole('region', { name: 'Profilo' });
    await panel.getByText(OWNER.email).waitFor();
    await panel.getByText('Titolare').waitFor();
    await shoot(page, 'profile-panel-phone');
    const logoutAnswer = page.waitForResponse((response) =>
      response.url().includes('/api/auth/logout'),
    );
    await panel.getByRole('button', { name: 'Esci' }).click();
    const logout = await logoutAnswer;
    expect(logout.status()).toBe(200);
    expect(await logout.request().headerValue('authorization')).toBe(`Bearer ${token}`);

    await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
    for (const key of SESSION_KEYS) expect(await readStorage(page, key)).toBeNull();
    // The server ended the session: the old token no longer works.
    const me = await server.testApp.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('logs out cleanly when the API answers 401 (the session was ended elsewhere)', async () => {
    const { context, page, pageErrors } = await openContext();
    await page.goto(server.urlFor('trattoria.localhost', '/dashboard'));
    await logInOnDashboardLogin(page);
    await navigation(page).waitFor();
    const token = JSON.parse((await readStorage(page, 'currentUser')) ?? '{}').accessToken;

    // Ended from another device: the browser still holds the token.
    const ended = await server.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.statusCode).toBe(200);

    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 401,
    );
    await page.reload();
    await refused;
    await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
    expect(await readStorage(page, 'currentUser')).toBeNull();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('session expiry in Chromium', () => {
  async function logInWithShortToken(viewport = DESKTOP) {
    const opened = await openContext(viewport);
    // The server's clock is a fake one: set it to now, so a token issued now lives 60 real seconds.
    const { clock } = shortTokenServer.testApp;
    clock.advance(Date.now() - clock.now().getTime());
    await opened.page.clock.install({ time: new Date() });
    await opened.page.goto(shortTokenServer.urlFor('trattoria.localhost', '/dashboard'));
    await logInOnDashboardLogin(opened.page);
    await opened.page.getByRole('button', { name: 'Apri il profilo' }).waitFor();
    return opened;
  }

  /** Milliseconds from the page's now to the warning, 30 s before the stored token's expiry. */
  async function untilWarning(page: Page) {
    const { expiresAt } = JSON.parse((await readStorage(page, 'currentUser')) ?? '{}');
    const pageNow = await page.evaluate(() => Date.now());
    return Date.parse(expiresAt) - 30_000 - pageNow;
  }

  const expiryDialog = (page: Page) =>
    page.getByRole('dialog', { name: 'La tua sessione sta per scadere' });

  it('warns 30 s before the expiry with a countdown, and "Resta collegato" refreshes the token', async () => {
    const { context, page, pageErrors } = await logInWithShortToken();
    const firstToken = JSON.parse((await readStorage(page, 'currentUser')) ?? '{}').accessToken;

    const warningIn = await untilWarning(page);
    expect(warningIn).toBeGreaterThan(20_000);
    await page.clock.runFor(warningIn - 1000);
    expect(await expiryDialog(page).count()).toBe(0);
    await page.clock.runFor(1500);
    await expiryDialog(page).waitFor();
    const countdown = await page.getByRole('timer').textContent();
    expect(countdown).toMatch(/^Mancano (29|30) secondi$/);
    await shoot(page, 'session-expiry-desktop');

    // The server's time moves with the page's, so the refreshed token expires a minute from now.
    const { clock } = shortTokenServer.testApp;
    clock.advance((await page.evaluate(() => Date.now())) - clock.now().getTime());
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/refresh-token'));
    await expiryDialog(page).getByRole('button', { name: 'Resta collegato' }).click();
    expect((await refreshed).status()).toBe(200);
    await expiryDialog(page).waitFor({ state: 'detached' });
    const stored = JSON.parse((await readStorage(page, 'currentUser')) ?? '{}');
    expect(stored.accessToken).not.toBe(firstToken);

    // The old token's expiry (30 s away) passes without a logout.
    await page.clock.runFor(31_000);
    expect(await page.getByRole('heading', { name: 'Accedi alla dashboard' }).count()).toBe(0);
    const kept = JSON.parse((await readStorage(page, 'currentUser')) ?? '{}');
    expect(kept.accessToken).toBe(stored.accessToken);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('closes the dialog and logs out when the token expires', async () => {
    const { context, page, pageErrors } = await logInWithShortToken(PHONE);

    await page.clock.runFor((await untilWarning(page)) + 500);
    await expiryDialog(page).waitFor();
    await shoot(page, 'session-expiry-phone');

    await page.clock.runFor(30_000);
    await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
    expect(await expiryDialog(page).count()).toBe(0);
    expect(await readStorage(page, 'currentUser')).toBeNull();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('login overlay in Chromium', () => {
  it('opens the login over the trial host and signs in to the dashboard', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page, pageErrors } = await openContext(viewport);
      await page.goto(server.urlFor('localhost', '/'));
      const dialog = page.getByRole('dialog', { name: 'Accedi' });
      await dialog.waitFor();
      await shoot(page, `login-overlay-${name}`);
      if (name === 'desktop') {
        await dialog.getByLabel(/^Email/).fill(OWNER.email);
        await dialog.getByLabel(/^Password/).fill('wrong-password');
        await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
        await dialog.getByText('Email o password non corretti.').waitFor();
        await shoot(page, 'login-overlay-error-desktop');
        await dialog.getByLabel(/^Password/).fill(OWNER.password);
        await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
        await navigation(page).waitFor();
        expect(new URL(page.url()).pathname).toBe('/dashboard');
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
