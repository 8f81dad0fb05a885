import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { RememberedAnswers } from './answer-cache';

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
 * A remembered answer written before Fastify sees the request: a plain GET of a URL the answer
 * cache holds a whole answer for, over the same protocol with the same Accept-Encoding, while its
 * dependency is the same object. The status, every header Fastify sent (security headers, content
 * type, vary, encoding, length; a request id of its own, as Fastify's genReqId or the caller's
 * X-Request-Id) and the body go out in one `writeHead` and `end`; the request is counted in the
 * metrics under the route's label and logged as the request log would (debug: a successful public
 * read). Anything else, and any request while the app closes, is Fastify's: returns false.
 */
export function fastAnswererOf(deps: FastAnswerDeps) {
  const { answers, trustProxy, record, log } = deps;
  let closing = false;
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || closing) return false;
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
    const id = (headers['x-request-id'] as string | undefined) || randomUUID();
    const head = sent.headers.slice();
    head[1] = id;
    response.writeHead(sent.statusCode, head);
    response.end(sent.payload);
    const elapsedMs = performance.now() - start;
    record('GET', sent.route, sent.statusCode, elapsedMs / 1000);
    if (log.isLevelEnabled?.('debug') !== false) {
      const host = forwardedOf(request, 'x-forwarded-host', trustProxy) || (headers.host ?? '');
      log.child({ reqId: id }).debug(
        {
          method: 'GET',
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
