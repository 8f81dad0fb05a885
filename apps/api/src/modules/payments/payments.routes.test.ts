import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/events';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { DEMO } from '../../db/seed/demo-seed';
import { buildTestApp, demoRestaurantIds, loginAs, loginDemoTeam } from '../../test/build-test-app';
import {
  newIdempotencyKey,
  ORDERING_ON,
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
let account: string;

beforeAll(async () => {
  t = await buildStripeTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  businessId = (await loginAs(t.app, DEMO.users.owner)).body.business.id;
  key = await publicKeyOf(t.app, 'trattoria');
  await openForOrders(t.app, ids.trattoria, team.owner);
  dishId = (await orderableDishes(t.app, ids.trattoria))[0]!.id;
});
afterAll(() => t.close());
const cardOrder = (changes: object = {}) =>
  pickupOrder(dishId, { payment_method: 'card', ...changes });
async function storedOrder(publicId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.public_id, publicId));
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.order_id, row!.id));
  return { order: row!, payment };
}
const sessionOf = (payment: { checkout_session_id: string | null; id: number }) => ({
  id: payment.checkout_session_id,
  object: 'checkout.session',
  payment_status: 'paid',
  payment_intent: `pi_${payment.id}`,
  amount_total: 1,
  metadata: { purpose: 'order', business_id: String(businessId), payment_id: String(payment.id) },
});

describe("the business's own Stripe account", () => {
  it('connects it, and takes cards only once Stripe says the account can charge', async () => {
    const connect = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/business/${businessId}/payments/connect`,
      headers: team.owner,
    });
    expect(connect.statusCode).toBe(200);
    expect(connect.json().url).toMatch(/^https:\/\/connect\.fake\/setup\/acct_/);
    account = connect.json().url.split('/').at(-1);
    const status = (headers = team.owner) =>
      t.app.inject({ url: `/api/restaurant/business/${businessId}/payments`, headers });
    expect((await status()).json()).toEqual({
      available: true,
      connected: true,
      charges_enabled: false,
    });
    const early = await t.app.inject({
      method: 'PUT',
      url: `/api/ordering-settings/${ids.trattoria}`,
      headers: team.owner,
      payload: { ...ORDERING_ON, card_payments: true },
    });
    expect(early.json().fields).toHaveProperty('card_payments');

    const ready = t.stripe.signedEvent('account.updated', { id: account, charges_enabled: true });
    expect((await t.webhook(ready)).statusCode).toBe(200);
    expect((await status()).json().charges_enabled).toBe(true);
    await openForOrders(t.app, ids.trattoria, team.owner, { card_payments: true });
    const site = await t.app.inject({ url: `/api/ordering/${key}` });
    expect(site.json().payment_methods).toEqual(['at_restaurant', 'card']);
    // Connecting again makes no second account: a new link to the same one.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/business/${businessId}/payments/connect`,
      headers: team.owner,
    });
    expect(again.json().url).toBe(connect.json().url);
    expect(t.stripe.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
  });

  it('is the owner’s to connect and no other business’s to see', async () => {
    const url = `/api/restaurant/business/${businessId}/payments`;
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/connect`, headers: team.manager }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url, headers: team.otherOwner })).statusCode).toBe(404);
  });
});

describe('a card order', () => {
  it('waits for the verified payment: a payment page on the business’s account, then the kitchen sees it', async () => {
    const idempotencyKey = newIdempotencyKey();
    const placed = await placeOrder(t.app, key, cardOrder(), idempotencyKey);
    expect(placed.statusCode).toBe(201);
    const body = placed.json();
    expect(body).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending' });
    expect(body.payment_url).toMatch(/^https:\/\/checkout\.fake\/pay\/cs_test_/);
    const checkout = t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(checkout).toHaveLength(1);
    expect(checkout[0]!.account).toBe(account);
    // Back from Stripe, paid or not, the guest lands on the order's page (the cart is empty).
    expect(checkout[0]!.form.get('success_url')).toMatch(
      new RegExp(`/it/order/${body.public_id}$`),
    );
    expect(checkout[0]!.form.get('cancel_url')).toBe(checkout[0]!.form.get('success_url'));
    expect(Number(checkout[0]!.form.get('line_items[0][price_data][unit_amount]'))).toBe(
      Math.round(body.total * 100),
    );
    // The kitchen does not see an unpaid card order.
    const list = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.trattoria}`,
      headers: team.staff,
    });
    expect(list.json().items.map((o: { public_id: string }) => o.public_id)).not.toContain(
      body.public_id,
    );

    // The guest's retry answers the same page; Stripe is not asked twice.
    const retry = await placeOrder(t.app, key, cardOrder(), idempotencyKey);
    expect(retry.json().payment_url).toBe(body.payment_url);
    expect(t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(1);

    const { payment } = await storedOrder(body.public_id);
    const paid = t.stripe.signedEvent('checkout.session.completed', sessionOf(payment!));
    expect((await t.webhook(paid)).statusCode).toBe(200);
    const after = await storedOrder(body.public_id);
    expect(after.order).toMatchObject({ status: 'received', payment_status: 'paid' });
    expect(after.payment).toMatchObject({ status: 'paid', payment_intent_id: `pi_${payment!.id}` });
    // The same event again, and an expiry arriving late, change nothing.
    expect((await t.webhook(paid)).statusCode).toBe(200);
    await t.webhook(
      t.stripe.signedEvent('checkout.session.expired', {
        ...sessionOf(payment!),
        payment_status: 'unpaid',
      }),
    );
    expect((await storedOrder(body.public_id)).order.status).toBe('received');
    const tracked = await t.app.inject({ url: `/api/public-orders/${body.public_id}` });
    expect(tracked.json()).toMatchObject({
      status: 'received',
      payment_status: 'paid',
      payment_url: null,
    });
  });

  it('is let go when the guest does not pay in time, giving its place back', async () => {
    const placed = (await placeOrder(t.app, key, cardOrder())).json();
    const { payment, order } = await storedOrder(placed.public_id);
    const expired = t.stripe.signedEvent('checkout.session.expired', {
      ...sessionOf(payment!),
      payment_status: 'unpaid',
    });
    expect((await t.webhook(expired)).statusCode).toBe(200);
    const after = await storedOrder(placed.public_id);
    expect(after.order.status).toBe('cancelled');
    expect(after.payment!.status).toBe('expired');
    expect(order.slot_start).toEqual(after.order.slot_start);
    // Announced, so the guest's tracking stream sees it let go.
    const announced = await t.database.db
      .select({ type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents);
    expect(announced).toContainEqual({
      type: 'order.updated',
      payload: expect.objectContaining({ order_id: order.id, status: 'cancelled' }),
    });
  });

  it('is let go by its timeout job when Stripe’s expiry notice never comes', async () => {
    const placed = (await placeOrder(t.app, key, cardOrder())).json();
    await t.app.jobs.runDueJobs();
    expect((await storedOrder(placed.public_id)).order.status).toBe('awaiting_payment');
    t.clock.advance(45 * 60_000);
    await t.app.jobs.runDueJobs();
    const after = await storedOrder(placed.public_id);
    expect(after.order.status).toBe('cancelled');
    expect(after.payment!.status).toBe('expired');
    // A payment notice arriving after that changes nothing.
    await t.webhook(t.stripe.signedEvent('checkout.session.completed', sessionOf(after.payment!)));
    expect((await storedOrder(placed.public_id)).order.status).toBe('cancelled');
  });

  it('refunds a part, then the rest, and never more than was paid', async () => {
    const placed = (await placeOrder(t.app, key, cardOrder())).json();
    const { payment, order } = await storedOrder(placed.public_id);
    await t.webhook(t.stripe.signedEvent('checkout.session.completed', sessionOf(payment!)));
    const refund = (amount?: number, headers = team.owner, more: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/refund`,
        headers,
        payload: { ...(amount === undefined ? {} : { amount }), ...more },
      });
    expect((await refund(1, team.staff)).statusCode).toBe(403);
    expect((await refund(1, team.otherOwner)).statusCode).toBe(404);
    expect((await refund(1, team.owner, { reason: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await refund(-1)).statusCode).toBe(400);
    expect((await refund(1.001)).statusCode).toBe(400);
    expect((await refund(1, team.owner, { total: 1 })).statusCode).toBe(400);
    const part = await refund(1, team.owner, { reason: 'Tiramisù mancante' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ payment_status: 'paid', refunded: 1 });
    // The history names the amount and the why; the guest's page the amount given back.
    expect(part.json().events.at(-1)).toMatchObject({
      refund: 1,
      reason: 'Tiramisù mancante',
      items_changed: null,
    });
    const guestView = await t.app.inject({ url: `/api/public-orders/${placed.public_id}` });
    expect(guestView.json()).toMatchObject({ payment_status: 'paid', refunded: 1 });
    expect((await refund(order.total_cents)).statusCode).toBe(422);
    const rest = await refund();
    expect(rest.json()).toMatchObject({
      payment_status: 'refunded',
      refunded: order.total_cents / 100,
    });
    expect(rest.json().events.at(-1)).toMatchObject({
      refund: (order.total_cents - 100) / 100,
      reason: null,
    });
    const refunds = t.stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => Number(r.form.get('amount')))).toEqual([
      100,
      order.total_cents - 100,
    ]);
    expect(refunds.every((r) => r.account === account)).toBe(true);
    expect((await refund()).statusCode).toBe(422);
  });

  it('refunds nothing of an order paid at the restaurant, an unknown order or a malformed id', async () => {
    const placed = (await placeOrder(t.app, key, pickupOrder(dishId))).json();
    const { order } = await storedOrder(placed.public_id);
    const refund = (id: string | number, payload: unknown = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/refund`,
        headers: team.owner,
        payload: payload as object,
      });
    const atRestaurant = await refund(order.id);
    expect(atRestaurant.statusCode).toBe(422);
    expect(atRestaurant.json().fields).toHaveProperty('amount');
    expect((await refund(999_999)).statusCode).toBe(404);
    expect((await refund('abc')).statusCode).toBe(400);
    expect((await refund(order.id, { amount: '5' })).statusCode).toBe(400);
    expect((await refund(order.id, { amount: 10_001 })).statusCode).toBe(400);
    const history = await t.app.inject({ url: `/api/orders/${order.id}`, headers: team.owner });
    expect(history.json()).toMatchObject({ refunded: 0, payment_status: 'unpaid' });
    expect(history.json().events.every((e: { refund: unknown }) => e.refund === null)).toBe(true);
  });

  it('answers 503 while Stripe is down, and the retry with the same key gets its page', async () => {
    const idempotencyKey = newIdempotencyKey();
    t.stripe.failNext(3);
    const down = await placeOrder(t.app, key, cardOrder(), idempotencyKey);
    expect(down.statusCode).toBe(503);
    const retry = await placeOrder(t.app, key, cardOrder(), idempotencyKey);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().payment_url).toMatch(/^https:\/\/checkout\.fake\//);
  });
});

describe("Stripe's webhook", () => {
  it('refuses a forged or altered event and changes nothing', async () => {
    const real = t.stripe.signedEvent('account.updated', { id: account, charges_enabled: false });
    const altered = {
      body: real.body.replace('"charges_enabled":false', '"charges_enabled":true'),
      signature: real.signature,
    };
    expect((await t.webhook(altered)).statusCode).toBe(400);
    expect((await t.webhook({ body: real.body, signature: 't=1,v1=deadbeef' })).statusCode).toBe(
      400,
    );
    expect((await t.webhook({ body: real.body, signature: '' })).statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': real.signature },
      payload: real.body,
    });
    expect(notJson.statusCode).toBe(415);
  });

  it('ignores events of other kinds and events that name nothing of ours', async () => {
    expect(
      (await t.webhook(t.stripe.signedEvent('customer.created', { id: 'cus_1' }))).statusCode,
    ).toBe(200);
    const stranger = t.stripe.signedEvent('checkout.session.completed', {
      id: 'cs_unknown',
      payment_status: 'paid',
      metadata: { purpose: 'order', business_id: '999999' },
    });
    expect((await t.webhook(stranger)).statusCode).toBe(200);
  });
});

describe('a platform without Stripe', () => {
  it('offers no cards, no connection and no webhook', async () => {
    const plain = await buildTestApp();
    try {
      const owner = (await loginAs(plain.app, DEMO.users.owner)).headers;
      const status = await plain.app.inject({
        url: `/api/restaurant/business/${businessId}/payments`,
        headers: owner,
      });
      expect(status.json()).toEqual({ available: false, connected: false, charges_enabled: false });
      const connect = await plain.app.inject({
        method: 'POST',
        url: `/api/restaurant/business/${businessId}/payments/connect`,
        headers: owner,
      });
      expect(connect.statusCode).toBe(422);
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
