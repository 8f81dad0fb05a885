import { timingSafeEqual } from 'node:crypto';
import { ApiErrorSchema } from '@coperto/shared/errors/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { z } from 'zod';
import { AppError } from '../shared/app-error';
import {
  askPrimaryForMetrics,
  isAggregatingWorker,
  offerToPrimary,
} from '../shared/cluster-metrics';
import { isDirectLocalCaller } from '../shared/direct-local-caller';
import { RequestMetrics } from './request-metrics';
import { routeOptionsOf } from './route-options-of';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Not counted in the request metrics: the scrape itself would only measure the scraper. */
    metrics?: false;
  }
}

export const METRICS_PATH = '/api/metrics';

/** Requests that matched no route share one label, so visitors' made-up paths add no series. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Whether `request` may read the metrics, which reveal traffic: with METRICS_TOKEN set, whoever
 * sends it as a bearer; without, only a caller on this machine connecting directly. A request
 * that came through a proxy is never local, whatever TRUST_PROXY says: a reverse proxy on this
 * machine would make every visitor's socket look local, and a trusted forwarded-for header can
 * be written by the visitor.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return isDirectLocalCaller(request);
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The pool's connections, read when scraped; PGlite is one in-process connection: no pool. */
function registerPoolGauges(app: FastifyInstance, registry: Registry) {
  // drizzle keeps the driver's client on `$client`; for PostgreSQL it is pg's Pool.
  const pool = (app.db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  const gauges = [
    ['db_pool_connections', 'Connections the pool holds, busy or idle', () => pool.totalCount],
    ['db_pool_idle_connections', 'Connections the pool holds idle', () => pool.idleCount],
    ['db_pool_waiting_requests', 'Queries waiting for a free connection', () => pool.waitingCount],
  ] as const;
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/** The restaurant cache's own counts, copied into counters when scraped. */
function registerCacheCounters(app: FastifyInstance, registry: Registry) {
  const counts = [
    ['restaurant_cache_hits_total', 'Restaurant lookups answered from memory', 'hits'],
    ['restaurant_cache_misses_total', 'Restaurant lookups that read the database', 'misses'],
  ] as const;
  for (const [name, help, key] of counts) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(app.restaurantCache.stats()[key]);
      },
    });
  }
}

/**
 * Prometheus text at GET /api/metrics (DESIGN.md §3): requests and their latency by method, route
 * pattern and status; the database pool; the restaurant cache; the process (CPU, memory, event
 * loop lag, GC). One registry per app, so the many apps of a test run never collide; the process's
 * metrics are the process's, shared.
 */
/**
 * The process's own metrics, collected once per process: each collection starts observers (event
 * loop delay, GC) that nothing stops, so one per app would pile up in a test run's many apps.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestMetrics: RequestMetrics;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const processWide = processMetrics();
    const requests = new RequestMetrics(
      { requests: 'http_requests_total', durations: 'http_request_duration_seconds' },
      {
        requests: 'HTTP requests answered, by method, route pattern and status code',
        durations: 'Time to answer an HTTP request, by method, route pattern and status code',
      },
    );
    requests.registerIn(registry);
    // The fast path of remembered answers (fast-answers.ts) counts its requests here too.
    app.decorate('requestMetrics', requests);
    registerPoolGauges(app, registry);
    registerCacheCounters(app, registry);
    // Under cluster.ts a scrape reaches one worker: the primary gathers every worker's metrics.
    const aggregating = isAggregatingWorker();
    if (aggregating) offerToPrimary([processWide, registry]);

    // A callback hook: every request runs it, the hottest reads included.
    app.addHook('onResponse', (request, reply, done) => {
      const { config, url } = routeOptionsOf(request);
      if (config?.metrics !== false) {
        // The pattern (`/api/restaurant/hostname/:hostname`), never the URL: bounded label values.
        requests.record(
          request.method,
          url ?? UNMATCHED_ROUTE,
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
      }
      done();
    });

    app.get(
      METRICS_PATH,
      {
        // No session: this route checks its own callers (METRICS_TOKEN or loopback).
        config: { public: true, metrics: false },
        schema: {
          tags: ['health'],
          summary: 'Prometheus metrics: from this machine, or with the METRICS_TOKEN bearer',
          response: {
            200: z.string().describe('Prometheus text exposition format'),
            401: ApiErrorSchema.describe('METRICS_TOKEN is set, and was not sent as the bearer'),
            404: ApiErrorSchema.describe('METRICS_TOKEN is not set, and the caller is elsewhere'),
          },
        },
      },
      async (request, reply) => {
        const token = app.config.metricsToken;
        if (!mayReadMetrics(request, token)) {
          // Without a token there is nothing to try from outside: the route is as good as absent.
          if (!token) {
            throw new AppError(
              404,
              'NOT_FOUND',
              `Route ${request.method} ${METRICS_PATH} not found`,
            );
          }
          reply.header('www-authenticate', 'Bearer');
          throw new AppError(401, 'UNAUTHENTICATED', 'The metrics token is missing or wrong');
        }
        reply.header('content-type', registry.contentType);
        if (aggregating) return askPrimaryForMetrics();
        return `${await processWide.metrics()}\n${await registry.metrics()}`;
      },
    );
  },
  { name: 'metrics', dependencies: ['database'] },
);
