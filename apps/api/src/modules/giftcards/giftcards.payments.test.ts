import type { GiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards } from '../../db/schema/giftcards';
import { mailOutbox } from '../../db/schema/mail';
import { guests, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { DEMO } from '../../db/seed/demo-seed';
import { runAsTenant } from '../../db/tenant-scope';
import { demoRestaurantIds, loginAs, loginDemoTeam } from '../../test/build-test-app';
import {
  newIdempotencyKey,
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';
import { buildStripeTestApp, type StripeTestApp } from '../../test/stripe-test-app';
import { redeemForOrder, refundForOrder } from './giftcards.service';

let t: StripeTestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let businessId: number;
let key: string;
let templateId: number;

beforeAll(async () => {
  t = await buildStripeTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  businessId = (await loginAs(t.app, DEMO.users.owner)).body.business.id;
  key = await publicKeyOf(t.app, 'trattoria');
  const template = await t.app.inject({
    method: 'POST',
    url: '/api/giftcard-templates',
    headers: team.owner,
    payload: {
      name: 'Online',
      preset_amounts: [50],
      free_amount: { min: 20, max: 200 },
      title: { it: 'Regalo', en: 'Gift' },
      restaurant_ids: [ids.trattoria],
    },
  });
  templateId = template.json().id;
});
afterAll(() => t.close());

const PURCHASE = {
  amount: 50,
  buyer: { name: 'Paolo Bruni', email: 'paolo.acquista@example.com' },
  recipient: { name: 'Anna Bruni', email: 'anna.riceve@example.com' },
  message: 'Per te!',
  privacy_consent: true,
  language: 'it',
};
const purchase = (body: Record<string, unknown> = {}, idempotencyKey = newIdempotencyKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/giftcards/${key}/purchase`,
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    payload: JSON.stringify({ template_id: templateId, ...PURCHASE, ...body }),
  });

async function stored(uniqueId: string) {
  const [card] = await t.app.db.select().from(giftCards).where(eq(giftCards.unique_id, uniqueId));
  const [payment] = await t.app.db
    .select()
    .from(payments)
    .where(eq(payments.giftcard_id, card!.id));
  return { card: card!, payment: payment! };
}
const sessionOf = (payment: { checkout_session_id: string | null; id: number }) => ({
  id: payment.checkout_session_id,
  object: 'checkout.session',
  payment_status: 'paid',
  payment_intent: `pi_${payment.id}`,
  amount_total: 1,
  metadata: {
    purpose: 'giftcard',
    business_id: String(businessId),
    payment_id: String(payment.id),
  },
});

describe('a gift card bought online', () => {
  it('is refused 409 until the business takes cards', async () => {
    const res = await purchase();
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ payment: 'payments_unavailable' });
  });

  it('waits for the verified payment, then is issued and emailed on its day', async () => {
    const account = await t.connectStripeAccount(businessId, team.owner);
    const shop = await t.app.inject({ url: `/api/public/giftcards/${key}/shop` });
    expect(shop.json().online_sale).toBe(true);

    for (const bad of [
      { amount: 10 },
      { amount: 1000 },
      { amount: -50 },
      { template_id: 999_999 },
      { privacy_consent: false },
      { delivery_date: '2020-01-01' },
      { recipient: { name: 'A', email: 'x' } },
    ]) {
      const res = await purchase(bad);
      expect([400, 404, 422], JSON.stringify(bad)).toContain(res.statusCode);
    }
    expect(
      await t.app.db.select().from(giftCards).where(eq(giftCards.sold_via, 'online')),
    ).toHaveLength(
      // The demo's one bought online.
      1,
    );

    const day = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const idempotencyKey = newIdempotencyKey();
    const res = await purchase({ delivery_date: day }, idempotencyKey);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.status).toBe('pending');
    expect(body.checkout_url).toMatch(/^https?:\/\//);
    const again = await purchase({ delivery_date: day }, idempotencyKey);
    expect(again.json()).toEqual(body);

    const pending = await t.app.inject({ url: `/api/public/giftcards/${body.unique_id}` });
    expect(pending.json()).toMatchObject({ status: 'pending', code: null, balance: 0 });
    const { payment } = await stored(body.unique_id);
    expect(payment).toMatchObject({
      status: 'pending',
      amount_cents: 5000,
      provider_account: account,
    });

    // Only the signed notice issues it, once.
    const paid = t.stripe.signedEvent('checkout.session.completed', sessionOf(payment), account);
    expect((await t.webhook(paid)).statusCode).toBe(200);
    expect((await t.webhook(paid)).statusCode).toBe(200);
    const { card } = await stored(body.unique_id);
    expect(card.status).toBe('active');
    const detail = await t.app.inject({ url: `/api/giftcards/${card.id}`, headers: team.owner });
    expect(detail.json<GiftCard>().ledger.map((e) => [e.kind, e.amount])).toEqual([['issued', 50]]);
    const page = await t.app.inject({ url: `/api/public/giftcards/${body.unique_id}` });
    expect(page.json()).toMatchObject({ status: 'active', balance: 50, message: 'Per te!' });
    expect(page.json().code).toMatch(/^[2-9A-Z]{4}-/);

    const mailsTo = (to: string) =>
      t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));
    await t.app.jobs.runDueJobs();
    expect(await mailsTo('anna.riceve@example.com')).toHaveLength(0);
    t.clock.advance(3 * 86_400_000);
    await t.app.jobs.runDueJobs();
    expect(await mailsTo('anna.riceve@example.com')).toHaveLength(1);
    expect(await mailsTo('paolo.acquista@example.com')).toHaveLength(1);
    team = await loginDemoTeam(t.app);
  });

  it('is cancelled when its checkout expires, and its link shows nothing', async () => {
    const res = await purchase();
    const { payment } = await stored(res.json().unique_id);
    const expired = t.stripe.signedEvent('checkout.session.expired', {
      ...sessionOf(payment),
      payment_status: 'unpaid',
    });
    expect((await t.webhook(expired)).statusCode).toBe(200);
    expect((await stored(res.json().unique_id)).card.status).toBe('cancelled');
    const page = await t.app.inject({ url: `/api/public/giftcards/${res.json().unique_id}` });
    expect(page.statusCode).toBe(404);
  });
});

describe('a purchase left unpaid', () => {
  it('is let go by a job when no notice comes, and its buyer is a guest with the consents given', async () => {
    const res = await purchase({
      buyer: { name: 'Giulio Senzapaga', email: 'giulio.senzapaga@example.com' },
      marketing_consent: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [guest] = await t.app.db
      .select()
      .from(guests)
      .where(eq(guests.email, 'giulio.senzapaga@example.com'));
    expect(guest).toMatchObject({ name: 'Giulio Senzapaga', marketing_consent: true });
    expect(guest?.privacy_consent_at).not.toBeNull();
    const recipient = await t.app.db
      .select()
      .from(guests)
      .where(eq(guests.email, PURCHASE.recipient.email));
    expect(recipient).toHaveLength(0);

    t.clock.advance(20 * 60_000);
    await t.app.jobs.runDueJobs();
    expect((await stored(res.json().unique_id)).card.status).toBe('pending');
    t.clock.advance(30 * 60_000);
    await t.app.jobs.runDueJobs();
    const { card, payment } = await stored(res.json().unique_id);
    expect(card.status).toBe('cancelled');
    expect(payment.status).toBe('expired');
    // A late notice issues nothing.
    const late = t.stripe.signedEvent('checkout.session.completed', sessionOf(payment));
    expect((await t.webhook(late)).statusCode).toBe(200);
    expect((await stored(res.json().unique_id)).card.status).toBe('cancelled');
    team = await loginDemoTeam(t.app);
  });
});

describe('redeemForOrder, as the checkout will call it', () => {
  it('pays part of an order in its transaction, never below zero, and gives it back once', async () => {
    await openForOrders(t.app, ids.trattoria, team.owner);
    const dish = (await orderableDishes(t.app, ids.trattoria))[0]!;
    const placed = await placeOrder(t.app, key, pickupOrder(dish.id), newIdempotencyKey());
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.public_id, placed.json().public_id));
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/giftcards',
      headers: {
        ...team.owner,
        'content-type': 'application/json',
        'idempotency-key': newIdempotencyKey(),
      },
      payload: JSON.stringify({
        restaurant_id: ids.trattoria,
        customer_name: 'Cliente Online',
        amount: 30,
        min_amount: 10,
        paid_with: 'card',
      }),
    });
    const card = issued.json<GiftCard>();
    const now = t.clock.now();
    const pay = (amountCents: number, orderTotalCents = 4000, code = card.code.toLowerCase()) =>
      runAsTenant(t.app.db, businessId, (tx) =>
        redeemForOrder(tx, {
          code,
          restaurantId: ids.trattoria,
          orderId: order!.id,
          amountCents,
          orderTotalCents,
          now,
        }),
      );
    expect(await pay(2000)).toMatchObject({
      cardId: card.id,
      amountCents: 2000,
      balanceCents: 1000,
    });
    // More than is left: the card pays what it holds.
    expect(await pay(5000)).toMatchObject({ amountCents: 1000, balanceCents: 0 });
    await expect(pay(100)).rejects.toMatchObject({
      status: 422,
      fields: { gift_card_code: 'giftcard_insufficient_balance' },
    });
    await expect(pay(100, 500)).rejects.toMatchObject({
      fields: { gift_card_code: 'giftcard_below_minimum' },
    });
    await expect(pay(100, 4000, 'ABCD-EFGH-JKMN')).rejects.toMatchObject({
      fields: { gift_card_code: 'giftcard_not_found' },
    });
    // Another business cannot spend it.
    const [otherBusiness] = await t.app.db
      .select({ id: orders.business_id })
      .from(orders)
      .where(eq(orders.business_id, businessId + 1))
      .limit(1);
    await expect(
      runAsTenant(t.app.db, otherBusiness?.id ?? businessId + 1, (tx) =>
        redeemForOrder(tx, {
          code: card.code,
          restaurantId: ids.osteria,
          orderId: order!.id,
          amountCents: 100,
          orderTotalCents: 4000,
          now,
        }),
      ),
    ).rejects.toMatchObject({ fields: { gift_card_code: 'giftcard_not_found' } });

    const refund = () =>
      runAsTenant(t.app.db, businessId, (tx) =>
        refundForOrder(tx, { cardId: card.id, orderId: order!.id, now }),
      );
    expect(await refund()).toBe(3000);
    expect(await refund()).toBe(0);
    const after = await t.app.inject({ url: `/api/giftcards/${card.id}`, headers: team.owner });
    expect(after.json()).toMatchObject({ balance: 30, status: 'active' });
    expect(after.json().ledger.map((e: { kind: string }) => e.kind)).toEqual([
      'issued',
      'redeemed',
      'redeemed',
      'refunded',
    ]);
  });
});
