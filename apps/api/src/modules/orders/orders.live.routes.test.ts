import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { openSse, type SseStream } from '../events/sse-test-client';

let t: TestApp;
let base: string;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  await openForOrders(t.app, ids.trattoria, team.owner);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function board(headers: Record<string, string>, restaurantId: number) {
  const stream = await openSse(`${base}/api/events?restaurant_id=${restaurantId}`, headers);
  open.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((m) => m.event === 'ready');
  return stream;
}

describe('the boards hear orders as they happen', () => {
  it('announces a placed order, its moves and a pause to every open board of the restaurant only', async () => {
    const [first, second, otherBusiness] = await Promise.all([
      board(team.staff, ids.trattoria),
      board(team.manager, ids.trattoria),
      board(team.otherOwner, (await demoRestaurantIds(t.app)).osteria),
    ]);
    const key = await publicKeyOf(t.app, 'trattoria');
    const dish = (await orderableDishes(t.app, ids.trattoria))[0]!;
    const placed = await placeOrder(t.app, key, pickupOrder(dish.id));
    expect(placed.statusCode).toBe(201);
    for (const stream of [first, second]) {
      const created = await stream.next((m) => m.event === 'order.created');
      expect(JSON.parse(created.data)).toEqual({
        order_id: expect.any(Number),
        restaurant_id: ids.trattoria,
        status: 'received',
      });
    }
    const { order_id } = JSON.parse(first.published()[0]!.data);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order_id}/status`,
      headers: team.staff,
      payload: { to: 'accepted', ready_at: new Date(Date.now() + 30 * 60_000).toISOString() },
    });
    expect(accepted.statusCode).toBe(200);
    const moved = await second.next((m) => m.event === 'order.updated');
    expect(JSON.parse(moved.data)).toMatchObject({ order_id, status: 'accepted' });
    await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'pause', minutes: 15 },
    });
    await first.next((m) => m.event === 'ordering.updated');
    expect(otherBusiness.published()).toEqual([]);
  });

  it('announces nothing for a refused order', async () => {
    const stream = await board(team.staff, ids.trattoria);
    const key = await publicKeyOf(t.app, 'trattoria');
    const refused = await placeOrder(t.app, key, pickupOrder(999_999));
    expect(refused.statusCode).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.published()).toEqual([]);
  });
});
