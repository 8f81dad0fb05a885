import type { GiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardLedger } from '../../db/schema/giftcards';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { restaurants } from '../../db/schema/tenancy';
import { DEMO } from '../../db/seed/demo-seed';
import { runAsTenant } from '../../db/tenant-scope';
import { demoRestaurantIds, lastMailTo, loginAs, loginDemoTeam } from '../../test/build-test-app';
import {
  GUEST,
  newIdempotencyKey,
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';
import { buildStripeTestApp, type StripeTestApp } from '../../test/stripe-test-app';
import { insertCardWithKeys } from '../giftcards/giftcards.service';

// Decision 071: a gift card pays part or all of an online order, checked and taken by the server.

let t: StripeTestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let businessId: number;
let key: string;
/** A dish of the trattoria and its price (euros). */
let dish: { id: number; price: number };

beforeAll(async () => {
  t = await buildStripeTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  businessId = (await loginAs(t.app, DEMO.users.owner)).body.business.id;
  key = await publicKeyOf(t.app, 'trattoria');
  await t.connectStripeAccount(businessId, team.owner);
  await openForOrders(t.app, ids.trattoria, team.owner, { card_payments: true });
  const dishes = await orderableDishes(t.app, ids.trattoria);
  const found = dishes.find((d) => d.price >= 8 && d.variants.length === 0) ?? dishes[0]!;
  dish = { id: found.id, price: found.price };
});
afterAll(() => t.close());

/** A card sold at the counter of `restaurant` (no template: accepted there only). */
async function issueCard(amount: number, restaurant = ids.trattoria, minAmount = 0) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/giftcards',
    headers: {
      ...team.owner,
      'content-type': 'application/json',
      'idempotency-key': newIdempotencyKey(),
    },
    payload: JSON.stringify({
      restaurant_id: restaurant,
      customer_name: 'Cliente Regalo',
      amount,
      min_amount: minAmount,
      paid_with: 'cash',
    }),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<GiftCard>();
}

async function cardNow(id: number) {
  return (
    await t.app.inject({ url: `/api/giftcards/${id}`, headers: team.owner })
  ).json<GiftCard>();
}

const quote = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ordering/${key}/quote`,
    payload: {
      type: 'pickup',
      items: [{ item_id: dish.id, quantity: 2 }],
      language: 'it',
      ...body,
    },
  });

async function orderCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

async function storedOrder(publicId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.public_id, publicId));
  return row!;
}

const cents = (euros: number) => Math.round(euros * 100);

describe('the quote with a gift card', () => {
  it('shows what the card pays and what is left, taking nothing', async () => {
    const card = await issueCard(5);
    const res = await quote({ gift_card_code: card.code.toLowerCase().replace(/-/g, ' ') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.problems).toEqual({});
    expect(body).toMatchObject({
      gift_card: 5,
      gift_card_last4: card.code.replace(/-/g, '').slice(-4),
      gift_card_balance: 5,
    });
    expect(cents(body.to_pay)).toBe(cents(body.total) - 500);
    expect((await cardNow(card.id)).balance).toBe(5);
  });

  it('covers at most the total after the discount', async () => {
    const card = await issueCard(500);
    const body = (await quote({ gift_card_code: card.code })).json();
    expect(body.gift_card).toBe(body.total);
    expect(body.to_pay).toBe(0);
    expect(body.gift_card_balance).toBe(500);
  });

  it('names why a card cannot pay, under fields.gift_card_code, and prices without it', async () => {
    const empty = await issueCard(10);
    const redeem = await t.app.inject({
      method: 'POST',
      url: `/api/giftcards/${empty.id}/redeem`,
      headers: { ...team.owner, 'idempotency-key': newIdempotencyKey() },
      payload: { amount: 10, restaurant_id: ids.trattoria },
    });
    expect(redeem.statusCode, redeem.body).toBe(200);
    const pizzeriaOnly = await issueCard(20, ids.pizzeria);
    const withMinimum = await issueCard(20, ids.trattoria, 1000);
    const cases: [string, string][] = [
      ['ABCD-EFGH-JKMN', 'giftcard_not_found'], // a wrong check character
      ['CENA-DUE2-345F', 'giftcard_not_found'],
      ["' OR 1=1 --", 'giftcard_not_found'],
      ['<script>alert(1)</script>', 'giftcard_not_found'],
      ['SCAD-UTA9-8766', 'giftcard_expired'], // the demo's expired card
      [empty.code, 'giftcard_insufficient_balance'],
      [pizzeriaOnly.code, 'giftcard_not_accepted_here'],
      [withMinimum.code, 'giftcard_below_minimum'],
    ];
    for (const [code, reason] of cases) {
      const res = await quote({ gift_card_code: code });
      expect(res.statusCode, code).toBe(200);
      const body = res.json();
      expect(body.problems, code).toEqual({ gift_card_code: reason });
      expect(body.gift_card).toBe(0);
      expect(body.gift_card_last4).toBeNull();
      expect(body.to_pay).toBe(body.total);
    }
  });

  it('refuses a malformed or oversized code with 400', async () => {
    for (const gift_card_code of ['X'.repeat(31), 42, null, ['CENA']]) {
      const res = await quote({ gift_card_code });
      expect(res.statusCode, String(gift_card_code)).toBe(400);
    }
  });

  it('never finds another business’s card', async () => {
    const [osteria] = await t.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, ids.osteria));
    const foreign = await runAsTenant(t.app.db, osteria!.business_id, (tx) =>
      insertCardWithKeys(tx, {
        business_id: osteria!.business_id,
        restaurant_id: osteria!.id,
        status: 'active',
        title: 'Altro',
        customer_name: 'Altro',
        amount_cents: 5000,
        date_expired: '2099-12-31',
        sold_via: 'cash',
        language: 'it',
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      }),
    );
    const body = (await quote({ gift_card_code: foreign.code })).json();
    expect(body.problems).toEqual({ gift_card_code: 'giftcard_not_found' });
    const before = await orderCount();
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dish.id, { gift_card_code: foreign.code }),
    );
    expect(placed.statusCode).toBe(422);
    expect(placed.json().fields).toEqual({ gift_card_code: 'giftcard_not_found' });
    expect(await orderCount()).toBe(before);
  });
});

describe('placing an order with a gift card', () => {
  it('takes part of the total from the card; the rest is paid at the restaurant', async () => {
    const card = await issueCard(5);
    const customer = { ...GUEST, email: 'regalo.parte@ospite.test' };
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dish.id, { gift_card_code: card.code, customer }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      gift_card: 5,
      gift_card_last4: card.code.slice(-4),
      payment_method: 'at_restaurant',
      payment_status: 'unpaid',
    });
    expect(cents(order.to_pay)).toBe(cents(order.total) - 500);
    const after = await cardNow(card.id);
    expect(after).toMatchObject({ balance: 0, status: 'redeemed' });
    const stored = await storedOrder(order.public_id);
    expect(after.ledger.at(-1)).toMatchObject({ kind: 'redeemed', amount: -5 });
    const [entry] = await t.database.db
      .select()
      .from(giftCardLedger)
      .where(eq(giftCardLedger.order_id, stored.id));
    expect(entry).toMatchObject({ card_id: card.id, amount_cents: -500 });

    // The tracking page, the dashboard's detail and the email show the card's line.
    const tracked = await t.app.inject({ url: `/api/public-orders/${order.public_id}` });
    expect(tracked.json()).toMatchObject({ gift_card: 5, to_pay: order.to_pay });
    const detail = await t.app.inject({ url: `/api/orders/${stored.id}`, headers: team.owner });
    expect(detail.json()).toMatchObject({ gift_card: 5, gift_card_last4: card.code.slice(-4) });
    await t.app.jobs.runDueJobs();
    const mail = await lastMailTo(t.app, customer.email);
    expect(mail.text_body).toContain(`Carta regalo ···${card.code.slice(-4)}`);
    expect(mail.text_body).toContain('Da pagare');
  });

  it('a card that pays it all: no card payment is asked, the order is paid', async () => {
    const card = await issueCard(300);
    const sessions = t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dish.id, { gift_card_code: card.code, payment_method: 'card' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      status: 'received',
      payment_status: 'paid',
      payment_url: null,
      to_pay: 0,
    });
    expect(order.gift_card).toBe(order.total);
    expect(t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(
      sessions,
    );
    expect((await cardNow(card.id)).balance).toBe(300 - order.total);
  });

  it('asks Stripe only for the rest, and gives the card back its part when the payment lapses', async () => {
    const card = await issueCard(4);
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dish.id, { gift_card_code: card.code, payment_method: 'card' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ status: 'awaiting_payment', gift_card: 4 });
    const checkout = t.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(Number(checkout!.form.get('line_items[0][price_data][unit_amount]'))).toBe(
      cents(order.total) - 400,
    );
    expect((await cardNow(card.id)).balance).toBe(0);
    const stored = await storedOrder(order.public_id);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.order_id, stored.id));
    expect(payment!.amount_cents).toBe(cents(order.total) - 400);
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
    expect((await storedOrder(order.public_id)).status).toBe('cancelled');
    const back = await cardNow(card.id);
    expect(back).toMatchObject({ balance: 4, status: 'active' });
    expect(back.ledger.at(-1)).toMatchObject({ kind: 'refunded', amount: 4 });
  });

  it('a rejected or cancelled order gives the card its part back, once', async () => {
    const card = await issueCard(20);
    for (const to of ['rejected', 'cancelled'] as const) {
      const placed = await placeOrder(
        t.app,
        key,
        pickupOrder(dish.id, {
          gift_card_code: card.code,
          items: [{ item_id: dish.id, quantity: 1 }],
        }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const stored = await storedOrder(placed.json().public_id);
      expect((await cardNow(card.id)).balance).toBe(20 - placed.json().gift_card);
      if (to === 'cancelled') {
        const accept = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${stored.id}/status`,
          headers: team.owner,
          payload: {
            to: 'accepted',
            ready_at: new Date(t.clock.nowMs() + 3_600_000).toISOString(),
          },
        });
        expect(accept.statusCode, accept.body).toBe(200);
      }
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${stored.id}/status`,
        headers: team.owner,
        payload: { to, reason: 'Forno guasto' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const back = await cardNow(card.id);
      expect(back.balance).toBe(20);
      expect(back.ledger.at(-1)).toMatchObject({ kind: 'refunded' });
    }
  });

  it('a refund of an order the card paid in full goes back on the card', async () => {
    const card = await issueCard(300);
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dish.id, { gift_card_code: card.code }),
    );
    expect(placed.statusCode).toBe(201);
    const stored = await storedOrder(placed.json().public_id);
    expect(stored.payment_status).toBe('paid');
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${stored.id}/refund`,
      headers: team.owner,
      payload: { reason: 'Piatto sbagliato' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ payment_status: 'refunded' });
    expect((await cardNow(card.id)).balance).toBe(300);
    // Nothing more to give back.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${stored.id}/refund`,
      headers: team.owner,
      payload: {},
    });
    expect(again.statusCode).toBe(422);
    expect((await cardNow(card.id)).balance).toBe(300);
  });

  it('refunds an order the card paid alone in parts, and the order says how much went back', async () => {
    const card = await issueCard(300);
    const placed = await placeOrder(
      t.app,
      key,
      pickupOrder(dish.id, { gift_card_code: card.code }),
    );
    expect(placed.statusCode).toBe(201);
    const stored = await storedOrder(placed.json().public_id);
    const total = placed.json().total as number;
    const refund = (payload: object, headers = team.owner) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${stored.id}/refund`, headers, payload });
    const read = async () =>
      (await t.app.inject({ url: `/api/orders/${stored.id}`, headers: team.owner })).json();
    expect(await read()).toMatchObject({ refunded: 0, to_pay: 0, payment_status: 'paid' });
    // Another business's owner, staff, a bad amount: refused, and the card keeps what it had.
    expect((await refund({ amount: 1 }, team.otherOwner)).statusCode).toBe(404);
    expect((await refund({ amount: 1 }, team.staff)).statusCode).toBe(403);
    expect((await refund({ amount: -1 })).statusCode).toBe(400);
    expect((await refund({ amount: total + 1 })).statusCode).toBe(422);
    expect((await cardNow(card.id)).balance).toBe(300 - total);

    const part = await refund({ amount: 2, reason: 'Bibita mancante' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ refunded: 2, payment_status: 'paid' });
    expect((await cardNow(card.id)).balance).toBe(300 - total + 2);
    const rest = await refund({});
    expect(rest.json()).toMatchObject({ refunded: total, payment_status: 'refunded' });
    expect(await read()).toMatchObject({ refunded: total });
    expect((await cardNow(card.id)).balance).toBe(300);
  });

  it('a refused card stores nothing: no order, no entry, the discount unused', async () => {
    const before = await orderCount();
    for (const code of ['SCAD-UTA9-8766', 'ZZZZ-ZZZZ-ZZZZ', "'; drop table orders; --"]) {
      const placed = await placeOrder(t.app, key, pickupOrder(dish.id, { gift_card_code: code }));
      expect(placed.statusCode, code).toBe(422);
      expect(Object.keys(placed.json().fields)).toEqual(['gift_card_code']);
    }
    const oversized = await placeOrder(
      t.app,
      key,
      pickupOrder(dish.id, { gift_card_code: 'A'.repeat(500) }),
    );
    expect(oversized.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('two orders racing for a card’s last euros: one pays with it, the other is told it is empty', async () => {
    const card = await issueCard(3);
    const before = await orderCount();
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        placeOrder(
          t.app,
          key,
          pickupOrder(dish.id, {
            gift_card_code: card.code,
            customer: { ...GUEST, email: `gara${n}@ospite.test` },
          }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422]);
    for (const refused of results.filter((r) => r.statusCode === 422)) {
      expect(refused.json().fields).toEqual({ gift_card_code: 'giftcard_insufficient_balance' });
    }
    expect(await orderCount()).toBe(before + 1);
    const after = await cardNow(card.id);
    expect(after.balance).toBe(0);
    expect(after.ledger.filter((e) => e.kind === 'redeemed')).toHaveLength(1);
  });
});
