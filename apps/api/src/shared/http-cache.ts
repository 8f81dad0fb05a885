import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of some bytes: equal bytes, equal tag, on every API process. */
export function strongEtagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether If-None-Match names `etag` (RFC 9110 §13.1.2: weak comparison, lists and `*`). */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A public read anyone may cache but must revalidate: the answer carries the ETag of its body, and
 * a client that already holds that body gets 304 with no body.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const etag = strongEtagOf(JSON.stringify(body));
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.send(body);
}
