import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/build-test-app';
import { LOGIN_BACKOFF, loginDelayMs, RATE_RULES } from './rate-limit.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SECOND = 1000;

function login(username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

/** Fails the free attempts of a pair, each answered as a wrong password. */
async function useFreeFailures(email: string, ip: string) {
  for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
    expect((await login(email, `wrong-${i}`, ip)).statusCode).toBe(401);
  }
}

describe('the wait after failed sign-ins', () => {
  it('doubles after the free failures, up to a cap', () => {
    const free = LOGIN_BACKOFF.freeFailures;
    expect(loginDelayMs(free - 1)).toBe(0);
    expect([free, free + 1, free + 2, free + 3].map(loginDelayMs)).toEqual([
      SECOND,
      2 * SECOND,
      4 * SECOND,
      8 * SECOND,
    ]);
    expect(loginDelayMs(free + 40)).toBe(LOGIN_BACKOFF.maxDelayMs);
  });

  it('refuses the pair with 429 and Retry-After while it lasts, even with the right password, and grows', async () => {
    const email = DEMO.users.manager;
    const ip = '10.20.0.1';
    await useFreeFailures(email, ip);

    const waiting = await login(email, DEMO_PASSWORD, ip);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(waiting.json().detail).toMatch(/try again in 1 second/);

    t.clock.advance(SECOND);
    expect((await login(email, 'wrong-again', ip)).statusCode).toBe(401);
    const longer = await login(email, DEMO_PASSWORD, ip);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    // A refused attempt does not lengthen the wait: it was never tried.
    t.clock.advance(2 * SECOND);
    expect((await login(email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    // The success starts the run again: the next mistakes are free.
    await useFreeFailures(email, ip);
    t.clock.advance(SECOND);
    expect((await login(email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('lets the owner sign in from elsewhere while a stranger keeps failing on the account', async () => {
    const email = DEMO.users.owner;
    const stranger = '10.30.0.66';
    await useFreeFailures(email, stranger);
    for (let i = 0; i < 12; i++) {
      // The stranger waits out each delay, so every failure counts.
      t.clock.advance(loginDelayMs(LOGIN_BACKOFF.freeFailures + i));
      expect((await login(email, `guess-${i}`, stranger)).statusCode).toBe(401);
    }
    const refused = await login(email, DEMO_PASSWORD, stranger);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);

    const owner = await login(email, DEMO_PASSWORD, '10.30.0.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });

  it('forgets a pair’s failures after a quiet day', async () => {
    const email = DEMO.users.staff;
    const ip = '10.40.0.1';
    await useFreeFailures(email, ip);
    expect((await login(email, 'wrong', ip)).statusCode).toBe(429);
    t.clock.advance(LOGIN_BACKOFF.forgetAfterMs);
    // A fresh run: this failure is free again, so the right password right after it works.
    expect((await login(email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('guesses sent side by side', () => {
  it('are counted before any password is checked, so a burst gets only the free failures', async () => {
    const email = DEMO.users.otherOwner;
    const ip = '10.60.0.5';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `burst-${i}`, ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_BACKOFF.freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      20 - LOGIN_BACKOFF.freeFailures,
    );
    // The refused ones lengthened nothing: the wait is the one after the free failures.
    t.clock.advance(loginDelayMs(LOGIN_BACKOFF.freeFailures));
    expect((await login(email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('take back their count when they succeed, so an address signing many people in is not limited', async () => {
    const ip = '10.70.0.1';
    for (let i = 0; i < RATE_RULES.loginPerIp.limit + 5; i++) {
      expect((await login(DEMO.users.staff, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    }
  }, 90_000);
});

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  it('keys the wait on the address the proxy saw, not on one the visitor wrote', async () => {
    const proxied = await buildApp({
      config: testConfig({ TRUST_PROXY: '1' }),
      database: t.database,
      logger: false,
      clock: t.clock,
    });
    try {
      const viaProxy = (password: string, forwardedFor: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: new URLSearchParams({ username: DEMO.users.manager, password }).toString(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            // The visitor wrote the first address; the proxy appended the one it saw.
            'x-forwarded-for': `${forwardedFor}, 198.51.100.23`,
          },
          remoteAddress: '127.0.0.1',
        });
      for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) {
        expect((await viaProxy(`wrong-${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
      }
      // A new made-up address each time is the same visitor to the proxy, so the wait holds.
      expect((await viaProxy('wrong-again', '203.0.113.99')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('the limit per address', () => {
  it('refuses an address after its failures across accounts, with Retry-After; other addresses sign in', async () => {
    const ip = '10.50.0.9';
    for (let i = 0; i < RATE_RULES.loginPerIp.limit; i++) {
      expect((await login(`nobody-${i}@x.test`, 'x', ip)).statusCode).toBe(401);
    }
    const refused = await login(DEMO.users.otherOwner, DEMO_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_RULES.loginPerIp.windowMs / SECOND);

    await loginAs(t.app, DEMO.users.otherOwner);
    t.clock.advance(retryAfter * SECOND);
    expect((await login(DEMO.users.otherOwner, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('other limits', () => {
  it('every 429 carries Retry-After (reset emails per account)', async () => {
    const email = 'reset-target@x.test';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/send-reset-email', payload: { email } });
    for (let i = 0; i < RATE_RULES.resetPerAccount.limit; i++) {
      expect((await send()).statusCode).toBe(200);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(
      String(RATE_RULES.resetPerAccount.windowMs / SECOND),
    );
  });
});

describe('a disabled account', () => {
  it('answers the right password exactly as a wrong one, and takes as long', async () => {
    const owner = await loginAs(t.app, DEMO.users.owner);
    const staff = (await loginAs(t.app, DEMO.users.staff)).body.user;
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/users/${staff.id}/disable`,
      headers: owner.headers,
    });
    expect(off.statusCode).toBe(200);

    // The process's CPU time, not the clock's: the hash runs on one of its threads, and a busy
    // machine that keeps the test waiting adds to the clock but not to the CPU it spent.
    const timed = async (password: string, ip: string) => {
      const started = process.cpuUsage();
      const res = await login(DEMO.users.staff, password, ip);
      const spent = process.cpuUsage(started);
      return { res, ms: (spent.user + spent.system) / 1000 };
    };
    const disabled: Awaited<ReturnType<typeof timed>>[] = [];
    const wrong: typeof disabled = [];
    // Each from its own address, so no wait comes into the comparison.
    for (let i = 0; i < 5; i++) {
      disabled.push(await timed(DEMO_PASSWORD, `10.60.0.${i}`));
      wrong.push(await timed('not-the-password', `10.61.0.${i}`));
    }
    for (const [a, b] of disabled.map((d, i) => [d, wrong[i]!] as const)) {
      expect(a.res.statusCode).toBe(b.res.statusCode);
      expect(a.res.json()).toEqual(b.res.json());
    }
    expect(disabled[0]!.res.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      detail: 'Wrong email or password',
    });
    // Both check the password hash; a shortcut for disabled accounts would take a fraction of it.
    // The least of each: the floor is the hash's own cost.
    const fastest = (runs: { ms: number }[]) => Math.min(...runs.map((r) => r.ms));
    expect(fastest(disabled)).toBeGreaterThan(fastest(wrong) / 2);
  });
});
