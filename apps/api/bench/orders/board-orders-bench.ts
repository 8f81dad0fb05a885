/**
 * `npx tsx apps/api/bench/orders/board-orders-bench.ts` (decision 051): the live board's one read
 * (GET /api/orders/board) with 1,000,000 orders in the restaurant, as `bench:orders-list` seeds
 * them (seed-orders.sql: three years, the last two hours' orders still open), plus yesterday's
 * orders left open (accepted, never completed) and two dish lines for each order of the last three
 * days. A scratch database on DATABASE_URL's server, dropped at the end.
 *
 * Times the three statements of board-orders.service.ts in one tenant transaction (RLS on, role
 * coperto_app) as the endpoint runs them: first with the seed's open orders (more than the cap),
 * then as a busy evening (some thirty open, the rest of today finished); prints the EXPLAIN
 * (ANALYZE, BUFFERS) of the first.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BOARD_MAX_ORDERS } from '@coperto/shared/orders/order-board.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runAsTenant } from '../../src/db/tenant-scope';
import {
  listBoardLines,
  listFinishedOrders,
  listOpenOrders,
} from '../../src/modules/orders/board-orders.repository';
import { withScratchDatabase } from './bench-postgres';
import { percentile } from './open-loop';

const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 1_000_000) || 1_000_000;
const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 100) || 100;

await withScratchDatabase('coperto_bench_board', async (databaseUrl) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  });
  try {
    const {
      rows: [trattoria],
    } = await pool.query<{ id: number; business_id: number; time_zone: string }>(
      "select id, business_id, time_zone from restaurants where name = 'Trattoria Demo'",
    );
    if (!trattoria) throw new Error('no Trattoria in the demo');
    const seedStart = performance.now();
    await pool.query(readFileSync(new URL('./seed-orders.sql', import.meta.url), 'utf8'), [
      trattoria.business_id,
      trattoria.id,
      ORDERS,
      randomBytes(4).toString('hex'),
    ]);
    const now = new Date();
    const zone = trattoria.time_zone;
    const today = localDateOf(zone, now.getTime());
    const yesterday = new Date(instantOfWallClock(zone, addDaysToDate(today, -1), 0));
    const todayStart = new Date(instantOfWallClock(zone, today, 0));
    // Yesterday's evening left open: what the board must still show today.
    await pool.query(
      `update orders set status = 'accepted'
        where restaurant_id = $1 and order_datetime >= $2 and order_datetime < $3
          and status = 'completed' and id % 40 = 0`,
      [trattoria.id, yesterday, todayStart],
    );
    await pool.query(
      `insert into order_items (business_id, order_id, kind, name, variant_name, quantity,
         unit_price_cents, vat_rate_code, vat_rate_bp, net_cents, vat_cents, gross_cents, notes, position)
       select o.business_id, o.id, 'dish', d.name, d.variant, 1 + o.id % 3, 900, 'IT10', 1000, 818, 82, 900,
              case when o.id % 5 = 0 then 'Senza glutine' else '' end, d.position
         from orders o
         cross join (values ('Margherita', 'Grande', 0), ('Tiramisù', null, 1)) as d(name, variant, position)
        where o.order_datetime > now() - interval '3 days'`,
    );
    await pool.query('vacuum analyze orders');
    await pool.query('vacuum analyze order_items');
    const seededIn = (performance.now() - seedStart) / 1000;
    const {
      rows: [counts],
    } = await pool.query<{ orders: string; open: string; items: string }>(
      `select (select count(*) from orders) as orders,
              (select count(*) from orders where status in ('received', 'accepted', 'preparing', 'ready', 'out_for_delivery')) as open,
              (select count(*) from order_items) as items`,
    );
    console.info(
      `seeded ${counts!.orders} orders (${counts!.open} open) and ${counts!.items} lines in ${seededIn.toFixed(1)} s; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );

    // As getOrderBoard runs them: one tenant transaction, three statements.
    const read = () =>
      runAsTenant(db, trattoria.business_id, async (tx) => {
        const open = await listOpenOrders(tx, {
          restaurantId: trattoria.id,
          limit: BOARD_MAX_ORDERS + 1,
        });
        const room = BOARD_MAX_ORDERS - Math.min(open.length, BOARD_MAX_ORDERS);
        const finished = await listFinishedOrders(tx, {
          restaurantId: trattoria.id,
          from: todayStart,
          to: new Date(instantOfWallClock(zone, addDaysToDate(today, 1), 0)),
          limit: room + 1,
        });
        const ids = [...open.slice(0, BOARD_MAX_ORDERS), ...finished.slice(0, room)].map(
          (o) => o.id,
        );
        const lines = await listBoardLines(tx, ids);
        return { open: open.length, finished: finished.length, lines: lines.length };
      });
    const measure = async (name: string) => {
      sent = [];
      const first = await read();
      const statements = sent.filter((s) => /from "order(s|_items)"/.test(s.query));
      for (let i = 0; i < 5; i++) await read();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await read();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.info(
        `${name}: ${first.open} open, ${first.finished} finished today, ${first.lines} lines; ` +
          `${RUNS} runs p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms ` +
          `(one transaction with its set-up, three statements); load average ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}`,
      );
      return statements;
    };
    // The seed leaves far more open orders than a kitchen has: the cap is met.
    const statements = await measure('board at the cap');
    // A busy evening as a kitchen sees it: some thirty open, the rest of today finished.
    await pool.query(
      `update orders set status = 'completed'
        where restaurant_id = $1 and status in ('received', 'accepted', 'preparing', 'ready', 'out_for_delivery')
          and id % 31 <> 0`,
      [trattoria.id],
    );
    await pool.query('analyze orders');
    await measure('a busy evening');

    for (const statement of statements) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(
          "select set_config('app.business_id', $1, true), set_config('app.is_admin', 'false', true)",
          [String(trattoria.business_id)],
        );
        await client.query('set local role coperto_app');
        const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.query}`,
          statement.params,
        );
        console.info(`\n${statement.query.slice(0, 400)}`);
        console.info(plan.map((r) => r['QUERY PLAN']).join('\n'));
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
  } finally {
    await pool.end();
  }
});
