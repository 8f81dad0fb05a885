import type { Endpoint } from '@coperto/shared/common/endpoint';
import { API_AREAS } from '@coperto/shared/contract/api-contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

/**
 * The API serves exactly the shared contract (decision 036): every route under /api is an endpoint
 * of packages/shared's contract, registered with the very schema objects the endpoint names, and
 * every endpoint is registered. Routes outside the contract are named here with the reason.
 */
const OUTSIDE_THE_CONTRACT: Record<string, string> = {
  'GET /metrics': 'Prometheus text for a scraper, not JSON for a client',
  'GET /dev/outbox': 'an HTML page of the development mail, for a person at this machine',
};
const isOutside = (key: string) => key in OUTSIDE_THE_CONTRACT || key.includes(' /docs');

interface Registered {
  key: string;
  schema: NonNullable<RouteOptions['schema']>;
}

const endpoints = new Map<string, Endpoint>(
  Object.values(API_AREAS)
    .flatMap((area) => Object.values(area) as Endpoint[])
    .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);

let testApp: TestApp;
const registered: Registered[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    seed: false,
    onRoute: (route) => {
      if (!route.url.startsWith('/api/')) return;
      const path = route.url.slice('/api'.length).replace(/(.)\/$/, '$1');
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods)
        registered.push({ key: `${method} ${path}`, schema: route.schema ?? {} });
    },
  });
});
afterAll(() => testApp?.close());

/** Where a route's schemas are not the endpoint's own objects, one line each. */
function differencesOf(endpoint: Endpoint, schema: Registered['schema']): string[] {
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const successes = Object.keys(response).filter((status) => status.startsWith('2'));
  const status = String(endpoint.status ?? 200);
  const pairs: Array<[string, unknown, unknown]> = [
    ['params', endpoint.params, schema.params],
    ['query', endpoint.query, schema.querystring],
    ['body', endpoint.body ?? endpoint.form, schema.body],
    [`response ${status}`, endpoint.response, response[status]],
  ];
  const differences = pairs
    .filter(([, expected, actual]) => expected !== actual)
    .map(([part]) => `${part} is not the endpoint's schema`);
  if (successes.join() !== status) differences.push(`answers ${successes.join()}, not ${status}`);
  return differences;
}

describe('the API and the shared contract', () => {
  it('registers every route under /api from a contract endpoint, with its schemas', () => {
    expect(registered.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const { key, schema } of registered) {
      if (isOutside(key)) continue;
      const endpoint = endpoints.get(key);
      if (!endpoint) {
        problems.push(`${key}: no endpoint in packages/shared`);
        continue;
      }
      const differences = differencesOf(endpoint, schema);
      if (differences.length > 0) problems.push(`${key}: ${differences.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('registers every endpoint of the contract', () => {
    const keys = new Set(registered.map(({ key }) => key));
    expect([...endpoints.keys()].filter((key) => !keys.has(key))).toEqual([]);
  });
});
