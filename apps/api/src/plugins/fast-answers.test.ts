import {
  request as httpRequest,
  IncomingMessage,
  type IncomingMessage as Request,
  ServerResponse,
} from 'node:http';
import { type AddressInfo, connect, Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../test/build-test-app';
import type { SentAnswer } from './answer-cache';
import { fastAnswererOf, keepTickShapes, preparedHeadOf } from './fast-answers';

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

/** The status line and header block exactly as sent, over a socket of its own. */
function rawHeadOf(path: string, headers: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(base.port, base.host, () => {
      const lines = Object.entries({ host: `${base.host}:${base.port}`, ...headers });
      socket.write(
        `GET ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`,
      );
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.destroy();
      resolve(received.slice(0, end + 2));
    });
    socket.on('error', reject);
  });
}

/** A header block with its own request id and date taken out. */
const withoutOwnLines = (head: string) =>
  head.replace(/^x-request-id: .*\r\n/im, 'x-request-id: …\r\n').replace(/^date: .*\r\n/im, '');

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

  it('are the same bytes as Fastify sends, header block included, but the id and date', async () => {
    const { last_updated } = JSON.parse(
      (await get(LOOKUP, { 'accept-encoding': 'identity' })).body.toString(),
    );
    for (const path of [LOOKUP, pollOf(last_updated)]) {
      const headers = { 'accept-encoding': 'gzip, deflate' };
      const before = fastAnswers;
      const fromFastify = await rawHeadOf(path, headers);
      const fast = await rawHeadOf(path, headers);
      expect(fastAnswers - before).toBe(1);
      expect(fast).toMatch(/^HTTP\/1\.1 200 OK\r\nx-request-id: [0-9a-f-]{36}\r\n/);
      expect(withoutOwnLines(fast)).toBe(withoutOwnLines(fromFastify));
      expect(fast).toMatch(/\r\ncontent-security-policy: [^\r\n]+\r\n/);
    }
  });

  it("keep the caller's X-Request-Id, as Fastify does", async () => {
    await get(LOOKUP);
    const before = fastAnswers;
    const answer = await get(LOOKUP, { 'x-request-id': 'from-the-proxy-1' });
    expect(fastAnswers).toBe(before + 1);
    expect(answer.headers['x-request-id']).toBe('from-the-proxy-1');
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const full = await get(LOOKUP);
    const before = fastAnswers;
    const head = await get(LOOKUP, {}, 'HEAD');
    expect(fastAnswers).toBe(before + 1);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('leave conditional requests, other methods and other URLs to Fastify', async () => {
    await get(LOOKUP);
    const before = fastAnswers;
    const conditional = await get(LOOKUP, { 'if-none-match': '"x"' });
    const options = await get(LOOKUP, {}, 'OPTIONS');
    const unknown = await get('/api/restaurant/hostname/nowhere.example');
    expect(fastAnswers).toBe(before);
    expect([conditional.status, unknown.status]).toEqual([200, 404]);
    expect(options.status).not.toBe(200);
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

describe('a remembered answer’s headers prepared for writeHead', () => {
  /** The header block Node writes on a response of its own (no date, no socket). */
  function blockOf(write: (response: ServerResponse) => void) {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.sendDate = false;
    write(response);
    return (response as unknown as { _header: string })._header;
  }
  const HEADERS = [
    'x-request-id',
    '',
    'content-security-policy',
    "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options',
    'nosniff',
    'content-type',
    'application/json; charset=utf-8',
    'vary',
    'accept-encoding',
    'content-length',
    '27',
  ];

  it('are written as Node writes the list, with the runs of headers it does not read joined', () => {
    const head = preparedHeadOf(200, HEADERS);
    expect(head).not.toBeNull();
    // The id, the four headers Node does not read, the length.
    expect(Object.values(head!.entries).map(([name]) => name)).toEqual([
      'x-request-id',
      'content-security-policy',
      'content-length',
    ]);
    const written = (id: string) =>
      blockOf((response) => {
        const fast = fastAnswererOf({
          answers: { sentFor: () => sent },
          trustProxy: false,
          record: () => {},
          log: { isLevelEnabled: () => false } as never,
        });
        const request = { method: 'GET', url: '/x', headers: { 'x-request-id': id }, socket: {} };
        expect(fast.answer(request as unknown as Request, response)).toBe(true);
      });
    const sent: SentAnswer = { statusCode: 200, route: '/x', headers: HEADERS, payload: 'x' };
    const asList = blockOf((response) => {
      const list = HEADERS.slice();
      list[1] = 'the-caller-s-id';
      response.writeHead(200, list);
    });
    expect(written('the-caller-s-id')).toBe(asList);
    expect(asList).toContain('\r\ncontent-length: 27\r\n');
  });

  it('keep what Node reads apart, wherever it comes', () => {
    const headers = ['x-request-id', '', 'a-one', '1', 'connection', 'keep-alive', 'b-two', '2'];
    const head = preparedHeadOf(200, headers);
    expect(Object.values(head!.entries).map(([name]) => name)).toEqual([
      'x-request-id',
      'a-one',
      'connection',
      'b-two',
    ]);
    const list = headers.slice();
    list[1] = 'id';
    expect(blockOf((response) => response.writeHead(200, list))).toContain(
      'x-request-id: id\r\na-one: 1\r\nconnection: keep-alive\r\nb-two: 2\r\n',
    );
  });

  it('leave a caller’s id Node would refuse to Fastify', () => {
    const fast = fastAnswererOf({
      answers: {
        sentFor: () => ({ statusCode: 200, route: '/x', headers: HEADERS, payload: 'x' }),
      },
      trustProxy: false,
      record: () => {},
      log: { isLevelEnabled: () => false } as never,
    });
    const request = {
      method: 'GET',
      url: '/x',
      headers: { 'x-request-id': 'a\u0001b' },
      socket: {},
    };
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    expect(fast.answer(request as unknown as Request, response)).toBe(false);
    expect(response.headersSent).toBe(false);
  });
});

describe('keeping the tick objects’ shapes', () => {
  it('keeps one tick, once, and leaves process.nextTick as it was', async () => {
    keepTickShapes();
    keepTickShapes();
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      process.nextTick((value: string) => {
        order.push(value);
        resolve();
      }, 'ran');
      order.push('queued');
    });
    expect(order).toEqual(['queued', 'ran']);
  });
});
