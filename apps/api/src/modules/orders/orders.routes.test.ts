import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guests, orderSlotLoads, orders } from '../../db/schema/orders';
import { findOutboxMessagesTo } from '../../ports/mail/outbox.repository';
import {
  buildTestApp,
  demoRestaurantIds,
  lastMailTo,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import {
  GUEST,
  newIdempotencyKey,
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let trattoriaKey: string;
let pizzeriaKey: string;
let dish: { id: number; price: number; variants: { price: number }[] };
let pizzeriaDish: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  pizzeriaKey = await publicKeyOf(t.app, 'pizzeria');
  await openForOrders(t.app, ids.trattoria, team.owner);
  await openForOrders(t.app, ids.pizzeria, team.owner);
  const dishes = await orderableDishes(t.app, ids.trattoria);
  dish = dishes.find((d) => d.price >= 8)!;
  pizzeriaDish = (await orderableDishes(t.app, ids.pizzeria))[0]!;
});
afterAll(() => t.close());

async function orderCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

describe('what the public site is told', () => {
  it('says ordering is closed while it is off, and open with the next slot once on', async () => {
    // The other demo business is on the Starter plan, which has no ordering.
    const osteriaKey = await publicKeyOf(t.app, 'osteria');
    const notInPlan = await t.app.inject({ url: `/api/ordering/${osteriaKey}` });
    expect(notInPlan.statusCode).toBe(200);
    expect(notInPlan.json()).toMatchObject({
      available: false,
      closed_reason: 'not_in_plan',
      types: [],
      next_slot: null,
    });
    await openForOrders(t.app, ids.pizzeria, team.owner, { enabled: false });
    const off = await t.app.inject({ url: `/api/ordering/${pizzeriaKey}` });
    expect(off.json()).toMatchObject({ available: false, closed_reason: 'disabled', types: [] });
    await openForOrders(t.app, ids.pizzeria, team.owner);

    const open = await t.app.inject({ url: `/api/ordering/${trattoriaKey}` });
    expect(open.json()).toMatchObject({
      available: true,
      closed_reason: null,
      types: ['pickup', 'delivery'],
      payment_methods: ['at_restaurant'],
      delivery_zones: [{ name: 'Centro', fee: 3, min_order: 15 }],
    });
    const next = new Date(open.json().next_slot).getTime();
    expect(next).toBeGreaterThanOrEqual(t.clock.nowMs() + 20 * 60_000);
    expect(next).toBeLessThanOrEqual(t.clock.nowMs() + 35 * 60_000);
  });

  it('lists the slots of a day every 15 minutes from the lead time on', async () => {
    const res = await t.app.inject({ url: `/api/ordering/${trattoriaKey}/slots?type=pickup` });
    expect(res.statusCode).toBe(200);
    const { slots, asap, time_zone } = res.json();
    expect(time_zone).toBe('Europe/Rome');
    if (slots.length > 0) expect(asap).toBe(slots[0].start);
    for (const slot of slots) {
      expect(new Date(slot.start).getTime() % (15 * 60_000)).toBe(0);
      expect(slot.remaining).toBe(50);
    }
  });

  it('answers 404 for an unknown restaurant and 400 for a malformed query', async () => {
    expect((await t.app.inject({ url: '/api/ordering/nope-nope' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: `/api/ordering/${trattoriaKey}/slots?type=boat` });
    expect(bad.statusCode).toBe(400);
    const far = await t.app.inject({
      url: `/api/ordering/${trattoriaKey}/slots?type=pickup&date=2099-01-01`,
    });
    expect(far.json().slots).toEqual([]);
  });
});

describe('placing an order', () => {
  it('prices it from the menu, splits the VAT, numbers it and can be tracked by its link', async () => {
    const variant = dish.variants.length > 0 ? 0 : undefined;
    const unit = variant === undefined ? dish.price : dish.variants[0]!.price;
    const res = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, {
        items: [{ item_id: dish.id, quantity: 3, variant, notes: 'senza glutine' }],
        notes: 'Citofono Rossi',
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(order).toMatchObject({
      status: 'received',
      type: 'pickup',
      asap: true,
      payment_method: 'at_restaurant',
      payment_status: 'unpaid',
      customer_name: GUEST.name,
      total: Math.round(unit * 300) / 100,
      delivery_fee: 0,
      // Not from a table's QR code: no table to name.
      table_name: null,
      restaurant: { name: 'Trattoria Demo' },
    });
    expect(order.number).toBeGreaterThanOrEqual(1);
    expect(order.items).toEqual([
      expect.objectContaining({
        item_id: dish.id,
        quantity: 3,
        unit_price: unit,
        vat_rate: 10,
        notes: 'senza glutine',
      }),
    ]);
    expect(order).not.toHaveProperty('id');
    // A pickup's empty address and ready time are SQL NULL, not JSON null or a failed encode.
    const [stored] = await t.database.db
      .select({ address: orders.delivery_address, ready_at: orders.ready_at })
      .from(orders)
      .where(and(eq(orders.public_id, order.public_id), isNull(orders.delivery_address)));
    expect(stored).toEqual({ address: null, ready_at: null });

    const tracked = await t.app.inject({ url: `/api/public-orders/${order.public_id}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toEqual(order);

    const full = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.trattoria}&search=${encodeURIComponent('Anna')}`,
      headers: team.staff,
    });
    const summary = full
      .json()
      .items.find((o: { public_id: string }) => o.public_id === order.public_id);
    const detail = await t.app.inject({ url: `/api/orders/${summary.id}`, headers: team.staff });
    const vat = detail.json().vat;
    expect(vat).toHaveLength(1);
    expect(vat[0].rate).toBe(10);
    expect(Math.round((vat[0].net + vat[0].vat) * 100)).toBe(Math.round(order.total * 100));
  });

  it('charges the zone fee on a delivery and refuses an address outside every zone', async () => {
    const address = { address: 'Via dei Coronari', street_number: '3', cap: '00186', city: 'Roma' };
    const body = pickupOrder(dish.id, { type: 'delivery', delivery_address: address });
    const ok = await placeOrder(t.app, trattoriaKey, body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().delivery_fee).toBe(3);
    expect(ok.json().total).toBeCloseTo(ok.json().subtotal + 3, 2);

    const before = await orderCount();
    const far = await placeOrder(t.app, trattoriaKey, {
      ...body,
      delivery_address: { ...address, cap: '20121' },
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().fields).toEqual({ 'delivery_address.cap': 'outside_zone' });
    const noAddress = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { type: 'delivery' }),
    );
    expect(noAddress.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('remembers the guest once per email, with marketing consent only when ticked', async () => {
    const email = 'ripetuto@ospite.test';
    const customer = { ...GUEST, email };
    await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id, { customer }));
    await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer, marketing_consent: true }),
    );
    await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id, { customer }));
    const rows = await t.database.db.select().from(guests).where(eq(guests.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orders_count: 3, marketing_consent: true });
    expect(rows[0]!.privacy_consent_at).not.toBeNull();
  });
});

describe('bad orders change nothing', () => {
  const cases: [string, () => unknown, number, Record<string, string>?][] = [
    [
      'a negative quantity',
      () => pickupOrder(dish.id, { items: [{ item_id: dish.id, quantity: -1 }] }),
      400,
    ],
    [
      'a price sent by the guest',
      () => pickupOrder(dish.id, { items: [{ item_id: dish.id, quantity: 1, unit_price: 0.01 }] }),
      400,
    ],
    ['a huge note', () => pickupOrder(dish.id, { notes: 'x'.repeat(10_000) }), 400],
    ['no items', () => pickupOrder(dish.id, { items: [] }), 400],
    ['no privacy consent', () => pickupOrder(dish.id, { privacy_consent: false }), 400],
    [
      'a bad email',
      () => pickupOrder(dish.id, { customer: { ...GUEST, email: 'not-an-email' } }),
      400,
    ],
    ['an unknown field', () => pickupOrder(dish.id, { total: 1 }), 400],
    ['an unknown dish', () => pickupOrder(999_999_999), 422, { 'items.0': 'unknown_dish' }],
    ['a dish id past 32 bits', () => pickupOrder(2 ** 53 - 1), 422, { 'items.0': 'unknown_dish' }],
    [
      'another restaurant’s dish',
      () => pickupOrder(pizzeriaDish.id),
      422,
      { 'items.0': 'unknown_dish' },
    ],
    [
      'a variant the dish lacks',
      () => pickupOrder(dish.id, { items: [{ item_id: dish.id, quantity: 1, variant: 9 }] }),
      422,
      { 'items.0.variant': 'unknown_variant' },
    ],
    [
      'an invented slot',
      () => pickupOrder(dish.id, { slot: '2026-01-01T12:07:00+01:00' }),
      422,
      { slot: 'slot_unavailable' },
    ],
    [
      'a card payment without a provider',
      () => pickupOrder(dish.id, { payment_method: 'card' }),
      422,
      { payment_method: 'payment_unavailable' },
    ],
    [
      'an order type not offered',
      () => pickupOrder(dish.id, { type: 'table' }),
      422,
      { type: 'type_unavailable' },
    ],
  ];
  for (const [name, body, status, fields] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await orderCount();
      const res = await placeOrder(t.app, trattoriaKey, body());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toHaveProperty('detail');
      if (fields) expect(res.json().fields).toEqual(fields);
      expect(await orderCount()).toBe(before);
    });
  }

  it('refuses an order without an Idempotency-Key, or with a malformed one', async () => {
    expect((await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id), null)).statusCode).toBe(
      400,
    );
    expect((await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id), 'short')).statusCode).toBe(
      400,
    );
  });

  it('refuses a sold-out dish', async () => {
    const soldOut = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${dish.id}/availability`,
      headers: team.owner,
      payload: { available: false },
    });
    expect(soldOut.statusCode).toBe(200);
    const res = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ 'items.0': 'sold_out' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${dish.id}/availability`,
      headers: team.owner,
      payload: { available: true },
    });
  });

  it('refuses an order under the minimum', async () => {
    await openForOrders(t.app, ids.trattoria, team.owner, { min_order: 1000 });
    const res = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ items: 'under_minimum' });
    await openForOrders(t.app, ids.trattoria, team.owner);
  });

  it('refuses orders while paused, and takes them again once cleared', async () => {
    const pause = await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'pause', minutes: 30 },
    });
    expect(pause.statusCode).toBe(200);
    expect(new Date(pause.json().paused_until).getTime()).toBe(t.clock.nowMs() + 30 * 60_000);
    const site = await t.app.inject({ url: `/api/ordering/${trattoriaKey}` });
    expect(site.json()).toMatchObject({ available: false, closed_reason: 'paused' });
    const res = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id));
    expect(res.json().fields).toEqual({ type: 'ordering_closed' });
    await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'clear' },
    });
    expect((await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id))).statusCode).toBe(201);
  });
});

describe('idempotency and capacity', () => {
  it('answers the first order again for the same key and body, and 409 for another body', async () => {
    const key = newIdempotencyKey();
    const first = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id), key);
    const again = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { notes: 'altro' }),
      key,
    );
    expect(other.statusCode).toBe(409);
    // The same key and body at another restaurant is not the Trattoria's order answered again.
    const elsewhere = await placeOrder(t.app, pizzeriaKey, pickupOrder(dish.id), key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a key again when the service clock is days ahead of the database and the expired keys are cleared', async () => {
    // A week on: the same weekday and hours. Math.random at 0: the claim's cleanup always runs.
    const week = 7 * 24 * 60 * 60 * 1000;
    t.clock.advance(week);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      const key = newIdempotencyKey();
      const first = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id), key);
      const again = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id), key);
      expect(first.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().public_id).toBe(first.json().public_id);
    } finally {
      random.mockRestore();
      t.clock.advance(-week);
    }
  });

  it('makes exactly one order of the same order posted 20 times at once', async () => {
    const key = newIdempotencyKey();
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t.app, trattoriaKey, pickupOrder(dish.id), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().public_id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('gives the last place of a slot to one guest only', async () => {
    await openForOrders(t.app, ids.pizzeria, team.owner, { orders_per_slot: 1 });
    const slots = await t.app.inject({ url: `/api/ordering/${pizzeriaKey}/slots?type=pickup` });
    const slot = slots.json().slots.at(-1)?.start ?? slots.json().asap;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(t.app, pizzeriaKey, pickupOrder(pizzeriaDish.id, { slot })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().fields).toEqual({ slot: 'slot_full' });
    }
    const [load] = await t.database.db
      .select()
      .from(orderSlotLoads)
      .where(
        and(
          eq(orderSlotLoads.restaurant_id, ids.pizzeria),
          eq(orderSlotLoads.slot_start, new Date(slot)),
        ),
      );
    expect(load!.taken).toBe(1);
  });

  it('numbers the day’s orders one after another at commit: none twice, none spent by a refusal, the same on a replay', async () => {
    await openForOrders(t.app, ids.pizzeria, team.owner, { orders_per_slot: 1 });
    // Tomorrow at 10 in the pizzeria's zone, with the evening's slots ahead: late in the real
    // evening only a few of today's were left, and the test ran out of them.
    const morning = instantOfWallClock(
      'Europe/Rome',
      addDaysToDate(localDateOf('Europe/Rome', t.clock.nowMs()), 1),
      10 * 60,
    );
    const ahead = morning - t.clock.nowMs();
    t.clock.advance(ahead);
    try {
      await numbersTheDaysOrders();
    } finally {
      t.clock.advance(-ahead);
    }
  });

  async function numbersTheDaysOrders() {
    // A guest of its own: the file's other orders have used the per-address allowance.
    const placeFromItsOwnAddress = (body: object, key = newIdempotencyKey()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ordering/${pizzeriaKey}/orders`,
        headers: { 'idempotency-key': key },
        payload: body,
        remoteAddress: '198.51.100.91',
      });
    const slots = (
      await t.app.inject({ url: `/api/ordering/${pizzeriaKey}/slots?type=pickup` })
    ).json().slots as { start: string }[];
    // The evening's slots, one order each.
    const [first, full, ...free] = slots.slice(-13).map((s) => s.start);
    const key = newIdempotencyKey();
    const placed = await placeFromItsOwnAddress(pickupOrder(pizzeriaDish.id, { slot: first }), key);
    expect(placed.statusCode).toBe(201);
    const number = placed.json().number as number;
    expect(number).toBeGreaterThanOrEqual(1);
    const fills = await placeFromItsOwnAddress(pickupOrder(pizzeriaDish.id, { slot: full }));
    expect(fills.json().number).toBe(number + 1);
    // Written, then refused at its slot: rolled back before its commit could number it.
    const refused = await placeFromItsOwnAddress(pickupOrder(pizzeriaDish.id, { slot: full }));
    expect(refused.json().fields).toEqual({ slot: 'slot_full' });
    const atOnce = await Promise.all(
      free.map((slot) => placeFromItsOwnAddress(pickupOrder(pizzeriaDish.id, { slot }))),
    );
    expect(atOnce.map((a) => a.statusCode)).toEqual(free.map(() => 201));
    const numbers = atOnce.map((a) => a.json().number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(free.map((_, i) => number + 2 + i));
    const replayed = await placeFromItsOwnAddress(
      pickupOrder(pizzeriaDish.id, { slot: first }),
      key,
    );
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().number).toBe(number);
    // The tracking link reads the number the commit wrote.
    const tracked = await t.app.inject({ url: `/api/public-orders/${placed.json().public_id}` });
    expect(tracked.json().number).toBe(number);
  }
});

describe('pricing a cart before checkout', () => {
  const quote = (body: object) =>
    t.app.inject({ method: 'POST', url: `/api/ordering/${trattoriaKey}/quote`, payload: body });

  it('prices the cart as an order would be, with the zone fee and minimum', async () => {
    const res = await quote({
      type: 'delivery',
      items: [{ item_id: dish.id, quantity: 2 }],
      postcode: '00186',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.subtotal).toBeCloseTo(dish.price * 2, 2);
    expect(body).toMatchObject({ delivery_fee: 3, min_order: 15, discount: 0 });
    expect(body.total).toBeCloseTo(body.subtotal + 3, 2);
    expect(body.items[0]).toMatchObject({ item_id: dish.id, quantity: 2, unit_price: dish.price });
    expect(body.problems).toEqual(dish.price * 2 < 15 ? { items: 'under_minimum' } : {});
  });

  it('names what cannot be sold instead of refusing, and stores nothing', async () => {
    const before = await orderCount();
    const res = await quote({
      type: 'delivery',
      items: [
        { item_id: dish.id, quantity: 1 },
        { item_id: pizzeriaDish.id, quantity: 1 },
      ],
      postcode: '20121',
      language: 'it',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toMatchObject({
      'items.1': 'unknown_dish',
      postcode: 'outside_zone',
    });
    expect(res.json().items).toHaveLength(1);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a malformed cart with 400', async () => {
    for (const body of [
      { type: 'pickup', items: [{ item_id: dish.id, quantity: 0 }], language: 'it' },
      { type: 'pickup', items: [{ item_id: 'x', quantity: 1 }], language: 'it' },
      { type: 'pickup', items: [], language: 'xx' },
      { type: 'pickup', items: [], language: 'it', unit_price: 1 },
    ]) {
      expect((await quote(body)).statusCode).toBe(400);
    }
  });
});

describe('the emails an order sends', () => {
  it('confirms to the guest in their language with the tracking link, and tells the restaurant', async () => {
    const customer = { ...GUEST, email: 'english@ospite.test' };
    const placed = await placeOrder(
      t.app,
      trattoriaKey,
      pickupOrder(dish.id, { customer, language: 'en' }),
    );
    expect(placed.statusCode).toBe(201);
    const { public_id, number, items } = placed.json();
    const run = await t.app.jobs.runDueJobs();
    expect(run.failed).toBe(0);
    const guestMail = await lastMailTo(t.app, customer.email);
    expect(guestMail.subject).toBe(`Trattoria Demo: we have received your order no. ${number}`);
    expect(guestMail.text_body).toContain(`/en/order/${public_id}`);
    expect(guestMail.text_body).toContain('+39 06 1234 5678');
    expect(guestMail.text_body).toContain(`2 × ${items[0].name}`);
    // Earlier tests' orders were announced in the same run: find this one's notice.
    const notices = await findOutboxMessagesTo(t.app.db, 'trattoria@demo.test');
    const notice = notices.find((m) => m.subject.startsWith(`Nuovo ordine n. ${number} `));
    expect(notice?.text_body).toContain(customer.phone);
    expect(notice?.text_body).toContain(`2 × ${items[0].name}`);
  });

  it('tells the guest why an order was rejected, once', async () => {
    const customer = { ...GUEST, email: 'rifiutato@ospite.test' };
    const placed = await placeOrder(t.app, trattoriaKey, pickupOrder(dish.id, { customer }));
    await t.app.jobs.runDueJobs();
    const list = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.trattoria}&search=${encodeURIComponent(customer.email)}`,
      headers: team.owner,
    });
    const id = list.json().items[0].id;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/status`,
      headers: team.staff,
      payload: { to: 'rejected', reason: 'Forno guasto stasera' },
    });
    expect(moved.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    const mail = await lastMailTo(t.app, customer.email);
    expect(mail.subject).toBe(
      `Trattoria Demo: non possiamo preparare il tuo ordine n. ${placed.json().number}`,
    );
    expect(mail.text_body).toContain('Motivo: Forno guasto stasera');
  });
});
