/**
 * `npx tsx apps/api/bench/bookings/availability-bench.ts` (issue 16, Speed): a day with 500
 * bookings at the Trattoria on PostgreSQL; the targets are availability p95 under 20 ms and
 * placing a booking p99 under 50 ms.
 *
 * A scratch database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432),
 * migrated and seeded with the demo, dropped at the end. The app is built in this process on it
 * (the real routes, plugins, RLS and jobs queue; no HTTP socket: `inject`), the Trattoria opened
 * for lunch and dinner with room for 500 covers a day. The 500 bookings are placed one after
 * another through `POST /api/booking/:key/bookings` (each timed), then
 * as many again on the next day started BENCH_RATE a second (default 100, the rate) without
 * waiting for answers, then
 * `GET /api/booking/:key/availability` for that day is read BENCH_RUNS times (default 300) after
 * warm-up. Availability reads the day's cover counters, not its bookings, so its cost follows the
 * number of times in the day, not the bookings taken. Tables (the 60) come with the floor.
 */
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { DEMO } from '../../src/db/seed/demo-seed';
import { FakeClock } from '../../src/shared/clock';
import { DEMO_PASSWORD, guardRun, withScratchDatabase } from '../orders/bench-postgres';
import { percentile } from '../orders/open-loop';

const BOOKINGS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 300) || 300;
const RATE = Number(process.env.BENCH_RATE ?? 100) || 100;

const LUNCH_AND_DINNER = {
  weekly: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
      d,
      [
        { open: '12:00', close: '15:00' },
        { open: '19:00', close: '23:00' },
      ],
    ]),
  ),
  exceptions: [],
};

function summary(name: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(2);
  console.info(`${name}: n=${ms.length} p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms`);
}

async function main() {
  guardRun(20 * 60_000);
  await withScratchDatabase('bookings_bench', async (url) => {
    const database = await openDatabase({ databaseUrl: url });
    const app = await buildApp({
      config: testConfig({ DATABASE_URL: url }),
      database,
      clock: new FakeClock(new Date()),
      logger: false,
      jobs: { workers: false },
    });
    try {
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: `username=${encodeURIComponent(DEMO.users.owner)}&password=${DEMO_PASSWORD}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const owner = { authorization: `Bearer ${login.json().accessToken}` };
      const site = await app.inject({ url: `/api/restaurant/hostname/${DEMO.hosts.trattoria}` });
      const { id, public_key: key } = site.json();
      await app.inject({
        method: 'PATCH',
        url: `/api/restaurant/opening-times/${id}`,
        headers: owner,
        payload: { opening_times: LUNCH_AND_DINNER },
      });
      const settings = await app.inject({
        method: 'PUT',
        url: `/api/booking-settings/${id}`,
        headers: owner,
        payload: {
          enabled: true,
          slot_minutes: 15,
          sitting_durations: [{ up_to: 2, minutes: 90 }],
          default_sitting_minutes: 120,
          max_covers_per_slot: 100,
          max_covers_per_service: 1000,
          max_party_online: 8,
          days_ahead: 30,
          cutoff_minutes: 0,
          auto_confirm: true,
          guarantee_enabled: false,
          guarantee_mode: 'card_guarantee',
          guarantee_min_party: 6,
          guarantee_weekdays: [],
          no_show_fee: 0,
          guarantee_cancel_hours: 24,
          cancellation_policy: '',
        },
      });
      if (settings.statusCode !== 200) throw new Error(settings.body);
      // Every quarter of an hour of lunch and dinner, a given number of days ahead: 28 times.
      const timesOf = (day: string) =>
        [12 * 60, 19 * 60].flatMap((open, i) =>
          Array.from({ length: i === 0 ? 12 : 16 }, (_, n) =>
            new Date(instantOfWallClock('Europe/Rome', day, open + n * 15)).toISOString(),
          ),
        );
      const place = (n: number, times: string[]) =>
        app.inject({
          method: 'POST',
          url: `/api/booking/${key}/bookings`,
          headers: { 'idempotency-key': `bench-${n}-${Date.now()}` },
          remoteAddress: `10.20.${n >> 8}.${n & 255}`,
          payload: {
            starts_at: times[n % times.length],
            party_size: 1 + (n % 2),
            guest: {
              name: `Ospite ${n}`,
              email: `ospite${n}@bench.test`,
              phone: '+39 333 000 0000',
            },
            language: 'it',
            privacy_consent: true,
          },
        });
      const today = localDateOf('Europe/Rome', Date.now());
      const day = addDaysToDate(today, 2);
      const times = timesOf(day);
      const placing: number[] = [];
      for (let n = 0; n < BOOKINGS; n++) {
        const started = performance.now();
        const res = await place(n, times);
        placing.push(performance.now() - started);
        if (res.statusCode !== 201) throw new Error(`booking ${n}: ${res.body}`);
      }
      summary(`place a booking (${BOOKINGS} one after another)`, placing);

      // The load: as many again on another day, started RATE a second whatever the answers
      // (an open loop: a slow answer does not slow the next guest down).
      const nextDayTimes = timesOf(addDaysToDate(today, 3));
      const atRate: Promise<number>[] = [];
      const loadStarted = performance.now();
      for (let n = 0; n < BOOKINGS; n++) {
        const due = loadStarted + (n * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const started = performance.now();
        atRate.push(
          place(BOOKINGS + n, nextDayTimes).then((res) => {
            if (res.statusCode !== 201) throw new Error(`booking ${BOOKINGS + n}: ${res.body}`);
            return performance.now() - started;
          }),
        );
      }
      summary(`place a booking (${BOOKINGS} at ${RATE} a second)`, await Promise.all(atRate));
      const read = () =>
        app.inject({ url: `/api/booking/${key}/availability?date=${day}&party_size=2` });
      for (let n = 0; n < 20; n++) await read();
      const reading: number[] = [];
      for (let n = 0; n < RUNS; n++) {
        const started = performance.now();
        const res = await read();
        reading.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(res.body);
      }
      summary(`availability of a day with ${BOOKINGS} bookings`, reading);
    } finally {
      await app.close();
      await database.close();
    }
  });
}

await main();
