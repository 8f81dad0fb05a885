/**
 * `npx tsx apps/api/bench/orders/count-statements.ts` (decision 052): the statements one guest's
 * order sends to PostgreSQL, in order, and how many of them run while the order holds a row that
 * other orders need (from the slot's place to the commit). A figure the machine's load cannot
 * move, beside the benches' times, which it does.
 *
 * Needs a PostgreSQL server (DATABASE_URL's, as the other benches: a scratch database, dropped).
 * Every statement through `pg` is recorded while the second of two orders is placed (the first
 * warms what a process keeps).
 */
import pg from 'pg';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/shared/clock';
import { demoRestaurantIds, loginDemoTeam } from '../../src/test/build-test-app';
import {
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../src/test/ordering';
import { withScratchDatabase } from './bench-postgres';

const seen: string[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
  if (recording && text) seen.push(text.replace(/\s+/g, ' ').trim());
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

await withScratchDatabase('bench_count', async (url) => {
  const database = await openDatabase({ databaseUrl: url });
  const app = await buildApp({
    config: testConfig(),
    database,
    clock: systemClock,
    logger: false,
    jobs: { workers: false },
  });
  await app.ready();
  const t = { app };
  try {
    const team = await loginDemoTeam(t.app);
    const ids = await demoRestaurantIds(t.app);
    await openForOrders(t.app, ids.trattoria, team.owner);
    const key = await publicKeyOf(t.app, 'trattoria');
    const dish = (await orderableDishes(t.app, ids.trattoria))[0]!.id;
    const guest = (n: number) => ({
      name: `Ospite ${n}`,
      email: `ospite${n}@bench.test`,
      phone: '+39 333 123 4567',
    });
    const warm = await placeOrder(t.app, key, pickupOrder(dish, { customer: guest(1) }));
    if (warm.statusCode !== 201) throw new Error(`warm-up order: ${warm.statusCode} ${warm.body}`);
    recording = true;
    const placed = await placeOrder(t.app, key, pickupOrder(dish, { customer: guest(2) }));
    recording = false;
    if (placed.statusCode !== 201) throw new Error(`order: ${placed.statusCode} ${placed.body}`);
    const hot = seen.findIndex((s) => /order_slot_loads/.test(s) && /^(insert|update)/i.test(s));
    const commit = seen.indexOf('commit');
    seen.forEach((s, i) => {
      const held = i >= hot && i <= commit;
      console.info(`${String(i + 1).padStart(2)}${held ? ' *' : '  '} ${s.slice(0, 150)}`);
    });
    console.info(
      `${seen.length} statements for one order; ${commit - hot + 1} of them (*) from the slot's place to the commit, holding the slot's row (the day's number and the live event's id are given inside the commit, decision 091)`,
    );
  } finally {
    await app.close();
    await database.close();
  }
});
