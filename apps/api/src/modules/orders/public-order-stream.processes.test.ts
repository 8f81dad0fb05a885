import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { openDatabase } from '../../db/client';
import { seedDemo } from '../../db/seed/demo-seed';
import { demoRestaurantIds, loginDemoTeam } from '../../test/build-test-app';
import {
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';
import { startServerProcess, withScratchDatabase } from '../../test/process-harness';
import { openSse } from '../events/sse-test-client';

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));

function startServer(databaseUrl: string) {
  return startServerProcess(['--import', 'tsx', serverEntry], {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: 'order-stream-test-secret-order-stream-0123',
  });
}

interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: object | string;
}

/**
 * The shared test helpers speak `app.inject`; this answers them over HTTP from a started process,
 * so the setup goes through the first process exactly as a browser's calls would.
 */
function overHttp(port: number): App {
  const inject = async ({ method = 'GET', url, headers = {}, payload }: InjectOptions) => {
    const json = payload !== undefined && typeof payload !== 'string';
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: json ? { 'content-type': 'application/json', ...headers } : headers,
      body: json ? JSON.stringify(payload) : payload,
    });
    const body = await res.text();
    return { statusCode: res.status, body, json: () => JSON.parse(body) };
  };
  return { inject } as unknown as App;
}

/**
 * Two API processes on one PostgreSQL (DESIGN.md §10, decision 053): the guest follows the order
 * on one process, the kitchen moves it on the other, and the move reaches the guest within a
 * second through the second process's own LISTEN.
 */
describe("a guest's order stream across API processes", () => {
  it.runIf(process.env.DATABASE_URL)(
    'carries a staff move made on the other process within a second, then ends when final',
    async () => {
      await withScratchDatabase(async (databaseUrl) => {
        const setup = await openDatabase({ databaseUrl });
        await seedDemo(setup.db, { password: 'demo-password' });
        const first = startServer(databaseUrl);
        const second = startServer(databaseUrl);
        const [port1, port2] = await Promise.all([first.port(), second.port()]);

        const kitchen = overHttp(port1);
        const team = await loginDemoTeam(kitchen);
        const ids = await demoRestaurantIds(kitchen);
        await openForOrders(kitchen, ids.trattoria, team.owner);
        const dish = (await orderableDishes(kitchen, ids.trattoria))[0]!;
        const key = await publicKeyOf(kitchen, 'trattoria');
        const placed = await placeOrder(kitchen, key, pickupOrder(dish.id));
        expect(placed.statusCode).toBe(201);
        const publicId = placed.json().public_id as string;
        const list = await kitchen.inject({
          url: `/api/orders?restaurant_id=${ids.trattoria}`,
          headers: team.staff,
        });
        const orderId = list
          .json()
          .items.find((o: { public_id: string }) => o.public_id === publicId).id as number;

        const guest = await openSse(
          `http://127.0.0.1:${port2}/api/public-orders/${publicId}/events`,
        );
        expect(guest.status).toBe(200);
        await guest.next((m) => m.event === 'order', 10_000);

        const movedAt = Date.now();
        const accepted = await kitchen.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/status`,
          headers: team.staff,
          payload: { to: 'accepted', ready_at: new Date(Date.now() + 20 * 60_000).toISOString() },
        });
        expect(accepted.statusCode).toBe(200);
        const heard = await guest.next((m) => m.data.includes('"accepted"'), 1000);
        const latencyMs = Date.now() - movedAt;
        expect(JSON.parse(heard.data)).toMatchObject({ public_id: publicId, status: 'accepted' });
        expect(latencyMs).toBeLessThan(1000);
        console.info(
          `staff move on one process to the guest's stream on the other: ${latencyMs} ms`,
        );

        const rejected = await kitchen.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/status`,
          headers: team.staff,
          payload: { to: 'cancelled', reason: 'Forno guasto' },
        });
        expect(rejected.statusCode).toBe(200);
        await guest.next((m) => m.data.includes('"cancelled"'), 1000);
        await guest.ended;

        for (const server of [first, second]) {
          server.child.kill('SIGTERM');
          expect((await server.exited).code).toBe(0);
        }
        await setup.close();
      });
    },
    180_000,
  );
});
