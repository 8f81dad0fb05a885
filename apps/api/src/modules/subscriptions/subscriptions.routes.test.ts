import {
  PlanListResponseSchema,
  PlanSchema,
} from '@coperto/shared/subscriptions/subscription.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/billing';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, loginAs, loginDemoTeam, type TestApp } from '../../test/build-test-app';
import { findPlanByCode } from './subscriptions.repository';

type Headers = Record<string, string>;

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
const business = { demo: 0, other: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  business.demo = (await loginAs(t.app, DEMO.users.owner)).body.business.id;
  business.other = (await loginAs(t.app, DEMO.users.otherOwner)).body.business.id;
});
afterAll(() => t.close());

const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });

describe('GET /api/subscriptions/plans (public)', () => {
  it('lists the plans a business can move to, cheapest first, without the trial', async () => {
    const res = await get('/api/subscriptions/plans');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((plan: { code: string }) => plan.code)).toEqual(['starter', 'pro']);
    for (const plan of items) expect(PlanSchema.strict().parse(plan)).toEqual(plan);
    expect(items[0]).toMatchObject({
      monthly_price: 19,
      features: ['website', 'menu', 'gallery', 'contact'],
      limits: { restaurants: 1, users: 3 },
    });
    expect(items[1].features).toContain('ordering');
  });

  it('says where to ask for a change of plan: SALES_EMAIL, or its default', async () => {
    expect((await get('/api/subscriptions/plans')).json().plan_change_email).toBe(
      'abbonamenti@coperto.it',
    );
    const configured = await buildTestApp({ env: { SALES_EMAIL: 'vendite@ristoranti.example' } });
    try {
      const res = await configured.app.inject({ url: '/api/subscriptions/plans' });
      expect(res.statusCode).toBe(200);
      expect(PlanListResponseSchema.strict().parse(res.json())).toMatchObject({
        plan_change_email: 'vendite@ristoranti.example',
      });
    } finally {
      await configured.close();
    }
  });

  it('answers the same to a signed-in caller, even with a stale token', async () => {
    const anonymous = (await get('/api/subscriptions/plans')).json();
    expect((await get('/api/subscriptions/plans', team.owner)).json()).toEqual(anonymous);
    const stale = await get('/api/subscriptions/plans', { authorization: 'Bearer not-a-token' });
    expect(stale.statusCode).toBe(200);
  });
});

describe('GET /api/subscriptions/plan/{id} (public)', () => {
  it('answers a plan by id, the trial too', async () => {
    const trial = await findPlanByCode(t.app.db, 'trial');
    const res = await get(`/api/subscriptions/plan/${trial!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: trial!.id, code: 'trial', monthly_price: 0 });
  });

  it('answers 404 for an unknown plan and 400 for a malformed id', async () => {
    expect((await get('/api/subscriptions/plan/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '1%20OR%201=1', '9'.repeat(30)]) {
      const res = await get(`/api/subscriptions/plan/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().fields).toHaveProperty('id');
    }
  });
});

describe('GET /api/subscriptions/business/{id}', () => {
  it("answers the owner's current plan with its status and period end", async () => {
    const res = await get(`/api/subscriptions/business/${business.demo}`, team.owner);
    expect(res.statusCode).toBe(200);
    const subscription = res.json();
    expect(subscription).toMatchObject({
      business_id: business.demo,
      status: 'active',
      plan: { code: 'pro', monthly_price: 59, limits: { restaurants: 10, users: 100 } },
    });
    expect(new Date(subscription.current_period_end).getTime()).toBeGreaterThan(
      t.clock.now().getTime(),
    );
    const other = await get(`/api/subscriptions/business/${business.other}`, team.otherOwner);
    expect(other.json()).toMatchObject({ status: 'active', plan: { code: 'starter' } });
  });

  it('answers the newest subscription: a change of plan shows at once', async () => {
    const starter = await findPlanByCode(t.app.db, 'starter');
    const periodEnd = new Date(t.clock.now().getTime() + 86_400_000);
    const [row] = await t.app.db
      .insert(subscriptions)
      .values({
        business_id: business.other,
        plan_id: starter!.id,
        status: 'past_due',
        current_period_end: periodEnd,
      })
      .returning();
    const res = await get(`/api/subscriptions/business/${business.other}`, team.otherOwner);
    expect(res.json()).toMatchObject({
      id: row!.id,
      status: 'past_due',
      current_period_end: periodEnd.toISOString(),
    });
  });

  it('is billing: managers and staff are refused, whatever id they send', async () => {
    for (const headers of [team.manager, team.staff]) {
      for (const id of [business.demo, business.other, 'abc']) {
        const res = await get(`/api/subscriptions/business/${id}`, headers);
        expect(res.statusCode, String(id)).toBe(403);
      }
    }
  });

  it("answers 404 for another business's subscription, the same as for an unknown business", async () => {
    const foreign = await get(`/api/subscriptions/business/${business.demo}`, team.otherOwner);
    const unknown = await get('/api/subscriptions/business/999999', team.otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const admin = await get(`/api/subscriptions/business/${business.other}`, team.admin);
    expect(admin.statusCode).toBe(200);
  });

  it('asks for a session, and refuses a malformed id with 400', async () => {
    expect((await get(`/api/subscriptions/business/${business.demo}`)).statusCode).toBe(401);
    for (const id of ['abc', '0', '1;DROP TABLE plans', '9'.repeat(30)]) {
      const res = await get(`/api/subscriptions/business/${encodeURIComponent(id)}`, team.owner);
      expect(res.statusCode, id).toBe(400);
    }
  });
});
