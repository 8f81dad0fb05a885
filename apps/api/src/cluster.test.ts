import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileApi,
  requestStatus,
  startServerProcess,
  withScratchDatabase,
} from './test/process-harness';
import { WORKER_NODE_FLAGS } from './worker-node-flags';

let outdir: string;

beforeAll(async () => {
  outdir = await compileApi();
}, 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** `npm run start:production` on the compiled output, on a port and data directory of its own. */
function startProduction(env: Record<string, string>) {
  return startServerProcess(['--enable-source-maps', join(outdir, 'cluster.js')], {
    NODE_ENV: 'production',
    // Successful public reads are logged at debug: their lines name the pid that answered.
    LOG_LEVEL: 'debug',
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-01',
    ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    ...env,
  });
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
    const worker = await server.until('a worker listening', () => server.listeningPids()[0]);
    expect(await requestStatus(await server.port())).toBe(200);
    // The worker runs with its heap settings (worker-node-flags.ts), the primary's flags kept.
    const argv = readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0');
    expect(argv.slice(1, 2 + WORKER_NODE_FLAGS.length)).toEqual([
      ...WORKER_NODE_FLAGS,
      '--enable-source-maps',
    ]);

    expect(server.output()).toContain('WEB_CONCURRENCY=2 ignored: the embedded database');
    expect(server.output()).toContain('starting 1 API process on port');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(server.listeningPids()).toHaveLength(1);
  }, 120_000);
});
