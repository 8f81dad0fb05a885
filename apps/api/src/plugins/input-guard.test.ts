import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../test/build-test-app';
import { demoRestaurantIds } from '../test/menus';
import { pathOfUnstorable } from './input-guard';

let t: TestApp;
let owner: Record<string, string>;
let trattoria: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await loginAs(t.app, DEMO.users.owner)).headers;
  trattoria = (await demoRestaurantIds(t.app)).trattoria;
});
afterAll(() => t.close());

/** What a NUL could have changed: users (login) and restaurants (updates). */
async function fingerprint() {
  const result = await t.app.db.execute(sql`
    select (select string_agg(email || coalesce(password_hash, ''), ',' order by id) from users) as users,
           (select string_agg(name || description || last_updated::text, ',' order by id) from restaurants) as restaurants,
           (select count(*) from rate_limits) as counters`);
  return JSON.stringify((result as { rows: unknown[] }).rows[0]);
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

describe('a NUL character anywhere in the input is a 400, and changes nothing', () => {
  it.each([
    ['in a path parameter', 'POST', '/api/auth/verification/%00abcdefghijk', JSON_TYPE, '{}', 'id'],
    [
      'in the query of a public read',
      'GET',
      `/api/cart/${'a'.repeat(22)}?public_key=%00`,
      {},
      undefined,
      'public_key',
    ],
    ['in the search of a list', 'GET', '/api/users?search=%00', {}, undefined, 'search'],
    ['in a login form', 'POST', '/api/auth/login', FORM, 'username=a%00b&password=x', 'username'],
    [
      'in a JSON key',
      'POST',
      '/api/auth/refresh-token',
      JSON_TYPE,
      '{"tok\\u0000en":"a"}',
      'tok\u0000en',
    ],
  ] as const)('%s', async (_, method, url, headers, payload, field) => {
    const before = await fingerprint();
    const res = await t.app.inject({ method, url, payload, headers: { ...owner, ...headers } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: expect.stringContaining('NUL'),
      code: 'VALIDATION_FAILED',
      fields: { [field]: 'Must not contain a NUL character or half of a surrogate pair' },
    });
    expect(await fingerprint()).toBe(before);
  });

  it('deep in a JSON body, named by its path', async () => {
    const before = await fingerprint();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/${trattoria}`,
      headers: owner,
      payload: { name: 'Trattoria', address: { city: 'Ro\u0000ma' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'address.city': 'Must not contain a NUL character or half of a surrogate pair',
    });
    expect(await fingerprint()).toBe(before);
  });

  it('half of a surrogate pair in JSON (`\\ud800`), which jsonb cannot hold, named by its path', async () => {
    const before = await fingerprint();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/${trattoria}`,
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '{"name":"Trattoria","address":{"city":"Roma\\ud800"}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'address.city': 'Must not contain a NUL character or half of a surrogate pair',
    });
    expect(await fingerprint()).toBe(before);
    // A whole pair (an emoji) is text like any other.
    expect(pathOfUnstorable({ name: 'Pizza 🍕', tail: '\ud83c\udf55' })).toBeUndefined();
    expect(pathOfUnstorable({ name: ['ok', 'x\udc00'] })).toBe('name.1');
  });

  it('after authentication: an anonymous caller of a private route still gets 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users?search=%00' });
    expect(res.statusCode).toBe(401);
  });

  it('finds a NUL at any depth without exhausting the stack', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(pathOfUnstorable(deep)).toMatch(/^0(\.0)*$/);
    expect(pathOfUnstorable({ a: [1, { b: 'ok' }], c: null })).toBeUndefined();
  });
});

describe('a route with a body schema takes only its declared media types', () => {
  it('415 for a text body on a JSON route, in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: '{"token":"x"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      detail: 'Send the body as application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('415 for a form on a JSON route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: 'token=x',
      headers: FORM,
    });
    expect(res.statusCode).toBe(415);
  });

  it('the login form still takes its urlencoded body, and refuses JSON', async () => {
    expect((await loginAs(t.app, DEMO.users.owner)).body.accessToken).toEqual(expect.any(String));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: DEMO.users.owner, password: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('Send the body as application/x-www-form-urlencoded');
  });

  it('JSON with a charset is JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: '{"token":"x"}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.statusCode).toBe(401);
  });
});
