import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../../test/build-test-app';

let seeded: TestApp;
let empty: TestApp;
beforeAll(async () => {
  seeded = await buildTestApp();
  empty = await buildTestApp({ seed: false });
}, 180_000);
afterAll(() => Promise.all([seeded.close(), empty.close()]));

/** The route on the given database, served under the given environment. */
async function askDemoLogin(on: TestApp, env: NodeJS.ProcessEnv) {
  const app = await buildApp({ config: testConfig(env), database: on.database, logger: false });
  try {
    return await app.inject({ method: 'GET', url: '/api/auth/demo-login' });
  } finally {
    await app.close();
  }
}

describe('GET /api/auth/demo-login', { timeout: 60_000 }, () => {
  it("answers the demo owner's login where the demo is seeded, with the configured password", async () => {
    const res = await askDemoLogin(seeded, { SEED_DEMO: 'true', DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: DEMO.users.owner,
      password: DEMO_PASSWORD,
      restaurants: [
        { name: 'Trattoria Demo', hostname: DEMO.hosts.trattoria },
        { name: 'Pizzeria Demo', hostname: DEMO.hosts.pizzeria },
        { name: 'Osteria Altro Gusto', hostname: DEMO.hosts.osteria },
      ],
    });
  });

  it('is a 404 when the server does not seed the demo', async () => {
    const res = await askDemoLogin(seeded, { SEED_DEMO: 'false' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('is a 404 when the demo owner is not in the database', async () => {
    const res = await askDemoLogin(empty, { SEED_DEMO: 'true' });
    expect(res.statusCode).toBe(404);
  });

  it('is a 404 in production even with SEED_DEMO=true', async () => {
    const res = await askDemoLogin(seeded, { NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(DEMO_PASSWORD);
  });
});
