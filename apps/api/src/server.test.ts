import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface RunningServer {
  child: ChildProcess;
  port: number;
  /** stdout and stderr as received so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: RunningServer[] = [];
const dataDirs: string[] = [];

afterEach(() => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
  }
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The real server as `npm start` runs it, on its own port and data directory. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coperto-server-test-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    // Only what the test means: no DATABASE_URL or SMTP_URL leaking in from the test run.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      JWT_SECRET: 'server-test-secret-server-test-secret-0123',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, port, output: () => output, exited };
  started.push(server);
  return server;
}

/** One request on a fresh connection: the status code, or the connection error's code. */
function probe(port: number, path = '/api/health') {
  return new Promise<number | string>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function waitUntilServing(server: RunningServer) {
  await waitFor('the server to answer /api/health', async () => {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited early:\n${server.output()}`);
    }
    return (await probe(server.port)) === 200 ? true : undefined;
  });
}

/** Reads one HTTP/1.1 response with a Content-Length from a raw socket. */
function readResponse(socket: Socket) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const headers = received.subarray(0, headerEnd).toString('latin1');
      const length = Number(/^content-length:\s*(\d+)/im.exec(headers)?.[1] ?? 0);
      const body = received.subarray(headerEnd + 4);
      if (body.length < length) return;
      socket.off('data', onData);
      resolve({
        status: Number(headers.split(' ')[1]),
        headers,
        body: body.subarray(0, length).toString('utf8'),
      });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('connection closed before a full response')));
  });
}

// A fresh PGlite data directory takes ~10 s to create and migrate on these machines.
describe('server process', { timeout: 120_000 }, () => {
  it('on SIGTERM refuses new work, finishes the in-flight request, then exits 0', async () => {
    // At trace the server logs a request's arrival, which is how the test knows it is in flight.
    const server = await startServer({ LOG_LEVEL: 'trace' });
    await waitUntilServing(server);

    // An in-flight request: headers and half of a form body sent, the rest still to come.
    const body = new URLSearchParams({
      username: 'nobody@example.test',
      password: 'not-a-real-password',
    }).toString();
    const half = Math.floor(body.length / 2);
    const inFlight = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => inFlight.once('connect', () => resolve()));
    let inFlightClosed = false;
    inFlight.on('close', () => {
      inFlightClosed = true;
    });
    const response = readResponse(inFlight);
    response.catch(() => {});
    inFlight.write(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${body.length}`,
        '',
        body.slice(0, half),
      ].join('\r\n'),
    );
    // The request's arrival is logged once its headers are in: from here on it is in flight.
    await waitFor('the login request to reach the server', () =>
      /POST \S*\/api\/auth\/login incoming request/.test(server.output()) ? true : undefined,
    );

    server.child.kill('SIGTERM');
    const refused = await waitFor('new connections to be turned away', async () => {
      const answer = await probe(server.port);
      return answer === 'ECONNREFUSED' || answer === 503 ? answer : undefined;
    });
    expect(['ECONNREFUSED', 503]).toContain(refused);
    // The log line travels through a pipe and may come in after the refusal.
    await waitFor('the shutdown to be logged', () =>
      server.output().includes('shutting down') ? true : undefined,
    );
    expect(inFlightClosed).toBe(false);
    expect(server.child.exitCode).toBeNull();

    inFlight.write(body.slice(half));
    const answer = await response;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    // The client keeps its side open, as a browser's keep-alive would: the server must not wait for it.
    const { code, signal } = await server.exited;
    inFlight.destroy();
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/INFO\s+shut down/);
  });

  it('refuses a bad configuration with exit code 1 and one clear line per bad variable', async () => {
    const server = await startServer({ PORT: 'abc', ACCESS_TOKEN_TTL: '5' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    const lines = server.output().trim().split('\n');
    const portLines = lines.filter((line) => line.includes('PORT='));
    const ttlLines = lines.filter((line) => line.includes('ACCESS_TOKEN_TTL='));
    expect(portLines).toHaveLength(1);
    expect(portLines[0]).toMatch(/PORT="abc": must be a port number/);
    expect(ttlLines).toHaveLength(1);
    expect(ttlLines[0]).toMatch(/ACCESS_TOKEN_TTL="5": must be at least 60 seconds/);
    expect(server.output()).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it('says in one line that the database is unreachable, without its password or a stack trace', async () => {
    const closedPort = await freePort();
    const server = await startServer({
      DATABASE_URL: `postgres://coperto:s3cret-Pa55@127.0.0.1:${closedPort}/coperto`,
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      `Cannot open the database at postgres://coperto:***@127.0.0.1:${closedPort}/coperto: nothing is listening there (is PostgreSQL running?)`,
    ]);
    expect(server.output()).not.toContain('s3cret-Pa55');
  });

  it('never echoes the password of a bad DATABASE_URL', async () => {
    const server = await startServer({ DATABASE_URL: 'mysql://coperto:s3cret-Pa55@db/coperto' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(
      'DATABASE_URL="mysql://coperto:***@db/coperto": must be a postgres:// URL',
    );
    expect(server.output()).not.toContain('s3cret-Pa55');
    expect(server.output()).not.toMatch(/\bat .+\.ts:\d+/);
  });
});
