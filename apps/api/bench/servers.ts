/**
 * The benchmarks' servers: each runs in a child process of its own (serve.ts), pinned with
 * taskset to one core, and answers its parent over IPC (when listening, its CPU time, stop).
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ServerKind = 'app' | 'node-http';
type ToParent = { type: 'listening'; port: number } | { type: 'cpu'; usage: NodeJS.CpuUsage };
type ToServer = { type: 'cpu' } | { type: 'stop' };

/** Every server on this core, the load generator on the other one. */
export const SERVER_CPU = 1;
export const LOAD_CPU = 0;

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

/** The child's side: listens, then answers its parent until told to stop or orphaned. */
export async function serve(kind: ServerKind) {
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

// ---------------------------------------------------------------- parent: start, ask, stop

/** Pins a process, every thread of it, to one core (taskset, util-linux). */
export function pin(pid: number, cpu: number) {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(cpu), String(pid)], {
    stdio: 'ignore',
  });
}

/** Starts a server in a child process, pinned to SERVER_CPU once it listens. */
export function startServer(kind: ServerKind) {
  // The product's request log goes to /dev/null: written, as in production, but not shown.
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [kind], {
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
    pid: () => child.pid!,
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

export type Server = ReturnType<typeof startServer>;
