import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../test/build-test-app';

/**
 * Remembered answers written before Fastify (fast-answers.ts), over a real socket: each compared
 * with Fastify's own answer to the same request, byte for byte but the request id and date.
 */
let t: TestApp;
let base: { host: string; port: number };
/** Answers the fast path wrote (each `sentFor` that found one). */
let fastAnswers = 0;

/** Every log line of the app, parsed: it logs at debug, so each request's line is here. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'debug', stream: logStream } });
  const answers = t.app.rememberedAnswers;
  const sentFor = answers.sentFor.bind(answers);
  answers.sentFor = (...args) => {
    const sent = sentFor(...args);
    if (sent) fastAnswers++;
    return sent;
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ ...base, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const withoutOwnHeaders = ({ headers }: Answer) => {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
};

const LOOKUP = `/api/restaurant/hostname/${DEMO.hosts.trattoria}`;
const pollOf = (lastUpdated: string) =>
  `/api/restaurant/current_version/${DEMO.hosts.trattoria}/${encodeURIComponent(lastUpdated)}?language=it`;

describe('remembered answers before Fastify', () => {
  it('are byte for byte what Fastify answers, identity, gzip and brotli, each with its own id', async () => {
    // Asked with an Accept-Encoding of its own, so the first request of each kind below is Fastify's.
    const { last_updated } = JSON.parse(
      (await get(LOOKUP, { 'accept-encoding': 'identity' })).body.toString(),
    );
    for (const path of [LOOKUP, pollOf(last_updated)]) {
      for (const encoding of [undefined, 'gzip', 'br, gzip']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const before = fastAnswers;
        const fromFastify = await get(path, headers);
        const fast = await get(path, headers);
        const fastAgain = await get(path, headers);
        expect([path, encoding, fastAnswers - before]).toEqual([path, encoding, 2]);
        expect(fromFastify.status).toBe(200);
        for (const answer of [fast, fastAgain]) {
          expect(answer.status).toBe(fromFastify.status);
          expect(withoutOwnHeaders(answer)).toEqual(withoutOwnHeaders(fromFastify));
          expect(answer.body.equals(fromFastify.body)).toBe(true);
          expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
          expect(typeof answer.headers.date).toBe('string');
        }
        expect(fast.headers['x-request-id']).not.toBe(fastAgain.headers['x-request-id']);
      }
    }
    const big = await get(LOOKUP, { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers['content-security-policy']).toBeDefined();
  });

  it("keep the caller's X-Request-Id, as Fastify does", async () => {
    await get(LOOKUP);
    const before = fastAnswers;
    const answer = await get(LOOKUP, { 'x-request-id': 'from-the-proxy-1' });
    expect(fastAnswers).toBe(before + 1);
    expect(answer.headers['x-request-id']).toBe('from-the-proxy-1');
  });

  it('leave conditional requests, HEAD and other URLs to Fastify', async () => {
    await get(LOOKUP);
    const before = fastAnswers;
    const head = await get(LOOKUP, {}, 'HEAD');
    const conditional = await get(LOOKUP, { 'if-none-match': '"x"' });
    const unknown = await get('/api/restaurant/hostname/nowhere.example');
    expect(fastAnswers).toBe(before);
    expect([head.status, conditional.status, unknown.status]).toEqual([200, 200, 404]);
    expect(head.body.length).toBe(0);
  });

  it('see a change of the restaurant at once', async () => {
    const current = JSON.parse((await get(LOOKUP)).body.toString());
    await get(LOOKUP);
    const owner = await loginAs(t.app, DEMO.users.owner);
    t.clock.advance(1000);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/${current.id}`,
      headers: owner.headers,
      payload: { description: 'Rinnovata prima di Fastify' },
    });
    expect(put.statusCode).toBe(200);
    const before = fastAnswers;
    const after = JSON.parse((await get(LOOKUP)).body.toString());
    expect(fastAnswers).toBe(before);
    expect(after.description).toBe('Rinnovata prima di Fastify');
    // Then remembered anew (once the route has answered from memory) and written fast again.
    for (const _ of [1, 2, 3]) {
      const again = JSON.parse((await get(LOOKUP)).body.toString());
      expect(again.description).toBe('Rinnovata prima di Fastify');
    }
    expect(fastAnswers).toBeGreaterThan(before);
  });

  it('are counted in the request metrics under the route', async () => {
    const series =
      'http_requests_total{method="GET",route="/api/restaurant/hostname/:hostname",status_code="200"}';
    const count = async () => {
      const text = (await t.app.inject({ url: '/api/metrics' })).body;
      const line = text.split('\n').find((l) => l.startsWith(series));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await get(LOOKUP);
    const before = await count();
    const fastBefore = fastAnswers;
    for (const _ of [1, 2, 3]) await get(LOOKUP);
    expect(fastAnswers - fastBefore).toBe(3);
    expect((await count()) - before).toBe(3);
  });

  it("are logged as the request log logs Fastify's answer: at debug, same fields", async () => {
    const path = `${LOOKUP}?log=1`;
    const linesOf = (id: unknown) =>
      logLines.filter((line) => line.reqId === id && line.msg === 'request completed');
    const fromFastify = await get(path);
    const fast = await get(path);
    const [fastifyLine] = linesOf(fromFastify.headers['x-request-id']);
    const [fastLine] = linesOf(fast.headers['x-request-id']);
    expect(fastifyLine).toMatchObject({ level: 20, method: 'GET', url: path, statusCode: 200 });
    const fieldsOf = ({
      time: _t,
      responseTime: _r,
      reqId: _i,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(fieldsOf(fastLine!)).toEqual(fieldsOf(fastifyLine!));
    expect(typeof fastLine!.responseTime).toBe('number');
  });
});
