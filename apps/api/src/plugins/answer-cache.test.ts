import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import answerCache, { type AnswerCacheRule, ENCODINGS_PER_URL } from './answer-cache';

/**
 * The plugin in a real Fastify with @fastify/compress, in app.ts's order: a header every answer
 * gets before (as the security headers), the request id on send, the answer cache, then routes
 * whose answers depend on a `version` object the test replaces, as a restaurant is replaced.
 */
let app: FastifyInstance;
let version: { n: number } | undefined;
let handled: number;
let lookups: number;
let responses: number;
let slowEntered: () => void;
let slowGate: Promise<void>;
const rule: AnswerCacheRule = {
  dependencyOf(_request, countAsLookup) {
    if (countAsLookup && version) lookups++;
    return version;
  },
};
const big = 'x'.repeat(4000);

beforeEach(async () => {
  version = { n: 1 };
  slowEntered = () => {};
  slowGate = Promise.resolve();
  handled = 0;
  lookups = 0;
  responses = 0;
  app = Fastify();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-before', 'set by an earlier hook');
    done();
  });
  let requestId = 0;
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-request-id', String(++requestId));
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    responses++;
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(answerCache);
  app.get('/small/:name', { config: { answerCache: rule } }, async (request) => {
    handled++;
    return { name: (request.params as { name: string }).name, n: version?.n };
  });
  app.get('/big', { config: { answerCache: rule } }, async (_request, reply) => {
    handled++;
    reply.header('cache-control', 'no-store');
    // A route may change what an earlier hook set: its own value is part of its answer.
    reply.header('x-before', 'changed by the route');
    return { big, n: version?.n };
  });
  app.get('/missing', { config: { answerCache: rule } }, async (_request, reply) => {
    handled++;
    return reply.status(404).send({ code: 'NOT_FOUND' });
  });
  app.get('/cookie', { config: { answerCache: rule } }, async (_request, reply) => {
    handled++;
    return reply.header('set-cookie', 'a=b').send({ ok: true });
  });
  app.get('/slow', { config: { answerCache: rule } }, async () => {
    handled++;
    const seen = version;
    slowEntered();
    await slowGate;
    return { n: seen?.n };
  });
  app.get('/plain', async () => {
    handled++;
    return { ok: true };
  });
});
afterEach(() => app.close());

describe('answer cache', () => {
  it('answers again without the handler while the dependency is the same object', async () => {
    const first = await app.inject({ url: '/small/a?x=1' });
    const second = await app.inject({ url: '/small/a?x=1' });
    expect(handled).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ name: 'a', n: 1 });
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-length']).toBe(first.headers['content-length']);
    // What every answer gets stays per request: earlier hooks, onSend hooks, onResponse hooks.
    expect(second.headers['x-before']).toBe('set by an earlier hook');
    expect([first.headers['x-request-id'], second.headers['x-request-id']]).toEqual(['1', '2']);
    expect(responses).toBe(2);
    // The served answer was the lookup the request made; the one that made the answer was not.
    expect(lookups).toBe(1);
  });

  it('keeps answers apart by URL, query included', async () => {
    expect((await app.inject({ url: '/small/a' })).json().name).toBe('a');
    expect((await app.inject({ url: '/small/b' })).json().name).toBe('b');
    expect((await app.inject({ url: '/small/a?lang=en' })).json().name).toBe('a');
    expect(handled).toBe(3);
    expect((await app.inject({ url: '/small/b' })).json().name).toBe('b');
    expect(handled).toBe(3);
  });

  it('makes the answer again once the dependency is another object, or none', async () => {
    await app.inject({ url: '/small/a' });
    version = { n: 2 };
    expect((await app.inject({ url: '/small/a' })).json()).toEqual({ name: 'a', n: 2 });
    expect((await app.inject({ url: '/small/a' })).json()).toEqual({ name: 'a', n: 2 });
    expect(handled).toBe(2);
    version = undefined;
    await app.inject({ url: '/small/a' });
    await app.inject({ url: '/small/a' });
    expect(handled).toBe(4);
  });

  it('remembers the compressed body per Accept-Encoding, with its headers', async () => {
    const asked = async (encoding?: string) => {
      const reply = await app.inject({
        url: '/big',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      const raw = reply.rawPayload;
      const body =
        reply.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(raw)
          : reply.headers['content-encoding'] === 'gzip'
            ? gunzipSync(raw)
            : raw;
      expect(JSON.parse(body.toString('utf8'))).toEqual({ big, n: 1 });
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['x-before']).toBe('changed by the route');
      expect(Number(reply.headers['content-length'])).toBe(raw.length);
      return reply;
    };
    const encodings = [undefined, 'gzip', 'br, gzip', 'gzip, deflate, br'];
    const first = await Promise.all(encodings.map((e) => asked(e)));
    const again = await Promise.all(encodings.map((e) => asked(e)));
    expect(handled).toBe(encodings.length);
    for (const [i, reply] of again.entries()) {
      expect(reply.headers['content-encoding']).toBe(first[i]!.headers['content-encoding']);
      expect(reply.headers.vary).toBe(first[i]!.headers.vary);
      expect(reply.rawPayload.equals(first[i]!.rawPayload)).toBe(true);
    }
    expect(again.map((r) => r.headers['content-encoding'])).toEqual([
      undefined,
      'gzip',
      'br',
      'br',
    ]);
  });

  it('remembers a bounded number of encodings per URL', async () => {
    const encodings = Array.from({ length: ENCODINGS_PER_URL + 3 }, (_, i) => `gzip;q=0.${i + 1}`);
    for (const round of [1, 2]) {
      for (const encoding of encodings) {
        await app.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
      }
      expect([round, handled]).toEqual([round, ENCODINGS_PER_URL + round * 3]);
    }
    // Whole answers for the fast path: twice as many (both protocols), still bounded.
    const many = Array.from({ length: 2 * ENCODINGS_PER_URL + 3 }, (_, i) => `br;q=0.${i + 1}`);
    for (const encoding of many) {
      await app.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
      await app.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
    }
    const whole = [...encodings, ...many].filter((encoding) =>
      app.rememberedAnswers.sentFor('/big', 'http', encoding),
    );
    expect(whole).toHaveLength(2 * ENCODINGS_PER_URL);
  });

  it('keeps whole answers by protocol and Accept-Encoding, while the dependency is the same', async () => {
    for (const _ of [1, 2]) {
      await app.inject({ url: '/small/a' });
      await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    }
    const answers = app.rememberedAnswers;
    const small = answers.sentFor('/small/a', 'http', '');
    expect(small).toMatchObject({ statusCode: 200, route: '/small/:name' });
    expect(small!.payload).toBe(JSON.stringify({ name: 'a', n: 1 }));
    expect(small!.headers.slice(0, 4)).toEqual([
      'x-request-id',
      '',
      'x-before',
      'set by an earlier hook',
    ]);
    expect(small!.headers.slice(-2)).toEqual(['content-length', String(small!.payload.length)]);
    const gzipped = answers.sentFor('/big', 'http', 'gzip');
    expect(gzipped!.headers).toContain('content-encoding');
    expect(gunzipSync(gzipped!.payload).toString()).toBe(JSON.stringify({ big, n: 1 }));
    // Another protocol or encoding, another URL: none remembered.
    expect(answers.sentFor('/small/a', 'https', '')).toBeUndefined();
    expect(answers.sentFor('/small/a', 'http', 'gzip')).toBeUndefined();
    expect(answers.sentFor('/big', 'http', '')).toBeUndefined();
    expect(answers.sentFor('/small/b', 'http', '')).toBeUndefined();
    version = { n: 2 };
    expect(answers.sentFor('/small/a', 'http', '')).toBeUndefined();
  });

  it('never remembers an answer made from an object that was replaced meanwhile', async () => {
    let release = () => {};
    slowGate = new Promise((resolve) => {
      release = resolve;
    });
    const entered = new Promise<void>((resolve) => {
      slowEntered = resolve;
    });
    const during = app.inject({ url: '/slow' });
    await entered;
    version = { n: 2 }; // the restaurant changed while the answer was being made from n: 1
    release();
    expect((await during).json()).toEqual({ n: 1 });
    slowEntered = () => {};
    expect((await app.inject({ url: '/slow' })).json()).toEqual({ n: 2 });
    expect((await app.inject({ url: '/slow' })).json()).toEqual({ n: 2 });
    expect(handled).toBe(2);
  });

  it('remembers only successful answers that are everybody’s, for plain GETs', async () => {
    for (const _ of [1, 2]) {
      expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/cookie' })).headers['set-cookie']).toBe('a=b');
      await app.inject({ url: '/plain' });
      await app.inject({ url: '/small/c', headers: { 'if-none-match': '"x"' } });
      await app.inject({ url: '/small/d', headers: { 'x-no-compression': '1' } });
      await app.inject({ method: 'HEAD', url: '/small/e' });
    }
    expect(handled).toBe(12);
  });
});
