import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema/discounts';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { DEMO } from '../../db/seed/demo-seed';
import { demoRestaurantIds, loginAs, loginDemoTeam } from '../../test/build-test-app';
import {
  GUEST,
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';
import { buildStripeTestApp, type StripeTestApp } from '../../test/stripe-test-app';

let t: StripeTestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let businessId: number;
let key: string;
let dishId: number;

beforeAll(async () => {
  t = await buildStripeTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  businessId = (await loginAs(t.app, DEMO.users.owner)).body.business.id;
  key = await publicKeyOf(t.app, 'trattoria');
  await t.connectStripeAccount(businessId, team.owner);
  await openForOrders(t.app, ids.trattoria, team.owner, { card_payments: true });
  dishId = (await orderableDishes(t.app, ids.trattoria))[0]!.id;
});
afterAll(() => t.close());

async function makeCode(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/discounts',
    headers: team.owner,
    payload: { title: 'Prova', restaurant_ids: [ids.trattoria], ...body },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: number };
}

const timesUsed = async (id: number) =>
  (await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.times_used;

describe('a discount code with a card payment', () => {
  it('asks Stripe for the discounted total, and an unpaid order gives its use back', async () => {
    const code = await makeCode({ code: 'CARTA20', is_percentage: true, amount: 20 });
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dishId, {
        payment_method: 'card',
        discount_code: 'CARTA20',
        customer: { ...GUEST, email: 'carta@ospite.test' },
      }),
    );
    expect(placed.statusCode).toBe(201);
    const body = placed.json();
    expect(body.discount).toBeGreaterThan(0);
    expect(body.total).toBe(Math.round((body.subtotal - body.discount) * 100) / 100);
    const checkout = t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(Number(checkout!.form.get('line_items[0][price_data][unit_amount]'))).toBe(
      Math.round(body.total * 100),
    );
    expect(await timesUsed(code.id)).toBe(1);

    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.public_id, body.public_id));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.order_id, order!.id));
    const expired = t.stripe.signedEvent('checkout.session.expired', {
      id: payment!.checkout_session_id,
      object: 'checkout.session',
      payment_status: 'unpaid',
      metadata: {
        purpose: 'order',
        business_id: String(businessId),
        payment_id: String(payment!.id),
      },
    });
    expect((await t.webhook(expired)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.status).toBe('cancelled');
    expect(await timesUsed(code.id)).toBe(0);
  });

  it('refuses a card payment when the code leaves nothing to pay', async () => {
    const code = await makeCode({ code: 'GRATIS', is_percentage: true, amount: 100 });
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dishId, { payment_method: 'card', discount_code: 'GRATIS' }),
    );
    expect(placed.statusCode).toBe(422);
    expect(placed.json().fields).toEqual({ payment_method: 'payment_unavailable' });
    expect(await timesUsed(code.id)).toBe(0);
    // Paid at the restaurant, it is a free order.
    const free = await placeOrder(t.app, key, pickupOrder(dishId, { discount_code: 'GRATIS' }));
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ total: 0, discount_code: 'GRATIS' });
  });
});
