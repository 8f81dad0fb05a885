import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRestaurantIds, loginAs } from '../apps/api/src/test/build-test-app';
import {
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../apps/api/src/test/ordering';
import { launchChromium } from './support/chromium';
import { openVisitor } from './support/dashboard-session';
import { type RunningServer, startServer } from './support/start-server';

// The guest's tracking page moves live (issue 15, decision 053): the kitchen moves the order in
// the dashboard's API and the guest's page, open in Chromium without a login, shows the new step
// within about a second, through the order's own stream (the page's fallback poll is 10 s).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let server: RunningServer;
let browser: Browser;
let staff: Record<string, string>;
let trattoriaId: number;
let publicKey: string;
let dishId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ seedMedia: false }), launchChromium()]);
  const { app } = server.testApp;
  const [owner, staffLogin, ids] = await Promise.all([
    loginAs(app, 'owner@demo.test'),
    loginAs(app, 'staff@demo.test'),
    demoRestaurantIds(app),
  ]);
  staff = staffLogin.headers;
  trattoriaId = ids.trattoria;
  await openForOrders(app, trattoriaId, owner.headers);
  publicKey = await publicKeyOf(app, 'trattoria');
  dishId = (await orderableDishes(app, trattoriaId))[0]!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.testApp.close();
});

async function newOrder() {
  const { app } = server.testApp;
  const placed = await placeOrder(app, publicKey, pickupOrder(dishId));
  expect(placed.statusCode, placed.body).toBe(201);
  const publicId = placed.json().public_id as string;
  const list = await app.inject({
    url: `/api/orders?restaurant_id=${trattoriaId}&limit=100`,
    headers: staff,
  });
  const id = list.json().items.find((o: { public_id: string }) => o.public_id === publicId)
    .id as number;
  return { publicId, id };
}

async function move(orderId: number, payload: Record<string, unknown>) {
  const res = await server.testApp.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/status`,
    headers: staff,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const currentStep = (page: Page, step: string) =>
  page.locator(`[data-testid="tracking-step-${step}"][aria-current="step"]`);

/** Moves the order and answers how long the page took to show the step as current. */
async function moveAndTime(page: Page, orderId: number, payload: Record<string, unknown>) {
  const startedAt = Date.now();
  await move(orderId, payload);
  await currentStep(page, String(payload.to)).waitFor({ timeout: 5000 });
  return Date.now() - startedAt;
}

describe('the tracking page, live', () => {
  it("shows the kitchen's moves within about a second, then stops following a finished order", async () => {
    const order = await newOrder();
    const { context, page, errors } = await openVisitor(browser, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const streamAnswers: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/api/public-orders/${order.publicId}/events`)) {
        streamAnswers.push(response);
      }
    });
    let trackingReads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/public-orders/${order.publicId}`)) trackingReads++;
    });

    await page.goto(server.urlFor('trattoria.localhost', `/it/order/${order.publicId}`));
    await currentStep(page, 'received').waitFor();
    // The stream is open (same origin: the page's connect-src allows it; setup.ts fails the test
    // on any Content-Security-Policy violation).
    await expect.poll(() => streamAnswers.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(streamAnswers[0]!.status()).toBe(200);
    expect(streamAnswers[0]!.headers()['content-type']).toContain('text/event-stream');
    // Opened once the order is loaded: give it its first message.
    await page.waitForTimeout(300);

    const latencies = [
      await moveAndTime(page, order.id, {
        to: 'accepted',
        ready_at: new Date(Date.now() + 25 * 60_000).toISOString(),
      }),
      await moveAndTime(page, order.id, { to: 'preparing' }),
      await moveAndTime(page, order.id, { to: 'ready' }),
    ];
    console.info(`staff move to the tracking page's new step: ${latencies.join(', ')} ms`);
    // The poll would take up to 10 s: every move came through the stream.
    for (const latency of latencies) expect(latency).toBeLessThan(2000);
    await page.getByTestId('tracking-ready-at').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/tracking-live-phone.png` });

    await moveAndTime(page, order.id, { to: 'completed' });
    const readsAtTheEnd = trackingReads;
    // Finished: no stream is reopened and the page does not poll.
    await page.waitForTimeout(3000);
    expect(streamAnswers).toHaveLength(1);
    expect(trackingReads).toBe(readsAtTheEnd);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a rejection with its reason live, on a desktop page in English', async () => {
    const order = await newOrder();
    const { context, page } = await openVisitor(browser, { locale: 'en-GB', viewport: DESKTOP });
    await page.goto(server.urlFor('trattoria.localhost', `/en/order/${order.publicId}`));
    await currentStep(page, 'received').waitFor();
    await page.waitForTimeout(300);
    const startedAt = Date.now();
    await move(order.id, { to: 'rejected', reason: 'Kitchen closed early tonight' });
    await page.getByTestId('tracking-stopped').waitFor({ timeout: 5000 });
    const latency = Date.now() - startedAt;
    expect(latency).toBeLessThan(2000);
    expect(await page.getByTestId('tracking-stopped').textContent()).toContain(
      'Kitchen closed early tonight',
    );
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/tracking-live-desktop.png` });
    await context.close();
  });
});
