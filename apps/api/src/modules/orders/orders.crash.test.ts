import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { seedDemo } from '../../db/seed/demo-seed';
import { DEMO_PASSWORD, demoRestaurantIds, loginDemoTeam } from '../../test/build-test-app';
import { openForOrders, orderableDishes, pickupOrder, publicKeyOf } from '../../test/ordering';
import { startServerProcess, withScratchDatabase } from '../../test/process-harness';

/** The channel every committed live event is announced on (decision 043). */
const LIVE_EVENTS_CHANNEL = 'live_events';

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));

/** Orders placed in all; under ORDERS_PER_IP (60) with every key posted twice from 127.0.0.1. */
const ORDERS = 24;
const AT_ONCE = 8;
/** The first process is killed as soon as this many orders have been committed. */
const KILL_AFTER = 8;

const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
});

type Attempt = { status: 201; publicId: string; replayed: boolean } | { status: number | string };

async function post(port: number, publicKey: string, key: string, body: unknown): Promise<Attempt> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/ordering/${publicKey}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 201) return { status: res.status };
    return {
      status: 201,
      publicId: (JSON.parse(text) as { public_id: string }).public_id,
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  } catch (error) {
    // The process died under the request, or was gone before it: no answer.
    return { status: (error as { cause?: { code?: string } }).cause?.code ?? 'no answer' };
  }
}

/**
 * Issue 15, faults: an API process killed with `kill -9` while guests place orders loses no
 * confirmed order and duplicates none. Against started processes on PostgreSQL (PGlite is one
 * process's embedded database: there is no second process to retry on, nor a server that outlives
 * the process and aborts its open transactions).
 */
describe('placing orders across a kill -9 (PostgreSQL only: on PGlite no database outlives the process)', () => {
  it.runIf(process.env.DATABASE_URL)(
    'keeps every confirmed order once, makes at most one order per key and no half order',
    async () => {
      await withScratchDatabase(async (databaseUrl) => {
        // The Trattoria taking orders, set up through the API in this process.
        const database = await openDatabase({ databaseUrl });
        await seedDemo(database.db, { password: DEMO_PASSWORD, orderHistory: false });
        const app = await buildApp({
          config: testConfig(),
          database,
          logger: false,
          jobs: { workers: false },
        });
        const team = await loginDemoTeam(app);
        const ids = await demoRestaurantIds(app);
        await openForOrders(app, ids.trattoria, team.owner, { orders_per_slot: 1000 });
        const [first, second] = await orderableDishes(app, ids.trattoria);
        const publicKey = await publicKeyOf(app, 'trattoria');
        await app.close();
        await database.close();

        const orders = Array.from({ length: ORDERS }, (_, n) => ({
          key: `crash-test-order-${n}`,
          body: pickupOrder(first!.id, {
            items: [
              { item_id: first!.id, quantity: 1 + (n % 3) },
              { item_id: second!.id, quantity: 1 },
            ],
            customer: {
              name: `Ospite ${n}`,
              email: `ospite${n}@crash.test`,
              phone: '+39 333 123 4567',
            },
          }),
        }));

        // Guests ordering AT_ONCE at a time. The process dies as soon as the KILL_AFTER-th order
        // is committed (its live event's NOTIFY is heard): orders in flight are then in every state,
        // from not yet begun to committed with the answer not yet written.
        const victim = startServerProcess(['--import', 'tsx', serverEntry], serverEnv(databaseUrl));
        const victimPort = await victim.port();
        const listener = new pg.Client({ connectionString: databaseUrl });
        await listener.connect();
        let committed = 0;
        listener.on('notification', () => {
          if (++committed === KILL_AFTER) victim.child.kill('SIGKILL');
        });
        await listener.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
        const before = new Map<string, Attempt>();
        let next = 0;
        const guest = async () => {
          while (next < orders.length) {
            const order = orders[next++]!;
            before.set(order.key, await post(victimPort, publicKey, order.key, order.body));
          }
        };
        await Promise.all(Array.from({ length: AT_ONCE }, guest));
        expect((await victim.exited).signal).toBe('SIGKILL');
        await listener.end();
        const confirmedBefore = [...before].filter(([, a]) => a.status === 201);
        const unanswered = [...before].filter(([, a]) => a.status !== 201);
        // Killed mid-stream: some orders never got their answer.
        expect(unanswered.length).toBeGreaterThan(0);
        for (const [, attempt] of unanswered) expect(typeof attempt.status).toBe('string');

        // A new process; every guest tries again with the same key and order.
        const survivor = startServerProcess(
          ['--import', 'tsx', serverEntry],
          serverEnv(databaseUrl),
        );
        const survivorPort = await survivor.port();
        const after = new Map<string, Attempt>();
        for (const order of orders) {
          after.set(order.key, await post(survivorPort, publicKey, order.key, order.body));
        }
        for (const [key, attempt] of after) {
          expect(attempt.status, key).toBe(201);
          const was = before.get(key)!;
          // A confirmed order is the one the key answers for ever after.
          if (was.status === 201 && 'publicId' in was && 'publicId' in attempt) {
            expect(attempt.publicId).toBe(was.publicId);
            expect(attempt.replayed).toBe(true);
          }
        }
        const answered = [...after.values()].map((a) => ('publicId' in a ? a.publicId : ''));
        const replayedUnanswered = unanswered.filter(
          ([key]) => (after.get(key) as { replayed: boolean }).replayed,
        ).length;
        survivor.child.kill('SIGTERM');
        expect((await survivor.exited).code).toBe(0);

        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          const { rows: placed } = await db.query<{ public_id: string; lines: string }>(
            `select o.public_id, count(i.id) as lines from orders o
               left join order_items i on i.order_id = o.id
              where o.restaurant_id = $1 group by o.id`,
            [ids.trattoria],
          );
          // Each key made exactly one order, and every order is one a key answers with.
          expect(placed).toHaveLength(ORDERS);
          expect(new Set(answered).size).toBe(ORDERS);
          expect(new Set(placed.map((o) => o.public_id))).toEqual(new Set(answered));
          // No half orders: every order has its two lines and the event that placed it.
          expect(placed.every((o) => Number(o.lines) === 2)).toBe(true);
          const { rows: unplaced } = await db.query(
            `select o.id from orders o where not exists (
               select 1 from order_events e where e.order_id = o.id and e.from_status is null)`,
          );
          expect(unplaced).toEqual([]);
          const { rows: keys } = await db.query<{ answered: string; pending: string }>(
            `select count(*) filter (where status_code = 201) as answered,
                    count(*) filter (where status_code is null) as pending
               from idempotency_keys where operation = 'order.place'`,
          );
          expect(keys[0]).toEqual({ answered: String(ORDERS), pending: '0' });
        } finally {
          await db.end();
        }
        console.info(
          `kill -9 at the ${KILL_AFTER}th commit: ${confirmedBefore.length} orders answered 201, ` +
            `${unanswered.length} unanswered, of which ${replayedUnanswered} had been committed ` +
            '(their retry answered the same order, replayed)',
        );
      });
    },
    240_000,
  );
});
