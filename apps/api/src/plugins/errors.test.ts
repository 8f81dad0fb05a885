import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** Fastify's own errors leave in the one error shape too. */
describe('the error shape', () => {
  it('404 for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Route GET /api/nope not found', code: 'NOT_FOUND' });
  });

  it('413 for a body over 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-reset-email',
      payload: JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail: expect.any(String) });
  });

  it('415 for an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-reset-email',
      payload: '<email>a@b.c</email>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-reset-email',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('400 with per-field messages for invalid fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-reset-email',
      payload: { email: 'not-an-email', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['email', 'extra']));
  });
});

/** A known path with a method it does not have is a 405 naming the ones it has, not a 404. */
describe('an unsupported method on a known path', () => {
  it('405 with Allow, in the error shape', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      detail: 'DELETE is not allowed on /api/health: use GET, HEAD',
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it('matches paths with parameters, and a trailing slash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/menus/12/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, PUT');
  });

  it('a parameter too long for the router is a 404, never a 405 naming the method it was asked with', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/menus/${'1'.repeat(301)}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });

  it('an unknown path is still a 404, whatever the method', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/menus/12/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});
