import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../test/build-test-app';
import { formatDevLogLine } from './dev-log-stream';
import { newRequestId, requestIdMaker, requestLogLevelOf, SLOW_REQUEST_MS } from './request-log';

/** What the app's logger wrote, one parsed JSON entry per line. */
const lines: Record<string, unknown>[] = [];
const requestLines = () => lines.filter((line) => line.msg === 'request completed');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

describe('request log at info', () => {
  it('writes no line for the public site’s successful reads: the poll and the host lookup', async () => {
    const lookup = await t.app.inject({ url: `/api/restaurant/hostname/${DEMO.hosts.trattoria}` });
    expect(lookup.statusCode).toBe(200);
    const version = encodeURIComponent(lookup.json().last_updated);
    const poll = await t.app.inject({
      url: `/api/restaurant/current_version/${DEMO.hosts.trattoria}/${version}`,
    });
    expect(poll.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes one line per other request, at info or above, with the id the client was given', async () => {
    const { headers } = await loginAs(t.app, 'owner@demo.test');
    lines.length = 0;
    const list = await t.app.inject({ url: '/api/restaurant/', headers });
    expect(list.statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/api/restaurant/hostname/nowhere.localhost' });
    expect(missing.statusCode).toBe(404);

    const [signedIn, notFound] = requestLines();
    expect(requestLines()).toHaveLength(2);
    // Info, or warn should the loaded test machine make it slow.
    expect(signedIn).toMatchObject({ level: expect.any(Number), method: 'GET', statusCode: 200 });
    expect(signedIn).toMatchObject({ url: '/api/restaurant/', responseTime: expect.any(Number) });
    expect(signedIn!.level).toBeGreaterThanOrEqual(30);
    expect(notFound).toMatchObject({ statusCode: 404, host: 'localhost:80' });
    expect(notFound!.level).toBeGreaterThanOrEqual(30);
    expect(notFound!.reqId).toBe(missing.headers['x-request-id']);
    // Fastify's own "incoming request" line is off: one line per request, not two.
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('keeps a failed login, which is a write, and never logs the password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'username=owner%40demo.test&password=wrong-password-42',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(401);
    expect(requestLines()).toMatchObject([{ statusCode: 401 }]);
    expect(JSON.stringify(lines)).not.toContain('wrong-password-42');
  });
});

describe('the level of a finished request', () => {
  // The level depends only on these parts of a request and its reply.
  const request = (method: string, isPublic: boolean) =>
    ({ method, routeOptions: { config: { public: isPublic } } }) as never;
  const reply = (statusCode: number, elapsedTime = 5) => ({ statusCode, elapsedTime }) as never;

  it('is debug only for fast successful public reads', () => {
    expect(requestLogLevelOf(request('GET', true), reply(200))).toBe('debug');
    expect(requestLogLevelOf(request('HEAD', true), reply(304))).toBe('debug');
    expect(requestLogLevelOf(request('GET', true), reply(404))).toBe('info');
    expect(requestLogLevelOf(request('POST', true), reply(200))).toBe('info');
    expect(requestLogLevelOf(request('GET', false), reply(200))).toBe('info');
  });

  it('is warn for a slow request and error for a server error, hot or not', () => {
    expect(requestLogLevelOf(request('GET', true), reply(200, SLOW_REQUEST_MS))).toBe('warn');
    expect(requestLogLevelOf(request('GET', true), reply(500))).toBe('error');
    expect(requestLogLevelOf(request('GET', true), reply(503, SLOW_REQUEST_MS))).toBe('error');
  });
});

describe('the development log format', () => {
  const time = new Date(2026, 10, 25, 12, 4, 31).getTime();

  it('writes a request as one readable line', () => {
    const line = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'box',
      reqId: 'abc',
      method: 'POST',
      host: 'trattoria.localhost:3000',
      url: '/api/auth/login',
      statusCode: 200,
      responseTime: 41,
      msg: 'request completed',
    });
    expect(formatDevLogLine(line)).toBe(
      '12:04:31 INFO  POST trattoria.localhost:3000/api/auth/login 200 41 ms\n',
    );
  });

  it('keeps other fields and an error’s stack, and passes a non-JSON line through', () => {
    const line = JSON.stringify({
      level: 50,
      time,
      msg: 'unhandled error',
      to: 'a@b.test',
      err: { message: 'boom', stack: 'Error: boom\n    at here' },
    });
    expect(formatDevLogLine(line)).toBe(
      '12:04:31 ERROR unhandled error {"to":"a@b.test"}\n  Error: boom\n      at here\n',
    );
    expect(formatDevLogLine('plain text\n')).toBe('plain text\n');
  });
});

describe('request ids', () => {
  const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('are shaped as UUIDs, the process’s random prefix then a counter, never twice the same', () => {
    const next = requestIdMaker('0123abcd-4567-4def-89ab-');
    const ids = Array.from({ length: 3 * 4096 + 5 }, () => next());
    expect(ids.slice(0, 2)).toEqual([
      '0123abcd-4567-4def-89ab-000000000000',
      '0123abcd-4567-4def-89ab-000000000001',
    ]);
    // Across the counter's written part and its three last digits.
    expect(ids.slice(4095, 4097)).toEqual([
      '0123abcd-4567-4def-89ab-000000000fff',
      '0123abcd-4567-4def-89ab-000000001000',
    ]);
    expect(ids.at(-1)).toBe(
      `0123abcd-4567-4def-89ab-${(3 * 4096 + 4).toString(16).padStart(12, '0')}`,
    );
    expect(ids.every((id) => UUID_SHAPE.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('differ between processes: each makes its own random prefix', () => {
    const [one, other] = [requestIdMaker()(), requestIdMaker()()];
    expect(one).toMatch(UUID_SHAPE);
    expect(one.slice(0, 24)).not.toBe(other!.slice(0, 24));
    expect(newRequestId()).toMatch(UUID_SHAPE);
    expect(() => requestIdMaker('not-a-uuid-')).toThrow();
  });
});
