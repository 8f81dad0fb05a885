import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import { buildTestApp, lastMailTo, loginDemoTeam, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let restaurants: { trattoria: number; pizzeria: number; osteria: number };

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  const idOf = async (host: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/restaurant/hostname/${host}` })).json()
      .id as number;
  restaurants = {
    trattoria: await idOf(DEMO.hosts.trattoria),
    pizzeria: await idOf(DEMO.hosts.pizzeria),
    osteria: await idOf(DEMO.hosts.osteria),
  };
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call from its own address, so the per-IP limits of the public calls do not add up. */
function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  ipCounter += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: `10.30.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}
const invite = (body: unknown, headers: Record<string, string>) =>
  post('/api/auth/invite-user-email/', body, headers);

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function invitationTokenFor(email: string) {
  const mail = await lastMailTo(t.app, email);
  const token = /\/dashboard\/reset-password\?token=([\w-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text_body}`);
  return token;
}

const setPassword = (token: string, password: string) =>
  post('/api/auth/reset-password', { token, password, password_confirm: password });

/** Users and mails, counted: a refused invitation must change neither. */
async function counts() {
  const result = await t.app.db.execute(
    sql`select (select count(*) from users) as users, (select count(*) from mail_outbox) as mails`,
  );
  return (result as { rows: unknown[] }).rows[0];
}

describe('POST /api/auth/invite-user-email', () => {
  it("emails a link through the outbox that leads to a working login in the inviter's business", async () => {
    const res = await invite(
      {
        email: ' Sara.Neri@Example.test ',
        role: 'manager',
        restaurant_id: restaurants.pizzeria,
        name: 'Sara',
        surname: 'Neri',
      },
      team.owner,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'sara.neri@example.test',
      role: 'manager',
      restaurant_id: restaurants.pizzeria,
      email_verified: false,
      invitation_pending: true,
      disabled: false,
    });
    const mail = await lastMailTo(t.app, 'sara.neri@example.test');
    expect(mail.transport).toBe('outbox');
    expect(mail.subject).toContain(DEMO.business);
    expect(mail.text_body).toContain('7 giorni');

    // No password until the invitee chooses one.
    expect((await login('sara.neri@example.test', 'password-di-sara')).statusCode).toBe(401);
    const token = await invitationTokenFor('sara.neri@example.test');
    expect((await setPassword(token, 'password-di-sara')).statusCode).toBe(200);
    expect((await setPassword(token, 'altra-password')).statusCode).toBe(400);

    const signedIn = await login('sara.neri@example.test', 'password-di-sara');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { role: 'manager', name: 'Sara' },
      business: { name: DEMO.business },
      restaurant: { name: 'Pizzeria Demo' },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=sara.neri',
      headers: team.owner,
    });
    expect(listed.json().items[0]).toMatchObject({
      email_verified: true,
      invitation_pending: false,
    });
  });

  it("puts the invitee in the inviter's restaurant when none is chosen", async () => {
    const res = await invite({ email: 'cameriere@example.test', role: 'staff' }, team.manager);
    expect(res.statusCode).toBe(201);
    expect(res.json().restaurant_id).toBe(restaurants.trattoria);
  });

  it('lets a manager invite staff and managers only, and never hands out admin', async () => {
    const byManager = await invite({ email: 'vice@example.test', role: 'manager' }, team.manager);
    expect(byManager.statusCode).toBe(201);
    expect(byManager.json()).not.toHaveProperty('single_shift');
    const before = await counts();
    for (const [role, headers] of [
      ['owner', team.manager],
      ['admin', team.manager],
      ['admin', team.owner],
    ] as const) {
      const res = await invite({ email: `${role}-x@example.test`, role }, headers);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await invite({ email: 's@example.test', role: 'staff' }, team.staff)).statusCode).toBe(
      403,
    );
    expect((await invite({ email: 's@example.test', role: 'staff' }, {})).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("refuses another business's restaurant, and the platform admin who has no business", async () => {
    const before = await counts();
    const foreign = await invite(
      { email: 'mole@example.test', role: 'staff', restaurant_id: restaurants.osteria },
      team.manager,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ restaurant_id: 'Unknown restaurant' });
    const byAdmin = await invite({ email: 'admin-x@example.test', role: 'staff' }, team.admin);
    expect(byAdmin.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('answers bad input with field errors and sends nothing', async () => {
    const before = await counts();
    const cases: [unknown, string][] = [
      [{ role: 'staff' }, 'email'],
      [{ email: 'not-an-email', role: 'staff' }, 'email'],
      [{ email: `${'a'.repeat(260)}@example.test`, role: 'staff' }, 'email'],
      [{ email: '<script>@x.test', role: 'staff' }, 'email'],
      [{ email: 'ok@example.test' }, 'role'],
      [{ email: 'ok@example.test', role: 'chef' }, 'role'],
      [{ email: 'ok@example.test', role: 'staff', restaurant_id: 'uno' }, 'restaurant_id'],
      [{ email: 'ok@example.test', role: 'staff', restaurant_id: -3 }, 'restaurant_id'],
      [{ email: 'ok@example.test', role: 'staff', name: 'x'.repeat(500) }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await invite(body, team.owner);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    const extra = await invite(
      { email: 'ok@example.test', role: 'staff', business_id: 99 },
      team.owner,
    );
    expect(extra.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('invites a pending user again with a fresh link (the old one stops working)', async () => {
    await invite({ email: 'luigi@example.test', role: 'staff', name: 'Luigi' }, team.owner);
    const firstToken = await invitationTokenFor('luigi@example.test');
    const again = await invite(
      { email: 'luigi@example.test', role: 'manager', restaurant_id: restaurants.pizzeria },
      team.owner,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      role: 'manager',
      name: 'Luigi',
      restaurant_id: restaurants.pizzeria,
    });
    expect(await findOutboxMessagesTo(t.app.db, 'luigi@example.test')).toHaveLength(2);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=luigi',
      headers: team.owner,
    });
    expect(search.json().total).toBe(1);
    expect((await setPassword(firstToken, 'password-di-luigi')).statusCode).toBe(400);
    const secondToken = await invitationTokenFor('luigi@example.test');
    expect((await setPassword(secondToken, 'password-di-luigi')).statusCode).toBe(200);
  });

  it('refuses an address in use by an active account, another business or a higher role', async () => {
    await invite({ email: 'boss@example.test', role: 'owner' }, team.owner);
    const before = await counts();
    const cases: [string, Record<string, string>][] = [
      [DEMO.users.staff, team.owner],
      [DEMO.users.otherOwner, team.owner],
      ['sara.neri@example.test', team.owner],
      // A pending owner stays out of a manager's reach.
      ['boss@example.test', team.manager],
    ];
    for (const [email, headers] of cases) {
      const res = await invite({ email, role: 'staff' }, headers);
      expect(res.statusCode, email).toBe(409);
      expect(res.json().fields).toEqual({ email: 'Already in use' });
    }
    expect(await counts()).toEqual(before);
  });

  it('lets the link expire after 7 days; a new invitation works again', async () => {
    await invite({ email: 'lenta@example.test', role: 'staff' }, team.owner);
    const token = await invitationTokenFor('lenta@example.test');
    t.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    const expired = await setPassword(token, 'password-lenta');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
    const fresh = await loginDemoTeam(t.app);
    expect(
      (await invite({ email: 'lenta@example.test', role: 'staff' }, fresh.owner)).statusCode,
    ).toBe(201);
    const renewed = await invitationTokenFor('lenta@example.test');
    expect((await setPassword(renewed, 'password-lenta')).statusCode).toBe(200);
    expect((await login('lenta@example.test', 'password-lenta')).statusCode).toBe(200);
  });
});
