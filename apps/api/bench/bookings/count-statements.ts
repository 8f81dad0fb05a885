/**
 * `npx tsx apps/api/bench/bookings/count-statements.ts` (decision 079): the statements one guest's
 * booking (`POST /api/booking/:key/bookings`) sends to PostgreSQL, in order, and how many of them
 * run while the booking holds the rows every booking of that service waits on (the service's and
 * the slot's cover counters, from the first cover taken to the commit). A figure the machine's
 * load cannot move, beside the bench's times, which it does (as orders/count-statements.ts, 052).
 *
 * Needs a PostgreSQL server (DATABASE_URL's, as the other benches: a scratch database, dropped).
 * Every statement through `pg` is recorded while the second of two bookings is placed (the first
 * warms what a process keeps); `BEGIN`/`COMMIT` are statements too and are counted. `FULL=1`
 * prints each statement whole.
 */
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { DEMO } from '../../src/db/seed/demo-seed';
import { systemClock } from '../../src/shared/clock';
import { DEMO_PASSWORD, withScratchDatabase } from '../orders/bench-postgres';

const seen: string[] = [];
let recording = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
  if (recording && text) seen.push(text.replace(/\s+/g, ' ').trim());
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

await withScratchDatabase('bench_count_bookings', async (url) => {
  const database = await openDatabase({ databaseUrl: url });
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: url }),
    database,
    clock: systemClock,
    logger: false,
    jobs: { workers: false },
  });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=${encodeURIComponent(DEMO.users.owner)}&password=${DEMO_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const owner = { authorization: `Bearer ${login.json().accessToken}` };
    const site = await app.inject({ url: `/api/restaurant/hostname/${DEMO.hosts.trattoria}` });
    const { id, public_key: key } = site.json();
    const opened = await app.inject({
      method: 'PATCH',
      url: `/api/restaurant/opening-times/${id}`,
      headers: owner,
      payload: {
        opening_times: {
          weekly: Object.fromEntries(
            EVERY_DAY.map((d) => [d, [{ open: '19:00', close: '23:00' }]]),
          ),
          exceptions: [],
        },
      },
    });
    if (opened.statusCode !== 200) throw new Error(`opening times: ${opened.body}`);
    const {
      restaurant_id: _restaurant,
      plan_includes_bookings: _plan,
      guarantee_available: _guarantee,
      ...current
    } = (await app.inject({ url: `/api/booking-settings/${id}`, headers: owner })).json();
    const settings = await app.inject({
      method: 'PUT',
      url: `/api/booking-settings/${id}`,
      headers: owner,
      payload: { ...current, enabled: true, auto_confirm: true, guarantee_enabled: false },
    });
    if (settings.statusCode !== 200) throw new Error(`settings: ${settings.body}`);
    const day = addDaysToDate(localDateOf('Europe/Rome', Date.now()), 2);
    const at = (minutes: number) =>
      new Date(instantOfWallClock('Europe/Rome', day, minutes)).toISOString();
    const place = (n: number) =>
      app.inject({
        method: 'POST',
        url: `/api/booking/${key}/bookings`,
        headers: { 'idempotency-key': `count-${n}-${Date.now()}` },
        remoteAddress: `10.30.0.${n}`,
        payload: {
          starts_at: at(20 * 60),
          party_size: 2,
          guest: { name: `Ospite ${n}`, email: `ospite${n}@bench.test`, phone: '+39 333 123 4567' },
          language: 'it',
          privacy_consent: true,
        },
      });
    const warm = await place(1);
    if (warm.statusCode !== 201)
      throw new Error(`warm-up booking: ${warm.statusCode} ${warm.body}`);
    recording = true;
    const placed = await place(2);
    recording = false;
    if (placed.statusCode !== 201) throw new Error(`booking: ${placed.statusCode} ${placed.body}`);
    const hot = seen.findIndex(
      (s) => /booking_cover/.test(s) && /^(insert|update|select)/i.test(s),
    );
    seen.forEach((s, i) => {
      const mark = hot >= 0 && i >= hot ? ' *' : '  ';
      console.info(`${String(i + 1).padStart(2)}${mark} ${process.env.FULL ? s : s.slice(0, 160)}`);
    });
    console.info(
      `${seen.length} statements for one booking; ${hot >= 0 ? seen.length - hot : 0} of them (*) from the first cover taken to the commit, holding the rows every booking of the service waits on`,
    );
  } finally {
    await app.close();
    await database.close();
  }
});
