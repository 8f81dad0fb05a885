import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app';

/**
 * Every endpoint answers malformed, missing, oversized or hostile input with a 4xx in the error
 * shape, and the database is exactly as before.
 */
let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await loginAs(t.app, DEMO.users.owner)).headers;
});
afterAll(() => t.close());

/** Row counts and last change of every table the API writes. */
async function fingerprint() {
  const result = await t.app.db.execute(sql`
    select (select count(*) from businesses) as businesses,
           (select count(*) from restaurants) as restaurants,
           (select count(*) from restaurant_hostnames) as hostnames,
           (select string_agg(name || description || last_updated::text || coalesce(deleted_at::text, ''), ',' order by id) from restaurants) as restaurants_data,
           (select string_agg(name || vat_number || coalesce(fic_access_token_encrypted, ''), ',' order by id) from businesses) as businesses_data,
           (select count(*) from users) as users,
           (select max(updated_at)::text from users) as users_changed,
           (select string_agg(name || surname || email || coalesce(password_hash, ''), ',' order by id) from users) as users_data,
           (select count(*) from sessions where revoked_at is null) as live_sessions,
           (select count(*) from one_time_codes) as codes,
           (select count(*) from subscriptions) as subscriptions,
           (select count(*) from mail_outbox) as mails,
           (select count(*) from oauth_states) as oauth_states`);
  return JSON.stringify((result as { rows: unknown[] }).rows[0]);
}

const SQL_INJECTION = "' OR 1=1; DROP TABLE users; --";
const SCRIPT = '<script>alert(1)</script>';
const HUGE = 'x'.repeat(100_000);

type Case = [
  string,
  'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  string,
  unknown,
  ('owner' | 'none')?,
];
const json = (body: unknown) => body;

const CASES: Case[] = [
  // login (form-encoded)
  ['login: nothing', 'POST', '/api/auth/login', undefined],
  ['login: unknown field', 'POST', '/api/auth/login', 'username=a&password=b&role=admin'],
  ['login: huge password', 'POST', '/api/auth/login', `username=a&password=${HUGE}`],
  [
    'login: bad public_key',
    'POST',
    `/api/auth/login?public_key=${encodeURIComponent(SQL_INJECTION)}`,
    `username=${DEMO.users.owner}&password=demo-password`,
  ],
  ['login: extra query', 'POST', '/api/auth/login?admin=1', 'username=a&password=b'],
  // refresh
  ['refresh: missing token', 'POST', '/api/auth/refresh-token', json({})],
  ['refresh: wrong type', 'POST', '/api/auth/refresh-token', json({ token: 42 })],
  ['refresh: garbage token', 'POST', '/api/auth/refresh-token', json({ token: SQL_INJECTION })],
  // sign-up
  ['signup: empty', 'POST', '/api/auth/signup', json({})],
  [
    'signup: script email',
    'POST',
    '/api/auth/signup',
    json({
      business_name: 'B',
      restaurant_name: 'R',
      name: 'N',
      surname: 'S',
      email: SCRIPT,
      password: 'password1',
      password_confirm: 'password1',
    }),
  ],
  [
    'signup: huge name',
    'POST',
    '/api/auth/signup',
    json({
      business_name: HUGE,
      restaurant_name: 'R',
      name: 'N',
      surname: 'S',
      email: 'n@x.test',
      password: 'password1',
      password_confirm: 'password1',
    }),
  ],
  [
    'signup: short password',
    'POST',
    '/api/auth/signup',
    json({
      business_name: 'B',
      restaurant_name: 'R',
      name: 'N',
      surname: 'S',
      email: 'n@x.test',
      password: 'short',
      password_confirm: 'short',
    }),
  ],
  [
    'signup: unknown plan',
    'POST',
    '/api/auth/signup',
    json({
      business_name: 'B',
      restaurant_name: 'R',
      name: 'N',
      surname: 'S',
      email: 'plan@x.test',
      password: 'password1',
      password_confirm: 'password1',
      plan_code: SQL_INJECTION,
    }),
  ],
  ['signup: array body', 'POST', '/api/auth/signup', json([1, 2])],
  [
    'signup-demo: missing names',
    'POST',
    '/api/auth/signup-demo',
    json({ email: 'd@x.test', password: 'password1', password_confirm: 'password1' }),
  ],
  // verification
  [
    'verification: letters',
    'POST',
    '/api/auth/verification/abcdefghijklmnop',
    json({ code: 'abcdef' }),
  ],
  [
    'verification: unknown id',
    'POST',
    '/api/auth/verification/abcdefghijklmnop',
    json({ code: '123456' }),
  ],
  [
    'verification: injection id',
    'POST',
    `/api/auth/verification/${encodeURIComponent(SQL_INJECTION)}`,
    json({ code: '123456' }),
  ],
  ['verification-demo: no id', 'POST', '/api/auth/verification-demo', json({ code: '123456' })],
  ['resend-code: unknown id', 'POST', '/api/auth/resend-code-email/abcdefghijklmnop', undefined],
  ['resend-email: not an email', 'POST', '/api/auth/resend-email', json({ email: SQL_INJECTION })],
  ['reset-email: null', 'POST', '/api/auth/send-reset-email', json({ email: null })],
  [
    'reset-password: bad token',
    'POST',
    '/api/auth/reset-password',
    json({ token: `${SQL_INJECTION}xxxx`, password: 'password1', password_confirm: 'password1' }),
  ],
  [
    'reset-password: missing',
    'POST',
    '/api/auth/reset-password',
    json({ token: 'abcdefghijklmnop' }),
  ],
  // invitations
  [
    'invite: bad role',
    'POST',
    '/api/auth/invite-user-email',
    json({ email: 'i@x.test', role: 'god' }),
    'owner',
  ],
  [
    'invite: script email',
    'POST',
    '/api/auth/invite-user-email',
    json({ email: SCRIPT, role: 'staff' }),
    'owner',
  ],
  [
    'invite: negative restaurant',
    'POST',
    '/api/auth/invite-user-email',
    json({ email: 'i@x.test', role: 'staff', restaurant_id: -1 }),
    'owner',
  ],
  [
    'invite: unknown restaurant',
    'POST',
    '/api/auth/invite-user-email',
    json({ email: 'i@x.test', role: 'staff', restaurant_id: 999999 }),
    'owner',
  ],
  // users
  ['users: negative page', 'GET', '/api/users?page=-1', undefined, 'owner'],
  ['users: huge limit', 'GET', '/api/users?limit=100000', undefined, 'owner'],
  [
    'users: bad sort column',
    'GET',
    `/api/users?orderByColumn=${encodeURIComponent(SQL_INJECTION)}`,
    undefined,
    'owner',
  ],
  ['users: bad sort type', 'GET', '/api/users?orderByType=sideways', undefined, 'owner'],
  ['users: bad role', 'GET', '/api/users?role=root', undefined, 'owner'],
  ['users: unknown query', 'GET', '/api/users?business_id=2', undefined, 'owner'],
  ['users: huge search', 'GET', `/api/users?search=${'x'.repeat(500)}`, undefined, 'owner'],
  ['user: id not a number', 'GET', '/api/users/abc', undefined, 'owner'],
  ['user: id overflow', 'GET', '/api/users/99999999999999999999999', undefined, 'owner'],
  ['user: id negative', 'GET', '/api/users/-5', undefined, 'owner'],
  ['user update: wrong types', 'PUT', '/api/users/2', json({ name: 42, address: 'Roma' }), 'owner'],
  ['user update: unknown field', 'PUT', '/api/users/2', json({ password_hash: 'x' }), 'owner'],
  ['user update: negative wage', 'PUT', '/api/users/2', json({ single_shift: -10 }), 'owner'],
  ['user update: fractional cents', 'PUT', '/api/users/2', json({ single_shift: 10.001 }), 'owner'],
  ['user update: script phone', 'PUT', '/api/users/2', json({ phone_number: SCRIPT }), 'owner'],
  ['user update: bad state', 'PUT', '/api/users/2', json({ address: { state: 'italy' } }), 'owner'],
  ['profile: huge duty field', 'PUT', '/api/users/me', json({ duty: HUGE }), 'owner'],
  [
    'profile: new password without old',
    'PUT',
    '/api/users/me',
    json({ newPassword: 'password9', password_confirm: 'password9' }),
    'owner',
  ],
  [
    'profile: tax code injection',
    'PUT',
    '/api/users/me',
    json({ tax_id_code: SQL_INJECTION }),
    'owner',
  ],
  // public reads
  [
    'hostname: injection',
    'GET',
    `/api/restaurant/hostname/${encodeURIComponent(SQL_INJECTION)}`,
    undefined,
  ],
  [
    'hostname: traversal',
    'GET',
    `/api/restaurant/hostname/${encodeURIComponent('../../etc/passwd')}`,
    undefined,
  ],
  ['hostname: too long', 'GET', `/api/restaurant/hostname/${'a'.repeat(280)}.it`, undefined],
  ['plan: not a number', 'GET', '/api/subscriptions/plan/1%20OR%201=1', undefined],
  ['subscription: zero id', 'GET', '/api/subscriptions/business/0', undefined, 'owner'],
  // restaurants and the business
  ['restaurants: negative page', 'GET', '/api/restaurant/?page=-1', undefined, 'owner'],
  ['restaurants: huge limit', 'GET', '/api/restaurant/?limit=5000', undefined, 'owner'],
  [
    'restaurants: bad sort',
    'GET',
    `/api/restaurant/?orderByColumn=${encodeURIComponent(SQL_INJECTION)}`,
    undefined,
    'owner',
  ],
  ['restaurant: id not a number', 'GET', '/api/restaurant/1x', undefined, 'owner'],
  ['restaurant create: no name', 'POST', '/api/restaurant/', json({ description: 'x' }), 'owner'],
  [
    'restaurant create: bad host',
    'POST',
    '/api/restaurant/',
    json({ name: 'X', hostname: 'bad_host!.it' }),
    'owner',
  ],
  [
    'restaurant create: bad language',
    'POST',
    '/api/restaurant/',
    json({ name: 'X', language: ['xx'] }),
    'owner',
  ],
  [
    'restaurant create: unknown field',
    'POST',
    '/api/restaurant/',
    json({ name: 'X', is_trial: true }),
    'owner',
  ],
  [
    'restaurant update: huge description',
    'PUT',
    '/api/restaurant/1',
    json({ description: HUGE }),
    'owner',
  ],
  [
    'restaurant update: script url',
    'PUT',
    '/api/restaurant/1',
    json({ youtube_url: 'javascript:alert(1)' }),
    'owner',
  ],
  [
    'restaurant update: wrong types',
    'PUT',
    '/api/restaurant/1',
    json({ theme: 'red', show_in_logo_slider: 'yes' }),
    'owner',
  ],
  [
    'restaurant update: font injection',
    'PUT',
    '/api/restaurant/1',
    json({ font: "Roboto'; }</style><script>" }),
    'owner',
  ],
  [
    'restaurant update: media_prefix',
    'PUT',
    '/api/restaurant/1',
    json({ media_prefix: '../../etc' }),
    'owner',
  ],
  ['restaurant delete: no confirmation', 'DELETE', '/api/restaurant/1', json({}), 'owner'],
  [
    'restaurant delete: wrong name',
    'DELETE',
    '/api/restaurant/1',
    json({ confirm_name: SQL_INJECTION }),
    'owner',
  ],
  [
    'clear-email: unknown field',
    'PATCH',
    '/api/restaurant/1/clear-email?field=password',
    undefined,
    'owner',
  ],
  ['names: unknown query', 'GET', '/api/restaurant/names/?limit=5', undefined, 'owner'],
  ['features: foreign id', 'GET', '/api/restaurant/features/3', undefined, 'owner'],
  [
    'business update: short token',
    'PUT',
    '/api/restaurant/business/1',
    json({ fic_access_token: 'x' }),
    'owner',
  ],
  [
    'business update: bad vat',
    'PUT',
    '/api/restaurant/business/1',
    json({ vat_number: SQL_INJECTION }),
    'owner',
  ],
  [
    'business update: foreign',
    'PUT',
    '/api/restaurant/business/2',
    json({ name: 'Mine now' }),
    'owner',
  ],
];

describe('hostile and malformed input', () => {
  for (const [name, method, url, payload, as] of CASES) {
    it(`${name} → 4xx, nothing changed`, async () => {
      const before = await fingerprint();
      const isForm = url.startsWith('/api/auth/login');
      const res = await t.app.inject({
        method,
        url,
        payload: payload as string | object | undefined,
        headers: {
          ...(as === 'owner' ? owner : {}),
          ...(isForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      const body = res.json();
      expect(typeof body.detail).toBe('string');
      expect(typeof body.code).toBe('string');
      expect(res.body).not.toMatch(/node_modules|\.ts:\d+|stack/i);
      expect(await fingerprint()).toBe(before);
    });
  }

  it('stores injection-looking text in free-text fields as plain text, harmlessly', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: SQL_INJECTION, surname: SCRIPT },
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: SQL_INJECTION, surname: SCRIPT });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent(SQL_INJECTION)}`,
      headers: owner,
    });
    expect(list.json().total).toBe(1);
  });
});
