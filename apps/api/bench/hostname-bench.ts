/**
 * `npm run bench`: how the product's two hottest public reads compare with a plain node:http
 * hello-world, measured in one run on the same pinned core (issue 14 §6):
 * - the version poll of an unchanged restaurant (GET /api/restaurant/current_version/…), and
 * - the host name lookup (GET /api/restaurant/hostname/trattoria.localhost).
 *
 * Each server runs in a child process of its own (servers.ts, serve.ts), pinned with
 * taskset to one core; autocannon, in this process, is pinned to another, so the two never
 * compete. The product is built as `npm start` builds it in production, request logging included
 * (to /dev/null). Both servers stay up; each round measures the lookup and the poll between two
 * measurements of node:http (averaged, so load that drifts weighs on both sides), and the verdict
 * takes each ratio's median over the rounds (BENCH_ROUNDS, 3 by default): on a shared machine one
 * round can fall on a neighbour's build. Exits 1 below a target or on any failed request.
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  CONNECTIONS,
  failuresOf,
  HOSTNAME_PATH,
  isTrattoria,
  isUnchanged,
  MEASURE_SECONDS,
  type Measurement,
  measure,
  measurePlain,
  pollUrlOf,
  VERSION_POLL_PATH,
  WARMUP_SECONDS,
} from './measure';
import { mean, median, printTable } from './report';
import { LOAD_CPU, pin, SERVER_CPU, startServer } from './servers';

/** Issue 14 §6: the share of plain node:http's requests per second each read must reach. */
const TARGETS = { versionPoll: 0.8, hostnameLookup: 0.6 } as const;
/** Rounds of lookup and poll, each between two measurements of node:http. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 3);
/** Everything, start-up of a fresh PGlite included, ends well within this or the run fails. */
const OVERALL_LIMIT_MS = 60_000 + (1 + 3 * ROUNDS) * (WARMUP_SECONDS + MEASURE_SECONDS + 2) * 1000;

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

await main();
