import { AggregatorRegistry, Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DURATION_BUCKETS, RequestMetrics } from './request-metrics';

const NAMES = { requests: 'http_requests_total', durations: 'http_request_duration_seconds' };
const HELP = { requests: 'Requests answered', durations: 'Time to answer' };
/**
 * method, route, status, seconds: bucket edges, both sides of them, and beyond the last; each
 * request after one that differs from it in one label only (a series is remembered from the
 * request before), and back to a series seen before.
 */
const OBSERVATIONS: Array<[string, string, number, number]> = [
  ['GET', '/api/restaurant/hostname/:hostname', 200, 0.0004],
  ['GET', '/api/restaurant/hostname/:hostname', 200, 0.005],
  ['GET', '/api/restaurant/hostname/:hostname', 200, 0.0051],
  ['GET', '/api/restaurant/hostname/:hostname', 404, 0.3],
  ['POST', '/api/auth/login', 401, 1],
  ['GET', '(unmatched)', 404, 12],
  ['GET', '/api/menus/:id', 200, 0.25],
  ['HEAD', '/api/menus/:id', 200, 0.002],
  ['HEAD', '/api/restaurant/hostname/:hostname', 200, 0.002],
  ['GET', '/api/restaurant/hostname/:hostname', 200, 0.0004],
  ['GET', '/api/restaurant/hostname/:hostname', 200, 0.0004],
];

/** The same observations through prom-client's own Counter and Histogram. */
function promClientRegistry() {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: NAMES.requests,
    help: HELP.requests,
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: NAMES.durations,
    help: HELP.durations,
    labelNames,
    registers: [registry],
  });
  for (const [method, route, status_code, seconds] of OBSERVATIONS) {
    requests.inc({ method, route, status_code });
    durations.observe({ method, route, status_code }, seconds);
  }
  return registry;
}

function ownRegistry() {
  const registry = new Registry();
  const metrics = new RequestMetrics(NAMES, HELP);
  metrics.registerIn(registry);
  for (const [method, route, status, seconds] of OBSERVATIONS) {
    metrics.record(method, route, status, seconds);
  }
  return registry;
}

/** Text lines, in an order that does not depend on which series came first. */
const sortedLines = (text: string) => text.split('\n').sort();

describe('request metrics', () => {
  it('uses prom-client’s default buckets', () => {
    const histogram = new Histogram({ name: 'probe', help: 'probe', registers: [] });
    expect(DURATION_BUCKETS).toEqual(
      (histogram as unknown as { upperBounds: number[] }).upperBounds,
    );
  });

  it('prints what prom-client’s Counter and Histogram print for the same requests', async () => {
    const expected = await promClientRegistry().metrics();
    const actual = await ownRegistry().metrics();
    expect(actual).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/restaurant/hostname/:hostname",status_code="200"} 4',
    );
    expect(sortedLines(actual)).toEqual(sortedLines(expected));
  });

  it('sums across processes as prom-client’s cluster aggregation does', async () => {
    const aggregateOf = async (registry: () => Registry) => {
      const perWorker = await Promise.all([1, 2].map(() => registry().getMetricsAsJSON()));
      return AggregatorRegistry.aggregate(perWorker).metrics();
    };
    const actual = await aggregateOf(ownRegistry);
    expect(actual).toContain(
      'http_requests_total{method="GET",route="/api/restaurant/hostname/:hostname",status_code="200"} 10',
    );
    expect(sortedLines(actual)).toEqual(sortedLines(await aggregateOf(promClientRegistry)));
  });
});
