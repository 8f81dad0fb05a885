import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { bookingFor, openForBookings, postBooking, romeDay } from '../apps/api/src/test/bookings';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

// Issue 16's "Done when", the dashboard's half: a guest's booking made through the public API
// appears live on the day view of a manager signed in, without a reload; the manager seats the
// party and a second tab of the dashboard sees it, also without a reload (GET /api/events).

const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1280, height: 800 };
const TRATTORIA = DEMO.hosts.trattoria;

let server: RunningServer;
let browser: Browser;
let trattoria: { id: number; publicKey: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  const owner = await loginAs(app, DEMO.users.owner);
  const ids = await demoRestaurantIds(app);
  // Lunch and dinner every day, no cut-off: a time later today is bookable at any hour of the run.
  await openForBookings(app, ids.trattoria, owner.headers, {
    cutoff_minutes: 0,
    max_covers_per_service: 500,
  });
  const site = await app.inject({ url: `/api/restaurant/hostname/${TRATTORIA}` });
  trattoria = { id: ids.trattoria, publicKey: site.json().public_key };
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

async function openContext(
  viewport: typeof DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'it-IT', viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Signs the manager in on the restaurant's dashboard and opens the day view. */
async function openDayView(page: Page) {
  await page.goto(server.urlFor(TRATTORIA, '/dashboard'));
  await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
  await page.getByLabel(/^Email/).fill(DEMO.users.manager);
  await page.getByLabel(/^Password/).fill('demo-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  // The home's greeting: on a tablet the navigation is behind its menu button.
  await page.getByRole('heading', { level: 1, name: /^Ciao, / }).waitFor();
  await page.goto(server.urlFor(TRATTORIA, '/dashboard/bookings'));
  await page.getByRole('heading', { level: 1, name: 'Prenotazioni' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'In diretta' }).waitFor();
}

/** The first time still free for two: today's, or tomorrow's late in the evening. */
async function freeTime(): Promise<{ start: string; daysAhead: number }> {
  for (const daysAhead of [0, 1]) {
    const date = romeDay(new Date(), daysAhead);
    const res = await server.testApp.app.inject({
      url: `/api/booking/${trattoria.publicKey}/availability?date=${date}&party_size=2`,
    });
    expect(res.statusCode).toBe(200);
    const first = res.json().times.at(-1);
    if (first) return { start: first.start, daysAhead };
  }
  throw new Error('no free time today or tomorrow');
}

describe("the dashboard's day of bookings", () => {
  it("shows a guest's online booking live, and a host's seating reaches a second tab", async () => {
    const { start, daysAhead } = await freeTime();
    // A party is seated from 12 hours before its time (decision 081): the server's clock goes to
    // 11 hours before when the time is further off, before anyone signs in; the browser keeps its day.
    const { clock } = server.testApp;
    const seatable = Date.parse(start) - 11 * 3_600_000;
    if (clock.nowMs() < seatable) clock.advance(seatable - clock.nowMs());
    const host = await openContext(TABLET);
    const second = await openContext(DESKTOP);
    await Promise.all([openDayView(host.page), openDayView(second.page)]);
    if (daysAhead > 0) {
      for (const tab of [host.page, second.page]) {
        await tab.getByRole('button', { name: 'Giorno dopo' }).click();
      }
    }

    const booked = await postBooking(
      server.testApp.app,
      trattoria.publicKey,
      bookingFor(start, {
        guest: { name: 'Livia Dal Web', email: 'livia@ospite.test', phone: '+39 333 111 2222' },
      }),
    );
    expect(booked.statusCode).toBe(201);
    const madeAt = Date.now();

    // Both tabs show it without a reload: the stream's booking.created read the day again.
    const row = host.page.getByRole('listitem').filter({ hasText: 'Livia Dal Web' });
    await row.waitFor({ timeout: 5000 });
    const shownAfter = Date.now() - madeAt;
    await second.page.getByRole('listitem').filter({ hasText: 'Livia Dal Web' }).waitFor();
    await row.getByText('Seggiolone, allergia alle noci').waitFor();
    expect(await row.getByText('Confermata').count()).toBe(1);

    await row.getByRole('button', { name: 'Fai accomodare' }).click();
    await host.page.getByText('Livia Dal Web è al tavolo').waitFor();
    await row.getByText('Al tavolo').waitFor();

    // The second tab follows the move, still without a reload.
    const secondRow = second.page.getByRole('listitem').filter({ hasText: 'Livia Dal Web' });
    await secondRow.getByText('Al tavolo').waitFor({ timeout: 5000 });
    await secondRow.getByRole('button', { name: 'Concludi' }).waitFor();

    // The drawer tells the booking's story: made online, seated by the manager.
    await second.page.getByRole('button', { name: 'Dettagli di Livia Dal Web' }).click();
    const drawer = second.page.getByRole('presentation').filter({ hasText: 'Storico' });
    await drawer.getByText('Confermata → Al tavolo').waitFor();
    await drawer.getByText('da Marco').waitFor();

    console.info(`booking shown on the day view ${shownAfter} ms after it was made`);
    expect(host.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await host.context.close();
    await second.context.close();
  });
});
