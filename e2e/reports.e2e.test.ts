import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { loginAs } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { openVisitor } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// The numbers end to end (issue 18, decision 078), in Chromium against the real app with the
// demo data: the owner opens the reports, drills into a month of the demo's cash-ups and sees its
// food and labour cost, the same figures the API gives; a manager's report has no labour cost.

const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function openAs(email: string) {
  const { context, page, errors } = await openVisitor(browser, { viewport: DESKTOP });
  await page.goto(server.urlFor(TRATTORIA, '/dashboard'));
  await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('demo-password');
  const answer = page.waitForResponse((r) => r.url().includes('/api/auth/login'));
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  expect((await answer).status()).toBe(200);
  return { context, page, errors };
}

/** A month of the demo with cash-up takings (the API's own answer): this year's, else last year's. */
async function demoMonth(headers: Record<string, string>) {
  const thisYear = new Date().getFullYear();
  for (const year of [thisYear, thisYear - 1]) {
    const res = await server.testApp.app.inject({ url: `/api/reports/year?year=${year}`, headers });
    const report = res.json() as {
      months: { month: string; takings_cashups: number; food_beverage_share: number | null }[];
    };
    const months = report.months.filter(
      (m) => m.takings_cashups > 0 && m.food_beverage_share !== null,
    );
    const month = months.at(-2) ?? months.at(-1);
    if (month) return { year, month: month.month };
  }
  throw new Error('the demo has no month with cash-ups');
}

describe('the reports screen', () => {
  it("shows the owner a month's food and labour cost, as the API sums them", async () => {
    const owner = (await loginAs(server.testApp.app, DEMO.users.owner)).headers;
    const { year, month } = await demoMonth(owner);
    const expected = (
      await server.testApp.app.inject({ url: `/api/reports/month?month=${month}`, headers: owner })
    ).json() as { figures: { food_beverage_share: number; labour_share: number | null } };
    expect(expected.figures.labour_share).not.toBeNull();

    const { context, page, errors } = await openAs(DEMO.users.owner);
    await page.goto(server.urlFor(TRATTORIA, `/dashboard/reports?year=${year}`));
    await page.getByRole('heading', { name: `Numeri ${year}` }).waitFor();
    const table = page.getByRole('table', { name: 'Mese per mese' });
    await table.waitFor();
    const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${month}-01T12:00:00Z`),
    );
    await table.getByRole('button', { name: new RegExp(`^${monthName}$`, 'i') }).click();
    await page.waitForURL(new RegExp(`/dashboard/reports/month/${month}`));
    await page.getByRole('heading', { name: new RegExp(`${monthName} ${year}`, 'i') }).waitFor();

    const share = (value: number) =>
      new Intl.NumberFormat('it-IT', {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(value / 100);
    const food = page.getByTestId('report-food-cost');
    const labour = page.getByTestId('report-labour-cost');
    await expect
      .poll(async () => plain(await food.textContent()))
      .toContain(plain(share(expected.figures.food_beverage_share)));
    expect(plain(await labour.textContent())).toContain(
      plain(share(expected.figures.labour_share!)),
    );
    await page.getByRole('heading', { name: 'Spese per categoria' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a manager the report without the labour cost', async () => {
    const { context, page, errors } = await openAs(DEMO.users.manager);
    await page.goto(server.urlFor(TRATTORIA, '/dashboard/reports'));
    await page.getByTestId('report-food-cost').waitFor();
    expect(await page.getByTestId('report-labour-cost').count()).toBe(0);
    await page.getByText('Visibile solo al titolare').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
