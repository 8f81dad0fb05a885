import type { Floor } from '@coperto/shared/floor/floor.schemas';
import type { SeatingDetail } from '@coperto/shared/floor/service.schemas';
import type { GiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import type { Order } from '@coperto/shared/orders/order.schemas';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/events';
import { orders } from '../../db/schema/orders';
import {
  type ApiCallArgs,
  buildTestApp,
  callApi,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import { newIdempotencyKey, openForOrders, orderableDishes } from '../../test/ordering';

// Issue 16: a waiter takes a seated party's order from the service view (decision 081).

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let floor: Floor;
let pizzeriaFloor: Floor;
let dish: { id: number; price: number };

const call = (...args: ApiCallArgs) => callApi(t.app, ...args);

const tableOf = (name: string, of = floor) =>
  of.areas.flatMap((a) => a.tables).find((x) => x.name === name)!;

/** The waiter's order for the party at table `name` (the trattoria's unless told). */
function takeOrder(
  body: Record<string, unknown>,
  { headers = team.staff, key = newIdempotencyKey(), restaurant = ids.trattoria } = {},
) {
  return call(
    'POST',
    `/floor/${restaurant}/table-orders`,
    { ...headers, 'idempotency-key': key },
    {
      items: [{ item_id: dish.id, quantity: 2 }],
      ...body,
    },
  );
}

async function seat(name: string, guest = 'Rossi'): Promise<SeatingDetail> {
  const res = await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, {
    table_ids: [tableOf(name).id],
    party_size: 2,
    guest_name: guest,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const seatingNow = async (id: number): Promise<SeatingDetail> =>
  (await call('GET', `/seatings/${id}`, team.staff)).json();

async function orderCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}
const cents = (euros: number) => Math.round(euros * 100);

beforeAll(async () => {
  t = await buildTestApp();
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  await openForOrders(t.app, ids.trattoria, team.owner);
  const dishes = await orderableDishes(t.app, ids.trattoria);
  const found = dishes.find((d) => d.variants.length === 0) ?? dishes[0]!;
  dish = { id: found.id, price: found.price };
  floor = (await call('GET', `/floor/${ids.trattoria}`, team.owner)).json();
  pizzeriaFloor = (await call('GET', `/floor/${ids.pizzeria}`, team.owner)).json();
});
afterAll(() => t.close());

describe("a waiter's order at a seated table", () => {
  it('puts a staff `table` order on the party’s bill and the board, accepted, and replays its key', async () => {
    const party = await seat('3', 'Famiglia Neri');
    const key = newIdempotencyKey();
    const res = await takeOrder(
      { table_id: tableOf('3').id, notes: 'Prima gli antipasti' },
      { key },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      type: 'table',
      source: 'staff',
      status: 'accepted',
      customer_name: 'Famiglia Neri',
      table_name: '3',
      payment_method: 'at_restaurant',
      total: dish.price * 2,
    });

    const seating = await seatingNow(party.id);
    expect(seating.orders.map((o) => o.id)).toEqual([order.id]);
    expect(seating.bill).toMatchObject({ total: dish.price * 2, due: dish.price * 2 });
    expect(seating.lines).toHaveLength(1);

    const board = await call('GET', `/orders/board?restaurant_id=${ids.trattoria}`, team.staff);
    expect(board.json().orders.map((o: { id: number }) => o.id)).toContain(order.id);
    // The floor's screens hear it last, after the order's own event.
    const [last] = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.restaurant_id, ids.trattoria))
      .orderBy(desc(liveEvents.id))
      .limit(1);
    expect(last?.type).toBe('table.updated');

    const before = await orderCount();
    const again = await takeOrder(
      { table_id: tableOf('3').id, notes: 'Prima gli antipasti' },
      { key },
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(order.id);
    const other = await takeOrder({ table_id: tableOf('3').id, notes: 'Altro' }, { key });
    expect(other.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
  });

  it('names the order after a walk-in’s table when the party has no name, and reopens a paid bill', async () => {
    const party = await seat('4', '');
    const first = await takeOrder({ table_id: tableOf('4').id });
    expect(first.json().customer_name).toBe('Tavolo 4');
    const paid = await call('POST', `/seatings/${party.id}/payments`, team.staff, {});
    expect(paid.statusCode, paid.body).toBe(200);
    const second = await takeOrder({ table_id: tableOf('4').id });
    expect(second.statusCode).toBe(201);
    const seating = await seatingNow(party.id);
    expect(seating.paid_at).toBeNull();
    expect(seating.orders).toHaveLength(2);
    // The first order was paid: the bill asks only the second.
    expect(cents(seating.bill.paid_before)).toBe(cents(first.json().total));
    expect(cents(seating.bill.due)).toBe(cents(second.json().total));
  });

  it('refuses a table nobody sits at (409), another restaurant’s or business’s (404), a sold-out dish and bad lines, and writes nothing', async () => {
    const before = await orderCount();
    const free = await takeOrder({ table_id: tableOf('5').id });
    expect(free.statusCode).toBe(409);
    expect(free.json().fields).toEqual({ table_id: 'no_seating' });

    const pizzeriaTable = pizzeriaFloor.areas[0]!.tables[0]!.id;
    // A table of the business's other restaurant, named through this one (the owner works at both).
    expect((await takeOrder({ table_id: pizzeriaTable }, { headers: team.owner })).statusCode).toBe(
      404,
    );
    // The trattoria's staff at the pizzeria, another business's owner at the trattoria.
    expect(
      (await takeOrder({ table_id: pizzeriaTable }, { restaurant: ids.pizzeria })).statusCode,
    ).toBe(404);
    await seat('6');
    expect(
      (await takeOrder({ table_id: tableOf('6').id }, { headers: team.otherOwner })).statusCode,
    ).toBe(404);
    expect((await takeOrder({ table_id: 987654 })).statusCode).toBe(404);

    const soldOut = await call('PATCH', `/menu-items/${dish.id}/availability`, team.owner, {
      available: false,
    });
    expect(soldOut.statusCode).toBe(200);
    const refused = await takeOrder({ table_id: tableOf('6').id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ 'items.0': 'sold_out' });
    await call('PATCH', `/menu-items/${dish.id}/availability`, team.owner, { available: true });

    for (const body of [
      { table_id: tableOf('6').id, items: [] },
      { table_id: tableOf('6').id, items: [{ item_id: dish.id, quantity: 0 }] },
      { table_id: tableOf('6').id, items: [{ item_id: dish.id, quantity: 1, price: 0.01 }] },
      { table_id: 'sei' },
      { items: [{ item_id: dish.id, quantity: 1 }] },
      { table_id: tableOf('6').id, type: 'pickup' },
    ]) {
      const res = await takeOrder(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknownDish = await takeOrder({
      table_id: tableOf('6').id,
      items: [{ item_id: 987654, quantity: 1 }],
    });
    expect(unknownDish.statusCode).toBe(422);
    const noKey = await call('POST', `/floor/${ids.trattoria}/table-orders`, team.staff, {
      table_id: tableOf('6').id,
      items: [{ item_id: dish.id, quantity: 1 }],
    });
    expect(noKey.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('keeps merging and splitting: two parties’ waiter orders on one bill, split in equal parts', async () => {
    const a = await seat('7', 'Bianchi');
    const b = await seat('8', 'Verdi');
    expect((await takeOrder({ table_id: tableOf('7').id })).statusCode).toBe(201);
    expect((await takeOrder({ table_id: tableOf('8').id })).statusCode).toBe(201);
    const merged = await call('POST', `/seatings/${a.id}/merge`, team.staff, { seating_id: b.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().orders).toHaveLength(2);
    // Table 8 is party A's now: the next order there joins A's bill.
    expect((await takeOrder({ table_id: tableOf('8').id })).statusCode).toBe(201);
    const split = await call('PUT', `/seatings/${a.id}/split`, team.staff, {
      mode: 'equal',
      parts: 3,
    });
    expect(split.statusCode, split.body).toBe(200);
    const bill = split.json().bill;
    expect(bill.total).toBe(dish.price * 6);
    expect(
      bill.parts.reduce((sum: number, p: { amount: number }) => sum + cents(p.amount), 0),
    ).toBe(cents(dish.price * 6));
  });
});

describe("a gift card at the table's QR checkout", () => {
  it('pays part of a guest’s table order: taken from the card, and the bill asks only the rest', async () => {
    const issued = await call(
      'POST',
      '/giftcards',
      { ...team.owner, 'idempotency-key': newIdempotencyKey() },
      {
        restaurant_id: ids.trattoria,
        customer_name: 'Cliente Regalo',
        amount: 5,
        min_amount: 0,
        paid_with: 'cash',
      },
    );
    expect(issued.statusCode, issued.body).toBe(201);
    const card = issued.json<GiftCard & { code: string }>();
    const table = tableOf('9');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/table-qr/${table.qr_token}/orders`,
      headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
      payload: JSON.stringify({
        items: [{ item_id: dish.id, quantity: 2 }],
        customer: { name: 'Anna Ospite' },
        gift_card_code: card.code,
        privacy_consent: true,
        language: 'it',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const total = dish.price * 2;
    const byCard = Math.min(5, total);
    expect(res.json()).toMatchObject({ total, gift_card: byCard });
    const left = await call('GET', `/giftcards/${card.id}`, team.owner);
    expect(left.json().balance).toBe(5 - byCard);
    const service = await call('GET', `/floor/${ids.trattoria}/service`, team.staff);
    const seatingId = service
      .json()
      .areas.flatMap((a: { tables: { id: number; seating_id: number | null }[] }) => a.tables)
      .find((x: { id: number }) => x.id === table.id).seating_id;
    const seating = await seatingNow(seatingId);
    expect(cents(seating.bill.total)).toBe(cents(total) - cents(byCard));
    expect(cents(seating.bill.due)).toBe(cents(total) - cents(byCard));

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/table-qr/${table.qr_token}/orders`,
      headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
      payload: JSON.stringify({
        items: [{ item_id: dish.id, quantity: 1 }],
        customer: { name: 'Anna Ospite' },
        gift_card_code: 'NOTACARD',
        privacy_consent: true,
        language: 'it',
      }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().fields)).toEqual(['gift_card_code']);
  });
});
