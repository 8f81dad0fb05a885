import type { Floor } from '@coperto/shared/floor/floor.schemas';
import type { Service } from '@coperto/shared/floor/service.schemas';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../apps/api/src/db/seed/demo-seed';
import { openForBookings, romeDay, romeTime } from '../apps/api/src/test/bookings';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import {
  ALWAYS_OPEN,
  newIdempotencyKey,
  openForOrders,
  orderableDishes,
} from '../apps/api/src/test/ordering';
import { launchChromium } from './support/chromium';
import { type RunningServer, startServer } from './support/start-server';

// Issue 16's "Done when", the service view's part: the host seats the party at a table on the
// service view and a second tab sees it without a reload; a guest orders from the table's QR code
// and the order appears on that table — on both tabs, live (GET /api/events). A waiter adds an
// order to a seated table from the service view, and it reaches the table and the board.

const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1366, height: 900 };
const TRATTORIA = DEMO.hosts.trattoria;
const GUEST_NAME = 'Livia Al Tavolo';

let server: RunningServer;
let browser: Browser;
let restaurantId: number;
let dishId: number;
/** A free table of the first room, held for nobody: where the party is seated. */
let table: { name: string; token: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app, clock } = server.testApp;
  // Tomorrow at 18:00 in Rome: a booking at 19:00 is tonight's whenever the test runs.
  clock.advance(Date.parse(romeTime(romeDay(clock.now(), 1), '18:00')) - clock.nowMs());
  const owner = (await loginAs(app, DEMO.users.owner)).headers;
  restaurantId = (await demoRestaurantIds(app)).trattoria;
  await openForOrders(app, restaurantId, owner);
  await openForBookings(app, restaurantId, owner, { cutoff_minutes: 0 }, ALWAYS_OPEN);
  dishId = (await orderableDishes(app, restaurantId))[0]!.id;

  const booked = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...owner, 'idempotency-key': newIdempotencyKey() },
    payload: {
      restaurant_id: restaurantId,
      source: 'phone',
      starts_at: romeTime(romeDay(clock.now(), 0), '19:00'),
      party_size: 2,
      guest: { name: GUEST_NAME, phone: '+39 333 444 5555' },
      notes: 'Senza glutine',
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);

  const service: Service = (
    await app.inject({ url: `/api/floor/${restaurantId}/service`, headers: owner })
  ).json();
  const floor: Floor = (
    await app.inject({ url: `/api/floor/${restaurantId}`, headers: owner })
  ).json();
  const free = service.areas[0]!.tables.find(
    (one) => one.state === 'free' && one.next_booking_id === null && one.seats_max >= 2,
  )!;
  const token = floor.areas.flatMap((area) => area.tables).find((one) => one.id === free.id)!;
  table = { name: free.name, token: token.qr_token };
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

async function openContext(
  viewport: typeof DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'it-IT', viewport, deviceScaleFactor: 1 });
  // The cookie question already answered: its banner would cover the bottom of a tablet's screen.
  await context.addInitScript(() => {
    const consent = { hasOptedIn: true, essentials: true, functional: false, experience: false };
    window.localStorage.setItem(
      'cookieSettings',
      JSON.stringify({ ...consent, stats: false, marketing: false }),
    );
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Signs the manager in on the restaurant's dashboard and opens the service view, live. */
async function openService(page: Page) {
  await page.goto(server.urlFor(TRATTORIA, '/dashboard'));
  await page.getByRole('heading', { name: 'Accedi alla dashboard' }).waitFor();
  await page.getByLabel(/^Email/).fill(DEMO.users.manager);
  await page.getByLabel(/^Password/).fill('demo-password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /^Ciao, / }).waitFor();
  await page.goto(server.urlFor(TRATTORIA, '/dashboard/floor'));
  await page.getByRole('heading', { level: 1, name: 'Servizio in sala' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'In diretta' }).waitFor();
}

/** Waits until the table's accessible name (its state in words) matches. */
async function tableSays(plan: Locator, pattern: RegExp, timeout = 5000) {
  await expect
    .poll(async () => (await plan.getAttribute('aria-label')) ?? '', { timeout, interval: 50 })
    .toMatch(pattern);
}

describe('the service view', () => {
  it("seats a booking on one tablet, a second tab sees it, and the table's QR order lands on it", async () => {
    const host = await openContext(TABLET);
    const second = await openContext(DESKTOP);
    await Promise.all([openService(host.page), openService(second.page)]);
    const onHost = host.page.getByTestId(`service-plan-table-${table.name}`);
    const onSecond = second.page.getByTestId(`service-plan-table-${table.name}`);
    await tableSays(onSecond, new RegExp(`^Tavolo ${table.name}, Libero`));

    // The host seats tonight's booking at the free table, from the list of bookings to seat.
    await host.page.getByRole('button', { name: `Fai accomodare ${GUEST_NAME}` }).click();
    const dialog = host.page.getByRole('dialog', { name: 'Fai accomodare' });
    await dialog.getByRole('checkbox', { name: new RegExp(`^${table.name} · `) }).click();
    await dialog.getByRole('button', { name: 'Fai accomodare', exact: true }).click();
    const seatedAt = Date.now();
    await host.page.getByText(`${GUEST_NAME} è al tavolo`).waitFor();
    const seated = new RegExp(
      `^Tavolo ${table.name}, Al tavolo, 2 persone, .*${GUEST_NAME}, con note`,
    );
    await tableSays(onHost, seated);

    // The second tab follows without a reload, and the booking leaves its list of bookings to seat.
    await tableSays(onSecond, seated);
    const seenAfter = Date.now() - seatedAt;
    await expect
      .poll(() => second.page.getByRole('button', { name: `Fai accomodare ${GUEST_NAME}` }).count())
      .toBe(0);

    // A guest at that table orders from its QR code.
    const order = await server.testApp.app.inject({
      method: 'POST',
      url: `/api/table-qr/${table.token}/orders`,
      headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
      payload: JSON.stringify({
        items: [{ item_id: dishId, quantity: 2 }],
        customer: { name: 'Livia' },
        privacy_consent: true,
        language: 'it',
      }),
    });
    expect(order.statusCode, order.body).toBe(201);
    const ordered = new RegExp(`^Tavolo ${table.name}, Ha ordinato, 2 persone`);
    await Promise.all([tableSays(onHost, ordered), tableSays(onSecond, ordered)]);

    // The order is on the table's party, with its state and its dishes.
    await onSecond.click();
    const drawer = second.page.getByRole('presentation').filter({ hasText: 'Ordini' });
    await drawer.getByRole('heading', { name: `Tavolo ${table.name}` }).waitFor();
    await drawer.getByText(/Nuovo · 2 piatti/).waitFor();
    await drawer.getByText('Senza glutine').waitFor();

    console.info(`seating shown on the second tab ${seenAfter} ms after the host's tap`);
    expect(host.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await host.context.close();
    await second.context.close();
  });

  it('lets a waiter add a dish to a seated table from the service view: it shows on that table and on the board', async () => {
    const { app } = server.testApp;
    const owner = (await loginAs(app, DEMO.users.owner)).headers;
    const service: Service = (
      await app.inject({ url: `/api/floor/${restaurantId}/service`, headers: owner })
    ).json();
    const free = service.areas[0]!.tables.find(
      (one) => one.state === 'free' && one.next_booking_id === null && one.name !== table.name,
    )!;
    const seated = await app.inject({
      method: 'POST',
      url: `/api/floor/${restaurantId}/seatings`,
      headers: owner,
      payload: { table_ids: [free.id], party_size: 3, guest_name: 'Famiglia Sala' },
    });
    expect(seated.statusCode, seated.body).toBe(201);
    const dish = (await orderableDishes(app, restaurantId)).find((d) => d.variants.length === 0)!;

    const waiter = await openContext(TABLET);
    await openService(waiter.page);
    const onPlan = waiter.page.getByTestId(`service-plan-table-${free.name}`);
    await tableSays(onPlan, new RegExp(`^Tavolo ${free.name}, Al tavolo, 3 persone`));
    await onPlan.click();
    const drawer = waiter.page.getByRole('presentation').filter({ hasText: 'Ordini' });
    await drawer.getByRole('button', { name: 'Aggiungi ordine' }).click();

    // The staff order form's dish picker, for this table: two taps on the dish, one to send.
    const dialog = waiter.page.getByRole('dialog', { name: `Ordine per il tavolo ${free.name}` });
    const tile = dialog.getByRole('button', { name: `Aggiungi ${dish.name.it}`, exact: true });
    await tile.click();
    await tile.click();
    await dialog.getByRole('button', { name: 'Invia in cucina' }).click();
    const sent = waiter.page.getByText(
      new RegExp(`^Ordine n\\. \\d+ inviato per il tavolo ${free.name}$`),
    );
    await sent.waitFor();
    const number = Number(/n\. (\d+)/.exec((await sent.textContent()) ?? '')?.[1]);

    // On that table: ordered, and the order accepted with its two dishes on the party's drawer.
    await tableSays(onPlan, new RegExp(`^Tavolo ${free.name}, Ha ordinato, 3 persone`));
    await drawer
      .getByTestId(`service-order-${number}`)
      .getByText(/Accettato · 2 piatti/)
      .waitFor();

    // On the kitchen's board, under the party's name.
    await waiter.page.goto(server.urlFor(TRATTORIA, '/dashboard/orders'));
    await waiter.page
      .getByRole('article', { name: `Ordine #${number}` })
      .getByText('Famiglia Sala')
      .waitFor();
    expect(waiter.errors).toEqual([]);
    await waiter.context.close();
  });
});
