import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('GET /api/users', () => {
  it("lists the caller's business only, newest first, with paging metadata", async () => {
    const res = await get('/api/users/', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(body.items.map((u: { email: string }) => u.email).sort()).toEqual(
      [DEMO.users.manager, DEMO.users.owner, DEMO.users.staff].sort(),
    );
  });

  it('filters by role, searches name/surname/email, pages and sorts', async () => {
    const byRole = (await get('/api/users?role=staff', owner)).json();
    expect(byRole.items.map((u: { email: string }) => u.email)).toEqual([DEMO.users.staff]);
    const bySearch = (await get('/api/users?search=bian', owner)).json();
    expect(bySearch.items.map((u: { surname: string }) => u.surname)).toEqual(['Bianchi']);
    const page2 = (
      await get('/api/users?limit=2&page=2&orderByColumn=name&orderByType=asc', owner)
    ).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.items.map((u: { name: string }) => u.name)).toEqual(['Marco']);
  });

  it('treats LIKE wildcards in search as text', async () => {
    const res = (await get('/api/users?search=%25', owner)).json();
    expect(res.total).toBe(0);
  });

  it('lets the platform admin list every business', async () => {
    const res = (await get('/api/users?limit=100', admin)).json();
    expect(res.items.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([DEMO.users.owner, DEMO.users.otherOwner, DEMO.users.admin]),
    );
  });

  it('hides wages from managers and refuses staff', async () => {
    const seenByManager = (await get('/api/users?role=staff', manager)).json().items[0];
    expect(seenByManager.single_shift).toBeNull();
    const seenByOwner = (await get('/api/users?role=staff', owner)).json().items[0];
    expect(seenByOwner.single_shift).toBe(60);
    expect((await get('/api/users', staff)).statusCode).toBe(403);
    expect((await get(`/api/users/${ids[DEMO.users.owner]}`, staff)).statusCode).toBe(403);
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates the fields given and keeps the others', async () => {
    const id = ids[DEMO.users.staff];
    const res = await put(
      `/api/users/${id}`,
      { phone_number: '+39 333 1234567', single_shift: 65.5, duty: 'Sala' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone_number: '+39 333 1234567',
      single_shift: 65.5,
      double_shift: 110,
      duty: 'Sala',
      name: 'Luca',
    });
  });

  it('keeps managers below their own role and away from wages', async () => {
    const ownerId = ids[DEMO.users.owner];
    const staffId = ids[DEMO.users.staff];
    expect((await put(`/api/users/${ownerId}`, { name: 'X' }, manager)).statusCode).toBe(403);
    expect((await put(`/api/users/${staffId}`, { role: 'owner' }, manager)).statusCode).toBe(403);
    expect((await put(`/api/users/${staffId}`, { single_shift: 200 }, manager)).statusCode).toBe(
      403,
    );
    const ok = await put(`/api/users/${staffId}`, { duty: 'Cucina' }, manager);
    expect(ok.statusCode).toBe(200);
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
  });

  it('disables a user (their sessions stop at once) and enables them again', async () => {
    const staffId = ids[DEMO.users.staff];
    const session = await loginAs(t.app, DEMO.users.staff);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/users/${staffId}/disable`,
      headers: owner,
    });
    expect(off.json().disabled).toBe(true);
    expect((await get('/api/users/me', session.headers)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=${DEMO.users.staff}&password=demo-password`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.json().code).toBe('ACCOUNT_DISABLED');
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/users/${staffId}/enable`,
      headers: owner,
    });
    expect(on.json().disabled).toBe(false);
    await loginAs(t.app, DEMO.users.staff);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/users/${ids[DEMO.users.owner]}/disable`,
      headers: owner,
    });
    expect(self.statusCode).toBe(422);
  });
});

describe('own profile', () => {
  it('reads and updates the profile fields of spec §3', async () => {
    const me = await get('/api/users/me', staff);
    expect(me.json()).toMatchObject({ email: DEMO.users.staff, single_shift: expect.any(Number) });
    const res = await put(
      '/api/users/me',
      {
        name: 'Luca',
        surname: 'Verdi',
        tax_id_code: 'vrdlcu90a01h501x',
        address: {
          state: 'IT',
          cap: '00100',
          city: 'Roma',
          province: 'RM',
          address: 'Via Roma',
          street_number: '1',
        },
      },
      staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tax_id_code: 'VRDLCU90A01H501X',
      address: { state: 'it', city: 'Roma' },
    });
  });

  it('changes the password only with the right old password and a matching confirmation', async () => {
    const wrongOld = await put(
      '/api/users/me',
      { oldPassword: 'nope', newPassword: 'password-nuova', password_confirm: 'password-nuova' },
      manager,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().fields).toEqual({ oldPassword: 'Wrong password' });
    const mismatch = await put(
      '/api/users/me',
      { oldPassword: 'demo-password', newPassword: 'password-nuova', password_confirm: 'altro' },
      manager,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty('password_confirm');
    const ok = await put(
      '/api/users/me',
      {
        oldPassword: 'demo-password',
        newPassword: 'password-nuova',
        password_confirm: 'password-nuova',
      },
      manager,
    );
    expect(ok.statusCode).toBe(200);
    await loginAs(t.app, DEMO.users.manager, 'password-nuova');
  });

  it('cannot change its own role or wages through the profile', async () => {
    const res = await put('/api/users/me', { role: 'owner' }, staff);
    expect(res.statusCode).toBe(400);
    const wages = await put('/api/users/me', { single_shift: 500 }, staff);
    expect(wages.statusCode).toBe(400);
  });
});
