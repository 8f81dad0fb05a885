import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers health without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers, with a trailing slash too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready/' });
    expect(res.statusCode).toBe(200);
  });

  it('echoes the request id it logs, or makes one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI generated from the shared schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/users',
        '/api/restaurant/hostname/{hostname}',
      ]),
    );
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content)).toContain('application/x-www-form-urlencoded');
  });

  it('documents every call of the spec in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const calls = [
      'POST /api/auth/login',
      'POST /api/auth/refresh-token',
      'POST /api/auth/signup-demo',
      'POST /api/auth/signup',
      'POST /api/auth/verification-demo',
      'POST /api/auth/verification/{id}',
      'POST /api/auth/send-reset-email',
      'POST /api/auth/invite-user-email',
      'POST /api/auth/reset-password',
      'POST /api/auth/resend-email',
      'POST /api/auth/resend-code-email/{id}',
      'GET /api/auth/active-users',
      'POST /api/auth/logout',
      'GET /api/restaurant',
      'GET /api/restaurant/business/{id}',
      'GET /api/restaurant/{id}',
      'GET /api/restaurant/hostname/{hostname}',
      'GET /api/restaurant/current_version/{hostname}/{last_updated}',
      'GET /api/restaurant/trial',
      'GET /api/restaurant/names',
      'GET /api/restaurant/api/logo-slider',
      'GET /api/restaurant/features/{id}',
      'POST /api/restaurant',
      'POST /api/restaurant/signup/{business_id}',
      'POST /api/restaurant/hostname',
      'POST /api/restaurant/unique_id',
      'POST /api/restaurant/hostname/delete',
      'POST /api/restaurant/language',
      'POST /api/restaurant/language/delete',
      'POST /api/restaurant/test-email',
      'POST /api/restaurant/{id}/connect-google',
      'POST /api/restaurant/{id}/exchange-google-code',
      'POST /api/restaurant/{id}/sync-opening-hours',
      'POST /api/r2/config-files/{id}/sitemap',
      'PUT /api/restaurant/{id}',
      'PUT /api/restaurant/business/{id}',
      'PATCH /api/restaurant/{id}/clear-email',
      'PATCH /api/restaurant/opening-times/{id}',
      'DELETE /api/restaurant/{id}',
      'GET /api/subscriptions/plan/{id}',
      'GET /api/subscriptions/business/{id}',
      'POST /api/restaurant/{id}/images',
      'GET /api/restaurant/{id}/gallery',
      'POST /api/restaurant/{id}/gallery',
      'PUT /api/restaurant/{id}/gallery/order',
      'PUT /api/gallery/{id}',
      'DELETE /api/gallery/{id}',
      'POST /api/restaurant/{id}/contact',
      'GET /api/restaurant/{id}/contact-messages',
    ];
    expect(calls.filter((call) => !documented.includes(call))).toEqual([]);
  });
});
