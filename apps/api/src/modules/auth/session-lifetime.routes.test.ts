import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SESSION_TTL_DAYS: '1' } });
});
afterAll(() => t.close());

describe('absolute session lifetime', () => {
  it('lets refreshes carry a session to its end and no further', async () => {
    const { body } = await loginAs(t.app, DEMO.users.owner);
    const sessionEnd = t.clock.now().getTime() + 24 * 60 * 60_000;
    let token = body.accessToken as string;
    let refreshes = 0;
    for (;;) {
      t.clock.advance(55 * 60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { token },
      });
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(401);
        break;
      }
      refreshes += 1;
      token = res.json().accessToken;
      expect(new Date(res.json().expiresAt).getTime()).toBeLessThanOrEqual(sessionEnd);
    }
    expect(refreshes).toBe(26);
    expect(t.clock.now().getTime()).toBeGreaterThan(sessionEnd);
  });
});
