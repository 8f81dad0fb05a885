import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { DEMO } from '../../db/seed/demo-seed';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
  atInstant,
  BOOKING_GUEST,
  BOOKINGS_ON,
  bookingFor,
  openForBookings,
  postBooking,
  romeDay,
  romeTime,
} from '../../test/bookings';
import {
  buildTestApp,
  demoRestaurantIds,
  loginAs,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe-server';
import { publicKeyOf } from '../../test/ordering';

// No-show protection (decision 066) against the local fake Stripe through the real HTTP adapter:
// the settings, the hold while the guest is on Stripe's page, the webhook that confirms it, the
// expiry that lets it go, the deposit's refund, and the no-show charge made once.

let t: TestApp;
let stripe: FakeStripe;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let businessId: number;
let key: string;
let day: string;

/** From six guests on, 12.50 € a head; 48 hours to cancel in time. */
const GUARANTEE = {
  ...BOOKINGS_ON,
  guarantee_enabled: true,
  guarantee_mode: 'card_guarantee',
  guarantee_min_party: 6,
  guarantee_weekdays: [] as string[],
  no_show_fee: 12.5,
  guarantee_cancel_hours: 48,
};

const webhook = (delivery: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.body,
  });
const putSettings = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/booking-settings/${ids.trattoria}`,
    headers,
    payload: payload as object,
  });
const settingsOf = (headers = team.owner) =>
  t.app.inject({ url: `/api/booking-settings/${ids.trattoria}`, headers });
const manage = (publicId: string) => t.app.inject({ url: `/api/public-bookings/${publicId}` });
const charge = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/no-show-charge`, headers });
const move = (id: number, to: string, headers = team.manager) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/status`,
    headers,
    payload: { to },
  });
/** A manager marks the booking a no-show once its time has come (decision 081). */
async function markNoShow(id: number) {
  const [row] = await t.database.db
    .select({ startsAt: bookings.starts_at })
    .from(bookings)
    .where(eq(bookings.id, id));
  return atInstant(t, row!.startsAt, (now) => move(id, 'no_show', now.manager));
}

async function stored(publicId: string) {
  const [booking] = await t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.public_id, publicId));
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.booking_id, booking!.id));
  return { booking: booking!, payment };
}

/** Stripe's page completed: the session of the booking's payment, as Stripe reports it. */
function completedSession(payment: { id: number; checkout_session_id: string | null }) {
  return {
    id: payment.checkout_session_id,
    object: 'checkout.session',
    metadata: {
      purpose: 'booking',
      business_id: String(businessId),
      payment_id: String(payment.id),
    },
  };
}
async function saveCard(publicId: string) {
  const { payment } = await stored(publicId);
  const res = await webhook(
    stripe.signedEvent('checkout.session.completed', {
      ...completedSession(payment!),
      mode: 'setup',
      status: 'complete',
      payment_status: 'no_payment_required',
      setup_intent: `seti_${payment!.id}`,
      customer: `cus_${payment!.id}`,
    }),
  );
  expect(res.statusCode).toBe(200);
}
async function payDeposit(publicId: string) {
  const { payment } = await stored(publicId);
  const res = await webhook(
    stripe.signedEvent('checkout.session.completed', {
      ...completedSession(payment!),
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${payment!.id}`,
      amount_total: payment!.amount_cents,
    }),
  );
  expect(res.statusCode).toBe(200);
}

let guestNumber = 0;
/** A party booked online by a guest of their own, at `clock` on the test's day. */
async function book(party: number, clock: string, onDay = day) {
  guestNumber += 1;
  const res = await postBooking(
    t.app,
    key,
    bookingFor(romeTime(onDay, clock), {
      party_size: party,
      guest: { ...BOOKING_GUEST, email: `ospite${guestNumber}@ospite.test` },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.apiUrl,
    },
  });
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  businessId = (await loginAs(t.app, DEMO.users.owner)).body.business.id;
  key = await publicKeyOf(t.app, 'trattoria');
  await openForBookings(t.app, ids.trattoria, team.owner);
  // Five days ahead: well outside a 48-hour window, so a cancellation now is in time.
  day = romeDay(t.clock.now(), 5);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('the no-show policy in the settings', () => {
  it('is not offered, and cannot be turned on, until the business’s Stripe account can charge', async () => {
    expect((await settingsOf()).json().guarantee_available).toBe(false);
    const refused = await putSettings(team.owner, GUARANTEE);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual(['guarantee_enabled']);
    expect((await t.app.inject({ url: `/api/booking/${key}` })).json().no_show_policy).toBeNull();

    const connect = await t.app.inject({
      method: 'POST',
      url: `/api/restaurant/business/${businessId}/payments/connect`,
      headers: team.owner,
    });
    expect(connect.statusCode).toBe(200);
    const account = String(connect.json().url).split('/').at(-1);
    // Connected but not able to charge yet: still not offered.
    expect((await settingsOf()).json().guarantee_available).toBe(false);
    await webhook(stripe.signedEvent('account.updated', { id: account, charges_enabled: true }));
    expect((await settingsOf()).json().guarantee_available).toBe(true);
  });

  it('is written by owners and managers only, and refuses bad or unworkable values, changing nothing', async () => {
    const before = (await settingsOf()).json();
    expect((await putSettings(team.staff, GUARANTEE)).statusCode).toBe(403);
    expect((await putSettings(team.otherOwner, GUARANTEE)).statusCode).toBe(404);
    for (const payload of [
      { ...GUARANTEE, guarantee_mode: 'commission' },
      { ...GUARANTEE, guarantee_mode: null },
      { ...GUARANTEE, guarantee_cancel_hours: -1 },
      { ...GUARANTEE, guarantee_cancel_hours: 1000 },
      { ...GUARANTEE, guarantee_cancel_hours: 2.5 },
      { ...GUARANTEE, guarantee_min_party: 0 },
      { ...GUARANTEE, guarantee_min_party: 10_000 },
      { ...GUARANTEE, no_show_fee: -5 },
      { ...GUARANTEE, no_show_fee: 1e9 },
      { ...GUARANTEE, no_show_fee: '12.50' },
      { ...GUARANTEE, guarantee_weekdays: ['sat', '<script>'] },
    ]) {
      const res = await putSettings(team.owner, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(-120)).toBe(400);
    }
    for (const [payload, field] of [
      [{ ...GUARANTEE, no_show_fee: 0 }, 'no_show_fee'],
      [{ ...GUARANTEE, no_show_fee: 0.2 }, 'no_show_fee'],
      [{ ...GUARANTEE, guarantee_min_party: null, guarantee_weekdays: [] }, 'guarantee_min_party'],
    ] as const) {
      const res = await putSettings(team.owner, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    expect((await settingsOf()).json()).toEqual(before);

    const saved = await putSettings(team.manager, GUARANTEE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      guarantee_enabled: true,
      guarantee_mode: 'card_guarantee',
      no_show_fee: 12.5,
      guarantee_cancel_hours: 48,
      guarantee_available: true,
    });
  });

  it('is shown to guests before booking, with what it asks', async () => {
    const info = await t.app.inject({ url: `/api/booking/${key}` });
    expect(info.json().no_show_policy).toEqual({
      mode: 'card_guarantee',
      amount_per_person: 12.5,
      min_party: 6,
      weekdays: [],
      cancel_hours: 48,
    });
  });
});

describe('a card guarantee', () => {
  let guaranteed: { id: number; publicId: string };

  it('holds a covered party for Stripe’s page; the verified webhook confirms it, never the return', async () => {
    const body = await book(6, '20:00');
    expect(body).toMatchObject({
      status: 'requested',
      protection: { mode: 'card_guarantee', status: 'pending', amount: 75, refunded: 0 },
    });
    expect(body.payment_url).toMatch(/^https:\/\/checkout\.fake\/pay\/cs_test_/);
    const { booking, payment } = await stored(body.public_id);
    guaranteed = { id: booking.id, publicId: body.public_id };
    expect(payment).toMatchObject({ kind: 'setup', status: 'pending', amount_cents: 7500 });
    // A customer, then a setup session, both on the business's own account.
    const calls = stripe.requests.filter((r) => r.form.get('description')?.includes('Trattoria'));
    const session = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.form.get('mode') === 'setup',
    );
    expect(calls.some((r) => r.path === '/v1/customers')).toBe(true);
    expect(session?.account).toMatch(/^acct_/);
    expect(session?.form.get('success_url')).toMatch(new RegExp(`/it/booking/${body.public_id}$`));
    // Nothing is mailed, and staff cannot approve it, while the card is not saved.
    await t.app.jobs.runDueJobs();
    expect(await findOutboxMessagesTo(t.app.db, 'ospite1@ospite.test')).toEqual([]);
    const early = await move(booking.id, 'confirmed');
    expect(early.statusCode).toBe(422);
    const listed = await t.app.inject({
      url: `/api/bookings/${booking.id}`,
      headers: team.staff,
    });
    expect(listed.json().allowed_moves).not.toContain('confirmed');

    await saveCard(body.public_id);
    const after = (await manage(body.public_id)).json();
    expect(after).toMatchObject({
      status: 'confirmed',
      payment_url: null,
      protection: { status: 'saved', amount: 75 },
    });
    await t.app.jobs.runDueJobs();
    const mails = await findOutboxMessagesTo(t.app.db, 'ospite1@ospite.test');
    expect(mails).toHaveLength(1);
    // The same notice again changes nothing.
    const { payment: again } = await stored(body.public_id);
    expect(again?.status).toBe('saved');
  });

  it('asks nothing of a party the policy does not cover', async () => {
    const body = await book(2, '20:00');
    expect(body).toMatchObject({ status: 'confirmed', protection: null, payment_url: null });
  });

  it('keeps the protection whole when the guest changes the booking', async () => {
    const change = (publicId: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/public-bookings/${publicId}`, payload });
    // Two, unprotected, cannot grow into a party the policy covers: book anew.
    const small = await book(2, '19:00');
    const grown = await change(small.public_id, { party_size: 6 });
    expect(grown.statusCode).toBe(422);
    expect(grown.json().fields).toEqual({ party_size: 'needs_guarantee' });
    expect((await manage(small.public_id)).json().party_size).toBe(2);
    expect((await change(small.public_id, { party_size: 3 })).statusCode).toBe(200);
    // A saved card follows the party, the amount per person kept.
    const covered = await book(6, '19:00');
    await saveCard(covered.public_id);
    const bigger = await change(covered.public_id, { party_size: 7 });
    expect(bigger.statusCode).toBe(200);
    expect(bigger.json().protection).toMatchObject({ status: 'saved', amount: 87.5 });
  });

  it('charges a no-show once, for owners and managers only, and answers a second call with the first result', async () => {
    const notYet = await charge(guaranteed.id, team.owner);
    expect(notYet.statusCode).toBe(422);
    expect((await markNoShow(guaranteed.id)).statusCode).toBe(200);
    const read = await t.app.inject({ url: `/api/bookings/${guaranteed.id}`, headers: team.staff });
    expect(read.json().protection).toMatchObject({ status: 'saved', chargeable: true });

    expect((await charge(guaranteed.id, team.staff)).statusCode).toBe(403);
    expect((await charge(guaranteed.id, team.otherOwner)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/bookings/${guaranteed.id}/no-show-charge` }))
        .statusCode,
    ).toBe(401);
    expect((await charge(Number.MAX_SAFE_INTEGER, team.owner)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/bookings/abc/no-show-charge',
          headers: team.owner,
        })
      ).statusCode,
    ).toBe(400);

    const charges = () => stripe.requests.filter((r) => r.path === '/v1/payment_intents');
    const [first, second] = await Promise.all([
      charge(guaranteed.id, team.owner),
      charge(guaranteed.id, team.manager),
    ]);
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(first!.json().protection).toMatchObject({
      status: 'charged',
      amount: 75,
      chargeable: false,
      charge_failure: null,
    });
    expect(second!.json().protection).toEqual(first!.json().protection);
    const third = await charge(guaranteed.id, team.owner);
    expect(third.json().protection).toEqual(first!.json().protection);
    // Stripe made one charge: every request carried the payment's own key.
    const made = charges();
    expect(new Set(made.map((r) => r.form.get('amount')))).toEqual(new Set(['7500']));
    expect(made.every((r) => r.form.get('off_session') === 'true')).toBe(true);
    const { payment } = await stored(guaranteed.publicId);
    expect(payment).toMatchObject({ status: 'paid', kind: 'setup' });
    const history = third
      .json()
      .events.filter((e: { reason: string | null }) => e.reason?.startsWith('No-show addebitato'));
    expect(history).toHaveLength(1);
    expect(history[0].by).toBeTruthy();
    // The guest's page says it too.
    expect((await manage(guaranteed.publicId)).json().protection.status).toBe('charged');
  });

  it('says when the card refuses, and does not try again behind the guest’s back', async () => {
    const body = await book(7, '21:00');
    await saveCard(body.public_id);
    const { booking } = await stored(body.public_id);
    expect((await markNoShow(booking.id)).statusCode).toBe(200);
    stripe.declineNextCharges(1);
    const refused = await charge(booking.id, team.owner);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().protection).toMatchObject({
      status: 'charge_failed',
      charge_failure: 'Your card has insufficient funds.',
      chargeable: false,
    });
    const before = stripe.requests.length;
    const again = await charge(booking.id, team.owner);
    expect(again.json().protection.status).toBe('charge_failed');
    expect(stripe.requests.length).toBe(before);
  });

  it('refuses a charge where there is no saved card', async () => {
    const body = await book(2, '19:30');
    const { booking } = await stored(body.public_id);
    expect((await markNoShow(booking.id)).statusCode).toBe(200);
    const res = await charge(booking.id, team.owner);
    expect(res.statusCode).toBe(422);
  });

  it('lets an unsaved hold go when Stripe’s page expires: cancelled, its covers free again', async () => {
    const remaining = async () =>
      (
        await t.app.inject({
          url: `/api/booking/${key}/availability?date=${day}&party_size=1`,
        })
      )
        .json()
        .times.find((time: { start: string }) => time.start === romeTime(day, '13:00'))?.remaining;
    const free = await remaining();
    const body = await book(6, '13:00');
    expect(await remaining()).toBe(free - 6);
    const { payment } = await stored(body.public_id);
    const expired = await webhook(
      stripe.signedEvent('checkout.session.expired', completedSession(payment!)),
    );
    expect(expired.statusCode).toBe(200);
    expect((await manage(body.public_id)).json()).toMatchObject({
      status: 'cancelled',
      protection: { status: 'expired' },
      payment_url: null,
    });
    expect(await remaining()).toBe(free);
    // A late "completed" for the same page changes nothing.
    await saveCard(body.public_id);
    expect((await manage(body.public_id)).json().status).toBe('cancelled');
  });

  it('lets a hold go by the timeout job when Stripe’s notice never comes', async () => {
    const body = await book(6, '13:30');
    t.clock.advance(41 * 60_000);
    await t.app.jobs.runDueJobs();
    expect((await manage(body.public_id)).json()).toMatchObject({
      status: 'cancelled',
      protection: { status: 'expired' },
    });
  });
});

describe('a deposit', () => {
  it('is paid on Stripe’s page, given back on a cancellation in time, kept on a late one', async () => {
    await putSettings(team.owner, { ...GUARANTEE, guarantee_mode: 'deposit' });
    const body = await book(6, '20:30');
    expect(body.protection).toMatchObject({ mode: 'deposit', status: 'pending', amount: 75 });
    const session = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(session?.form.get('mode')).toBe('payment');
    expect(session?.form.get('line_items[0][price_data][unit_amount]')).toBe('7500');
    await payDeposit(body.public_id);
    expect((await manage(body.public_id)).json()).toMatchObject({
      status: 'confirmed',
      protection: { status: 'paid' },
    });
    // Five days ahead, 48 hours to cancel: in time, the deposit goes back (by a job).
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/public-bookings/${body.public_id}`,
    });
    expect(cancelled.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await manage(body.public_id)).json().protection).toMatchObject({
      status: 'refunded',
      refunded: 75,
    });
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => r.form.get('amount'))).toEqual(['7500']);

    // A week's window: cancelling five days before is late, the deposit is kept.
    await putSettings(team.owner, {
      ...GUARANTEE,
      guarantee_mode: 'deposit',
      guarantee_cancel_hours: 168,
    });
    const late = await book(6, '21:30');
    await payDeposit(late.public_id);
    await t.app.inject({ method: 'DELETE', url: `/api/public-bookings/${late.public_id}` });
    await t.app.jobs.runDueJobs();
    expect((await manage(late.public_id)).json().protection).toMatchObject({
      status: 'paid',
      refunded: 0,
    });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('keeps its party: it was paid for it', async () => {
    const body = await book(6, '13:00');
    await payDeposit(body.public_id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/public-bookings/${body.public_id}`,
      payload: { party_size: 8 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ party_size: 'needs_guarantee' });
    expect((await manage(body.public_id)).json()).toMatchObject({
      party_size: 6,
      protection: { amount: 75 },
    });
  });

  it('is given back when the restaurant cancels, and cannot be charged again on a no-show', async () => {
    const body = await book(6, '19:00');
    await payDeposit(body.public_id);
    const { booking } = await stored(body.public_id);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/status`,
      headers: team.manager,
      payload: { to: 'cancelled', reason: 'Chiusura straordinaria' },
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await manage(body.public_id)).json().protection.status).toBe('refunded');

    const kept = await book(6, '22:00');
    await payDeposit(kept.public_id);
    const { booking: noShow } = await stored(kept.public_id);
    expect((await markNoShow(noShow.id)).statusCode).toBe(200);
    expect((await charge(noShow.id, team.owner)).statusCode).toBe(422);
    expect((await manage(kept.public_id)).json().protection.status).toBe('paid');
  });
});

describe('another restaurant and another business', () => {
  it('see none of this restaurant’s guarantees, and another restaurant’s guests are asked nothing', async () => {
    const list = await t.app.inject({
      url: `/api/bookings?restaurant_id=${ids.trattoria}&date=${day}`,
      headers: team.otherOwner,
    });
    expect(list.statusCode).toBe(404);
    const pizzeria = await t.app.inject({
      url: `/api/booking/${await publicKeyOf(t.app, 'pizzeria')}`,
    });
    expect(pizzeria.json().no_show_policy ?? null).toBeNull();
  });
});
