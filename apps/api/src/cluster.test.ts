import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../scripts/build-api';
import { repoRoot, requestStatus, startServerProcess } from './test/process-harness';

// Inside the repository, so the compiled code finds node_modules as apps/api/dist does.
const cacheDir = join(repoRoot, 'node_modules', '.cache');
let outdir: string;

beforeAll(async () => {
  mkdirSync(cacheDir, { recursive: true });
  outdir = await buildApi(mkdtempSync(join(cacheDir, 'coperto-api-build-')));
}, 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** `npm run start:production` on the compiled output, on a port and data directory of its own. */
function startProduction(env: Record<string, string>) {
  const server = startServerProcess([join(outdir, 'cluster.js')], {
    NODE_ENV: 'production',
    // Successful public reads are logged at debug: their lines name the pid that answered.
    LOG_LEVEL: 'debug',
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-01',
    ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    ...env,
  });
  const logLines = () =>
    server
      .stdout()
      .split('\n')
      .slice(0, -1) // the last piece may be a line still being written
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { pid: number; msg: string; url?: string });
  const listeningPids = () =>
    logLines()
      .filter((line) => line.msg.startsWith('Server listening'))
      .map((line) => line.pid);
  return { ...server, logLines, listeningPids };
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

describe('the production start (compiled, node:cluster)', () => {
  it.runIf(process.env.DATABASE_URL)(
    'runs two workers on one PostgreSQL behind one port, replaces one that dies, stops on SIGTERM',
    async () => {
      await withScratchDatabase(async (databaseUrl) => {
        const server = startProduction({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' });
        // Workers that listen on port 0 under node:cluster all share the one the primary got.
        const port = await server.port();
        const [first, second] = await server.until('two workers listening', () => {
          const pids = server.listeningPids();
          return pids.length === 2 ? pids : undefined;
        });

        for (let i = 0; i < 6; i++) expect(await requestStatus(port)).toBe(200);
        const answeredBy = await server.until('six request lines', () => {
          const lines = server.logLines().filter((line) => line.url === '/api/health');
          return lines.length === 6 ? new Set(lines.map((line) => line.pid)) : undefined;
        });
        expect(answeredBy).toEqual(new Set([first, second]));
        expect(answeredBy.has(server.child.pid!)).toBe(false);

        process.kill(first!, 'SIGKILL');
        const replacement = await server.until('a replacement worker', () =>
          server.listeningPids().find((pid) => pid !== first && pid !== second),
        );
        expect(server.output()).toContain(`worker ${first} died (SIGKILL); starting another`);
        expect(replacement).toBeGreaterThan(0);
        expect(await requestStatus(port)).toBe(200);

        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
        const shutDown = server.logLines().filter((line) => line.msg === 'shut down');
        expect(new Set(shutDown.map((line) => line.pid))).toEqual(new Set([second, replacement]));
      });
    },
    180_000,
  );

  it('stays one process on the embedded database, whatever WEB_CONCURRENCY asks', async () => {
    const server = startProduction({ WEB_CONCURRENCY: '2' });
    await server.until('a worker listening', () => server.listeningPids()[0]);
    expect(await requestStatus(await server.port())).toBe(200);

    expect(server.output()).toContain('WEB_CONCURRENCY=2 ignored: the embedded database');
    expect(server.output()).toContain('starting 1 API process on port');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(server.listeningPids()).toHaveLength(1);
  }, 120_000);
});
