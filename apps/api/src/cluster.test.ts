import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../../scripts/build-api';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the repository, so the compiled code finds node_modules as apps/api/dist does.
const cacheDir = join(repoRoot, 'node_modules', '.cache');
let outdir: string;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  mkdirSync(cacheDir, { recursive: true });
  outdir = await buildApi(mkdtempSync(join(cacheDir, 'coperto-api-build-')));
}, 60_000);
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor<T>(what: string, check: () => T | undefined, output: () => string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run start:production` on the compiled output, with its own port and data directory. */
async function startProduction(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coperto-cluster-test-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [join(outdir, 'cluster.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Successful public reads are logged at debug: their lines name the pid that answered.
      LOG_LEVEL: 'debug',
      JWT_SECRET: 'cluster-test-secret-cluster-test-secret-01',
      ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  // The JSON log lines come on stdout; stderr joins them only in `output`, for messages.
  let stdout = '';
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    output += chunk.toString('utf8');
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const logLines = () =>
    stdout
      .split('\n')
      .slice(0, -1) // the last piece may be a line still being written
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { pid: number; msg: string; url?: string });
  const listeningPids = () =>
    logLines()
      .filter((line) => line.msg.startsWith('Server listening'))
      .map((line) => line.pid);
  const until = <T>(what: string, check: () => T | undefined) => waitFor(what, check, () => output);
  return { child, port, exited, output: () => output, logLines, listeningPids, until };
}

/** One request on a connection of its own, so each may reach another worker. */
function getHealth(port: number) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
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
        const server = await startProduction({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' });
        const [first, second] = await server.until('two workers listening', () => {
          const pids = server.listeningPids();
          return pids.length === 2 ? pids : undefined;
        });

        for (let i = 0; i < 6; i++) expect(await getHealth(server.port)).toBe(200);
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
        expect(await getHealth(server.port)).toBe(200);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        const shutDown = server.logLines().filter((line) => line.msg === 'shut down');
        expect(new Set(shutDown.map((line) => line.pid))).toEqual(new Set([second, replacement]));
      });
    },
    180_000,
  );

  it('stays one process on the embedded database, whatever WEB_CONCURRENCY asks', async () => {
    const server = await startProduction({ WEB_CONCURRENCY: '2' });
    await server.until('a worker listening', () => server.listeningPids()[0]);
    expect(await getHealth(server.port)).toBe(200);

    expect(server.output()).toContain('WEB_CONCURRENCY=2 ignored: the embedded database');
    expect(server.output()).toContain('starting 1 API process on port');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.listeningPids()).toHaveLength(1);
  }, 120_000);
});
