import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '../../db/tenant-scope';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import {
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';
import { publishEvent } from '../events/events.service';
import { openSse, type SseStream } from '../events/sse-test-client';
import { ORDER_STREAM_CAPS, ORDER_STREAMS_PER_IP } from './public-order-stream';

let t: TestApp;
let base: string;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let trattoriaKey: string;
let dish: number;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  await openForOrders(t.app, ids.trattoria, team.owner);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  dish = (await orderableDishes(t.app, ids.trattoria))[0]!.id;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

/** A guest's order at the trattoria: its public answer. */
async function newOrder() {
  const placed = await placeOrder(t.app, trattoriaKey, pickupOrder(dish));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as { public_id: string; status: string; number: number };
}

/** The order's id inside, as the restaurant's staff see it. */
async function staffIdOf(publicId: string) {
  const list = await t.app.inject({
    url: `/api/orders?restaurant_id=${ids.trattoria}&limit=100`,
    headers: team.staff,
  });
  const found = list
    .json()
    .items.find((order: { public_id: string }) => order.public_id === publicId);
  return found.id as number;
}

async function businessIdOf(restaurantId: number) {
  const result = (await t.database.db.execute(
    sql`select business_id from restaurants where id = ${restaurantId}`,
  )) as unknown as { rows: Array<{ business_id: number | string }> };
  return Number(result.rows[0]!.business_id);
}

async function move(
  orderId: number,
  payload: Record<string, unknown>,
  headers: Record<string, string> = team.staff,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/status`,
    headers,
    payload,
  });
  expect(res.statusCode).toBe(200);
}

const accept = { to: 'accepted', ready_at: new Date(Date.now() + 30 * 60_000).toISOString() };

async function follow(publicId: string, headers: Record<string, string> = {}, query = '') {
  const stream = await openSse(`${base}/api/public-orders/${publicId}/events${query}`, headers);
  open.push(stream);
  return stream;
}

const orderMessages = (stream: SseStream) => stream.messages.filter((m) => m.event === 'order');

describe("a guest's order stream", () => {
  it('opens with the order exactly as the tracking read shows it, with the security headers', async () => {
    const order = await newOrder();
    const stream = await follow(order.public_id);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const first = await stream.next((m) => m.event === 'order');
    const tracked = await t.app.inject({ url: `/api/public-orders/${order.public_id}` });
    expect(JSON.parse(first.data)).toEqual(tracked.json());
    // The id is a digest of what the page shows, not an event or order id of ours.
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.data).not.toMatch(/"(id|order_id|business_id|restaurant_id|by|email|phone)"/);
    stream.close();
  });

  it("carries a staff move within a second, and nothing of another order's", async () => {
    const mine = await newOrder();
    const neighbour = await newOrder();
    const stream = await follow(mine.public_id);
    const neighbourStream = await follow(neighbour.public_id);
    await stream.next((m) => m.event === 'order');
    await neighbourStream.next((m) => m.event === 'order');

    const movedAt = Date.now();
    await move(await staffIdOf(mine.public_id), accept);
    const moved = await stream.next((m) => m.event === 'order' && m.data.includes('"accepted"'));
    expect(Date.now() - movedAt).toBeLessThan(1000);
    expect(JSON.parse(moved.data)).toMatchObject({ public_id: mine.public_id, status: 'accepted' });

    // Another order of the same restaurant, a pause of the restaurant: none of them is this
    // guest's business.
    await move(await staffIdOf(neighbour.public_id), accept);
    await neighbourStream.next((m) => m.event === 'order' && m.data.includes('"accepted"'));
    // Events that name this order's inside id, in another business and in another restaurant of
    // its own: the stream follows its restaurant of its business only.
    const mineId = await staffIdOf(mine.public_id);
    for (const [restaurant, businessOf] of [
      [ids.osteria, ids.osteria],
      [ids.pizzeria, ids.trattoria],
    ] as const) {
      const businessId = await businessIdOf(businessOf);
      await runAsTenant(t.database.db, businessId, (tx) =>
        publishEvent(tx, {
          restaurantId: restaurant,
          type: 'order.updated',
          payload: { order_id: mineId, status: 'completed' },
        }),
      );
    }
    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'pause', minutes: 15 },
    });
    expect(paused.statusCode).toBe(200);
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'clear' },
    });
    expect(resumed.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(orderMessages(stream)).toHaveLength(2);
    expect(stream.messages.every((m) => JSON.parse(m.data).public_id === mine.public_id)).toBe(
      true,
    );
    stream.close();
    neighbourStream.close();
  });

  it('ends after a final state, and a reconnect to a final order is told so and ended', async () => {
    const order = await newOrder();
    const stream = await follow(order.public_id);
    await stream.next((m) => m.event === 'order');
    await move(await staffIdOf(order.public_id), { to: 'rejected', reason: 'Cucina chiusa' });
    const last = await stream.next((m) => m.data.includes('"rejected"'));
    expect(JSON.parse(last.data)).toMatchObject({ status: 'rejected', reason: 'Cucina chiusa' });
    await stream.ended;

    const again = await follow(order.public_id, { 'last-event-id': last.id! });
    await again.ended;
    expect(orderMessages(again).map((m) => m.id)).toEqual([last.id]);
  });

  it('resumes: nothing again for the version the client holds, the order at once for an older one', async () => {
    const order = await newOrder();
    const first = await follow(order.public_id);
    const opening = await first.next((m) => m.event === 'order');
    first.close();

    // Up to date: the first message is the next change, not the state the client has.
    const current = await follow(order.public_id, { 'last-event-id': opening.id! });
    expect(current.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(orderMessages(current)).toEqual([]);
    const orderId = await staffIdOf(order.public_id);
    await move(orderId, accept);
    const accepted = await current.next((m) => m.event === 'order');
    expect(JSON.parse(accepted.data).status).toBe('accepted');
    current.close();

    // A change made while the client was away is sent as soon as it is back, by header or query.
    await move(orderId, { to: 'preparing' });
    const byHeader = await follow(order.public_id, { 'last-event-id': accepted.id! });
    expect(JSON.parse((await byHeader.next((m) => m.event === 'order')).data).status).toBe(
      'preparing',
    );
    byHeader.close();
    const byQuery = await follow(order.public_id, {}, `?last_event_id=${accepted.id}`);
    expect(JSON.parse((await byQuery.next((m) => m.event === 'order')).data).status).toBe(
      'preparing',
    );
    byQuery.close();
    // A malformed header is no version: the client gets the order as on a first open.
    const hostile = await follow(order.public_id, { 'last-event-id': '../../etc/passwd' });
    expect(JSON.parse((await hostile.next((m) => m.event === 'order')).data).status).toBe(
      'preparing',
    );
    hostile.close();
  });
});

describe('what the order stream refuses', () => {
  it('answers an unknown or malformed link exactly as the tracking read does', async () => {
    const unknown = 'A'.repeat(22);
    const malformed = ['short', 'x'.repeat(23), `${'A'.repeat(21)}%2F`, `${'A'.repeat(21)}%00`];
    for (const publicId of [unknown, ...malformed, 'y'.repeat(5000)]) {
      const read = await t.app.inject({ url: `/api/public-orders/${publicId}` });
      const stream = await t.app.inject({ url: `/api/public-orders/${publicId}/events` });
      expect(stream.statusCode, publicId).toBe(read.statusCode);
      // The same answer; a 404 of the router names the path asked, which differs by its tail.
      const { detail: _readDetail, ...readAnswer } = read.json();
      const { detail: _streamDetail, ...streamAnswer } = stream.json();
      expect(streamAnswer, publicId).toEqual(readAnswer);
    }
    const notFound = await t.app.inject({ url: `/api/public-orders/${unknown}/events` });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a malformed or oversized resume point and unknown query fields with 400', async () => {
    const order = await newOrder();
    for (const query of [
      '?last_event_id=a%20b',
      `?last_event_id=${'v'.repeat(65)}`,
      '?restaurant_id=1',
      '?last_event_id=ok&last_event_id=ok',
    ]) {
      const res = await t.app.inject({
        url: `/api/public-orders/${order.public_id}/events${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('does not let a sign-in widen it: a staff token reads the same one order', async () => {
    const order = await newOrder();
    const stream = await follow(order.public_id, team.owner);
    const first = await stream.next((m) => m.event === 'order');
    expect(JSON.parse(first.data).public_id).toBe(order.public_id);
    stream.close();
  });

  it('holds at most its cap of open streams per address, and frees a place when one closes', async () => {
    const order = await newOrder();
    const streams: SseStream[] = [];
    for (let i = 0; i < ORDER_STREAM_CAPS.perClient; i++) {
      const stream = await follow(order.public_id);
      await stream.next((m) => m.event === 'order');
      streams.push(stream);
    }
    const refused = await openSse(`${base}/api/public-orders/${order.public_id}/events`);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(refused.headers['retry-after']).toBeDefined();
    streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const admitted = await follow(order.public_id);
    expect(admitted.status).toBe(200);
    for (const stream of [...streams, admitted]) stream.close();
  });

  it('limits how often one address opens streams, unknown links included', async () => {
    const remoteAddress = '203.0.113.77';
    const unknown = `/api/public-orders/${'B'.repeat(22)}/events`;
    for (let i = 0; i < ORDER_STREAMS_PER_IP.limit; i++) {
      const res = await t.app.inject({ url: unknown, remoteAddress });
      expect(res.statusCode).toBe(404);
    }
    const limited = await t.app.inject({ url: unknown, remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const otherAddress = await t.app.inject({ url: unknown, remoteAddress: '203.0.113.78' });
    expect(otherAddress.statusCode).toBe(404);
  });

  it('answers a HEAD with the stream headers, or the 404, without holding a stream open', async () => {
    const order = await newOrder();
    const before = t.app.liveEvents.subscriberCount;
    for (let i = 0; i < ORDER_STREAM_CAPS.perClient + 2; i++) {
      const head = await t.app.inject({
        method: 'HEAD',
        url: `/api/public-orders/${order.public_id}/events`,
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    }
    expect(t.app.liveEvents.subscriberCount).toBe(before);
    const unknown = await t.app.inject({
      method: 'HEAD',
      url: `/api/public-orders/${'C'.repeat(22)}/events`,
    });
    expect(unknown.statusCode).toBe(404);
    // Past the cap of HEADs, a stream still opens: no place was taken.
    const stream = await follow(order.public_id);
    expect(stream.status).toBe(200);
    stream.close();
  });

  it('ends every guest stream when the app closes', async () => {
    const order = await newOrder();
    const stream = await follow(order.public_id);
    await stream.next((m) => m.event === 'order');
    t.app.liveEvents.endAll();
    await stream.ended;
  });
});
