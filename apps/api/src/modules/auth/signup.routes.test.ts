import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, lastMailTo, loginAs, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The reset scenario changes the staff member's password; later scenarios log in with it. */
const STAFF_NEW_PASSWORD = 'nuova-password-1';

let ipCounter = 0;
/** Each call from its own address, so the per-IP limits do not mix the scenarios. */
function post(url: string, payload?: object, headers: Record<string, string> = {}) {
  ipCounter += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.20.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

const signupBody = (email: string) => ({
  business_name: 'Da Mario S.n.c.',
  restaurant_name: 'Trattoria Da Mario',
  name: 'Mario',
  surname: 'Esposito',
  email,
  password: 'una-password-sicura',
  password_confirm: 'una-password-sicura',
});

async function codeFromMail(email: string) {
  const mail = await lastMailTo(t.app, email);
  const code = /codice di verifica Coperto è: (\d{6})/.exec(mail.text_body)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text_body}`);
  return code;
}

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('sign-up with email verification', () => {
  it('creates business, owner and restaurant, and signs in after the emailed code', async () => {
    const started = await post('/api/auth/signup', signupBody('mario@example.test'));
    expect(started.statusCode).toBe(201);
    const { signUpTempId } = started.json();
    expect(signUpTempId).toMatch(/^[\w-]{20,}$/);

    const beforeVerification = await login('mario@example.test', 'una-password-sicura');
    expect(beforeVerification.statusCode).toBe(403);
    expect(beforeVerification.json().code).toBe('EMAIL_NOT_VERIFIED');

    const code = await codeFromMail('mario@example.test');
    const verified = await post(`/api/auth/verification/${signUpTempId}`, { code });
    expect(verified.statusCode).toBe(200);
    const current = verified.json();
    expect(current.user).toMatchObject({ email: 'mario@example.test', role: 'owner' });
    expect(current.business.name).toBe('Da Mario S.n.c.');
    expect(current.restaurant.name).toBe('Trattoria Da Mario');

    const host = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/hostname/trattoria-da-mario.localhost',
    });
    expect(host.statusCode).toBe(200);
    expect(host.json().language).toEqual(['it', 'en']);

    const sub = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/business/${current.business.id}`,
      headers: { authorization: `Bearer ${current.accessToken}` },
    });
    expect(sub.json()).toMatchObject({
      status: 'trialing',
      plan: { code: 'trial', monthly_price: 0 },
    });

    const reused = await post(`/api/auth/verification/${signUpTempId}`, { code });
    expect(reused.statusCode).toBe(404);
    expect((await login('mario@example.test', 'una-password-sicura')).statusCode).toBe(200);
  });

  it('refuses a taken email, and mismatched passwords, changing nothing', async () => {
    const taken = await post('/api/auth/signup', signupBody(DEMO.users.owner));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: 'Already registered' });

    const mismatch = await post('/api/auth/signup', {
      ...signupBody('other@example.test'),
      password_confirm: 'different',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty('password_confirm');
    await expect(lastMailTo(t.app, 'other@example.test')).rejects.toThrow();
  });

  it('counts wrong codes and locks the code after 5', async () => {
    const { signUpTempId } = (
      await post('/api/auth/signup', signupBody('wrong@example.test'))
    ).json();
    const right = await codeFromMail('wrong@example.test');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const first = await post(`/api/auth/verification/${signUpTempId}`, { code: wrongCode });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'INVALID_CODE',
      detail: 'Wrong code: 4 attempts left',
    });
    for (let i = 0; i < 4; i++)
      await post(`/api/auth/verification/${signUpTempId}`, { code: wrongCode });
    const locked = await post(`/api/auth/verification/${signUpTempId}`, { code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');

    const resent = await post(`/api/auth/resend-code-email/${signUpTempId}`);
    expect(resent.statusCode).toBe(200);
    const fresh = await codeFromMail('wrong@example.test');
    const ok = await post(`/api/auth/verification/${signUpTempId}`, { code: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('expires codes after 15 minutes; a resent code replaces the old one', async () => {
    const { signUpTempId } = (
      await post('/api/auth/signup', signupBody('late@example.test'))
    ).json();
    const old = await codeFromMail('late@example.test');
    t.clock.advance(16 * 60_000);
    const expired = await post(`/api/auth/verification/${signUpTempId}`, { code: old });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('CODE_EXPIRED');

    await post('/api/auth/resend-email', { email: 'late@example.test' });
    const fresh = await codeFromMail('late@example.test');
    if (fresh !== old) {
      const stale = await post(`/api/auth/verification/${signUpTempId}`, { code: old });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await post(`/api/auth/verification/${signUpTempId}`, { code: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('starts a demo trial on the trial restaurant template', async () => {
    const started = await post('/api/auth/signup-demo', {
      name: 'Anna',
      surname: 'Prova',
      email: 'anna@example.test',
      password: 'password-demo-1',
      password_confirm: 'password-demo-1',
    });
    expect(started.statusCode).toBe(201);
    const { signUpTempId } = started.json();
    const code = await codeFromMail('anna@example.test');
    const notForNormalVerification = await post(`/api/auth/verification/${signUpTempId}`, { code });
    expect(notForNormalVerification.statusCode).toBe(404);
    const verified = await post('/api/auth/verification-demo/', { id: signUpTempId, code });
    expect(verified.statusCode).toBe(200);
    const { restaurant, accessToken } = verified.json();
    expect(restaurant.name).toBe('Ristorante di Anna');
    const trial = (
      await t.app.inject({ method: 'GET', url: `/api/restaurant/hostname/${DEMO.hosts.trattoria}` })
    ).json();
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/hostname/ristorante-di-anna.localhost',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(mine.json()).toMatchObject({ font: trial.font, theme: trial.theme });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const known = await post('/api/auth/send-reset-email/', { email: DEMO.users.staff });
    const unknown = await post('/api/auth/send-reset-email/', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await expect(lastMailTo(t.app, 'ghost@example.test')).rejects.toThrow();
    const mail = await lastMailTo(t.app, DEMO.users.staff);
    expect(mail.text_body).toContain('/dashboard/reset-password?token=');
  });

  it('sets a new password once, ends existing sessions, and the link cannot be reused', async () => {
    const { headers } = await loginAs(t.app, DEMO.users.staff);
    await post('/api/auth/send-reset-email', { email: DEMO.users.staff });
    const mail = await lastMailTo(t.app, DEMO.users.staff);
    const token = /token=([\w-]+)/.exec(mail.text_body)![1]!;
    const body = { token, password: STAFF_NEW_PASSWORD, password_confirm: STAFF_NEW_PASSWORD };
    const reset = await post('/api/auth/reset-password/', body);
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(
      401,
    );
    expect((await login(DEMO.users.staff, STAFF_NEW_PASSWORD)).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password/', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired reset link', async () => {
    await post('/api/auth/send-reset-email', { email: DEMO.users.manager });
    const token = /token=([\w-]+)/.exec(
      (await lastMailTo(t.app, DEMO.users.manager)).text_body,
    )![1]!;
    t.clock.advance(61 * 60_000);
    const res = await post('/api/auth/reset-password', {
      token,
      password: 'nuova-password-2',
      password_confirm: 'nuova-password-2',
    });
    expect(res.statusCode).toBe(400);
    expect((await login(DEMO.users.manager, 'demo-password')).statusCode).toBe(200);
  });
});
