import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app';
import { signAccessToken, verifyAccessToken } from '../auth/access-token';

/**
 * The business of a request is the session's, recorded by the server: a token signed with the
 * real key but claiming another business's id still works only in the session's own business.
 */
let t: TestApp;
let forged: Record<string, string>;
let victim: { userId: number; businessId: number; restaurantId: number };

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await loginAs(t.app, DEMO.users.owner);
  victim = {
    userId: owner.body.user.id,
    businessId: owner.body.business.id,
    restaurantId: owner.body.restaurant.id,
  };
  const intruder = await loginAs(t.app, DEMO.users.otherOwner);
  const { jwtSecret, accessTokenTtlSeconds } = testConfig();
  const now = t.clock.now();
  const claimed = await verifyAccessToken(intruder.body.accessToken, jwtSecret, now);
  const { token } = await signAccessToken(
    { ...claimed, businessId: victim.businessId, restaurantId: victim.restaurantId },
    jwtSecret,
    now,
    accessTokenTtlSeconds,
  );
  forged = { authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

describe("a validly signed token claiming another business's id", () => {
  it("does not reach that business's rows", async () => {
    for (const url of [
      `/api/users/${victim.userId}`,
      `/api/subscriptions/business/${victim.businessId}`,
      `/api/restaurant/${victim.restaurantId}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: forged });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('lists only the session’s own business', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?search=demo.test&limit=100',
      headers: forged,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((u: { email: string }) => u.email)).toEqual([
      DEMO.users.otherOwner,
    ]);
  });

  it("cannot change that business's restaurant", async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurant/${victim.restaurantId}`,
      headers: forged,
    });
    expect(res.statusCode).toBe(404);
    const owner = await loginAs(t.app, DEMO.users.owner);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/restaurant/${victim.restaurantId}`,
      headers: owner.headers,
    });
    expect(still.statusCode).toBe(200);
  });
});
