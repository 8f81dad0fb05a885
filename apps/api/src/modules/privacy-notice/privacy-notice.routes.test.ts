import { PRIVACY_NOTICE_REVISED_ON } from '@coperto/shared/restaurants/privacy-notice.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, demoRestaurantIds, loginAs, type TestApp } from '../../test/build-test-app';
import { openForOrders, publicKeyOf } from '../../test/ordering';

let t: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let trattoriaKey: string;
let osteriaKey: string;

const noticeOf = (publicKey: string) =>
  t.app.inject({ url: `/api/restaurant/privacy-notice/${encodeURIComponent(publicKey)}` });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await loginAs(t.app, 'owner@demo.test');
  ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  osteriaKey = await publicKeyOf(t.app, 'osteria');
});
afterAll(() => t.close());

describe('GET /api/restaurant/privacy-notice/:publicKey', () => {
  it("names the restaurant's business as data controller, and the restaurant's contacts", async () => {
    const res = await noticeOf(trattoriaKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      controller: {
        legal_name: 'Demo Ristorazione S.r.l.',
        vat_number: '01234567897',
        tax_code: '01234567897',
        address: { city: 'Roma', cap: '00186', address: 'Via dei Coronari', street_number: '12' },
      },
      contact_email: 'trattoria@demo.test',
      // The Trattoria's plan has bookings, which guests make on its site.
      processing: { ordering: false, card_payments: false, bookings: true },
    });
    // Never older than the wording it fills.
    expect(res.json().updated_on >= PRIVACY_NOTICE_REVISED_ON).toBe(true);
    expect(res.json().updated_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers each restaurant with its own business only (no other tenant in it)', async () => {
    const res = await noticeOf(osteriaKey);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.controller.legal_name).toBe('Altro Gusto S.r.l.');
    expect(body.controller.vat_number).toBe('09876543217');
    // A business without a fiscal code says so with an empty field, not another's.
    expect(body.controller.tax_code).toBe('');
    expect(JSON.stringify(body)).not.toContain('Demo Ristorazione');
  });

  it('names orders once the restaurant takes them; cards only where the platform takes cards', async () => {
    await openForOrders(t.app, ids.trattoria, owner.headers, { card_payments: false });
    expect((await noticeOf(trattoriaKey)).json().processing).toEqual({
      ordering: true,
      card_payments: false,
      bookings: true,
    });
    // The setting on, but this platform has no Stripe: no payment provider receives anything.
    const cards = await t.app.inject({
      method: 'PUT',
      url: `/api/ordering-settings/${ids.trattoria}`,
      headers: owner.headers,
      payload: { ...(await settingsOf(ids.trattoria)), card_payments: true },
    });
    expect([200, 422]).toContain(cards.statusCode);
    expect((await noticeOf(trattoriaKey)).json().processing.card_payments).toBe(false);
    // The other business's plan has no ordering at all.
    expect((await noticeOf(osteriaKey)).json().processing.ordering).toBe(false);
  });

  it('shows a change of the business at once, dated that day', async () => {
    const business = owner.body.business as { id: number };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurant/business/${business.id}`,
      headers: owner.headers,
      payload: { name: 'Demo Ristorazione S.p.A.' },
    });
    expect(res.statusCode).toBe(200);
    const notice = (await noticeOf(trattoriaKey)).json();
    expect(notice.controller.legal_name).toBe('Demo Ristorazione S.p.A.');
    const today = new Date().toISOString().slice(0, 10);
    expect(notice.updated_on).toBe([today, PRIVACY_NOTICE_REVISED_ON].sort().at(-1));
  });

  it('answers 404 for an unknown key and for hostile ones, without a trace', async () => {
    for (const key of ['nope-nope', "' OR 1=1 --", '../../etc/passwd', '%00', '🍝', '<script>']) {
      const res = await noticeOf(key);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().code, key).toBeTypeOf('string');
      expect(res.body, key).not.toMatch(/stack|at \//i);
    }
  });

  it('answers 400 for a key longer than any key and for a blank one; 404 past the router limit', async () => {
    for (const key of ['k'.repeat(65), '   ']) {
      const res = await noticeOf(key);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty('publicKey');
    }
    // Longer than Fastify's router takes a path parameter: no route, the same clean error shape.
    const huge = await noticeOf('k'.repeat(5000));
    expect(huge.statusCode).toBe(404);
    expect(huge.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 once the restaurant is deleted', async () => {
    const pizzeriaKey = await publicKeyOf(t.app, 'pizzeria');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurant/${ids.pizzeria}`,
      headers: owner.headers,
      payload: { confirm_name: 'Pizzeria Demo' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await noticeOf(pizzeriaKey)).statusCode).toBe(404);
  });

  it('needs no session, and a session of another business changes nothing', async () => {
    const other = await loginAs(t.app, 'owner2@demo.test');
    const res = await t.app.inject({
      url: `/api/restaurant/privacy-notice/${trattoriaKey}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().controller.legal_name).toMatch(/^Demo Ristorazione/);
  });
});

async function settingsOf(restaurantId: number) {
  const res = await t.app.inject({
    url: `/api/ordering-settings/${restaurantId}`,
    headers: owner.headers,
  });
  const { enabled, pickup_enabled, delivery_enabled, lead_minutes, slot_minutes, orders_per_slot } =
    res.json();
  const { min_order, delivery_zones, pay_at_restaurant, card_payments, auto_accept } = res.json();
  return {
    enabled,
    pickup_enabled,
    delivery_enabled,
    lead_minutes,
    slot_minutes,
    orders_per_slot,
    min_order,
    delivery_zones,
    pay_at_restaurant,
    card_payments,
    auto_accept,
  };
}
