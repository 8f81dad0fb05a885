import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { RATE_RULES } from './rate-limit.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A verification of a sign-up nobody started: a 404 that still counts as an attempt. */
function verify(ip: string, code = '123456') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verification/no-such-signup-0001',
    payload: { code },
    remoteAddress: ip,
  });
}

describe('limits named in the route (config.rateLimit)', () => {
  it("count each attempt from the address, then answer 429 with Retry-After, other addresses' too", async () => {
    const rule = RATE_RULES.verificationPerIp;
    for (let i = 0; i < rule.limit; i++) expect((await verify('10.60.0.1')).statusCode).toBe(404);
    const refused = await verify('10.60.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(rule.windowMs / 1000));
    expect((await verify('10.60.0.2')).statusCode).toBe(404);
  });

  it('count no malformed request: validation answers first', async () => {
    const rule = RATE_RULES.verificationPerIp;
    for (let i = 0; i < rule.limit + 5; i++) {
      expect((await verify('10.60.0.3', 'not-a-code')).statusCode).toBe(400);
    }
    expect((await verify('10.60.0.3')).statusCode).toBe(404);
  });
});
