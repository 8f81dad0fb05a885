import { BOARD_MAX_ORDERS } from '@coperto/shared/orders/order-board.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock } from '@coperto/shared/restaurants/opening-hours';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import {
  buildTestApp,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import {
  openForOrders,
  orderableDishes,
  pickupOrder,
  placeOrder,
  publicKeyOf,
} from '../../test/ordering';

const ZONE = 'Europe/Rome';

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

interface BoardAnswer {
  date: string;
  truncated: boolean;
  orders: {
    id: number;
    number: number;
    status: string;
    customer_name: string;
    order_datetime: string;
    items: { name: string; variant_name: string | null; quantity: number; notes: string }[];
  }[];
}

const board = (restaurantId: number | string, headers: Record<string, string> = team.staff) =>
  t.app.inject({ url: `/api/orders/board?restaurant_id=${restaurantId}`, headers });

/** Places an order (a body of `pickupOrder`'s, changed) and answers its dashboard id. */
async function newOrder(
  customerName: string,
  changes: Record<string, unknown> = {},
  where: { key: string; dish: number } = { key: trattoriaKey, dish: dishId },
) {
  const placed = await placeOrder(
    t.app,
    where.key,
    pickupOrder(where.dish, {
      customer: { name: customerName, email: 'board@cliente.test', phone: '3331234567' },
      ...changes,
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.public_id, placed.json().public_id));
  return row!.id;
}

const move = (id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/status`,
    headers: team.manager,
    payload: body,
  });

async function moveTo(id: number, path: string[]) {
  for (const to of path) {
    const body =
      to === 'accepted'
        ? { to, ready_at: new Date(t.clock.nowMs() + 30 * 60_000).toISOString() }
        : to === 'rejected' || to === 'cancelled'
          ? { to, reason: 'La cucina ha chiuso prima' }
          : { to };
    const res = await move(id, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Moves an order's times to yesterday evening on the restaurant's clock, as if placed then. */
async function placedYesterday(id: number, today: string) {
  const at = instantOfWallClock(ZONE, addDaysToDate(today, -1), 21 * 60 + 30);
  await t.database.db
    .update(orders)
    .set({ order_datetime: new Date(at), slot_start: new Date(at + 45 * 60_000) })
    .where(eq(orders.id, id));
}

describe('the live board', () => {
  it("holds every open order of any day and today's finished ones, each with its dishes, oldest first", async () => {
    const { date: today } = (await board(ids.trattoria)).json() as BoardAnswer;

    const acceptedYesterday = await newOrder('Ieri Aperto');
    await moveTo(acceptedYesterday, ['accepted']);
    await placedYesterday(acceptedYesterday, today);
    const completedYesterday = await newOrder('Ieri Finito');
    await moveTo(completedYesterday, ['accepted', 'preparing', 'ready', 'completed']);
    await placedYesterday(completedYesterday, today);
    const rejectedToday = await newOrder('Oggi Rifiutato');
    await moveTo(rejectedToday, ['rejected']);
    const delivery = await newOrder('Oggi Consegna', {
      type: 'delivery',
      items: [{ item_id: dishId, quantity: 9, notes: 'Senza cipolla' }],
      delivery_address: { address: 'Via Giulia', street_number: '12', cap: '00186', city: 'Roma' },
    });
    const unpaid = await newOrder('Carta Non Pagata');
    await t.database.db
      .update(orders)
      .set({ status: 'awaiting_payment' })
      .where(eq(orders.id, unpaid));
    // A card order let go for want of payment: the kitchen never had it, it is no finished order.
    const neverPaid = await newOrder('Carta Mai Pagata');
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', payment_method: 'card', payment_status: 'unpaid' })
      .where(eq(orders.id, neverPaid));

    const res = await board(ids.trattoria);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as BoardAnswer;
    expect(answer.truncated).toBe(false);
    const byId = new Map(answer.orders.map((order) => [order.id, order]));
    expect(byId.get(acceptedYesterday)?.status).toBe('accepted');
    expect(byId.has(completedYesterday)).toBe(false);
    expect(byId.get(rejectedToday)?.status).toBe('rejected');
    expect(byId.has(unpaid)).toBe(false);
    expect(byId.has(neverPaid)).toBe(false);
    // Oldest placed first: yesterday's open order leads.
    const times = answer.orders.map((order) => order.order_datetime);
    expect(times).toEqual([...times].sort());
    expect(answer.orders[0]!.id).toBe(acceptedYesterday);

    // The lines are the order's dishes, as the order's own read has them; the fee is no dish.
    const detail = (
      await t.app.inject({ url: `/api/orders/${delivery}`, headers: team.staff })
    ).json();
    expect(detail.delivery_fee).toBeGreaterThan(0);
    expect(byId.get(delivery)?.items).toEqual(
      detail.items.map((line: BoardAnswer['orders'][number]['items'][number]) => ({
        name: line.name,
        variant_name: line.variant_name,
        quantity: line.quantity,
        notes: line.notes,
      })),
    );
    expect(byId.get(delivery)?.items).toEqual([
      expect.objectContaining({ quantity: 9, notes: 'Senza cipolla' }),
    ]);
    // Each order as the list's row has it, plus its lines: no prices per line.
    const list = await t.app.inject({
      url: `/api/orders?restaurant_id=${ids.trattoria}&limit=100`,
      headers: team.staff,
    });
    const row = list.json().items.find((o: { id: number }) => o.id === delivery);
    const { items, ...summary } = byId.get(delivery)!;
    expect(summary).toEqual(row);
    expect(items).toHaveLength(1);
  });

  it('follows a move at once: an order completed today stays, one of yesterday leaves', async () => {
    const { date: today } = (await board(ids.trattoria)).json() as BoardAnswer;
    const late = await newOrder('Ieri Preordine');
    await moveTo(late, ['accepted', 'preparing']);
    await placedYesterday(late, today);
    const now = await newOrder('Oggi Completato');
    await moveTo(now, ['accepted', 'preparing', 'ready']);
    const before = (await board(ids.trattoria)).json() as BoardAnswer;
    expect(before.orders.map((o) => o.id)).toEqual(expect.arrayContaining([late, now]));

    await moveTo(late, ['ready', 'completed']);
    await moveTo(now, ['completed']);
    const after = (await board(ids.trattoria)).json() as BoardAnswer;
    const afterIds = after.orders.map((o) => o.id);
    expect(afterIds).not.toContain(late);
    expect(after.orders.find((o) => o.id === now)?.status).toBe('completed');
  });

  it(`keeps to ${BOARD_MAX_ORDERS} orders, the newest open ones first, and says it left some out`, async () => {
    const done = await newOrder('Pizza Finita', {}, { key: pizzeriaKey, dish: pizzeriaDishId });
    await moveTo(done, ['accepted', 'preparing', 'ready', 'completed']);
    const first = await newOrder('Pizza Aperta', {}, { key: pizzeriaKey, dish: pizzeriaDishId });
    const [model] = await t.database.db.select().from(orders).where(eq(orders.id, first));
    const { id: _id, ...row } = model!;
    // As many open orders as the board holds, each an hour older than the last, all before `first`.
    const copies = Array.from({ length: BOARD_MAX_ORDERS }, (_, i) => ({
      ...row,
      public_id: `${row.public_id}-${i}`,
      number: 1000 + i,
      order_datetime: new Date(row.order_datetime.getTime() - (i + 1) * 3_600_000),
    }));
    const inserted = await t.database.db
      .insert(orders)
      .values(copies)
      .returning({ id: orders.id, number: orders.number });

    const answer = (await board(ids.pizzeria, team.manager)).json() as BoardAnswer;
    expect(answer.truncated).toBe(true);
    expect(answer.orders).toHaveLength(BOARD_MAX_ORDERS);
    const kept = new Set(answer.orders.map((o) => o.id));
    expect(kept.has(first)).toBe(true);
    // The open ones take the room: the oldest copy and today's finished order are left out.
    expect(kept.has(inserted.at(-1)!.id)).toBe(false);
    expect(kept.has(done)).toBe(false);
    expect(answer.orders.every((o) => o.status === 'received')).toBe(true);

    await t.database.db.delete(orders).where(
      inArray(
        orders.id,
        inserted.map((o) => o.id),
      ),
    );
    const back = (await board(ids.pizzeria, team.manager)).json() as BoardAnswer;
    expect(back.truncated).toBe(false);
    expect(back.orders.map((o) => o.id)).toEqual(expect.arrayContaining([first, done]));
  });
});

describe("no one reads another's board", () => {
  it('answers 404 to another business, and shows that business only its own orders', async () => {
    await newOrder('Non Tuo');
    const foreign = await board(ids.trattoria, team.otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Non Tuo');
    const own = await board(ids.osteria, team.otherOwner);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Non Tuo');
    const ownOrders = (own.json() as BoardAnswer).orders;
    expect(ownOrders).toEqual([]);
  });

  it("keeps staff bound to a restaurant to its board; managers read every restaurant's", async () => {
    await newOrder('Solo Pizzeria', {}, { key: pizzeriaKey, dish: pizzeriaDishId });
    const staff = await board(ids.pizzeria, team.staff);
    expect(staff.statusCode).toBe(404);
    expect(staff.body).not.toContain('Solo Pizzeria');
    expect((await board(ids.trattoria, team.staff)).body).not.toContain('Solo Pizzeria');
    const manager = await board(ids.pizzeria, team.manager);
    expect(manager.statusCode).toBe(200);
    expect(manager.body).toContain('Solo Pizzeria');
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await t.app.inject({ url: `/api/orders/board?restaurant_id=${ids.trattoria}` })).statusCode,
    ).toBe(401);
    expect((await board(ids.trattoria, { authorization: 'Bearer not-a-token' })).statusCode).toBe(
      401,
    );
    // The platform's operator reads every business (DESIGN.md §6).
    expect((await board(ids.trattoria, team.admin)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 to a missing, malformed, huge or hostile restaurant id, and 404 to an unknown one', async () => {
    const missing = await t.app.inject({ url: '/api/orders/board', headers: team.staff });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('restaurant_id');
    const bad = [
      'abc',
      '0',
      '-1',
      '1.5',
      '1e3x',
      '99999999999999999999',
      String(Number.MAX_SAFE_INTEGER + 2),
      '9'.repeat(5000),
      encodeURIComponent("1' OR '1'='1"),
      encodeURIComponent('<script>alert(1)</script>'),
      encodeURIComponent('1; DROP TABLE orders'),
      '%00',
    ];
    for (const id of bad) {
      const res = await board(id);
      expect(res.statusCode, id.slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    }
    const twice = await t.app.inject({
      url: `/api/orders/board?restaurant_id=${ids.trattoria}&restaurant_id=${ids.pizzeria}`,
      headers: team.manager,
    });
    expect(twice.statusCode).toBe(400);
    const extra = await t.app.inject({
      url: `/api/orders/board?restaurant_id=${ids.trattoria}&status=completed`,
      headers: team.staff,
    });
    expect(extra.statusCode).toBe(400);
    expect((await board(987_654_321)).statusCode).toBe(404);
    // Nothing was touched: the board still reads.
    expect((await board(ids.trattoria)).statusCode).toBe(200);
  });
});
