import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** `routeOptions` as first read for this request (routeOptionsOf). */
    routeOptionsRead: FastifyRequest['routeOptions'] | null;
  }
}

/**
 * The request's route options, built once per request: Fastify's `request.routeOptions` builds a
 * new object of twelve fields on every read, and the hooks every request runs (answer cache,
 * metrics, request log, auth) each need it.
 */
export function routeOptionsOf(request: FastifyRequest): FastifyRequest['routeOptions'] {
  const read = request.routeOptionsRead;
  // `reply.callNotFound()` moves a matched request to the not-found handler's route: the one
  // change a request's route can see, and `is404` (one property read) tells it.
  if (read && (read.url === undefined) === request.is404) return read;
  request.routeOptionsRead = request.routeOptions;
  return request.routeOptionsRead;
}
