import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { buildApi } from '../../../../scripts/build-api';
import { databaseUrlOf, onServer } from './database-template';

/**
 * The real server as a child process, for the tests of what only a process shows (signals, exit
 * codes, start-up errors, node:cluster). Each listens on PORT=0 and the test reads the port the
 * system gave it from the start banner: probing for a free port first races with every other
 * test file binding ports at the same time.
 */

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** server.ts's banner, printed once it listens (by each worker under node:cluster). */
const BANNER_PORT = /Coperto is running on http:\/\/localhost:(\d+)/;
const WAIT_LIMIT_MS = 90_000;

/** A line of the production log (JSON, one object a line). */
export interface LogLine {
  pid: number;
  msg: string;
  url?: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** stdout as received so far (the JSON log lines in production). */
  stdout(): string;
  /** stdout and stderr as received so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The port the server bound, once its banner says so. */
  port(): Promise<number>;
  /** The whole JSON lines of stdout so far (the production log). */
  logLines(): LogLine[];
  /** The pids of the processes that logged they listen, in order. */
  listeningPids(): number[];
  /**
   * Checks every 50 ms until `check` answers; fails with the process's output on timeout, or as
   * soon as the process has ended with the check still unanswered (its output is then final).
   */
  until<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T>;
}

/**
 * `node <args>` from the repository root with a data directory of its own, on PORT=0 of the
 * loopback, and only the environment given: no DATABASE_URL or SMTP_URL leaks in from the test
 * run. Killed and its data removed when the test that started it ends: a hook of the test, not
 * of this module, which a worker that keeps its modules from file to file loads only once.
 */
export function startServerProcess(args: string[], env: Record<string, string>): ServerProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'coperto-process-test-'));
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  let stdout = '';
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    output += chunk.toString('utf8');
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // 'close' comes after the last output: from then on a check that fails will never pass.
  let closed = false;
  child.once('close', () => {
    closed = true;
  });

  const until = async <T>(what: string, check: () => Promise<T | undefined> | T | undefined) => {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const ended = closed;
      const value = await check();
      if (value !== undefined) return value;
      if (ended) throw new Error(`the process ended before ${what}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const port = () =>
    until('the start banner', () => {
      const match = BANNER_PORT.exec(stdout);
      return match ? Number(match[1]) : undefined;
    });
  const logLines = () =>
    stdout
      .split('\n')
      .slice(0, -1) // the last piece may be a line still being written
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const listeningPids = () =>
    logLines()
      .filter((line) => line.msg.startsWith('Server listening'))
      .map((line) => line.pid);
  return {
    child,
    stdout: () => stdout,
    output: () => output,
    exited,
    port,
    until,
    logLines,
    listeningPids,
  };
}

/**
 * Compiles the API as `npm run build:production` does, into a folder of node_modules/.cache
 * (inside the repository, so the compiled code finds node_modules as apps/api/dist does).
 */
export function compileApi(): Promise<string> {
  const cacheDir = join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  return buildApi(mkdtempSync(join(cacheDir, 'coperto-api-build-')));
}

/** A scratch database on the PostgreSQL server of DATABASE_URL, dropped after `run`. */
export async function withScratchDatabase(run: (url: string) => Promise<void>) {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `coperto_process_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  try {
    await run(databaseUrlOf(serverUrl, name));
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/**
 * A loopback port with nothing listening on it, for a test that needs a connection refused (an
 * unreachable database); never for a server to bind, which takes PORT=0.
 */
export async function unusedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * One GET on a connection of its own (so each may reach another worker): the status code, or
 * the connection error's code (`ECONNREFUSED` …).
 */
export function requestStatus(port: number, path = '/api/health') {
  return new Promise<number | string>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}
