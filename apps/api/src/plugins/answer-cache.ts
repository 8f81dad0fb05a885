import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { routeOptionsOf } from './route-options-of';

/**
 * How a route's answers may be remembered whole (route option `config.answerCache`): the answer
 * must be a pure function of the URL and of one shared object that nobody mutates and that is
 * replaced when what it stands for changes (a restaurant's public reads: its cached restaurant).
 */
export interface AnswerCacheRule {
  /**
   * The object the answer of `request` depends on, as memory holds it now; undefined when memory
   * holds none (then nothing is remembered or served). `countAsLookup`: the call is the lookup
   * the request would otherwise make (a remembered answer is about to be served if it matches),
   * rather than a check after the route has made its own.
   */
  dependencyOf(
    request: Pick<FastifyRequest, 'params' | 'server'>,
    countAsLookup: boolean,
  ): object | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Remember this GET route's successful answers whole (plugins/answer-cache.ts). */
    answerCache?: AnswerCacheRule;
  }
  interface FastifyRequest {
    /** Set while a request's answer is being made to be remembered: the headers it had before. */
    answerCacheHeadersBefore: Readonly<Record<string, unknown>> | null;
    /** The dependency as memory held it when the request came: what its answer is made from. */
    answerCacheDependency: object | null;
  }
  interface FastifyInstance {
    /** The remembered answers as a whole, sent before Fastify (plugins/fast-answers.ts). */
    rememberedAnswers: RememberedAnswers;
  }
}

/** An answer exactly as Fastify sent it: every header but the request id and date, in order. */
export interface SentAnswer {
  statusCode: number;
  /** Route pattern, as the request metrics label it. */
  route: string;
  /** Flat name, value, name, value… with the request id's value at index 1, to be filled. */
  headers: readonly string[];
  payload: string | Buffer;
}

export interface RememberedAnswers {
  /**
   * The whole answer to a plain GET of `url` over `protocol` with this Accept-Encoding, if one is
   * remembered and its dependency is still the same object (counted as a lookup); else undefined.
   */
  sentFor(url: string, protocol: string, acceptEncoding: string): SentAnswer | undefined;
}

/** URLs remembered per app; all forgotten when full, so made-up query strings cannot grow it. */
export const REMEMBERED_URLS = 500;
/** Accept-Encoding values remembered per URL: browsers send a handful, anything else is made up. */
export const ENCODINGS_PER_URL = 8;
/** Never part of a remembered answer: each request has its own, or Fastify computes it. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'content-length', 'date']);

interface Variant {
  /** The route's own headers (content type; content-encoding and vary when compressed). */
  headers: Readonly<Record<string, string>>;
  payload: string | Buffer;
}

interface RememberedAnswer {
  dependency: object;
  rule: AnswerCacheRule;
  /** What the rule reads from a request to find the dependency again. */
  params: unknown;
  /** Whole answers by protocol, then Accept-Encoding, for the fast path: no key built per request. */
  sent: Map<string, Map<string, SentAnswer>>;
  /** How many `sent` holds in all. */
  sentCount: number;
  statusCode: number;
  /** By the request's Accept-Encoding, exactly as sent ('' when absent): @fastify/compress decides. */
  variants: Map<string, Variant>;
}

/**
 * A long text is kept as bytes: Node copies a string body behind the headers and Fastify counts
 * its UTF-8 length on every send, while bytes are written as they are (a tenth less CPU for the
 * host name lookup's 2 KB); a short one is cheaper joined to the headers in one write.
 */
export const BYTES_FROM = 1024;
const asSent = (payload: string | Buffer) =>
  typeof payload === 'string' && payload.length >= BYTES_FROM ? Buffer.from(payload) : payload;

/** Requests whose answer another answer cannot stand for: conditional, or asking not to compress. */
function isPlainRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers['if-none-match'] === undefined &&
    headers['if-modified-since'] === undefined &&
    headers['x-no-compression'] === undefined
  );
}

/**
 * The route's own headers at the end of onSend: those every request gets before (unless the route
 * changed them) and per-request ones are left out.
 */
function ownHeadersOf(reply: FastifyReply, before: Readonly<Record<string, unknown>>) {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (before[name] === value || PER_REQUEST_HEADERS.has(name) || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    own[name] = String(value);
  }
  return own;
}

/**
 * Every header of the answer being sent, as Fastify will write them: the request id's first (set
 * by the first onRequest hook), the content length last (Fastify adds it after onSend).
 */
function wholeAnswerOf(reply: FastifyReply, route: string, payload: string | Buffer): SentAnswer {
  const headers = ['x-request-id', ''];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
    headers.push(name, String(value));
  }
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  headers.push('content-length', String(length));
  return { statusCode: reply.statusCode, route, headers, payload };
}

/**
 * Remembers whole answers of the routes that opt in (status, the route's headers, the body as
 * sent: compressed per Accept-Encoding by @fastify/compress) and serves them again from the first
 * onRequest hook after the security headers, while the route's dependency is the same object:
 * no session, validation, handler, serialization or compression. What every answer gets stays
 * per request: the security headers (set before), the request id and any other onSend hook, the
 * metrics and the request log (onResponse). Register after the security headers (their onRequest
 * hook must run before this one's) and @fastify/compress (its onSend, before this one's), and
 * before the auth plugin, whose session work a remembered answer skips.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('answerCacheHeadersBefore', null);
    app.decorateRequest('answerCacheDependency', null);
    let answers = new Map<string, RememberedAnswer>();

    function remember(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const before = request.answerCacheHeadersBefore;
      const { config, url: route } = routeOptionsOf(request);
      const rule = config?.answerCache;
      if (!before || !rule || reply.statusCode !== 200) return;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
      const headers = ownHeadersOf(reply, before);
      // A cookie is somebody's own: such an answer is not everybody's.
      if (!headers || headers['set-cookie'] !== undefined) return;
      // Only an answer made from the object memory still holds: a request that began before a
      // change (or before memory held the restaurant) may have answered older data.
      const dependency = request.answerCacheDependency;
      if (!dependency || rule.dependencyOf(request, false) !== dependency) return;
      let answer = answers.get(request.url);
      if (answer?.dependency !== dependency || answer.statusCode !== reply.statusCode) {
        if (answers.size >= REMEMBERED_URLS) answers = new Map();
        answer = {
          dependency,
          rule,
          params: request.params,
          statusCode: reply.statusCode,
          variants: new Map(),
          sent: new Map(),
          sentCount: 0,
        };
        answers.set(request.url, answer);
      }
      const encoding = request.headers['accept-encoding'] ?? '';
      const sent = asSent(payload);
      if (answer.variants.size < ENCODINGS_PER_URL) {
        answer.variants.set(encoding, { headers: Object.freeze(headers), payload: sent });
      }
      if (answer.sentCount < 2 * ENCODINGS_PER_URL && route !== undefined) {
        let byEncoding = answer.sent.get(request.protocol);
        if (!byEncoding) {
          byEncoding = new Map();
          answer.sent.set(request.protocol, byEncoding);
        }
        if (!byEncoding.has(encoding)) answer.sentCount++;
        byEncoding.set(encoding, wholeAnswerOf(reply, route, sent));
      }
    }

    app.decorate('rememberedAnswers', {
      sentFor(url, protocol, acceptEncoding) {
        const answer = answers.get(url);
        const sent = answer?.sent.get(protocol)?.get(acceptEncoding);
        if (!answer || !sent) return undefined;
        const request = { params: answer.params, server: app };
        return answer.rule.dependencyOf(request, true) === answer.dependency ? sent : undefined;
      },
    } satisfies RememberedAnswers);

    const rememberOnSend: onSendHookHandler = (request, reply, payload, done) => {
      if (request.answerCacheHeadersBefore) remember(request, reply, payload);
      done(null, payload);
    };

    // Last in each opted-in route's onSend, after @fastify/compress's: what is sent is remembered.
    app.addHook('onRoute', (route) => {
      if (!route.config?.answerCache) return;
      route.onSend = [route.onSend ?? []].flat().concat(rememberOnSend);
    });

    app.addHook('onRequest', (request, reply, done) => {
      const rule = routeOptionsOf(request).config?.answerCache;
      if (!rule || !isPlainRequest(request)) return done();
      const dependency = rule.dependencyOf(request, false);
      if (!dependency) return done(); // the route loads it: an answer from a load is not kept
      const answer = answers.get(request.url);
      const variant =
        answer?.dependency === dependency
          ? answer.variants.get(request.headers['accept-encoding'] ?? '')
          : undefined;
      if (answer && variant) {
        rule.dependencyOf(request, true); // the one lookup this request makes
        // Sent from here: the remaining onRequest hooks, parsing, validation and the handler
        // do not run; onSend and onResponse hooks do.
        reply.code(answer.statusCode).headers(variant.headers).send(variant.payload);
        return;
      }
      request.answerCacheHeadersBefore = reply.getHeaders();
      request.answerCacheDependency = dependency;
      done();
    });
  },
  { name: 'answer-cache' },
);
