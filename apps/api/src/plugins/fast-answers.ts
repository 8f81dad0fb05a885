import { createHook } from 'node:async_hooks';
import { IncomingMessage, OutgoingMessage, type Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { RememberedAnswers, SentAnswer } from './answer-cache';
import { newRequestId } from './request-log';

/** Whose X-Forwarded-Proto to believe, as app.ts gives Fastify its trustProxy. */
export type ProxyTrust = boolean | string[] | ((address: string, hop: number) => boolean);

export interface FastAnswerDeps {
  answers: RememberedAnswers;
  trustProxy: ProxyTrust;
  /** The request metrics (plugins/request-metrics.ts), as the onResponse hook records them. */
  record(method: string, route: string, statusCode: number, seconds: number): void;
  log: FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
}

/**
 * An X-Forwarded-* header as Fastify reads it (lib/request.js): its last entry when the nearest
 * hop is trusted, '' when it is absent or not trusted, undefined when only Fastify can tell (a
 * list of proxy addresses, which Fastify matches with proxy-addr).
 */
function forwardedOf(request: IncomingMessage, name: string, trust: ProxyTrust) {
  // Node joins repeated X- headers into one string.
  const value = request.headers[name] as string | undefined;
  if (!value || trust === false) return '';
  if (Array.isArray(trust)) return undefined;
  if (trust !== true && !trust(request.socket.remoteAddress ?? '', 0)) return '';
  const last = value.lastIndexOf(',');
  return (last === -1 ? value : value.slice(last + 1)).trim();
}

/** `request.protocol` as Fastify computes it; undefined when only Fastify can tell. */
function protocolOf(request: IncomingMessage, trust: ProxyTrust): string | undefined {
  const forwarded = forwardedOf(request, 'x-forwarded-proto', trust);
  if (forwarded !== '') return forwarded;
  return (request.socket as TLSSocket).encrypted ? 'https' : 'http';
}

/**
 * Node's key for the headers a response was given one by one (`setHeader`; lib/_http_outgoing.js).
 * Those are validated as they are set, so `writeHead` writes them without checking each name and
 * value again, which it does for headers passed to it (two regular expressions per header: a
 * twentieth of a remembered answer's CPU with thirteen headers). Undefined if a Node has no such
 * key: then headers go through `writeHead` as before.
 */
const OUT_HEADERS = Object.getOwnPropertySymbols(new OutgoingMessage()).find(
  (symbol) => symbol.description === 'kOutHeaders',
);

/** Headers whose value `writeHead` reads (Node's matchHeader): each kept as an entry of its own. */
const READ_BY_NODE = new Set([
  'connection',
  'content-length',
  'date',
  'expect',
  'trailer',
  'transfer-encoding',
]);

/** What Node's `checkInvalidHeaderChar` refuses in a header value. */
const INVALID_HEADER_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

type HeaderEntry = [name: string, value: string];

/** A remembered answer's headers as Node keeps headers set one by one, ready for `writeHead`. */
export interface PreparedHead {
  /** By key, in order; each run of headers Node does not read is one entry of joined lines. */
  entries: Readonly<Record<string, HeaderEntry>>;
  /** The first entry: the request id, filled in for each answer. */
  id: HeaderEntry;
}

type ResponseWithHead = ServerResponse & { _header: string | null } & Record<symbol, unknown>;

function writeHeadOf(response: ServerResponse, statusCode: number, head: PreparedHead, id: string) {
  const own = response as ResponseWithHead;
  head.id[1] = id;
  own[OUT_HEADERS!] = head.entries;
  try {
    response.writeHead(statusCode);
  } finally {
    // As after `writeHead(status, headers)`: the response holds no headers of its own.
    own[OUT_HEADERS!] = null;
    head.id[1] = '';
  }
}

/** The header block Node would send (without Date), written by `write` on a response of its own. */
function headerBlockOf(write: (response: ServerResponse) => void): string | null {
  const response = new ServerResponse(new IncomingMessage(new Socket())) as ResponseWithHead;
  response.sendDate = false;
  write(response);
  return response._header;
}

/**
 * `headers` (flat name, value…; the request id's value at index 1) prepared for `writeHead`, or
 * null when this Node does not write the prepared form byte for byte as it writes the flat list
 * (checked here, once per answer, on responses of its own): then the flat list is written.
 */
export function preparedHeadOf(
  statusCode: number,
  headers: readonly string[],
): PreparedHead | null {
  if (!OUT_HEADERS || headers.length < 2) return null;
  const id: HeaderEntry = [headers[0]!, ''];
  const entries: Record<string, HeaderEntry> = Object.create(null);
  entries.h0 = id;
  let run: string[] | undefined;
  const endRun = () => {
    // Joined once into one flat string: Node copies it into the header block on every answer.
    if (run) entries[`h${Object.keys(entries).length}`] = [run[0]!, run.slice(1).join('\r\n')];
    run = undefined;
  };
  for (let i = 2; i < headers.length; i += 2) {
    const name = headers[i]!;
    const value = headers[i + 1]!;
    if (READ_BY_NODE.has(name.toLowerCase())) {
      endRun();
      entries[`h${Object.keys(entries).length}`] = [name, value];
    } else if (run) {
      run.push(`${name}: ${value}`);
    } else {
      run = [name, value];
    }
  }
  endRun();
  const head: PreparedHead = { entries, id };
  const probeId = '00000000-0000-4000-8000-000000000000';
  try {
    const expected = headerBlockOf((response) => {
      const flat = headers.slice();
      flat[1] = probeId;
      response.writeHead(statusCode, flat);
    });
    const prepared = headerBlockOf((response) => writeHeadOf(response, statusCode, head, probeId));
    return expected !== null && prepared === expected ? head : null;
  } catch {
    return null;
  }
}

/** One of Node's tick objects, kept for the life of the process (`keepTickShapes`). */
let keptTick: object | undefined;

/**
 * Node's `process.nextTick` makes each tick's object with one object literal, and a request makes
 * about six. V8 gives those objects a chain of hidden classes that a full garbage collection drops
 * when no tick object is alive, to make it anew on the next tick; each time, the literal's stores
 * meet classes they have not seen, and after four they give up on them (megamorphic): from then on
 * every tick takes V8's slow path, a quarter more instructions for a remembered answer, in some
 * processes and not in others. One tick object kept alive keeps its classes, so they are the
 * same ones for the life of the process. (Caught with an init hook, enabled for that one tick.)
 */
export function keepTickShapes() {
  if (keptTick) return;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') keptTick ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}

/**
 * A remembered answer written before Fastify sees the request: a plain GET of a URL the answer
 * cache holds a whole answer for, over the same protocol with the same Accept-Encoding, while its
 * dependency is the same object. The status, every header Fastify sent (security headers, content
 * type, vary, encoding, length; a request id of its own, shaped as Fastify's, or the caller's
 * X-Request-Id) and the body go out in one `writeHead` and `end`; the request is counted in the
 * metrics under the route's label and logged as the request log would (debug: a successful public
 * read). Anything else, and any request while the app closes, is Fastify's: returns false.
 */
export function fastAnswererOf(deps: FastAnswerDeps) {
  const { answers, trustProxy, record, log } = deps;
  let closing = false;
  /** Per remembered answer, its headers prepared for `writeHead` (null: written as a list). */
  const heads = new WeakMap<SentAnswer, PreparedHead | null>();
  const headOf = (sent: SentAnswer) => {
    let head = heads.get(sent);
    if (head === undefined) {
      head = preparedHeadOf(sent.statusCode, sent.headers);
      heads.set(sent, head);
    }
    return head;
  };
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method } = request;
    // Node sends a HEAD answer's headers without its body, as Fastify's HEAD routes do.
    if ((method !== 'GET' && method !== 'HEAD') || closing) return false;
    const start = performance.now();
    const { headers } = request;
    if (
      headers['if-none-match'] !== undefined ||
      headers['if-modified-since'] !== undefined ||
      headers['x-no-compression'] !== undefined
    ) {
      return false;
    }
    const protocol = protocolOf(request, trustProxy);
    if (protocol === undefined) return false;
    const url = request.url ?? '';
    const sent = answers.sentFor(url, protocol, headers['accept-encoding'] ?? '');
    if (!sent) return false;
    const given = headers['x-request-id'] as string | undefined;
    // The caller's id goes out unchecked on the prepared path: one Node would refuse is Fastify's.
    if (given && INVALID_HEADER_VALUE.test(given)) return false;
    const id = given || newRequestId();
    const head = headOf(sent);
    if (head) {
      writeHeadOf(response, sent.statusCode, head, id);
    } else {
      const list = sent.headers.slice();
      list[1] = id;
      response.writeHead(sent.statusCode, list);
    }
    response.end(sent.payload);
    const elapsedMs = performance.now() - start;
    record(method, sent.route, sent.statusCode, elapsedMs / 1000);
    if (log.isLevelEnabled?.('debug') !== false) {
      const host = forwardedOf(request, 'x-forwarded-host', trustProxy) || (headers.host ?? '');
      log.child({ reqId: id }).debug(
        {
          method,
          host,
          url,
          statusCode: sent.statusCode,
          responseTime: Math.round(elapsedMs),
        },
        'request completed',
      );
    }
    return true;
  };
  return {
    answer,
    /** Puts `answer` in front of Fastify's handler on `server`. */
    installOn(server: Server) {
      const [fastify, ...others] = server.listeners('request') as ((
        request: IncomingMessage,
        response: ServerResponse,
      ) => void)[];
      if (!fastify || others.length > 0) throw new Error('expected Fastify as the only handler');
      keepTickShapes();
      server.removeListener('request', fastify);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (!answer(request, response)) fastify(request, response);
      });
    },
    /** From now on every request is Fastify's (it closes keep-alive connections while closing). */
    close() {
      closing = true;
    },
  };
}
