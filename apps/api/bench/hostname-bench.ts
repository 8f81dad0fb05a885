/**
 * Requests per second of GET /api/restaurant/hostname/trattoria.localhost and of the version poll
 * of an unchanged restaurant (GET /api/restaurant/current_version/trattoria.localhost/{its
 * last_updated}) served by the real app, next to a plain node:http hello-world on the same machine.
 *
 * Each server runs in a child process of its own (this same file, `serve <kind>`), so the load
 * generator (autocannon, in this process) and the server each get a core of a 2-core machine;
 * the CPU both used during the measured run is printed, so a starved server shows.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonResult } from 'autocannon';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 10;
const HOSTNAME_PATH = '/api/restaurant/hostname/trattoria.localhost';
const VERSION_POLL_PATH = '/api/restaurant/current_version/trattoria.localhost';
/** The bar: an unchanged poll serves at least half of what node:http does. */
const VERSION_POLL_TARGET_RATIO = 0.5;
/** Everything, start-up of a fresh PGlite included, ends well within this or the run fails. */
const OVERALL_LIMIT_MS = 180_000;

type ServerKind = 'app' | 'node-http';
type ToParent = { type: 'listening'; port: number } | { type: 'cpu'; usage: NodeJS.CpuUsage };
type ToServer = { type: 'cpu' } | { type: 'stop' };

// ---------------------------------------------------------------- child: one server

async function listenApp() {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { seedDemo } = await import('../src/db/seed/demo-seed');
  const dataDir = mkdtempSync(join(tmpdir(), 'coperto-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Set DATABASE_URL to measure on PostgreSQL instead of the embedded PGlite.
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, logger: false });
  await seedDemo(app.db, { password: 'demo-password' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function listenNodeHttp() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serve(kind: ServerKind) {
  const send = (message: ToParent) => process.send?.(message);
  const server = kind === 'app' ? await listenApp() : await listenNodeHttp();
  process.on('message', (message: ToServer) => {
    if (message.type === 'cpu') send({ type: 'cpu', usage: process.cpuUsage() });
    if (message.type === 'stop') void server.stop().then(() => process.exit(0));
  });
  // The parent is gone (crashed or killed): never outlive it.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'listening', port: server.port });
}

// ---------------------------------------------------------------- parent: load and report

function startServer(kind: ServerKind) {
  const child = fork(fileURLToPath(import.meta.url), ['serve', kind], { stdio: 'inherit' });
  const cpuWaiters: ((usage: NodeJS.CpuUsage) => void)[] = [];
  const listening = new Promise<number>((resolve, reject) => {
    child.on('message', (message: ToParent) => {
      if (message.type === 'listening') resolve(message.port);
      if (message.type === 'cpu') cpuWaiters.shift()?.(message.usage);
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return {
    child,
    listening,
    cpuUsage() {
      return new Promise<NodeJS.CpuUsage>((resolve) => {
        cpuWaiters.push(resolve);
        child.send({ type: 'cpu' } satisfies ToServer);
      });
    },
    stop() {
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'stop' } satisfies ToServer);
      });
    },
  };
}

const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

interface Measurement {
  name: string;
  result: AutocannonResult;
  serverCpuPercent: number;
  loadCpuPercent: number;
}

/** Warm-up, then the measured run, with the CPU the server and this process used meanwhile. */
async function measure(
  name: string,
  kind: ServerKind,
  pathOf: string | ((origin: string) => Promise<string>),
  check: (res: Response) => Promise<boolean>,
) {
  const server = startServer(kind);
  try {
    const origin = `http://127.0.0.1:${await server.listening}`;
    const url = `${origin}${typeof pathOf === 'string' ? pathOf : await pathOf(origin)}`;
    if (!(await check(await fetch(url))))
      throw new Error(`${name}: ${url} does not answer as expected`);
    await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });

    const serverBefore = await server.cpuUsage();
    const loadBefore = process.cpuUsage();
    const startedAt = performance.now();
    const result = await autocannon({ url, connections: CONNECTIONS, duration: MEASURE_SECONDS });
    const wallMicros = (performance.now() - startedAt) * 1000;
    const serverMicros = cpuMicros(await server.cpuUsage()) - cpuMicros(serverBefore);
    const loadMicros = cpuMicros(process.cpuUsage(loadBefore));
    return {
      name,
      result,
      serverCpuPercent: (100 * serverMicros) / wallMicros,
      loadCpuPercent: (100 * loadMicros) / wallMicros,
    } satisfies Measurement;
  } finally {
    await server.stop();
  }
}

function printTable(rows: Measurement[]) {
  const header = ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU', 'autocannon CPU'];
  const cells = rows.map((m) => [
    m.name,
    m.result.requests.average.toFixed(0),
    m.result.latency.p50.toFixed(1),
    m.result.latency.p99.toFixed(1),
    String(m.result.errors + m.result.timeouts + m.result.non2xx),
    `${m.serverCpuPercent.toFixed(0)}%`,
    `${m.loadCpuPercent.toFixed(0)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.info(line(header));
  for (const row of cells) console.info(line(row));
}

async function main() {
  const guard = setTimeout(() => {
    console.error(`benchmark did not finish within ${OVERALL_LIMIT_MS / 1000} s, giving up`);
    process.exit(1);
  }, OVERALL_LIMIT_MS);
  guard.unref();

  const [load1] = loadavg();
  console.info(
    `setup: each server in its own child process, autocannon in the parent (1 thread), loopback only; ` +
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s measured per server; ` +
      `${availableParallelism()} CPUs, load average ${load1!.toFixed(2)} at start. ` +
      `CPU columns are % of one core during the measured run (100% server = server-bound).`,
  );

  const lookup = await measure('host name lookup', 'app', HOSTNAME_PATH, async (res) => {
    const body = (await res.json()) as { name?: string };
    return res.status === 200 && body.name === 'Trattoria Demo';
  });
  // The version the page holds is the restaurant's own: the poll answers "unchanged".
  let heldVersion = '';
  const poll = await measure(
    'version poll',
    'app',
    async (origin) => {
      const res = await fetch(`${origin}${HOSTNAME_PATH}`);
      heldVersion = ((await res.json()) as { last_updated: string }).last_updated;
      return `${VERSION_POLL_PATH}/${encodeURIComponent(heldVersion)}?language=it`;
    },
    async (res) => {
      const body = (await res.json()) as { changed?: boolean; last_updated?: string };
      return res.status === 200 && body.changed === false && body.last_updated === heldVersion;
    },
  );
  const plain = await measure('node:http', 'node-http', '/', async (res) => {
    return res.status === 200 && (await res.text()) === 'hello world';
  });

  console.info('');
  console.info(
    `host name lookup: GET ${HOSTNAME_PATH}; version poll: GET ${VERSION_POLL_PATH}/{last_updated} ` +
      '(unchanged); node:http: GET / (hello-world)',
  );
  const measured = [lookup, poll, plain];
  printTable(measured);
  const failed = measured.filter((m) => m.result.errors + m.result.timeouts + m.result.non2xx > 0);
  if (failed.length > 0) {
    console.error(`errors during the run of: ${failed.map((m) => m.name).join(', ')}`);
    process.exitCode = 1;
  }
  for (const m of [lookup, poll]) {
    const ratio = m.result.requests.average / plain.result.requests.average;
    // Two significant digits: a ratio of 0.011 must not print as 0.01.
    const target = m === poll ? ` (target: at least ${VERSION_POLL_TARGET_RATIO})` : '';
    console.info(`ratio (${m.name}): ${ratio.toPrecision(2)} of node:http${target}`);
  }
}

if (process.argv[2] === 'serve') {
  await serve(process.argv[3] === 'app' ? 'app' : 'node-http');
} else {
  await main();
}
