/**
 * `npm run bench`: how the product's two hottest public reads compare with a plain node:http
 * hello-world, measured in one run on the same pinned core (issue 14 §6):
 * - the version poll of an unchanged restaurant (GET /api/restaurant/current_version/…), and
 * - the host name lookup (GET /api/restaurant/hostname/trattoria.localhost).
 *
 * Each server runs in a child process of its own (this same file, `serve <kind>`), pinned with
 * taskset to one core; autocannon, in this process, is pinned to another, so the two never
 * compete. The product is built as `npm start` builds it in production, request logging included
 * (to /dev/null). Both servers stay up; each round measures the lookup and the poll between two
 * measurements of node:http (averaged, so load that drifts weighs on both sides), and the verdict
 * takes each ratio's median over the rounds (BENCH_ROUNDS, 3 by default): on a shared machine one
 * round can fall on a neighbour's build. Exits 1 below a target or on any failed request.
 */
import { execFileSync, fork } from 'node:child_process';
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
/** Issue 14 §6: the share of plain node:http's requests per second each read must reach. */
const TARGETS = { versionPoll: 0.8, hostnameLookup: 0.6 } as const;
/** Every server on this core, the load generator on the other one. */
const SERVER_CPU = 1;
const LOAD_CPU = 0;
/** Rounds of lookup and poll, each between two measurements of node:http. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 3);
/** Everything, start-up of a fresh PGlite included, ends well within this or the run fails. */
const OVERALL_LIMIT_MS = 60_000 + (1 + 3 * ROUNDS) * (WARMUP_SECONDS + MEASURE_SECONDS + 2) * 1000;

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
    SEED_DEMO: 'false',
  });
  // The production logger at its default level, as server.ts builds it: its cost is measured.
  const app = await buildApp({ config });
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

/** Pins a process, every thread of it, to one core (taskset, util-linux). */
function pin(pid: number, cpu: number) {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(cpu), String(pid)], {
    stdio: 'ignore',
  });
}

function startServer(kind: ServerKind) {
  // The product's request log goes to /dev/null: written, as in production, but not shown.
  const child = fork(fileURLToPath(import.meta.url), ['serve', kind], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const cpuWaiters: ((usage: NodeJS.CpuUsage) => void)[] = [];
  const listening = new Promise<string>((resolve, reject) => {
    child.on('message', (message: ToParent) => {
      if (message.type === 'cpu') cpuWaiters.shift()?.(message.usage);
      if (message.type !== 'listening') return;
      // Once listening, every thread it has is pinned; threads started later inherit the core.
      pin(child.pid!, SERVER_CPU);
      resolve(`http://127.0.0.1:${message.port}`);
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return {
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

type Server = ReturnType<typeof startServer>;
const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

interface Measurement {
  name: string;
  result: AutocannonResult;
  /** Requests answered per second of the server's own CPU time: its cost, whatever else runs. */
  perCpuSecond: number;
  serverCpuPercent: number;
  loadCpuPercent: number;
}

/** Checks one answer, warms up, then the measured run with the CPU both sides used meanwhile. */
async function measure(
  name: string,
  server: Server,
  url: string,
  check: (res: Response) => Promise<boolean>,
): Promise<Measurement> {
  if (!(await check(await fetch(url)))) throw new Error(`${name}: ${url} answers unexpectedly`);
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
    perCpuSecond: result.requests.total / (serverMicros / 1e6),
    serverCpuPercent: (100 * serverMicros) / wallMicros,
    loadCpuPercent: (100 * loadMicros) / wallMicros,
  };
}

function measurePlain(name: string, server: Server, url: string) {
  return measure(name, server, url, async (res) => {
    return res.status === 200 && (await res.text()) === 'hello world';
  });
}

/** The poll's URL: the version the page holds is the restaurant's own, so it is unchanged. */
async function pollUrlOf(origin: string) {
  const held = await fetch(`${origin}${HOSTNAME_PATH}`).then((res) => res.json());
  const version = (held as { last_updated: string }).last_updated;
  return `${origin}${VERSION_POLL_PATH}/${encodeURIComponent(version)}?language=it`;
}

const isTrattoria = (res: Response) =>
  res.json().then((body) => res.ok && (body as { name?: string }).name === 'Trattoria Demo');
const isUnchanged = (res: Response) =>
  res.json().then((body) => res.ok && (body as { changed?: boolean }).changed === false);

interface Round {
  plainBefore: Measurement;
  lookup: Measurement;
  poll: Measurement;
  plainAfter: Measurement;
}

/** Both servers up, pinned to the same core; node:http measured between every product round. */
async function measureRounds(): Promise<Round[]> {
  const plain = startServer('node-http');
  const app = startServer('app');
  try {
    const [plainUrl, origin] = await Promise.all([plain.listening, app.listening]);
    const lookupUrl = `${origin}${HOSTNAME_PATH}`;
    const pollUrl = await pollUrlOf(origin);
    const rounds: Round[] = [];
    let plainBefore = await measurePlain('node:http #0', plain, `${plainUrl}/`);
    for (let round = 1; round <= ROUNDS; round++) {
      const lookup = await measure(`hostname lookup #${round}`, app, lookupUrl, isTrattoria);
      const poll = await measure(`version poll #${round}`, app, pollUrl, isUnchanged);
      const plainAfter = await measurePlain(`node:http #${round}`, plain, `${plainUrl}/`);
      rounds.push({ plainBefore, lookup, poll, plainAfter });
      plainBefore = plainAfter;
    }
    return rounds;
  } finally {
    await Promise.all([plain.stop(), app.stop()]);
  }
}

function printTable(rows: Measurement[]) {
  const header = [
    'server',
    'req/s',
    'req/CPU-s',
    'p50 ms',
    'p99 ms',
    'errors',
    'server CPU',
    'autocannon CPU',
  ];
  const cells = rows.map((m) => [
    m.name,
    m.result.requests.average.toFixed(0),
    m.perCpuSecond.toFixed(0),
    m.result.latency.p50.toFixed(1),
    m.result.latency.p99.toFixed(1),
    String(failuresOf(m)),
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

const failuresOf = (m: Measurement) => m.result.errors + m.result.timeouts + m.result.non2xx;

async function main() {
  const guard = setTimeout(() => {
    console.error(`benchmark did not finish within ${OVERALL_LIMIT_MS / 1000} s, giving up`);
    process.exit(1);
  }, OVERALL_LIMIT_MS);
  guard.unref();
  if (availableParallelism() <= SERVER_CPU) {
    console.error(`the benchmark needs ${SERVER_CPU + 1} cores: servers and load apart`);
    process.exit(1);
  }
  try {
    pin(process.pid, LOAD_CPU);
  } catch {
    console.error(
      'taskset (util-linux) is needed to pin each side to its core: apt install util-linux',
    );
    process.exit(1);
  }

  const [load1] = loadavg();
  console.info(
    `setup: every server pinned to CPU ${SERVER_CPU}, autocannon (1 thread) to CPU ${LOAD_CPU}; loopback; ` +
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s measured each; ` +
      `load average ${load1!.toFixed(2)} at start. CPU columns: % of one core during the measured run.`,
  );
  const rounds = await measureRounds();

  console.info('');
  console.info(
    `hostname lookup: GET ${HOSTNAME_PATH}; version poll: GET ${VERSION_POLL_PATH}/{its last_updated} ` +
      '(unchanged); node:http: GET / (hello-world), measured before the first round and after each',
  );
  const measured = [
    rounds[0]!.plainBefore,
    ...rounds.flatMap((r) => [r.lookup, r.poll, r.plainAfter]),
  ];
  printTable(measured);
  const mean = (a: number, b: number) => (a + b) / 2;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : mean(sorted[middle - 1]!, sorted[middle]!);
  };
  let failed = false;
  for (const [name, read, target] of [
    ['version poll', (r: Round) => r.poll, TARGETS.versionPoll],
    ['hostname lookup', (r: Round) => r.lookup, TARGETS.hostnameLookup],
  ] as const) {
    // Judged per CPU-second: what a dedicated core gives, unmoved by neighbours taking its time.
    const perCpu = rounds.map(
      (r) => read(r).perCpuSecond / mean(r.plainBefore.perCpuSecond, r.plainAfter.perCpuSecond),
    );
    const perSecond = rounds.map(
      (r) =>
        read(r).result.requests.average /
        mean(r.plainBefore.result.requests.average, r.plainAfter.result.requests.average),
    );
    const ratio = median(perCpu);
    const met = ratio >= target;
    failed ||= !met;
    // Two significant digits: a ratio of 0.011 must not print as 0.01.
    const each = perCpu.map((value) => value.toPrecision(2)).join(', ');
    console.info(
      `ratio (${name}): ${ratio.toPrecision(2)} of node:http per CPU-second, median of ${each} ` +
        `(${median(perSecond).toPrecision(2)} of its requests per second), target at least ${target}: ${met ? 'met' : 'NOT MET'}`,
    );
  }
  const withFailures = measured.filter((m) => failuresOf(m) > 0);
  if (withFailures.length > 0) {
    console.error(`failed requests during: ${withFailures.map((m) => m.name).join(', ')}`);
    failed = true;
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[2] === 'serve') {
  await serve(process.argv[3] === 'app' ? 'app' : 'node-http');
} else {
  await main();
}
