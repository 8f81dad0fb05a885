/**
 * `npm run bench:orders` (issue 15, Speed): guests placing orders on PostgreSQL at 200 a second
 * for 30 s; target p99 under 50 ms and no failed request.
 *
 * A scratch database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432),
 * migrated and seeded with the demo, dropped at the end. The API is compiled as
 * `npm run build:production` compiles it and started as a process (server.js, NODE_ENV=production,
 * its JSON log read and dropped), pinned to one core; the load comes from this process, pinned to
 * the other (PostgreSQL is not pinned). The Trattoria takes orders all day, in 5-minute slots of
 * 1,000 orders, so the kitchen's capacity is never what refuses one.
 *
 * Each request is a pickup order of two dishes for one of the next two hours' slots (the guests take
 * them in turn), with its own Idempotency-Key, its own guest
 * (email) and its own address in X-Forwarded-For: the bench's server trusts that header from
 * 127.0.0.1 only (TRUST_PROXY=127.0.0.1, the setting a deployment behind a local proxy uses), so
 * the per-address limit (ORDERS_PER_IP) applies to each simulated guest as it would in production.
 *
 * Measured, in one run: node:http's hello-world at the same rate (the baseline), a warm-up, the
 * orders, node:http again. BENCH_ORDERS_RATE and BENCH_ORDERS_SECONDS change the load.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { DEMO } from '../../src/db/seed/demo-seed';
import { ALWAYS_OPEN, ORDERING_ON } from '../../src/test/ordering';
import {
  type ChildServer,
  compileApi,
  cpuSecondsOf,
  DEMO_PASSWORD,
  guardRun,
  LOAD_CPU,
  peakMemoryMbOf,
  pin,
  SERVER_CPU,
  startApi,
  startPlainServer,
  withScratchDatabase,
} from './bench-postgres';
import {
  failuresOf,
  type LoadRequest,
  lateWindows,
  openLoop,
  percentile,
  printLoadTable,
} from './open-loop';

const RATE = Number(process.env.BENCH_ORDERS_RATE ?? 200) || 200;
const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 30) || 30;
const WARMUP_SECONDS = 5;
/** Orders placed one after another before the load (their API CPU is measured after 20). */
const ONE_BY_ONE = 220;
const TARGET_P99_MS = 50;
/**
 * The pickup times the guests choose among, in turn: the next two hours' 5-minute slots. All of
 * them asking "as soon as possible" would ask one slot for 1,000 orders every 5 s, and the orders
 * that met a slot just filled were refused (`slot_full`), which is the kitchen's rule working.
 */
const GUEST_SLOTS = 24;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in as the demo owner and opens the Trattoria for orders; its public key and a dish. */
async function openTrattoria(origin: string) {
  const login = await json<{ accessToken: string }>(
    await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: DEMO.users.owner, password: DEMO_PASSWORD }),
    }),
    'login',
  );
  const owner = {
    authorization: `Bearer ${login.accessToken}`,
    'content-type': 'application/json',
  };
  const restaurant = await json<{ id: number; public_key: string }>(
    await fetch(`${origin}/api/restaurant/hostname/${DEMO.hosts.trattoria}`),
    'restaurant',
  );
  await json(
    await fetch(`${origin}/api/restaurant/opening-times/${restaurant.id}`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ opening_times: ALWAYS_OPEN }),
    }),
    'opening times',
  );
  await json(
    await fetch(`${origin}/api/ordering-settings/${restaurant.id}`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({
        ...ORDERING_ON,
        lead_minutes: 5,
        slot_minutes: 5,
        orders_per_slot: 1000,
      }),
    }),
    'ordering settings',
  );
  type Menus = {
    menus: {
      active: boolean;
      availability: unknown;
      sections: { items: { id: number; available: boolean }[] }[];
    }[];
  };
  const { menus } = await json<Menus>(
    await fetch(`${origin}/api/restaurant/${restaurant.id}/menus`),
    'menus',
  );
  const dishes = menus
    .filter((m) => m.active && m.availability === null)
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .filter((item) => item.available);
  if (dishes.length < 2) throw new Error('the Trattoria has fewer than two orderable dishes');
  const { slots } = await json<{ slots: { start: string }[] }>(
    await fetch(`${origin}/api/ordering/${restaurant.public_key}/slots?type=pickup`),
    'slots',
  );
  // From the third slot on: the first two may pass the lead time while the bench runs.
  const times = slots.slice(2, 2 + GUEST_SLOTS).map((slot) => slot.start);
  if (times.length < GUEST_SLOTS)
    throw new Error(`the Trattoria has fewer than ${GUEST_SLOTS} slots left today`);
  return { publicKey: restaurant.public_key, dishes: [dishes[0]!.id, dishes[1]!.id], times };
}

/** The n-th guest's order: its own key, email, address (10.x.y.z from n) and pickup time. */
function orderRequest(
  run: string,
  { publicKey, dishes, times }: { publicKey: string; dishes: number[]; times: string[] },
  n: number,
): LoadRequest {
  return {
    method: 'POST',
    path: `/api/ordering/${publicKey}/orders`,
    headers: {
      'idempotency-key': `bench-${run}-${n}`,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      type: 'pickup',
      slot: times[n % times.length],
      items: [
        { item_id: dishes[0], quantity: 2 },
        { item_id: dishes[1], quantity: 1, notes: 'senza cipolla' },
      ],
      customer: {
        name: `Ospite ${n}`,
        email: `ospite${run}${n}@bench.test`,
        phone: '+39 333 1234567',
      },
      privacy_consent: true,
      payment_method: 'at_restaurant',
      language: 'it',
    }),
  };
}

/**
 * What the API's database connections wait on while `run` runs, sampled every 50 ms from
 * pg_stat_activity: where the time of an order goes when it is not the CPU.
 */
async function sampleWaits<T>(databaseUrl: string, run: () => Promise<T>) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  const counts = new Map<string, number>();
  let samples = 0;
  let stop = false;
  const sampling = (async () => {
    while (!stop) {
      const { rows } = await db.query<{ state: string; wait: string | null }>(
        `select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [name],
      );
      samples++;
      for (const row of rows) {
        const key = row.state === 'active' ? (row.wait ?? 'running') : row.state;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return await run();
  } finally {
    stop = true;
    await sampling;
    await db.end();
    const top = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([key, n]) => `${key} ${(n / samples).toFixed(1)}`)
      .join(', ');
    console.info(`API connections, on average over ${samples} samples: ${top}`);
  }
}

async function measured<T>(server: ChildServer, run: () => Promise<T>) {
  const pid = server.child.pid!;
  const cpuBefore = cpuSecondsOf(pid);
  const startedAt = performance.now();
  const result = await run();
  const serverCpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  const serverCpuPercent = (100 * serverCpuSeconds) / ((performance.now() - startedAt) / 1000);
  return { ...result, serverCpuSeconds, serverCpuPercent };
}

async function main() {
  guardRun(600_000);
  const pinned = availableParallelism() > SERVER_CPU && pin(process.pid, LOAD_CPU);
  const loadAtStart = loadavg();
  const startedAt = new Date();
  const outdir = await compileApi();
  await withScratchDatabase('coperto_bench_orders', async (databaseUrl) => {
    const api = await startApi(outdir, databaseUrl, { TRUST_PROXY: '127.0.0.1' });
    const plain = await startPlainServer();
    if (pinned) {
      pin(api.child.pid!, SERVER_CPU);
      pin(plain.child.pid!, SERVER_CPU);
    }
    try {
      const trattoria = await openTrattoria(api.origin);
      const run = randomBytes(3).toString('hex');
      const answered = new Map<number, string>();
      const orders = (name: string, seconds: number, offset: number) =>
        measured(api, () =>
          openLoop({
            name,
            origin: api.origin,
            rate: RATE,
            seconds,
            expectStatus: 201,
            requestOf: (n) => orderRequest(run, trattoria, offset + n),
            onAnswer: (n, status, body) => {
              if (status === 201)
                answered.set(offset + n, (JSON.parse(body) as { public_id: string }).public_id);
              else if (answered.size === 0 || n % 100 === 0)
                console.error(`order ${n}: ${status} ${body}`);
            },
          }),
        );
      const hello = (name: string) =>
        measured(plain, () =>
          openLoop({
            name,
            origin: plain.origin,
            rate: RATE,
            seconds: SECONDS,
            expectStatus: 200,
            requestOf: (): LoadRequest => ({ method: 'GET', path: '/' }),
          }),
        );

      console.info(
        `setup: API (compiled server.js, NODE_ENV=production, PostgreSQL ${new URL(databaseUrl).host}) and ` +
          `node:http ${pinned ? `pinned to CPU ${SERVER_CPU}, load generator to CPU ${LOAD_CPU}` : 'unpinned'}; ` +
          `${RATE} requests/s evenly spaced (open loop), ${SECONDS} s each; ` +
          `load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at ${startedAt.toISOString()}`,
      );
      // One at a time first: what an order costs without waiting for another. The API's CPU for
      // the last ONE_BY_ONE - 20 of them is the figure that least depends on the machine's load:
      // nothing queues, and the 20 before have warmed the process (decision 092).
      const oneByOne: number[] = [];
      let cpuAfterWarm = 0;
      for (let n = 0; n < ONE_BY_ONE; n++) {
        if (n === 20) cpuAfterWarm = cpuSecondsOf(api.child.pid!);
        const spec = orderRequest(run, trattoria, 2_000_000 + n);
        const sentAt = performance.now();
        const res = await fetch(`${api.origin}${spec.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...spec.headers },
          body: spec.body,
        });
        const body = await res.text();
        if (res.status !== 201) throw new Error(`a single order: ${res.status} ${body}`);
        answered.set(2_000_000 + n, (JSON.parse(body) as { public_id: string }).public_id);
        oneByOne.push(performance.now() - sentAt);
      }
      const cpuOneByOne =
        (1000 * (cpuSecondsOf(api.child.pid!) - cpuAfterWarm)) / (ONE_BY_ONE - 20);
      oneByOne.sort((a, b) => a - b);
      console.info(
        `${ONE_BY_ONE} orders one at a time: median ${percentile(oneByOne, 50).toFixed(1)} ms, ` +
          `slowest ${oneByOne.at(-1)!.toFixed(1)} ms; API CPU ${cpuOneByOne.toFixed(2)} ms an order ` +
          `(the last ${ONE_BY_ONE - 20})`,
      );
      const plainBefore = await hello('node:http GET / (before)');
      const warmup = await orders(`orders, warm-up ${WARMUP_SECONDS} s`, WARMUP_SECONDS, 0);
      const placed = await sampleWaits(databaseUrl, () =>
        orders('orders POST /api/ordering/…/orders', SECONDS, 1_000_000),
      );
      const plainAfter = await hello('node:http GET / (after)');
      const loadAtEnd = loadavg();

      console.info('');
      printLoadTable([plainBefore, warmup, placed, plainAfter]);

      // What the database holds: every 201 is one order, with its lines and first event.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ orders: string; lines: string; events: string }>(
        `select (select count(*) from orders) as orders,
                (select count(*) from order_items) as lines,
                (select count(*) from order_events where from_status is null) as events`,
      );
      const { rows: slots } = await db.query<{ slots: string; fullest: number }>(
        'select count(*) as slots, max(taken) as fullest from order_slot_loads',
      );
      await db.end();
      const held = rows[0]!;
      console.info(
        `database: ${held.orders} orders (${answered.size} answered 201), ${held.lines} lines, ` +
          `${held.events} first events; ${slots[0]!.slots} slots used, at most ${slots[0]!.fullest} orders in one`,
      );
      // Late answers that come together are a pause of the API (BENCH_API_FLAGS=--trace-gc names
      // its full collections), spread out they are its queue (decision 096).
      console.info(
        `orders answered in over ${TARGET_P99_MS} ms, by quarter second: ` +
          (lateWindows(placed, TARGET_P99_MS) || 'none'),
      );
      const p99 = percentile(placed.latencies, 99);
      const failures = failuresOf(placed) + failuresOf(warmup);
      const met = p99 < TARGET_P99_MS && failures === 0;
      console.info(
        `orders: p50 ${percentile(placed.latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ` +
          `(node:http at the same rate: p99 ${percentile(plainBefore.latencies, 99).toFixed(1)} / ` +
          `${percentile(plainAfter.latencies, 99).toFixed(1)} ms), ${failures} failed; ` +
          `target p99 < ${TARGET_P99_MS} ms and none failed: ${met ? 'met' : 'NOT MET'}. ` +
          `Load average ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')} at the end.`,
      );
      // Decision 084's figure: what one order costs the API's core, whatever the machine's load
      // does to the times (an order that timed out still cost its CPU, so only a run that kept up
      // reads true).
      const placed201 = placed.statuses.get(201) ?? 0;
      console.info(
        `API CPU: ${((1000 * placed.serverCpuSeconds) / placed201).toFixed(1)} ms an order ` +
          `(${placed.serverCpuSeconds.toFixed(1)} s for ${placed201} answered 201, its core ` +
          `${placed.serverCpuPercent.toFixed(0)} % busy); its memory at most ` +
          `${peakMemoryMbOf(api.child.pid!).toFixed(0)} MB (resident).`,
      );
      if (Number(held.orders) !== answered.size) {
        console.error('the database does not hold exactly the orders answered 201');
        process.exitCode = 1;
      }
      if (!met) process.exitCode = 1;
    } finally {
      await plain.stop();
      await api.stop();
    }
  });
}

await main();
