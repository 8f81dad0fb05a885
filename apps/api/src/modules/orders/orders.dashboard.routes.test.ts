import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSlotLoads } from '../../db/schema/orders';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import {
  ORDERING_ON,
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
let dishId: number;
let pizzeriaDishId: number;

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  trattoriaKey = await publicKeyOf(t.app, 'trattoria');
  pizzeriaKey = await publicKeyOf(t.app, 'pizzeria');
  await openForOrders(t.app, ids.trattoria, team.owner);
  await openForOrders(t.app, ids.pizzeria, team.owner);
  dishId = (await orderableDishes(t.app, ids.trattoria))[0]!.id;
  pizzeriaDishId = (await orderableDishes(t.app, ids.pizzeria))[0]!.id;
});
afterAll(() => t.close());

/** Places an order and answers its dashboard id. */
async function newOrder(customerName = 'Paolo Cliente', publicKey = trattoriaKey, item = dishId) {
  const placed = await placeOrder(
    t.app,
    publicKey,
    pickupOrder(item, {
      customer: { name: customerName, email: 'p@cliente.test', phone: '3331234567' },
    }),
  );
  expect(placed.statusCode).toBe(201);
  const restaurant = publicKey === trattoriaKey ? ids.trattoria : ids.pizzeria;
  const list = await t.app.inject({
    url: `/api/orders?restaurant_id=${restaurant}&limit=100`,
    headers: team.owner,
  });
  const row = list
    .json()
    .items.find((o: { public_id: string }) => o.public_id === placed.json().public_id);
  return {
    id: row.id as number,
    publicId: placed.json().public_id as string,
    slot: row.slot_start as string,
  };
}

const move = (id: number, body: object, headers = team.staff) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/status`, headers, payload: body });

describe('ordering settings', () => {
  it('are read by staff and written by owners and managers only', async () => {
    const read = await t.app.inject({
      url: `/api/ordering-settings/${ids.trattoria}`,
      headers: team.staff,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      ...ORDERING_ON,
      card_available: false,
      plan_includes_ordering: true,
    });
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/ordering-settings/${ids.trattoria}`,
        headers,
        payload: { ...ORDERING_ON, lead_minutes: 25 },
      });
    expect((await put(team.staff)).statusCode).toBe(403);
    expect((await put(team.manager)).statusCode).toBe(200);
    expect((await put(team.otherOwner)).statusCode).toBe(404);
    await openForOrders(t.app, ids.trattoria, team.owner);
  });

  it('refuses settings that leave guests unable to order, each on its field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ordering-settings/${ids.trattoria}`,
      headers: team.owner,
      payload: {
        ...ORDERING_ON,
        pickup_enabled: false,
        delivery_enabled: false,
        pay_at_restaurant: false,
        card_payments: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'card_payments',
      'pay_at_restaurant',
      'pickup_enabled',
    ]);
  });

  it('refuses malformed settings with 400', async () => {
    const bad = [
      { ...ORDERING_ON, slot_minutes: 0 },
      { ...ORDERING_ON, min_order: -1 },
      { ...ORDERING_ON, delivery_zones: [{ name: 'A', postcodes: ['abc'], fee: 1, min_order: 0 }] },
      {
        ...ORDERING_ON,
        delivery_zones: [
          { name: 'A', postcodes: ['00100'], fee: 1, min_order: 0 },
          { name: 'B', postcodes: ['00100'], fee: 2, min_order: 0 },
        ],
      },
      { ...ORDERING_ON, extra: true },
      'not json at all',
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/ordering-settings/${ids.trattoria}`,
        headers: { ...team.owner, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('adds preparation time for a busy night, pushing the first slot later', async () => {
    const before = (await t.app.inject({ url: `/api/ordering/${trattoriaKey}` })).json().next_slot;
    const busy = await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'busy' },
    });
    expect(busy.json()).toMatchObject({ busy_extra_minutes: 15 });
    const after = (await t.app.inject({ url: `/api/ordering/${trattoriaKey}` })).json().next_slot;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'pause', minutes: 45 },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'clear' },
    });
  });
});

describe('moving an order along', () => {
  it('accepts with a ready time, prepares, readies and completes, keeping who did what', async () => {
    const { id, publicId } = await newOrder();
    const readyAt = new Date(t.clock.nowMs() + 30 * 60_000).toISOString();
    const accepted = await move(id, { to: 'accepted', ready_at: readyAt });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', ready_at: readyAt });
    for (const to of ['preparing', 'ready', 'completed']) {
      expect((await move(id, { to })).statusCode).toBe(200);
    }
    const order = (await t.app.inject({ url: `/api/orders/${id}`, headers: team.owner })).json();
    expect(order.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'received',
      'accepted',
      'preparing',
      'ready',
      'completed',
    ]);
    expect(order.events[1].by).toBe('Luca Verdi');
    expect(order.events[0].by).toBeNull();
    // The guest sees the same history, without staff names.
    const tracked = (await t.app.inject({ url: `/api/public-orders/${publicId}` })).json();
    expect(tracked.status).toBe('completed');
    expect(tracked.events[1]).not.toHaveProperty('by');
  });

  it('refuses moves the state machine does not allow, and moves without what they need', async () => {
    const { id } = await newOrder();
    const skip = await move(id, { to: 'completed' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().fields).toEqual({ to: expect.any(String) });
    expect((await move(id, { to: 'accepted' })).statusCode).toBe(422);
    expect((await move(id, { to: 'rejected' })).json().fields).toEqual({ reason: 'Required' });
    expect((await move(id, { to: 'flying' })).statusCode).toBe(400);
    const past = new Date(t.clock.nowMs() - 3_600_000).toISOString();
    expect((await move(id, { to: 'accepted', ready_at: past })).json().fields).toEqual({
      ready_at: 'In the past',
    });
    const far = await move(id, { to: 'accepted', ready_at: '2199-12-31T23:59:00Z' });
    expect(far.statusCode).toBe(422);
    expect(far.json().fields).toEqual({ ready_at: 'Too far ahead' });
  });

  it('gives the slot place back when an order is rejected', async () => {
    const { id, slot } = await newOrder();
    const load = async () =>
      (
        await t.database.db
          .select()
          .from(orderSlotLoads)
          .where(eq(orderSlotLoads.slot_start, new Date(slot)))
      )[0]!.taken;
    const before = await load();
    const rejected = await move(id, { to: 'rejected', reason: 'Cucina chiusa per un guasto' });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'Cucina chiusa per un guasto',
    });
    expect(await load()).toBe(before - 1);
    expect((await move(id, { to: 'accepted', ready_at: slot })).statusCode).toBe(422);
  });

  it('lets one of two staff moving the same order at once win, and tells the other', async () => {
    const { id } = await newOrder();
    const readyAt = new Date(t.clock.nowMs() + 30 * 60_000).toISOString();
    const [a, b] = await Promise.all([
      move(id, { to: 'accepted', ready_at: readyAt }),
      move(id, { to: 'rejected', reason: 'Troppi ordini' }, team.manager),
    ]);
    // The loser either read the order before the winner's commit (409: changed meanwhile) or
    // after it (422: not allowed from the new state); never are both moves made.
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([409, 422]).toContain(codes[1]);
    const order = (await t.app.inject({ url: `/api/orders/${id}`, headers: team.owner })).json();
    expect(order.events).toHaveLength(2);
  });
});

describe('the orders list', () => {
  it('shows today by default, newest first, with totals of the whole range', async () => {
    await newOrder('Primo Ordine');
    await newOrder('Secondo Ordine');
    const res = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.trattoria}&limit=1`,
      headers: team.owner,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.totals.count).toBe(body.total);
    const all = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.trattoria}&limit=100`,
      headers: team.owner,
    });
    const times = all.json().items.map((o: { order_datetime: string }) => o.order_datetime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by status, type, search and days', async () => {
    const { id } = await newOrder('Zeno Ricercato');
    await move(id, { to: 'rejected', reason: 'Finiti gli ingredienti' });
    const url = (q: string) => `/api/orders?restaurant_id=${ids.trattoria}&limit=100&${q}`;
    const rejected = (
      await t.app.inject({ url: url('status=rejected'), headers: team.owner })
    ).json();
    expect(rejected.items.every((o: { status: string }) => o.status === 'rejected')).toBe(true);
    expect(rejected.totals.total).toBe(0);
    const found = (await t.app.inject({ url: url('search=zeno'), headers: team.owner })).json();
    expect(found.items.map((o: { customer_name: string }) => o.customer_name)).toEqual([
      'Zeno Ricercato',
    ]);
    const delivery = (
      await t.app.inject({ url: url('type=delivery'), headers: team.owner })
    ).json();
    expect(delivery.items).toEqual([]);
    const lastYear = (
      await t.app.inject({ url: url('from=2025-01-01&to=2025-01-31'), headers: team.owner })
    ).json();
    expect(lastYear.items).toEqual([]);
    const wildcard = (await t.app.inject({ url: url('search=%25'), headers: team.owner })).json();
    expect(wildcard.items).toEqual([]);
  });

  it('refuses malformed and too wide ranges', async () => {
    const url = (q: string) => `/api/orders?restaurant_id=${ids.trattoria}&${q}`;
    for (const q of [
      'from=2026-13-01',
      'from=2026-02-01&to=2026-01-01',
      'from=2020-01-01&to=2026-01-01',
      // Days where time-zone arithmetic ends (they answered 500).
      'from=0001-01-01',
      'from=0001-01-01&to=0001-01-02',
      'from=9999-12-30&to=9999-12-31',
      'status=eaten',
      'limit=1000',
    ]) {
      expect((await t.app.inject({ url: url(q), headers: team.owner })).statusCode, q).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/orders', headers: team.owner })).statusCode).toBe(400);
  });
});

describe('no business sees another business’s orders', () => {
  it('answers 404 to another business for the list, an order and its moves', async () => {
    const { id } = await newOrder();
    const list = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.trattoria}`,
      headers: team.otherOwner,
    });
    expect(list.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/orders/${id}`, headers: team.otherOwner })).statusCode,
    ).toBe(404);
    expect(
      (await move(id, { to: 'rejected', reason: 'Non è mio' }, team.otherOwner)).statusCode,
    ).toBe(404);
    const settings = await t.app.inject({
      url: `/api/ordering-settings/${ids.trattoria}`,
      headers: team.otherOwner,
    });
    expect(settings.statusCode).toBe(404);
  });

  it('keeps staff of one restaurant to its own orders', async () => {
    const { id } = await newOrder('Pizza Cliente', pizzeriaKey, pizzeriaDishId);
    expect((await t.app.inject({ url: `/api/orders/${id}`, headers: team.staff })).statusCode).toBe(
      404,
    );
    const list = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.pizzeria}`,
      headers: team.staff,
    });
    expect(list.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/orders/${id}`, headers: team.manager })).statusCode,
    ).toBe(200);
  });

  it('needs a signed-in caller for every dashboard call', async () => {
    expect(
      (await t.app.inject({ url: `/api/orders?restaurant_id=${ids.trattoria}` })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/ordering-settings/${ids.trattoria}` })).statusCode,
    ).toBe(401);
  });
});

describe('orders taken by staff', () => {
  const enter = (
    body: object,
    headers = team.staff,
    key = `staff-${Math.random().toString(36).slice(2)}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': key },
      payload: body,
    });
  const phoneOrder = (changes: object = {}) => ({
    restaurant_id: ids.trattoria,
    type: 'pickup',
    slot: 'asap',
    items: [{ item_id: dishId, quantity: 1 }],
    customer: { name: 'Signora al telefono', phone: '06 5550123' },
    ...changes,
  });

  it('enters a phone order in one call, accepted, by the staff member, even while online orders are paused', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'pause', minutes: 60 },
    });
    const res = await enter(phoneOrder());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      source: 'staff',
      status: 'accepted',
      email: '',
      phone: '06 5550123',
    });
    expect(res.json().events.map((e: { by: string }) => e.by)).toEqual([
      'Luca Verdi',
      'Luca Verdi',
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/ordering-settings/${ids.trattoria}/rush`,
      headers: team.staff,
      payload: { action: 'clear' },
    });
  });

  it('keeps to the same rules: bad input 400, unknown dishes 422, another restaurant 404', async () => {
    expect((await enter(phoneOrder({ items: [] }))).statusCode).toBe(400);
    expect((await enter(phoneOrder({ customer: { name: 'X' } }))).statusCode).toBe(400);
    expect((await enter(phoneOrder({ type: 'delivery' }))).statusCode).toBe(400);
    const unknown = await enter(phoneOrder({ items: [{ item_id: pizzeriaDishId, quantity: 1 }] }));
    expect(unknown.json().fields).toEqual({ 'items.0': 'unknown_dish' });
    expect((await enter(phoneOrder({ restaurant_id: ids.pizzeria }))).statusCode).toBe(404);
    expect((await enter(phoneOrder(), team.otherOwner)).statusCode).toBe(404);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: team.staff,
      payload: phoneOrder(),
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('corrects the lines until the kitchen starts, priced again and kept in the history', async () => {
    const created = (await enter(phoneOrder())).json();
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${created.id}/items`,
      headers: team.staff,
      payload: { items: [{ item_id: dishId, quantity: 3, notes: 'una senza sale' }] },
    });
    expect(corrected.statusCode).toBe(200);
    const order = corrected.json();
    expect(order.items[0]).toMatchObject({ quantity: 3, notes: 'una senza sale' });
    expect(order.total).toBeCloseTo(created.total * 3, 2);
    const change = order.events.at(-1);
    expect(change.items_changed.before[0].quantity).toBe(1);
    expect(change.items_changed.after[0].quantity).toBe(3);
    expect((await move(order.id, { to: 'preparing' })).statusCode).toBe(200);
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/items`,
      headers: team.staff,
      payload: { items: [{ item_id: dishId, quantity: 1 }] },
    });
    expect(late.statusCode).toBe(422);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/items`,
      headers: team.otherOwner,
      payload: { items: [{ item_id: dishId, quantity: 1 }] },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("the dashboard home's glance", () => {
  it("counts today's orders and takings, those to accept, and the next slots' load", async () => {
    const url = `/api/orders/today?restaurant_id=${ids.trattoria}`;
    const before = (await t.app.inject({ url, headers: team.staff })).json();
    const { id } = await newOrder('Oggi Cliente');
    const after = await t.app.inject({ url, headers: team.staff });
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body.count).toBe(before.count + 1);
    expect(body.to_accept).toBe(before.to_accept + 1);
    expect(body.takings).toBeGreaterThan(before.takings);
    expect(body.next_slots).toHaveLength(6);
    expect(body.next_slots[0]).toMatchObject({ capacity: 50 });
    expect(
      body.next_slots.reduce((n: number, s: { taken: number }) => n + s.taken, 0),
    ).toBeGreaterThan(0);
    await move(id, { to: 'rejected', reason: 'Prova di rifiuto' });
    const rejected = (await t.app.inject({ url, headers: team.staff })).json();
    expect(rejected.to_accept).toBe(before.to_accept);
    expect(rejected.takings).toBeCloseTo(before.takings, 2);
    expect((await t.app.inject({ url, headers: team.otherOwner })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/orders/today?restaurant_id=x', headers: team.staff }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the orders as a spreadsheet', () => {
  it('exports what the filters find, Italian style for Excel, English on request', async () => {
    await newOrder('Rossi; "Il Grande"');
    const url = (q: string) => `/api/orders/export?restaurant_id=${ids.trattoria}&${q}`;
    const it = await t.app.inject({ url: url('search=Grande'), headers: team.owner });
    expect(it.statusCode).toBe(200);
    expect(it.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(it.headers['content-disposition']).toMatch(/^attachment; filename="ordini-/);
    const [header, row, end] = it.body.replace('\uFEFF', '').split('\n');
    expect(header).toBe(
      'Numero;Ricevuto;Orario;Tipo;Stato;Cliente;Telefono;Email;Subtotale;Consegna;Sconto;Totale;Pagamento;Stato pagamento;Origine',
    );
    // The name's own `;` and quotes are quoted by the library, not split.
    expect(row).toContain(';"Rossi; ""Il Grande""";');
    expect(row).toMatch(/;\d+,\d{2};at_restaurant;unpaid;online$/);
    expect(end).toBe('');
    const en = await t.app.inject({ url: url('search=Grande&language=en'), headers: team.owner });
    expect(en.body).toContain('Number,Placed,Time');
    expect(en.body).toMatch(/,\d+\.\d{2},at_restaurant,/);
  });

  it('writes a name that looks like a formula as text', async () => {
    await newOrder('=HYPERLINK("http://evil.test","Formula")');
    const res = await t.app.inject({
      url: `/api/orders/export?restaurant_id=${ids.trattoria}&search=Formula`,
      headers: team.owner,
    });
    expect(res.body).toContain(`;"'=HYPERLINK(""http://evil.test"",""Formula"")";`);
  });

  it('keeps to the list’s rules: 404 for another business, 400 for a bad query, 401 without a session', async () => {
    const url = `/api/orders/export?restaurant_id=${ids.trattoria}`;
    expect((await t.app.inject({ url, headers: team.otherOwner })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${url}&language=xx`, headers: team.owner })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `${url}&limit=5`, headers: team.owner })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
