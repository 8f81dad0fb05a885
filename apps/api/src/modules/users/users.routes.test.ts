import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, loginDemoTeam, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let owner: Record<string, string>;
let manager: Record<string, string>;
let staff: Record<string, string>;
let admin: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ({ owner, manager, staff, admin } = await loginDemoTeam(t.app));
  const list = await get('/api/users?limit=100', owner);
  for (const u of list.json().items) ids[u.email] = u.id;
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}
function put(url: string, payload: object, headers: Record<string, string>) {
  return t.app.inject({ method: 'PUT', url, payload, headers });
}
function post(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, headers });
}
function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
const emailsOf = (body: { items: { email: string }[] }) => body.items.map((u) => u.email);

/** Every user row as text: a refused request must leave it exactly as it was. */
async function usersSnapshot() {
  const result = await t.app.db.execute(
    sql`select string_agg(${users}::text, '|' order by ${users.id}) as rows from ${users}`,
  );
  return (result as { rows: { rows: string }[] }).rows[0]!.rows;
}

async function shiftCentsOf(email: string) {
  const [row] = await t.app.db
    .select({ cents: users.single_shift_cents })
    .from(users)
    .where(eq(users.email, email));
  return row!.cents;
}

describe('GET /api/users', () => {
  it("lists the caller's business only, newest first, with paging metadata", async () => {
    const res = await get('/api/users/', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(emailsOf(body).sort()).toEqual(
      [DEMO.users.manager, DEMO.users.owner, DEMO.users.staff].sort(),
    );
  });

  it('filters by role, searches name/surname/email, pages and sorts', async () => {
    const byRole = (await get('/api/users?role=staff', owner)).json();
    expect(emailsOf(byRole)).toEqual([DEMO.users.staff]);
    expect((await get('/api/users?role=admin', owner)).json().total).toBe(0);
    const bySearch = (await get('/api/users?search=bian', owner)).json();
    expect(bySearch.items.map((u: { surname: string }) => u.surname)).toEqual(['Bianchi']);
    const byEmail = (await get('/api/users?search=MANAGER%40demo', owner)).json();
    expect(emailsOf(byEmail)).toEqual([DEMO.users.manager]);
    const page2 = (
      await get('/api/users?limit=2&page=2&orderByColumn=name&orderByType=asc', owner)
    ).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.items.map((u: { name: string }) => u.name)).toEqual(['Marco']);
    const beyond = (await get('/api/users?limit=2&page=9', owner)).json();
    expect(beyond).toMatchObject({ items: [], total: 3, page: 9 });
  });

  it('sorts roles by rank, not by spelling', async () => {
    const asc = (await get('/api/users?orderByColumn=role&orderByType=asc', owner)).json();
    expect(asc.items.map((u: { role: string }) => u.role)).toEqual(['owner', 'manager', 'staff']);
    const desc = (await get('/api/users?orderByColumn=role', owner)).json();
    expect(desc.items.map((u: { role: string }) => u.role)).toEqual(['staff', 'manager', 'owner']);
  });

  it('filters by restaurant', async () => {
    const { body } = await loginAs(t.app, DEMO.users.owner);
    const here = (await get(`/api/users?restaurant_id=${body.restaurant.id}`, owner)).json();
    expect(here.total).toBe(3);
  });

  it('treats LIKE wildcards in search as text', async () => {
    const res = (await get('/api/users?search=%25', owner)).json();
    expect(res.total).toBe(0);
  });

  it('lets the platform admin list every business', async () => {
    const res = (await get('/api/users?limit=100', admin)).json();
    expect(emailsOf(res)).toEqual(
      expect.arrayContaining([DEMO.users.owner, DEMO.users.otherOwner, DEMO.users.admin]),
    );
  });

  it('sends wages to owners only: managers do not receive the fields at all', async () => {
    const seenByManager = (await get('/api/users?role=staff', manager)).json().items[0];
    expect(seenByManager).toMatchObject({ email: DEMO.users.staff, duty: '' });
    for (const field of ['single_shift', 'double_shift', 'breakfast_shift', 'aperitif_shift']) {
      expect(seenByManager).not.toHaveProperty(field);
    }
    const one = (await get(`/api/users/${ids[DEMO.users.staff]}`, manager)).json();
    expect(one).not.toHaveProperty('single_shift');
    const seenByOwner = (await get('/api/users?role=staff', owner)).json().items[0];
    expect(seenByOwner).toMatchObject({
      single_shift: 60,
      double_shift: 110,
      breakfast_shift: 40,
      aperitif_shift: 35,
    });
  });

  it('refuses staff and anonymous callers', async () => {
    expect((await get('/api/users', staff)).statusCode).toBe(403);
    expect((await get(`/api/users/${ids[DEMO.users.owner]}`, staff)).statusCode).toBe(403);
    expect((await get('/api/users', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates the fields given and keeps the others; rates are cents inside', async () => {
    const id = ids[DEMO.users.staff];
    const res = await put(
      `/api/users/${id}`,
      { phone_number: '+39 333 1234567', single_shift: 65.5, aperitif_shift: 12.34, duty: 'Sala' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone_number: '+39 333 1234567',
      single_shift: 65.5,
      double_shift: 110,
      aperitif_shift: 12.34,
      duty: 'Sala',
      name: 'Luca',
    });
    expect(await shiftCentsOf(DEMO.users.staff)).toBe(6550);
  });

  it('keeps managers below their own role and away from wages', async () => {
    const ownerId = ids[DEMO.users.owner];
    const staffId = ids[DEMO.users.staff];
    expect((await put(`/api/users/${ownerId}`, { name: 'X' }, manager)).statusCode).toBe(403);
    expect((await put(`/api/users/${staffId}`, { role: 'owner' }, manager)).statusCode).toBe(403);
    const wages = await put(`/api/users/${staffId}`, { single_shift: 200 }, manager);
    expect(wages.statusCode).toBe(403);
    expect(await shiftCentsOf(DEMO.users.staff)).toBe(6550);
    const ok = await put(`/api/users/${staffId}`, { duty: 'Cucina' }, manager);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('single_shift');
  });

  it("answers a manager 403 for an owner's row whatever the body (rank before body)", async () => {
    const res = await put(`/api/users/${ids[DEMO.users.owner]}`, { name: 42 }, manager);
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await usersSnapshot();
    const id = ids[DEMO.users.staff];
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ surname: 'x'.repeat(500) }, 'surname'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone_number: 'call me' }, 'phone_number'],
      [{ tax_id_code: 'RSS-GLI' }, 'tax_id_code'],
      // A well-formed code with the wrong check letter.
      [{ tax_id_code: 'VRDLCU90A01H501X' }, 'tax_id_code'],
      [{ address: { state: 'italia' } }, 'address.state'],
      [{ address: { city: 42 } }, 'address.city'],
      [{ single_shift: '60' }, 'single_shift'],
      [{ double_shift: 100_001 }, 'double_shift'],
      [{ breakfast_shift: 0.001 }, 'breakfast_shift'],
      [{ role: 'root' }, 'role'],
      [{ restaurant_id: 'uno' }, 'restaurant_id'],
      [{ duty: 'x'.repeat(6000) }, 'duty'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(`/api/users/${id}`, payload, owner);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty([field]);
    }
    const unknown = await put(`/api/users/${id}`, { password_hash: 'x', disabled_at: null }, owner);
    expect(unknown.statusCode).toBe(400);
    expect(await usersSnapshot()).toBe(before);
  });

  it("refuses another business's restaurant for a user", async () => {
    const other = await loginAs(t.app, DEMO.users.otherOwner);
    const res = await put(
      `/api/users/${ids[DEMO.users.staff]}`,
      { restaurant_id: other.body.restaurant.id },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ restaurant_id: 'Unknown restaurant' });
  });

  it('refuses to demote the only owner and a taken email', async () => {
    const ownerId = ids[DEMO.users.owner];
    const demote = await put(`/api/users/${ownerId}`, { role: 'manager' }, owner);
    expect(demote.statusCode).toBe(422);
    const taken = await put(
      `/api/users/${ids[DEMO.users.staff]}`,
      { email: DEMO.users.manager },
      owner,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: 'Already in use' });
    const foreignTaken = await put(
      `/api/users/${ids[DEMO.users.staff]}`,
      { email: DEMO.users.otherOwner.toUpperCase() },
      owner,
    );
    expect(foreignTaken.statusCode).toBe(409);
  });
});

describe('disable and re-enable', () => {
  it('ends the sessions for good, refuses logins until re-enabled, then allows them', async () => {
    const staffId = ids[DEMO.users.staff];
    const session = await loginAs(t.app, DEMO.users.staff);
    const off = await post(`/api/users/${staffId}/disable`, owner);
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled).toBe(true);
    expect((await get('/api/users/me', session.headers)).statusCode).toBe(401);
    // Answered as a wrong password: a guesser learns nothing (login-throttle.routes.test.ts).
    const refused = await login(DEMO.users.staff, 'demo-password');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_CREDENTIALS');
    const listed = (await get('/api/users?role=staff', owner)).json().items[0];
    expect(listed).toMatchObject({ email: DEMO.users.staff, disabled: true });

    const on = await post(`/api/users/${staffId}/enable`, owner);
    expect(on.json().disabled).toBe(false);
    // The session that was live when the account was disabled stays ended.
    expect((await get('/api/users/me', session.headers)).statusCode).toBe(401);
    const fresh = await loginAs(t.app, DEMO.users.staff);
    expect((await get('/api/users/me', fresh.headers)).statusCode).toBe(200);
    staff = fresh.headers;
  });

  it('lets a manager disable staff but not an owner', async () => {
    const staffId = ids[DEMO.users.staff];
    expect((await post(`/api/users/${ids[DEMO.users.owner]}/disable`, manager)).statusCode).toBe(
      403,
    );
    expect((await post(`/api/users/${staffId}/disable`, manager)).statusCode).toBe(200);
    expect((await post(`/api/users/${staffId}/enable`, manager)).statusCode).toBe(200);
    staff = (await loginAs(t.app, DEMO.users.staff)).headers;
  });

  it('refuses to disable yourself or the last owner, and refuses staff', async () => {
    const self = await post(`/api/users/${ids[DEMO.users.owner]}/disable`, owner);
    expect(self.statusCode).toBe(422);
    const lastOwner = await post(`/api/users/${ids[DEMO.users.owner]}/disable`, admin);
    expect(lastOwner.statusCode).toBe(422);
    expect(lastOwner.json().detail).toContain('only owner');
    const byStaff = await post(`/api/users/${ids[DEMO.users.manager]}/disable`, staff);
    expect(byStaff.statusCode).toBe(403);
    expect((await get('/api/users/me', owner)).json().disabled).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await post('/api/users/999999/disable', owner)).statusCode).toBe(404);
    expect((await post('/api/users/abc/enable', owner)).statusCode).toBe(400);
  });
});

describe('own profile', () => {
  it('reads the own profile with the own shift rates, also for staff', async () => {
    const me = (await get('/api/users/me', staff)).json();
    expect(me).toMatchObject({ email: DEMO.users.staff, single_shift: expect.any(Number) });
    const managerMe = (await get('/api/users/me', manager)).json();
    expect(managerMe).toMatchObject({ email: DEMO.users.manager, single_shift: 60 });
  });

  it('updates the profile fields of spec §3; the address state defaults to it', async () => {
    const res = await put(
      '/api/users/me',
      {
        name: ' Luca ',
        surname: 'Verdi',
        phone_number: '+39 06 1234 5678',
        tax_id_code: 'vrdl cu90a01h501i',
        address: { cap: '00100', city: 'Roma', province: 'RM', address: 'Via Roma' },
      },
      staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Luca',
      tax_id_code: 'VRDLCU90A01H501I',
      address: { state: 'it', city: 'Roma', street_number: '' },
    });
    expect((await get('/api/users/me', staff)).json().phone_number).toBe('+39 06 1234 5678');
  });

  it('cannot change its own role, wages, email or disabled state through the profile', async () => {
    const before = await usersSnapshot();
    for (const payload of [
      { role: 'owner' },
      { single_shift: 500 },
      { email: 'new@demo.test' },
      { disabled: false },
      { name: '' },
      { address: { state: 'ITA' } },
    ]) {
      const res = await put('/api/users/me', payload, staff);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await usersSnapshot()).toBe(before);
  });

  it('refuses anonymous callers', async () => {
    expect((await get('/api/users/me', {})).statusCode).toBe(401);
    expect((await put('/api/users/me', { name: 'X' }, {})).statusCode).toBe(401);
  });
});

describe('own password change', () => {
  const change = (oldPassword: string, newPassword: string, password_confirm = newPassword) => ({
    oldPassword,
    newPassword,
    password_confirm,
  });

  it('answers per-field errors: wrong old password, mismatch, too short, missing old', async () => {
    const before = await usersSnapshot();
    const wrongOld = await put('/api/users/me', change('nope', 'password-nuova'), manager);
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().fields).toEqual({ oldPassword: 'Wrong password' });
    const mismatch = await put(
      '/api/users/me',
      change('demo-password', 'password-nuova', 'altra'),
      manager,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json().fields)).toEqual(['password_confirm']);
    const short = await put('/api/users/me', change('demo-password', 'corta'), manager);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('newPassword');
    const noOld = await put(
      '/api/users/me',
      { newPassword: 'password-nuova', password_confirm: 'password-nuova' },
      manager,
    );
    expect(noOld.json().fields).toHaveProperty('oldPassword');
    const huge = await put('/api/users/me', change('demo-password', 'x'.repeat(300)), manager);
    expect(huge.statusCode).toBe(400);
    // A profile change sent with a wrong password is not applied either.
    const mixed = await put(
      '/api/users/me',
      { name: 'Cambiato', ...change('nope', 'password-nuova') },
      manager,
    );
    expect(mixed.statusCode).toBe(400);
    expect(await usersSnapshot()).toBe(before);
  });

  it('ends the other sessions of the user and keeps the one that changed it', async () => {
    const other = await loginAs(t.app, DEMO.users.manager);
    const ok = await put('/api/users/me', change('demo-password', 'password-nuova'), manager);
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/users/me', manager)).statusCode).toBe(200);
    expect((await get('/api/users/me', other.headers)).statusCode).toBe(401);
    expect((await login(DEMO.users.manager, 'demo-password')).statusCode).toBe(401);
    await loginAs(t.app, DEMO.users.manager, 'password-nuova');
  });

  it('counts wrong current passwords towards the account’s login limit', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await put('/api/users/me', change(`wrong-${attempt}`, 'password-altra'), manager);
    }
    const limited = await put('/api/users/me', change('password-nuova', 'password-altra'), manager);
    expect(limited.statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
    const after = await put('/api/users/me', change('password-nuova', 'password-altra'), manager);
    expect(after.statusCode).toBe(200);
  });
});
