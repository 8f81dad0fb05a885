import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/api/src/db/schema/identity';
import { wages } from '../apps/api/src/db/schema/staff';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { loginAs } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { openVisitor, signInToDashboard } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// Staff rota, wages and payslips (issue 18, decisions 076 and 077), in Chromium against the real
// app: the manager plans next week (a tap on "+" and a drag) and publishes it; the waiter sees
// their shifts on a phone; the owner records a month's wage with a payslip PDF that the waiter
// downloads and nobody else can. STAFF_SHOTS=<dir> keeps screenshots of the planner, my shifts,
// the wages and my payslips at 1366, 820 and 390 px.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const SHOTS = process.env.STAFF_SHOTS;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

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
  return openVisitor(browser, { viewport, acceptDownloads: true });
}

async function signIn(page: Page, email: string, path: string) {
  await signInToDashboard(page, server.urlFor(TRATTORIA, '/dashboard'), email);
  await page.goto(server.urlFor(TRATTORIA, path));
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function shotsAt(page: Page, name: string, widths: (typeof DESKTOP)[]) {
  if (!SHOTS) return;
  for (const size of widths) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await shot(page, `${name}-${size.width}`);
  }
}

async function close(...opened: { context: BrowserContext; errors: string[] }[]) {
  for (const { context, errors } of opened) {
    expect(errors).toEqual([]);
    await context.close();
  }
}

async function userIdOf(email: string) {
  const [row] = await server.testApp.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** Monday of next week as the planner names its days: `YYYY-MM-DD`. */
function nextMonday() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + 7);
  return date.toISOString().slice(0, 10);
}

function plusDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('staff rota, wages and payslips', () => {
  it('the manager plans next week and publishes it; the waiter sees their shifts on a phone', async () => {
    const monday = nextMonday();
    const tuesday = plusDays(monday, 1);
    const manager = await openContext(DESKTOP);
    const { page } = manager;
    await signIn(page, DEMO.users.manager, '/dashboard/staff');
    await page.getByTestId('rota-status').waitFor();
    await shotsAt(page, 'planner-this-week', [DESKTOP, TABLET, PHONE]);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Settimana successiva' }).click();
    await page.getByTestId('rota-status').getByText('Vuota').waitFor();
    // The tap alternative: "+" on Monday's lunch, then the person.
    await page
      .getByTestId(`rota-cell-${monday}-lunch`)
      .getByRole('button', { name: /^Aggiungi a Pranzo/ })
      .click();
    await page.getByRole('menuitem', { name: /Luca Verdi/ }).click();
    await page.getByTestId(`rota-cell-${monday}-lunch`).getByText('Luca Verdi').waitFor();
    await page
      .getByTestId(`rota-cell-${monday}-dinner`)
      .getByRole('button', { name: /^Aggiungi a Cena/ })
      .click();
    await page.getByRole('menuitem', { name: /Luca Verdi/ }).click();
    await page.getByTestId(`rota-cell-${monday}-dinner`).getByText('Luca Verdi').waitFor();
    // Dragging a person from the team onto Tuesday's dinner.
    const marco = await userIdOf(DEMO.users.manager);
    await page
      .getByTestId(`rota-person-${marco}`)
      .dragTo(page.getByTestId(`rota-cell-${tuesday}-dinner`));
    await page.getByTestId(`rota-cell-${tuesday}-dinner`).getByText('Marco Bianchi').waitFor();
    await page.getByTestId('rota-status').getByText('Bozza').waitFor();
    await expect.poll(() => page.getByRole('status').count()).toBe(0);
    await shotsAt(page, 'planner', [DESKTOP, TABLET, PHONE]);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Pubblica', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pubblica' }).click();
    await page.getByText('Turni pubblicati: email inviata a 2 persone').waitFor();
    await page.getByTestId('rota-status').getByText('Pubblicata').waitFor();

    const { app } = server.testApp;
    const run = await app.jobs.runDueJobs();
    expect(run.failed).toBe(0);

    const waiter = await openContext(PHONE);
    await signIn(waiter.page, DEMO.users.staff, '/dashboard/staff');
    await waiter.page.getByRole('heading', { name: 'I miei turni' }).waitFor();
    // The planner is not theirs: its tab is not there.
    expect(await waiter.page.getByRole('tab', { name: 'Turni', exact: true }).count()).toBe(0);
    await waiter.page.getByRole('button', { name: 'Settimana successiva' }).click();
    const day = waiter.page.getByTestId(`my-day-${monday}`);
    await day.getByText('Pranzo').waitFor();
    await day.getByText('Cena').waitFor();
    await waiter.page.getByTestId(`my-day-${tuesday}`).getByText('Riposo').waitFor();
    await shotsAt(waiter.page, 'my-shifts', [PHONE, TABLET, DESKTOP]);
    await close(manager, waiter);
  });

  it("the owner records a month's wage with a payslip only the waiter can download", async () => {
    const luca = await userIdOf(DEMO.users.staff);
    const owner = await openContext(DESKTOP);
    const { page } = owner;
    await signIn(page, DEMO.users.owner, '/dashboard/staff/wages');
    const card = page.getByTestId(`wage-${luca}`);
    await card.waitFor();
    await card.getByLabel('Stipendio (€)').fill('1234,50');
    await card.getByLabel('Note').fill('Straordinari');
    await card.getByRole('button', { name: 'Registra' }).click();
    await page.getByText('Stipendio registrato').waitFor();
    await card.getByText(/Registrato: 1\.234,50/).waitFor();
    await card.getByTestId(`payslip-input-${luca}`).setInputFiles({
      name: 'busta.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByText('Busta paga caricata').waitFor();
    await card.getByRole('button', { name: 'Scarica' }).waitFor();
    await shotsAt(page, 'wages', [DESKTOP, TABLET, PHONE]);

    const waiter = await openContext(PHONE);
    await signIn(waiter.page, DEMO.users.staff, '/dashboard/staff/payslips');
    await waiter.page.getByRole('heading', { name: 'Le mie buste paga' }).waitFor();
    const recorded = (
      await server.testApp.database.db.select().from(wages).where(eq(wages.user_id, luca))
    ).find((w) => w.payslip_key !== null)!;
    const month = recorded.month.slice(0, 7);
    const line = waiter.page.getByTestId(`my-wage-${month}`);
    await line.getByText(/1\.234,50/).waitFor();
    await shotsAt(waiter.page, 'my-payslips', [PHONE, TABLET, DESKTOP]);
    await waiter.page.setViewportSize(PHONE);
    const [download] = await Promise.all([
      waiter.page.waitForEvent('download'),
      line.getByRole('button', { name: 'Scarica busta paga' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`busta-paga-${month}.pdf`);
    const saved = join(await mkdtemp(join(tmpdir(), 'coperto-payslip-')), 'busta.pdf');
    await download.saveAs(saved);
    expect((await readFile(saved)).equals(PDF)).toBe(true);

    // Nobody else: the manager (same business) and another business read "not found".
    const { app } = server.testApp;
    for (const email of [DEMO.users.manager, DEMO.users.otherOwner]) {
      const session = await loginAs(app, email);
      const res = await app.inject({
        url: `/api/wages/${recorded.id}/payslip`,
        headers: session.headers,
      });
      expect(res.statusCode, email).toBe(404);
    }
    // The manager's own payslips list has none of the waiter's.
    const managerSession = await loginAs(app, DEMO.users.manager);
    const mine = await app.inject({ url: '/api/wages/mine', headers: managerSession.headers });
    expect(mine.json().items.map((w: { id: number }) => w.id)).not.toContain(recorded.id);
    await close(owner, waiter);
  });
});
