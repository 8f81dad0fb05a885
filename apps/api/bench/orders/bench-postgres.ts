/**
 * What the ordering benchmarks share: a scratch PostgreSQL database, migrated and seeded with the
 * demo, dropped at the end (also on Ctrl-C); the API compiled as `npm run build:production`
 * compiles it and started as a process on that database; a plain node:http server as the
 * baseline; pinning with taskset; the CPU time of a process.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApi } from '../../../../scripts/build-api';
import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/demo-seed';
import { WORKER_NODE_FLAGS } from '../../src/worker-node-flags';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The PostgreSQL server the scratch database is made on (DATABASE_URL names any of its databases). */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEMO_PASSWORD = 'demo-password';

/** The API process on this core, the load generator on the other (as `npm run bench`). */
export const SERVER_CPU = 1;
export const LOAD_CPU = 0;

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  console.error('interrupted: cleaning up');
  void (async () => {
    for (const cleanup of cleanups.splice(0).reverse())
      await Promise.resolve(cleanup()).catch(() => {});
    process.exit(130);
  })();
});

/** Runs `work` with cleanup registered for Ctrl-C as well as for the normal end. */
async function withCleanup<T>(cleanup: () => Promise<void> | void, work: () => Promise<T>) {
  cleanups.push(cleanup);
  try {
    return await work();
  } finally {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0 && !interrupted) {
      cleanups.splice(index, 1);
      await cleanup();
    }
  }
}

/** A database of its own on SERVER_URL, migrated and with the demo seeded (no order history). */
export async function withScratchDatabase<T>(prefix: string, run: (url: string) => Promise<T>) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  await onServer(`CREATE DATABASE ${name}`);
  return withCleanup(
    () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    async () => {
      const setup = await openDatabase({ databaseUrl: url.toString() });
      try {
        await seedDemo(setup.db, { password: DEMO_PASSWORD, orderHistory: false });
      } finally {
        await setup.close();
      }
      return run(url.toString());
    },
  );
}

/** Pins a process, every thread of it, to one core (taskset, util-linux); false without taskset. */
export function pin(pid: number, cpu: number) {
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(cpu), String(pid)], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** User + system CPU seconds a process has used so far (/proc/<pid>/stat). */
export function cpuSecondsOf(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The most memory (resident set, MB) a process has held so far (/proc/<pid>/status's VmHWM). */
export function peakMemoryMbOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

export interface ChildServer {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

function waitForLine(child: ChildProcess, pattern: RegExp, what: string) {
  let output = '';
  return new Promise<RegExpExecArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = pattern.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        // Keep draining stdout (the production log) so the process never blocks on a full pipe.
        child.stdout!.resume();
        resolve(match);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${output}`)));
  });
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Compiles the API once (esbuild, as build:production) into node_modules/.cache; removed at exit. */
export async function compileApi() {
  const cacheDir = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const outdir = await buildApi(mkdtempSync(join(cacheDir, 'coperto-bench-api-')));
  cleanups.push(() => rmSync(outdir, { recursive: true, force: true }));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  return outdir;
}

/**
 * The compiled server.ts (what each worker of `npm run start:production` runs) on the database,
 * NODE_ENV=production, its log (JSON lines on stdout) read and dropped. `env` adds settings.
 */
export async function startApi(
  outdir: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coperto-bench-data-'));
  // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops (Chrome's
  // DevTools or `npx tsx apps/api/bench/orders/profile-summary.ts <file>` read it).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // BENCH_API_FLAGS: more of Node's flags, after the workers' own (`--min-semi-space-size=1
  // --max-semi-space-size=16` puts V8's defaults back; `--trace-gc` prints each full collection at
  // the bench's clock).
  const extra = process.env.BENCH_API_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...WORKER_NODE_FLAGS, ...extra, ...profile, '--enable-source-maps', join(outdir, 'server.js')],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: 'false',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = stopper(child);
  const cleanup = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(cleanup);
  const [, port] = await waitForLine(
    child,
    /Coperto is running on http:\/\/localhost:(\d+)/,
    'the API',
  );
  if (extra.includes('--trace-gc')) child.stdout!.on('data', fullCollectionsPrinter());
  return { child, origin: `http://127.0.0.1:${port}`, stop: cleanup };
}

/** V8's `--trace-gc` lines of full collections, stamped with the bench's `performance.now()`. */
function fullCollectionsPrinter() {
  let partial = '';
  return (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    // A chunk may end inside a line: keep its start for the next one.
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const gc = /Mark-Compact .*?ms(?= )/.exec(line);
      if (gc) console.error(`at ${(performance.now() / 1000).toFixed(2)} s: ${gc[0]}`);
    }
  };
}

/** A plain node:http hello-world in a process of its own (plain-server.ts). */
export async function startPlainServer(): Promise<ChildServer> {
  const entry = fileURLToPath(new URL('./plain-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = stopper(child);
  cleanups.push(stop);
  const [, port] = await waitForLine(child, /listening on (\d+)/, 'node:http');
  return { child, origin: `http://127.0.0.1:${port}`, stop };
}

/** Fails the run if it goes on past `ms` (a stuck server must not hold the machine). */
export function guardRun(ms: number) {
  const guard = setTimeout(() => {
    console.error(`benchmark did not finish within ${ms / 1000} s, giving up`);
    void (async () => {
      for (const cleanup of cleanups.splice(0).reverse())
        await Promise.resolve(cleanup()).catch(() => {});
      process.exit(1);
    })();
  }, ms);
  guard.unref();
}
