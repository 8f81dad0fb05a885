/**
 * `npx tsx apps/api/bench/instruction-cost.ts`: the server's own user-space instructions per
 * request (`perf stat -e instructions:u` on its process) for the version poll, the host name
 * lookup and node:http's hello-world. Unlike CPU time, a count barely moves with what else runs on
 * the machine, so two versions of the code compare on a busy one; kernel time (the socket) is not
 * counted, since an unprivileged perf sees user space only. BENCH_REQUESTS per read (default
 * 40,000), after as many to warm up.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import {
  CONNECTIONS,
  HOSTNAME_PATH,
  isHelloWorld,
  isTrattoria,
  isUnchanged,
  pollUrlOf,
} from './measure';
import { LOAD_CPU, pin, type Server, startServer } from './servers';

const REQUESTS = Math.max(1000, Number(process.env.BENCH_REQUESTS ?? 40_000) || 40_000);

/** Counts the instructions `pid` runs in user space until the returned function is called. */
function countInstructions(pid: number) {
  const perf = spawn('perf', ['stat', '-x', ',', '-e', 'instructions:u', '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  perf.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const started = new Promise((resolve) => setTimeout(resolve, 300));
  return {
    started,
    async stop(): Promise<number> {
      const exited = new Promise((resolve) => perf.once('exit', resolve));
      perf.kill('SIGINT');
      await exited;
      const line = output.split('\n').find((l) => l.includes('instructions'));
      const count = Number(line?.split(',')[0]);
      if (!Number.isFinite(count)) throw new Error(`perf stat said: ${output}`);
      return count;
    },
  };
}

async function costOf(
  name: string,
  server: Server,
  url: string,
  check: (r: Response) => Promise<boolean>,
) {
  if (!(await check(await fetch(url)))) throw new Error(`${name}: ${url} answers unexpectedly`);
  await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS });
  const counter = countInstructions(server.pid());
  await counter.started;
  const result = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS });
  const instructions = await counter.stop();
  const failed = result.errors + result.timeouts + result.non2xx;
  const perRequest = instructions / result.requests.total;
  console.info(
    `${name.padEnd(16)} ${(perRequest / 1000).toFixed(1).padStart(7)} k instructions a request` +
      ` (${result.requests.total} requests${failed ? `, ${failed} failed` : ''})`,
  );
  return perRequest;
}

pin(process.pid, LOAD_CPU);
const plain = startServer('node-http');
const app = startServer('app');
try {
  const [plainUrl, origin] = await Promise.all([plain.listening, app.listening]);
  const plainCost = await costOf('node:http', plain, `${plainUrl}/`, isHelloWorld);
  const poll = await costOf('version poll', app, await pollUrlOf(origin), isUnchanged);
  const lookup = await costOf('hostname lookup', app, `${origin}${HOSTNAME_PATH}`, isTrattoria);
  console.info(
    `of node:http's: version poll ${(plainCost / poll).toFixed(2)}, ` +
      `hostname lookup ${(plainCost / lookup).toFixed(2)} (user space only)`,
  );
} finally {
  await Promise.all([plain.stop(), app.stop()]);
}
