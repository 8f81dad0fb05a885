/**
 * The monthly report on PostgreSQL (issue 18, decision 078), out of CI: a scratch database with the
 * demo, five years of each demo restaurant's back office added (about 20,000 expenses and 2,000
 * cash-ups a restaurant, wages every month), the API compiled and started as in production, then
 * GET /api/reports/month (one restaurant, the whole business), /reports/year and the CSV asked one
 * after another as the owner; a plain node:http server answers the same way in the same run as the
 * floor the machine allows. Target: the monthly report under 100 ms p95.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx apps/api/bench/reports/monthly-report-bench.ts
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  compileApi,
  DEMO_PASSWORD,
  guardRun,
  startApi,
  startPlainServer,
  withScratchDatabase,
} from '../orders/bench-postgres';
import { percentile } from '../orders/open-loop';

const EXPENSES = Number(process.env.BENCH_REPORT_EXPENSES ?? 20_000) || 20_000;
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 200) || 200;
const WARMUP = 20;
const TARGET_P95_MS = 100;

async function timeRequests(
  url: string,
  headers: Record<string, string>,
  check: (r: Response) => boolean,
) {
  for (let i = 0; i < WARMUP; i++) {
    const res = await fetch(url, { headers });
    if (!check(res)) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  guardRun(1_800_000);
  const startedAt = new Date();
  const loadAtStart = loadavg();
  await withScratchDatabase('coperto_bench_reports', async (databaseUrl) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    let businessId = 0;
    let trattoriaId = 0;
    try {
      const { rows } = await pool.query<{ id: number; business_id: number; name: string }>(
        "select id, business_id, name from restaurants where name in ('Trattoria Demo', 'Pizzeria Demo') order by name desc",
      );
      if (rows.length < 2) throw new Error('the demo has no Trattoria and Pizzeria');
      businessId = rows[0]!.business_id;
      trattoriaId = rows.find((r) => r.name === 'Trattoria Demo')!.id;
      const firstDay = new Date(Date.now() - 1826 * 86_400_000).toISOString().slice(0, 10);
      const sql = readFileSync(new URL('./seed-five-years.sql', import.meta.url), 'utf8');
      const seedStart = performance.now();
      for (const restaurant of rows) {
        const client = await pool.connect();
        try {
          // One statement at a time: the file's statements each take the same four parameters.
          for (const statement of sql
            .split(/;\s*\n/)
            .map((s) =>
              s
                .split('\n')
                .filter((l) => !l.trim().startsWith('--'))
                .join('\n')
                .trim(),
            )
            .filter((s) => s.length > 0)) {
            const used = [businessId, restaurant.id, firstDay, EXPENSES].slice(
              0,
              Math.max(0, ...[...statement.matchAll(/\$(\d)/g)].map((m) => Number(m[1]))),
            );
            await client.query(statement, used);
          }
        } finally {
          client.release();
        }
      }
      await pool.query('vacuum analyze');
      const { rows: counts } = await pool.query<{
        expenses: string;
        cash_ups: string;
        wages: string;
      }>(
        `select (select count(*) from expenses) as expenses, (select count(*) from cash_ups) as cash_ups,
                (select count(*) from wages) as wages`,
      );
      console.info(
        `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${counts[0]!.expenses} expenses, ` +
          `${counts[0]!.cash_ups} cash-ups, ${counts[0]!.wages} wages over ${rows.length} restaurants; ` +
          `load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at ${startedAt.toISOString()}`,
      );
    } finally {
      await pool.end();
    }

    const outdir = await compileApi();
    const api = await startApi(outdir, databaseUrl);
    const plain = await startPlainServer();
    try {
      const login = await fetch(`${api.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'owner@demo.test', password: DEMO_PASSWORD }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}` };
      const now = new Date();
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))
        .toISOString()
        .slice(0, 7);
      const year = Number(lastMonth.slice(0, 4));
      const ok = (r: Response) => r.status === 200;
      const cases = [
        { name: 'node:http hello world', url: `${plain.origin}/`, headers: {} },
        {
          name: 'month, one restaurant',
          url: `${api.origin}/api/reports/month?month=${lastMonth}&restaurant_id=${trattoriaId}`,
          headers: auth,
        },
        {
          name: 'month, whole business',
          url: `${api.origin}/api/reports/month?month=${lastMonth}`,
          headers: auth,
        },
        {
          name: 'year, whole business',
          url: `${api.origin}/api/reports/year?year=${year}`,
          headers: auth,
        },
        {
          name: 'year CSV, whole business',
          url: `${api.origin}/api/reports/export?year=${year}`,
          headers: auth,
        },
      ];
      const rows: string[][] = [];
      let worstMonthP95 = 0;
      for (const c of cases) {
        const times = await timeRequests(c.url, c.headers, ok);
        const p95 = percentile(times, 95);
        if (c.name.startsWith('month')) worstMonthP95 = Math.max(worstMonthP95, p95);
        rows.push([
          c.name,
          String(times.length),
          percentile(times, 50).toFixed(1),
          p95.toFixed(1),
          percentile(times, 99).toFixed(1),
        ]);
      }
      const header = ['request (one at a time)', 'runs', 'p50 ms', 'p95 ms', 'p99 ms'];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      const line = (row: string[]) =>
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
          .join('  ');
      console.info('');
      console.info(line(header));
      for (const row of rows) console.info(line(row));
      console.info(
        `\nmonthly report p95 ${worstMonthP95.toFixed(1)} ms (target < ${TARGET_P95_MS} ms): ` +
          `${worstMonthP95 < TARGET_P95_MS ? 'met' : 'NOT met'}; load average at the end ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}`,
      );
    } finally {
      await plain.stop();
      await api.stop();
    }
  });
}

await main();
process.exit(0);
