/**
 * An open-loop load: requests start at a fixed rate, evenly spaced, whether or not the earlier
 * ones have been answered, each on a kept-alive connection of a pool. Each latency is counted from
 * the moment the request was due, so a server (or a generator) that falls behind shows it.
 *
 * Not autocannon: its rate limit lets each connection send its quota for the second back to back
 * when the second starts, so "200 a second" arrives as one burst of 200 requests each second.
 */
import { Agent, request } from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  name: string;
  rate: number;
  seconds: number;
  /** Milliseconds, one per answered request, sorted. */
  latencies: number[];
  /** Each answered request's due time (`performance.now()`) and latency, in the order answered. */
  timeline: [dueAt: number, latency: number][];
  statuses: Map<number, number>;
  /** Connection errors and timeouts, by code. */
  errors: Map<string, number>;
  /** Answers whose status was not the expected one. */
  unexpected: number;
  /** How late the generator started requests behind their schedule, at most (ms). */
  maxLagMs: number;
  /** From the first request due to the last answer. */
  wallSeconds: number;
}

const REQUEST_TIMEOUT_MS = 10_000;

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function openLoop(options: {
  name: string;
  origin: string;
  rate: number;
  seconds: number;
  expectStatus: number;
  requestOf: (n: number) => LoadRequest;
  onAnswer?: (n: number, status: number, body: string) => void;
}): Promise<LoadResult> {
  const { origin, rate, seconds } = options;
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const spacing = 1000 / rate;
  const timeline: LoadResult['timeline'] = [];
  const statuses = new Map<number, number>();
  const errors = new Map<string, number>();
  const answers: Promise<void>[] = [];
  let unexpected = 0;
  let maxLagMs = 0;

  const fire = (n: number, dueAt: number) => {
    const spec = options.requestOf(n);
    answers.push(
      new Promise<void>((resolve) => {
        const req = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: spec.method,
            path: spec.path,
            headers: spec.body
              ? {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(spec.body),
                  ...spec.headers,
                }
              : spec.headers,
            timeout: REQUEST_TIMEOUT_MS,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              timeline.push([dueAt, performance.now() - dueAt]);
              const status = res.statusCode ?? 0;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status !== options.expectStatus) unexpected++;
              options.onAnswer?.(n, status, Buffer.concat(chunks).toString('utf8'));
              resolve();
            });
          },
        );
        let failed = false;
        const fail = (code: string) => {
          if (failed) return;
          failed = true;
          errors.set(code, (errors.get(code) ?? 0) + 1);
          resolve();
        };
        req.on('timeout', () => {
          fail('timeout');
          req.destroy();
        });
        req.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
        req.end(spec.body);
      }),
    );
  };

  const startedAt = performance.now();
  await new Promise<void>((resolve) => {
    let n = 0;
    const tick = () => {
      const now = performance.now();
      while (n < total && startedAt + n * spacing <= now) {
        const dueAt = startedAt + n * spacing;
        maxLagMs = Math.max(maxLagMs, now - dueAt);
        fire(n, dueAt);
        n++;
      }
      if (n >= total) return resolve();
      setTimeout(tick, Math.max(0, startedAt + n * spacing - performance.now()));
    };
    tick();
  });
  await Promise.all(answers);
  const wallSeconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  const latencies = timeline.map(([, latency]) => latency).sort((a, b) => a - b);
  return {
    name: options.name,
    rate,
    seconds,
    latencies,
    timeline,
    statuses,
    errors,
    unexpected,
    maxLagMs,
    wallSeconds,
  };
}

/**
 * The quarter seconds (by due time, at `performance.now()`'s clock) in which answers took longer
 * than `thresholdMs`, with how many and the slowest: whether late answers are spread out or come
 * together (a pause of the server).
 */
export function lateWindows(result: LoadResult, thresholdMs: number) {
  const windows = new Map<number, { count: number; slowest: number }>();
  for (const [dueAt, latency] of result.timeline) {
    if (latency <= thresholdMs) continue;
    const at = Math.floor(dueAt / 250) / 4;
    const window = windows.get(at) ?? { count: 0, slowest: 0 };
    window.count++;
    window.slowest = Math.max(window.slowest, latency);
    windows.set(at, window);
  }
  return [...windows]
    .sort((a, b) => a[0] - b[0])
    .map(([at, { count, slowest }]) => `${at.toFixed(2)} s: ${count} (${slowest.toFixed(0)} ms)`)
    .join(', ');
}

export const failuresOf = (r: LoadResult) =>
  r.unexpected + [...r.errors.values()].reduce((a, b) => a + b, 0);

export function printLoadTable(rows: (LoadResult & { serverCpuPercent?: number })[]) {
  const header = [
    'load',
    'rate/s',
    'answered',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'max ms',
    'failed',
    'statuses',
    'server CPU',
    'gen. lag',
  ];
  const cells = rows.map((r) => [
    r.name,
    String(r.rate),
    String(r.latencies.length),
    percentile(r.latencies, 50).toFixed(1),
    percentile(r.latencies, 90).toFixed(1),
    percentile(r.latencies, 99).toFixed(1),
    (r.latencies.at(-1) ?? Number.NaN).toFixed(1),
    String(failuresOf(r)),
    [...r.statuses].map(([status, count]) => `${status}×${count}`).join(' ') +
      [...r.errors].map(([code, count]) => ` ${code}×${count}`).join(''),
    r.serverCpuPercent === undefined ? '' : `${r.serverCpuPercent.toFixed(0)}%`,
    `${r.maxLagMs.toFixed(1)} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.info(line(header));
  for (const row of cells) console.info(line(row));
}
