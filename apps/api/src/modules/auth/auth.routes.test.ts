import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function loginForm(username: string, password: string, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/login${query}`,
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.0.1' },
  });
}

async function publicKeyOf(hostname: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/restaurant/hostname/${hostname}` });
  return res.json().public_key as string;
}

describe('POST /api/auth/login', () => {
  it('logs in with a form-encoded, trimmed username and answers the current user', async () => {
    const res = await loginForm(`  ${DEMO.users.owner.toUpperCase()} `, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tokenType).toBe('bearer');
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ email: DEMO.users.owner, role: 'owner' });
    expect(body.business).toMatchObject({ name: DEMO.business });
    expect(body.restaurant).toMatchObject({ name: 'Trattoria Demo' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('single_shift');
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const wrong = await loginForm(DEMO.users.manager, 'not-the-password');
    const unknown = await loginForm('nobody@demo.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      detail: 'Wrong email or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('scopes the session to the restaurant whose public_key is given', async () => {
    const pizzeria = await publicKeyOf(DEMO.hosts.pizzeria);
    const res = await loginForm(DEMO.users.staff, DEMO_PASSWORD, `?public_key=${pizzeria}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().restaurant).toMatchObject({ name: 'Pizzeria Demo', public_key: pizzeria });
  });

  it("refuses to log into another business's restaurant", async () => {
    const osteria = await publicKeyOf(DEMO.hosts.osteria);
    const res = await loginForm(DEMO.users.owner, DEMO_PASSWORD, `?public_key=${osteria}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('refuses an empty form with per-field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'username=&password=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });
});

describe('sessions', () => {
  it('refreshes the token of a live session', async () => {
    const { body } = await loginAs(t.app, DEMO.users.owner);
    t.clock.advance(10 * 60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token/',
      payload: { token: body.accessToken },
    });
    expect(res.statusCode).toBe(200);
    const refreshed = res.json();
    expect(refreshed.accessToken).not.toBe(body.accessToken);
    expect(new Date(refreshed.expiresAt).getTime()).toBeGreaterThan(
      new Date(body.expiresAt).getTime(),
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${refreshed.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an expired token, for calls and refresh alike', async () => {
    const { headers, body } = await loginAs(t.app, DEMO.users.manager);
    t.clock.advance(61 * 60_000);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('SESSION_EXPIRED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { token: body.accessToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('ends the session on logout: the same token fails at once', async () => {
    const { headers, body } = await loginAs(t.app, DEMO.users.staff);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { token: body.accessToken },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(again.json()).toEqual({
      detail: 'No active session to logout',
      code: 'NO_ACTIVE_SESSION',
    });
  });

  it("answers 'No active session to logout' without a token", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('No active session to logout');
  });

  it('refuses forged and malformed tokens', async () => {
    const { body } = await loginAs(t.app, DEMO.users.owner);
    const [header, payload] = body.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const authorization of [`Bearer ${forged}`, 'Bearer not-a-jwt', 'Basic abc', 'Bearer']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  it('lists the users of the caller business with a live session', async () => {
    await loginAs(t.app, DEMO.users.otherOwner);
    const { headers } = await loginAs(t.app, DEMO.users.owner);
    await loginAs(t.app, DEMO.users.manager);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/active-users', headers });
    expect(res.statusCode).toBe(200);
    const emails = res.json().items.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO.users.owner, DEMO.users.manager]));
    expect(emails).not.toContain(DEMO.users.otherOwner);
  });
});

// Sign-in throttling and its 429s: modules/rate-limit/login-throttle.routes.test.ts.
