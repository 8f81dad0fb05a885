import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app';

/**
 * No user of one business can read, list, change or delete anything of another: the answer is
 * 404, the same as for an id that does not exist, so ids cannot be probed.
 */
let t: TestApp;
let intruder: Record<string, string>;
let victim: { userId: number; businessId: number; restaurantId: number };

beforeAll(async () => {
  t = await buildTestApp();
  intruder = (await loginAs(t.app, DEMO.users.otherOwner)).headers;
  const owner = await loginAs(t.app, DEMO.users.owner);
  victim = {
    userId: owner.body.user.id,
    businessId: owner.body.business.id,
    restaurantId: owner.body.restaurant.id,
  };
});
afterAll(() => t.close());

describe("another business's data", () => {
  it('cannot be read', async () => {
    for (const url of [
      `/api/users/${victim.userId}`,
      `/api/subscriptions/business/${victim.businessId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: intruder });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('does not appear in lists, searches or active users', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=demo.test&limit=100',
      headers: intruder,
    });
    expect(list.json().items.map((u: { email: string }) => u.email)).toEqual([
      DEMO.users.otherOwner,
    ]);
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/auth/active-users',
      headers: intruder,
    });
    expect(active.json().items.map((u: { email: string }) => u.email)).toEqual([
      DEMO.users.otherOwner,
    ]);
    const byRestaurant = await t.app.inject({
      method: 'GET',
      url: `/api/users?restaurant_id=${victim.restaurantId}`,
      headers: intruder,
    });
    expect(byRestaurant.json().total).toBe(0);
  });

  it('cannot be changed, disabled or re-enabled', async () => {
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${victim.userId}`,
      payload: { name: 'Hacked' },
      headers: intruder,
    });
    expect(update.statusCode).toBe(404);
    for (const action of ['disable', 'enable']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/${victim.userId}/${action}`,
        headers: intruder,
      });
      expect(res.statusCode).toBe(404);
    }
    const owner = await loginAs(t.app, DEMO.users.owner);
    expect(owner.body.user.name).toBe('Giulia');
  });

  it('cannot be targeted through invitations', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite-user-email',
      payload: { email: 'mole@example.test', role: 'staff', restaurant_id: victim.restaurantId },
      headers: intruder,
    });
    expect(res.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users?limit=100',
      headers: intruder,
    });
    expect(list.json().total).toBe(1);
  });

  it('answers an unknown id the same as a foreign one', async () => {
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/users/${victim.userId}`,
      headers: intruder,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/users/999999',
      headers: intruder,
    });
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.json()).toEqual(missing.json());
  });
});

describe('tenant before validation (DESIGN.md §5)', () => {
  it("answers 404 for another business's row even when the body is invalid", async () => {
    const cases: [string, 'PUT' | 'PATCH' | 'POST', string, object][] = [
      ['user', 'PUT', `/api/users/${victim.userId}`, { name: 42 }],
      ['restaurant', 'PUT', `/api/restaurant/${victim.restaurantId}`, { theme: 'red' }],
      [
        'opening times',
        'PATCH',
        `/api/restaurant/opening-times/${victim.restaurantId}`,
        { opening_times: 'always' },
      ],
      [
        'host name',
        'POST',
        '/api/restaurant/hostname/',
        { restaurant_id: victim.restaurantId, hostname: '!!' },
      ],
      ['business', 'PUT', `/api/restaurant/business/${victim.businessId}`, { vat_number: ['x'] }],
    ];
    for (const [what, method, url, payload] of cases) {
      const res = await t.app.inject({ method, url, payload, headers: intruder });
      expect(res.statusCode, what).toBe(404);
      expect(res.json().code, what).toBe('NOT_FOUND');
    }
  });

  it('still answers 400 for bad input on your own rows, and for malformed ids', async () => {
    const own = await loginAs(t.app, DEMO.users.owner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/${victim.restaurantId}`,
      payload: { theme: 'red' },
      headers: own.headers,
    });
    expect(res.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/abc',
      headers: intruder,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('what each role may do', () => {
  const cases: [string, string, string, number][] = [
    // [who, method, url, expected status]
    [DEMO.users.owner, 'GET', '/api/users', 200],
    [DEMO.users.manager, 'GET', '/api/users', 200],
    [DEMO.users.staff, 'GET', '/api/users', 403],
    [DEMO.users.owner, 'GET', '/api/auth/active-users', 200],
    [DEMO.users.manager, 'GET', '/api/auth/active-users', 200],
    [DEMO.users.staff, 'GET', '/api/auth/active-users', 403],
    [DEMO.users.staff, 'GET', '/api/users/me', 200],
    [DEMO.users.owner, 'GET', '/api/subscriptions/business/:business', 200],
    [DEMO.users.manager, 'GET', '/api/subscriptions/business/:business', 403],
    [DEMO.users.staff, 'GET', '/api/subscriptions/business/:business', 403],
    [DEMO.users.admin, 'GET', '/api/subscriptions/business/:business', 200],
    [DEMO.users.admin, 'GET', '/api/users', 200],
  ];
  for (const [who, method, url, status] of cases) {
    it(`${who} ${method} ${url} → ${status}`, async () => {
      const { headers } = await loginAs(t.app, who);
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(':business', String(victim.businessId)),
        headers,
      });
      expect(res.statusCode).toBe(status);
    });
  }

  it('refuses every private route without a session, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/users/me'],
      ['PUT', '/api/users/1'],
      ['POST', '/api/auth/invite-user-email'],
      ['GET', '/api/auth/active-users'],
      ['GET', '/api/subscriptions/business/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : '{bad json',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});
