import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../scripts/build-api';

/** The compiled production start under node:cluster: what a scrape sees, how workers come back. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cacheDir = join(repoRoot, 'node_modules', '.cache');
let outdir: string;
const cleanups: Array<() => void> = [];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  mkdirSync(cacheDir, { recursive: true });
  outdir = await buildApi(mkdtempSync(join(cacheDir, 'coperto-api-build-')));
}, 60_000);
afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

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

async function startCluster(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coperto-cluster-metrics-'));
  const child: ChildProcess = spawn(process.execPath, [join(outdir, 'cluster.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      // Successful public reads are logged at debug: their lines name the pid that answered.
      LOG_LEVEL: 'debug',
      JWT_SECRET: 'cluster-test-secret-cluster-test-secret-01',
      ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const logLines = () =>
    output
      .split('\n')
      .slice(0, -1)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { pid: number; msg: string; url?: string });
  const listeningPids = () =>
    logLines()
      .filter((line) => line.msg.startsWith('Server listening'))
      .map((line) => line.pid);
  async function until<T>(what: string, check: () => T | undefined) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const value = check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { child, port, output: () => output, logLines, listeningPids, until };
}

/** A scratch database on the server of DATABASE_URL, dropped after the test. */
async function withScratchDatabase(run: (url: string) => Promise<void>) {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `coperto_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
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

  it('replaces a worker that dies soon after starting only after a growing wait', async () => {
    await withScratchDatabase(async (databaseUrl) => {
      const server = await startCluster(databaseUrl);
      const [first] = await server.until('two workers listening', () => {
        const pids = server.listeningPids();
        return pids.length === 2 ? pids : undefined;
      });
      process.kill(first!, 'SIGKILL');
      const replacement = await server.until('a replacement', () => server.listeningPids()[2]);
      expect(server.output()).toContain(`worker ${first} died (SIGKILL); starting another in 1 s`);
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
