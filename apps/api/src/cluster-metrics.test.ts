import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileApi, startServerProcess, withScratchDatabase } from './test/process-harness';

/** The compiled production start under node:cluster: what a scrape sees, how workers come back. */
let outdir: string | undefined;

beforeAll(async () => {
  if (process.env.DATABASE_URL) outdir = await compileApi();
}, 60_000);
afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/** One GET on a connection of its own, so each may reach another worker. */
function getText(port: number, path: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    }).on('error', reject);
  });
}

/** Two workers on PostgreSQL, on a port and data directory of their own; `port` once listening. */
async function startCluster(databaseUrl: string) {
  const server = startServerProcess([join(outdir!, 'cluster.js')], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '2',
    // Successful public reads are logged at debug: their lines name the pid that answered.
    LOG_LEVEL: 'debug',
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-01',
    ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
  });
  return { ...server, port: await server.port() };
}

const HEALTH_OK = 'http_requests_total{method="GET",route="/api/health",status_code="200"}';

describe.runIf(process.env.DATABASE_URL)('node:cluster (compiled production start)', () => {
  it('a scrape of any worker counts the requests of every worker', async () => {
    await withScratchDatabase(async (databaseUrl) => {
      const server = await startCluster(databaseUrl);
      const workers = await server.until('two workers listening', () => {
        const pids = server.listeningPids();
        return pids.length === 2 ? pids : undefined;
      });
      for (let i = 0; i < 8; i++) {
        expect((await getText(server.port, '/api/health')).status).toBe(200);
      }
      const answeredBy = await server.until('eight request lines', () => {
        const lines = server.logLines().filter((line) => line.url === '/api/health');
        return lines.length === 8 ? new Set(lines.map((line) => line.pid)) : undefined;
      });
      // Each worker saw only some of the eight.
      expect(answeredBy).toEqual(new Set(workers));

      for (let i = 0; i < 4; i++) {
        const { status, text } = await getText(server.port, '/api/metrics');
        expect(status).toBe(200);
        expect(text).toContain(`${HEALTH_OK} 8\n`);
        expect(text).toContain('# TYPE http_request_duration_seconds histogram');
        expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      }
      const scrapedBy = new Set(
        server
          .logLines()
          .filter((line) => line.url === '/api/metrics')
          .map((line) => line.pid),
      );
      expect(scrapedBy.size).toBeGreaterThan(0);
    });
  }, 180_000);

  it('replaces a worker that dies soon after starting only after a growing wait, and scrapes meanwhile', async () => {
    await withScratchDatabase(async (databaseUrl) => {
      const server = await startCluster(databaseUrl);
      const [first] = await server.until('two workers listening', () => {
        const pids = server.listeningPids();
        return pids.length === 2 ? pids : undefined;
      });
      process.kill(first!, 'SIGKILL');
      // Once the primary knows (before that, node:cluster may still hand it a connection).
      const died = `worker ${first} died (SIGKILL); starting another in 1 s`;
      await server.until('the first wait', () =>
        server.output().includes(died) ? true : undefined,
      );
      // While the replacement starts (forked, not yet listening), scrapes are answered at once.
      while (server.listeningPids().length < 3) {
        const startedAt = Date.now();
        expect((await getText(server.port, '/api/metrics')).status).toBe(200);
        expect(Date.now() - startedAt).toBeLessThan(2000);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const replacement = server.listeningPids()[2]!;
      process.kill(replacement, 'SIGKILL');
      await server.until('the second wait', () =>
        server.output().includes(`worker ${replacement} died (SIGKILL); starting another in 2 s`)
          ? true
          : undefined,
      );
      expect(server.listeningPids()).toHaveLength(3);
      await server.until('another replacement', () => server.listeningPids()[3]);
      expect((await getText(server.port, '/api/health')).status).toBe(200);
    });
  }, 180_000);
});
