import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  requestStatus,
  type ServerProcess,
  startServerProcess,
  unusedPort,
} from './test/process-harness';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

/** The real server as `npm start` runs it, on a port and data directory of its own. */
function startServer(env: Record<string, string>): ServerProcess {
  return startServerProcess(['--import', 'tsx', serverEntry], {
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    JWT_SECRET: 'server-test-secret-server-test-secret-0123',
    ...env,
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
    const server = startServer({ LOG_LEVEL: 'trace' });
    const port = await server.port();

    // An in-flight request: headers and half of a form body sent, the rest still to come.
    const body = new URLSearchParams({
      username: 'nobody@example.test',
      password: 'not-a-real-password',
    }).toString();
    const half = Math.floor(body.length / 2);
    const inFlight = connect(port, '127.0.0.1');
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
    await server.until('the login request to reach the server', () =>
      /POST \S*\/api\/auth\/login incoming request/.test(server.output()) ? true : undefined,
    );

    server.child.kill('SIGTERM');
    const refused = await server.until('new connections to be turned away', async () => {
      const answer = await requestStatus(port);
      return answer === 'ECONNREFUSED' || answer === 503 ? answer : undefined;
    });
    expect(['ECONNREFUSED', 503]).toContain(refused);
    // The log line travels through a pipe and may come in after the refusal.
    await server.until('the shutdown to be logged', () =>
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
    const server = startServer({ PORT: 'abc', ACCESS_TOKEN_TTL: '5' });
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
    const closedPort = await unusedPort();
    const server = startServer({
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
    const server = startServer({ DATABASE_URL: 'mysql://coperto:s3cret-Pa55@db/coperto' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(
      'DATABASE_URL="mysql://coperto:***@db/coperto": must be a postgres:// URL',
    );
    expect(server.output()).not.toContain('s3cret-Pa55');
    expect(server.output()).not.toMatch(/\bat .+\.ts:\d+/);
  });
});
