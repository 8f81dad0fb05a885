import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** The cookie choice a returning visitor made (essentials only), so no banner covers the page. */
const ESSENTIALS_ONLY = {
  hasOptedIn: true,
  essentials: true,
  functional: false,
  experience: false,
  stats: false,
  marketing: false,
};

/**
 * A browser context in Italian for a visitor who has answered the cookie banner, its page, and
 * the page errors it collects (a test expects none). A choice the test makes later on the page
 * is kept across its reloads.
 */
export async function openVisitor(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'it-IT', deviceScaleFactor: 1, ...options });
  await context.addInitScript((settings: unknown) => {
    if (!window.localStorage.getItem('cookieSettings')) {
      window.localStorage.setItem('cookieSettings', JSON.stringify(settings));
    }
  }, ESSENTIALS_ONLY);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Signs in through the dashboard's own form at `dashboardUrl`, waiting for the home's greeting. */
export async function signInToDashboard(
  page: Page,
  dashboardUrl: string,
  email: string,
  password = 'demo-password',
) {
  await page.goto(dashboardUrl);
  await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /^Ciao, / }).waitFor();
}
