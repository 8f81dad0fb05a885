import type { Floor } from '@coperto/shared/floor/floor.schemas';
import type { SeatingDetail, Service } from '@coperto/shared/floor/service.schemas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../db/schema/events';
import { tableSeatings, tableSeatingTables } from '../../db/schema/service';
import { openForBookings, romeDay, romeTime } from '../../test/bookings';
import {
  type ApiCallArgs,
  buildTestApp,
  callApi,
  demoRestaurantIds,
  loginDemoTeam,
  type TestApp,
} from '../../test/build-test-app';
import {
  ALWAYS_OPEN,
  GUEST,
  newIdempotencyKey,
  openForOrders,
  orderableDishes,
} from '../../test/ordering';

let t: TestApp;
let team: Awaited<ReturnType<typeof loginDemoTeam>>;
let ids: Awaited<ReturnType<typeof demoRestaurantIds>>;
let floor: Floor;
let pizzeriaFloor: Floor;
let dish: { id: number; price: number };

type Headers = Record<string, string>;
const call = (...args: ApiCallArgs) => callApi(t.app, ...args);

const tableId = (name: string, of = floor) =>
  of.areas.flatMap((a) => a.tables).find((x) => x.name === name)!.id;
const tokenOf = (name: string, of = floor) =>
  of.areas.flatMap((a) => a.tables).find((x) => x.name === name)!.qr_token;

async function service(headers = team.staff, restaurantId = ids.trattoria): Promise<Service> {
  const res = await call('GET', `/floor/${restaurantId}/service`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const tableIn = (s: Service, name: string) =>
  s.areas.flatMap((a) => a.tables).find((x) => x.name === name)!;

async function seat(body: object, headers = team.staff): Promise<SeatingDetail> {
  const res = await call('POST', `/floor/${ids.trattoria}/seatings`, headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const act = (method: 'GET' | 'POST' | 'PUT', seatingId: number, what: string, body?: unknown) =>
  call(method, `/seatings/${seatingId}${what}`, team.staff, body);

let guestAddress = 0;
/** A guest's order from a table's code, each from an address of its own (the rate limit aside). */
function qrOrder(token: string, changes: Record<string, unknown> = {}, key = newIdempotencyKey()) {
  guestAddress += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/table-qr/${token}/orders`,
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    payload: JSON.stringify({
      items: [{ item_id: dish.id, quantity: 1 }],
      customer: { name: GUEST.name },
      privacy_consent: true,
      language: 'it',
      ...changes,
    }),
    remoteAddress: `10.61.${(guestAddress >> 8) & 255}.${guestAddress & 255}`,
  });
}
async function orderAt(name: string, quantity = 1) {
  const res = await qrOrder(tokenOf(name), { items: [{ item_id: dish.id, quantity }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { public_id: string; total: number; type: string; table_name: string };
}

async function lastEventOf(restaurantId: number) {
  const [row] = await t.app.db
    .select()
    .from(liveEvents)
    .where(eq(liveEvents.restaurant_id, restaurantId))
    .orderBy(desc(liveEvents.id))
    .limit(1);
  return row;
}

/** A phone booking of the trattoria `days` after today at `clock`, confirmed, by its dashboard id. */
function phoneBooking(clock: string, party = 4, days = 0) {
  return phoneBookingAt(romeTime(romeDay(t.clock.now(), days), clock), party);
}
async function phoneBookingAt(startsAt: string, party: number) {
  const res = await call(
    'POST',
    '/bookings',
    { ...team.staff, 'idempotency-key': newIdempotencyKey() },
    {
      restaurant_id: ids.trattoria,
      source: 'phone',
      starts_at: startsAt,
      party_size: party,
      guest: { name: 'Carla Bianchi', phone: '+39 333 111 2222' },
      notes: 'Allergia alle noci',
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  // Tomorrow at 18:00 in Rome: bookings at 19:00 are "soon", the service's day is that day.
  const day = romeDay(t.clock.now(), 1);
  t.clock.advance(Date.parse(romeTime(day, '18:00')) - t.clock.nowMs());
  team = await loginDemoTeam(t.app);
  ids = await demoRestaurantIds(t.app);
  await openForOrders(t.app, ids.trattoria, team.owner);
  await openForBookings(t.app, ids.trattoria, team.owner, {}, ALWAYS_OPEN);
  const dishes = await orderableDishes(t.app, ids.trattoria);
  dish = { id: dishes[0]!.id, price: dishes[0]!.price };
  floor = (await call('GET', `/floor/${ids.trattoria}`, team.owner)).json();
  pizzeriaFloor = (await call('GET', `/floor/${ids.pizzeria}`, team.owner)).json();
});
afterAll(() => t.close());

describe('the service read', () => {
  it('answers every active table of the plan with its state, for the restaurant’s team only', async () => {
    const s = await service();
    expect(s.restaurant_id).toBe(ids.trattoria);
    expect(s.date).toBe(romeDay(t.clock.now(), 0));
    expect(s.areas.map((a) => [a.name, a.tables.length])).toEqual([
      ['Sala', 12],
      ['Dehors', 6],
    ]);
    expect(tableIn(s, '1')).toMatchObject({ state: 'free', seating_id: null, id: tableId('1') });
    expect((await call('GET', `/floor/${ids.trattoria}/service`, {})).statusCode).toBe(401);
    expect((await call('GET', `/floor/${ids.trattoria}/service`, team.otherOwner)).statusCode).toBe(
      404,
    );
    // Staff bound to the trattoria do not see the pizzeria's room.
    expect((await call('GET', `/floor/${ids.pizzeria}/service`, team.staff)).statusCode).toBe(404);
    expect((await service(team.manager, ids.pizzeria)).areas.length).toBeGreaterThan(0);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await call('GET', `/floor/${bad}/service`, team.owner)).statusCode).toBe(400);
    }
    expect((await call('GET', '/floor/987654/service', team.owner)).statusCode).toBe(404);
  });
});

describe('seating a party', () => {
  it('seats a walk-in at free tables, announces it, and the table shows it', async () => {
    const party = await seat({
      table_ids: [tableId('2'), tableId('3')],
      party_size: 5,
      guest_name: 'Rossi',
    });
    expect(party).toMatchObject({
      table_ids: [tableId('2'), tableId('3')].sort((a, b) => a - b),
      party_size: 5,
      guest_name: 'Rossi',
      booking: null,
      closed_at: null,
      orders: [],
      bill: { total: 0, paid: 0, paid_before: 0, due: 0, split: 'whole', parts: [], unsplit: 0 },
    });
    expect((await lastEventOf(ids.trattoria))?.type).toBe('table.updated');
    const s = await service();
    expect(tableIn(s, '2')).toMatchObject({ state: 'seated', seating_id: party.id });
    expect(tableIn(s, '3')).toMatchObject({ state: 'seated', seating_id: party.id });
    expect(s.seatings.map((x) => x.id)).toContain(party.id);
    // A table with a party at it is not given to another.
    const again = await call('POST', `/floor/${ids.trattoria}/seatings`, team.manager, {
      table_ids: [tableId('3'), tableId('4')],
      party_size: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ table_ids: 'table_taken' });
    expect(tableIn(await service(), '4').state).toBe('free');
  });

  it('lets one of two hosts seating the same table at once win, the other gets 409', async () => {
    const table = tableId('5');
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        [team.staff, team.manager, team.owner].map((h) =>
          call('POST', `/floor/${ids.trattoria}/seatings`, h, {
            table_ids: [table],
            party_size: 2,
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([201, 409, 409]);
      const open = await t.app.db
        .select()
        .from(tableSeatingTables)
        .where(and(eq(tableSeatingTables.table_id, table), eq(tableSeatingTables.open, true)));
      expect(open).toHaveLength(1);
      const winner = answers.find((a) => a.statusCode === 201)!.json() as SeatingDetail;
      expect((await act('POST', winner.id, '/free')).statusCode).toBe(200);
    }
    // No seating was left behind by the losers.
    const rows = await t.app.db
      .select()
      .from(tableSeatingTables)
      .where(eq(tableSeatingTables.table_id, table));
    expect(rows).toHaveLength(3);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await t.app.db.select().from(tableSeatings);
    const free = tableId('6');
    for (const body of [
      {},
      { table_ids: [], party_size: 2 },
      { table_ids: [free] },
      { table_ids: [free, free], party_size: 2 },
      { table_ids: ['6'], party_size: 2 },
      { table_ids: [free], party_size: 0 },
      { table_ids: [free], party_size: 10_000 },
      { table_ids: [free], party_size: 2.5 },
      { table_ids: [-1], party_size: 2 },
      { table_ids: [free], booking_id: 0 },
      { table_ids: [free], party_size: 2, guest_name: 'a\u0000b' },
      { table_ids: [free], party_size: 2, guest_name: 'x'.repeat(81) },
      { table_ids: [free], party_size: 2, extra: true },
      { table_ids: Array.from({ length: 13 }, (_, i) => i + 1), party_size: 2 },
      '{"table_ids": [',
      'null',
    ]) {
      const res = await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.app.db.select().from(tableSeatings)).toEqual(before);
  });

  it('finds no table of another restaurant or business (404), refuses a switched-off one (422)', async () => {
    const pizzeriaTable = pizzeriaFloor.areas[0]!.tables[0]!.id;
    for (const body of [
      { table_ids: [pizzeriaTable], party_size: 2 },
      { table_ids: [tableId('7'), 987654], party_size: 2 },
    ]) {
      expect(
        (await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, body)).statusCode,
      ).toBe(404);
    }
    expect(
      (
        await call('POST', `/floor/${ids.trattoria}/seatings`, team.otherOwner, {
          table_ids: [tableId('7')],
          party_size: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/floor/${ids.pizzeria}/seatings`, team.staff, {
          table_ids: [pizzeriaTable],
          party_size: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/floor/${ids.trattoria}/seatings`,
          {},
          { table_ids: [tableId('7')], party_size: 2 },
        )
      ).statusCode,
    ).toBe(401);
    const table = floor.areas.flatMap((a) => a.tables).find((x) => x.name === '12')!;
    const { id, qr_token: _q, neighbour_ids: _n, ...fields } = table;
    const off = await call('PUT', `/floor-tables/${id}`, team.owner, { ...fields, active: false });
    expect(off.statusCode, off.body).toBe(200);
    const res = await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, {
      table_ids: [id],
      party_size: 2,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ table_ids: 'table_inactive' });
    expect(tableIn(await service(), '1').state).toBe('free');
    expect((await service()).areas.flatMap((a) => a.tables).some((x) => x.id === id)).toBe(false);
    // Its QR code no longer takes orders either.
    expect((await qrOrder(table.qr_token)).statusCode).toBe(404);
    await call('PUT', `/floor-tables/${id}`, team.owner, { ...fields, active: true });
  });
});

describe('a booking at its tables', () => {
  it('holds tables ahead ("reserved soon"), is seated there (booking seated) and completed when freed', async () => {
    const booking = await phoneBooking('19:00');
    expect(booking.status).toBe('confirmed');
    const later = await phoneBooking('21:00', 2);
    const held = await call('PUT', `/bookings/${booking.id}/tables`, team.staff, {
      table_ids: [tableId('8')],
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual({ booking_id: booking.id, table_ids: [tableId('8')] });
    await call('PUT', `/bookings/${later.id}/tables`, team.staff, { table_ids: [tableId('9')] });
    let s = await service();
    expect(tableIn(s, '8')).toMatchObject({ state: 'reserved_soon', next_booking_id: booking.id });
    // In three hours: held, not yet "soon".
    expect(tableIn(s, '9')).toMatchObject({ state: 'free', next_booking_id: later.id });
    expect(s.bookings.find((b) => b.id === booking.id)).toMatchObject({
      name: 'Carla Bianchi',
      party_size: 4,
      notes: 'Allergia alle noci',
      table_ids: [tableId('8')],
    });

    const party = await seat({ table_ids: [tableId('8')], booking_id: booking.id });
    expect(party).toMatchObject({ party_size: 4, guest_name: 'Carla Bianchi' });
    expect(party.booking).toMatchObject({ id: booking.id, status: 'seated' });
    expect((await call('GET', `/bookings/${booking.id}`, team.staff)).json().status).toBe('seated');
    s = await service();
    expect(tableIn(s, '8').state).toBe('seated');
    expect(s.bookings.some((b) => b.id === booking.id)).toBe(false);
    // Seated once: at another table it is refused.
    const twice = await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, {
      table_ids: [tableId('10')],
      booking_id: booking.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toEqual({ booking_id: 'booking_not_seatable' });

    expect((await act('POST', party.id, '/free')).statusCode).toBe(200);
    expect((await call('GET', `/bookings/${booking.id}`, team.staff)).json().status).toBe(
      'completed',
    );
    expect(tableIn(await service(), '8').state).toBe('free');
  });

  it('gives a table to a booking marked seated from the day view, and refuses a cancelled one', async () => {
    const booking = await phoneBooking('19:30', 2);
    const moved = await call('POST', `/bookings/${booking.id}/status`, team.staff, {
      to: 'seated',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const waiting = (await service()).bookings.find((b) => b.id === booking.id);
    expect(waiting?.status).toBe('seated');
    const party = await seat({ table_ids: [tableId('4')], booking_id: booking.id });
    expect(party.booking).toMatchObject({ id: booking.id, status: 'seated' });
    expect((await service()).bookings.some((b) => b.id === booking.id)).toBe(false);
    expect((await act('POST', party.id, '/free')).statusCode).toBe(200);
    expect((await call('GET', `/bookings/${booking.id}`, team.staff)).json().status).toBe(
      'completed',
    );

    const cancelled = await phoneBooking('20:30', 2);
    await call('POST', `/bookings/${cancelled.id}/status`, team.staff, {
      to: 'cancelled',
      reason: 'Ha chiamato per disdire',
    });
    const refused = await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, {
      table_ids: [tableId('4')],
      booking_id: cancelled.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ booking_id: 'booking_not_seatable' });
    expect(tableIn(await service(), '4').state).toBe('free');
  });

  it('refuses seating a booking more than twelve hours ahead before taking a table, and seats one at twelve', async () => {
    const inHours = (hours: number) => new Date(t.clock.nowMs() + hours * 3_600_000).toISOString();
    const tomorrows = await phoneBookingAt(inHours(12.5), 2);
    const before = await lastEventOf(ids.trattoria);
    const refused = await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, {
      table_ids: [tableId('4')],
      booking_id: tomorrows.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { booking_id: 'too_early' },
    });
    // No table taken, no move in its history, nothing announced.
    expect(tableIn(await service(), '4').state).toBe('free');
    const read = (await call('GET', `/bookings/${tomorrows.id}`, team.staff)).json();
    expect(read.status).toBe('confirmed');
    expect(read.events).toHaveLength(1);
    expect(await lastEventOf(ids.trattoria)).toEqual(before);

    const due = await phoneBookingAt(inHours(12), 2);
    const party = await seat({ table_ids: [tableId('4')], booking_id: due.id });
    expect(party.booking).toMatchObject({ id: due.id, status: 'seated' });
    expect((await act('POST', party.id, '/free')).statusCode).toBe(200);
  });

  it('keeps a table a party sat at (delete: 409, deactivate instead); one only held is deleted', async () => {
    const areaId = floor.areas[0]!.id;
    const newTable = async (name: string) => {
      const res = await call('POST', `/floor-areas/${areaId}/tables`, team.owner, {
        name,
        seats_min: 1,
        seats_max: 2,
        shape: 'round',
        x: 50,
        y: 30 + name.length,
        width: 2,
        height: 2,
        rotation: 0,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const sat = await newTable('Bar');
    const party = await seat({ table_ids: [sat], party_size: 1 });
    expect((await act('POST', party.id, '/free')).statusCode).toBe(200);
    const refused = await call('DELETE', `/floor-tables/${sat}`, team.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ id: 'in_use' });
    const held = await newTable('Banco');
    const booking = await phoneBooking('22:00', 1);
    await call('PUT', `/bookings/${booking.id}/tables`, team.staff, { table_ids: [held] });
    expect((await call('DELETE', `/floor-tables/${held}`, team.owner)).statusCode).toBe(200);
    const after = (await service()).bookings.find((b) => b.id === booking.id);
    expect(after?.table_ids).toEqual([]);
  });

  it('refuses tables for a booking of another business or restaurant, and bad lists', async () => {
    const booking = await phoneBooking('20:00', 2);
    expect(
      (await call('PUT', `/bookings/${booking.id}/tables`, team.otherOwner, { table_ids: [] }))
        .statusCode,
    ).toBe(404);
    const pizzeriaTable = pizzeriaFloor.areas[0]!.tables[0]!.id;
    expect(
      (
        await call('PUT', `/bookings/${booking.id}/tables`, team.staff, {
          table_ids: [pizzeriaTable],
        })
      ).statusCode,
    ).toBe(404);
    for (const body of [{}, { table_ids: [1, 1] }, { table_ids: 'x' }, { table_ids: [0] }]) {
      expect(
        (await call('PUT', `/bookings/${booking.id}/tables`, team.staff, body)).statusCode,
      ).toBe(400);
    }
    expect(
      (await call('PUT', `/bookings/${booking.id}/tables`, team.staff, { table_ids: [] })).json(),
    ).toEqual({
      booking_id: booking.id,
      table_ids: [],
    });
    // A seat for a booking of another business: not found.
    const theirs = await call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, {
      table_ids: [tableId('10')],
      booking_id: 987654,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('orders from a table’s QR code', () => {
  it('opens a walk-in party on a free table, and later orders join its bill', async () => {
    const first = await orderAt('20', 2);
    expect(first.type).toBe('table');
    // The guest's answer names the table they ordered from.
    expect(first.table_name).toBe('20');
    expect(first.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    let s = await service();
    const table = tableIn(s, '20');
    expect(table.state).toBe('ordered');
    const party = s.seatings.find((x) => x.id === table.seating_id)!;
    expect(party).toMatchObject({ guest_name: GUEST.name, booking: null });
    expect(party.orders).toHaveLength(1);
    await orderAt('20', 1);
    s = await service();
    const again = s.seatings.find((x) => x.id === table.seating_id)!;
    expect(again.orders).toHaveLength(2);
    expect(again.bill.total).toBeCloseTo(dish.price * 3, 2);
    // The guest follows it on the same tracking page as the site's orders.
    const tracked = await t.app.inject({ url: `/api/public-orders/${first.public_id}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({ type: 'table', table_name: '20' });
    // The kitchen reads where it goes: on the board, in the list and in the order.
    const board = await call('GET', `/orders/board?restaurant_id=${ids.trattoria}`, team.staff);
    const card = board
      .json()
      .orders.find((o: { public_id: string }) => o.public_id === first.public_id);
    expect(card).toMatchObject({ type: 'table', table_name: '20' });
    expect(
      board
        .json()
        .orders.filter((o: { type: string }) => o.type !== 'table')
        .every((o: { table_name: unknown }) => o.table_name === null),
    ).toBe(true);
    const list = await call('GET', `/orders?restaurant_id=${ids.trattoria}&type=table`, team.staff);
    expect(list.json().items.length).toBeGreaterThan(0);
    expect(
      list.json().items.every((o: { table_name: string | null }) => o.table_name !== null),
    ).toBe(true);
    const detail = await call('GET', `/orders/${card.id}`, team.staff);
    expect(detail.json()).toMatchObject({ table_name: '20', payment_method: 'at_restaurant' });
  });

  it('puts the order of a seated table on its party’s bill', async () => {
    const party = await seat({ table_ids: [tableId('21')], party_size: 3 });
    await orderAt('21');
    const read = (await act('GET', party.id, '')).json() as SeatingDetail;
    expect(read.orders).toHaveLength(1);
    expect(read.lines).toHaveLength(1);
    expect(tableIn(await service(), '21').state).toBe('ordered');
  });

  it('puts orders arriving together at a free table, and a host seating it, on one party', async () => {
    const table = tableId('12');
    const answers = await Promise.all([
      qrOrder(tokenOf('12')),
      qrOrder(tokenOf('12')),
      qrOrder(tokenOf('12')),
      call('POST', `/floor/${ids.trattoria}/seatings`, team.staff, {
        table_ids: [table],
        party_size: 4,
      }),
    ]);
    for (const order of answers.slice(0, 3)) expect(order.statusCode, order.body).toBe(201);
    expect([201, 409]).toContain(answers[3]!.statusCode);
    const open = await t.app.db
      .select()
      .from(tableSeatingTables)
      .where(and(eq(tableSeatingTables.table_id, table), eq(tableSeatingTables.open, true)));
    expect(open).toHaveLength(1);
    const s = await service();
    const party = s.seatings.find((x) => x.id === tableIn(s, '12').seating_id)!;
    expect(party.orders).toHaveLength(3);
    // No party was left without a table by the losers.
    expect(s.seatings.every((x) => x.table_ids.length > 0)).toBe(true);
  });

  it('refuses an order while the restaurant takes none (422), and opens no party', async () => {
    await openForOrders(t.app, ids.trattoria, team.owner, { enabled: false });
    try {
      const closed = await qrOrder(tokenOf('9'));
      expect(closed.statusCode).toBe(422);
      expect(closed.json().fields).toEqual({ type: 'ordering_closed' });
    } finally {
      await openForOrders(t.app, ids.trattoria, team.owner);
    }
    expect(tableIn(await service(), '9').seating_id).toBeNull();
  });

  it('answers 400 for a malformed code or order, 404 for an unknown code, replays a key', async () => {
    expect((await qrOrder('not-a-token')).statusCode).toBe(400);
    expect((await qrOrder('A'.repeat(22))).statusCode).toBe(404);
    for (const changes of [
      { items: [] },
      { items: [{ item_id: 'x', quantity: 1 }] },
      { customer: { name: 'A' } },
      { privacy_consent: false },
      { language: 'xx' },
      { type: 'pickup' },
      { notes: 'x'.repeat(501) },
      { customer: { name: GUEST.name, email: 'not-an-email' } },
    ]) {
      expect((await qrOrder(tokenOf('22'), changes)).statusCode, JSON.stringify(changes)).toBe(400);
    }
    const missingKey = await t.app.inject({
      method: 'POST',
      url: `/api/table-qr/${tokenOf('22')}/orders`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        items: [{ item_id: dish.id, quantity: 1 }],
        customer: { name: GUEST.name },
        privacy_consent: true,
        language: 'it',
      }),
    });
    expect(missingKey.statusCode).toBe(400);
    expect(tableIn(await service(), '22').state).toBe('free');
    const key = newIdempotencyKey();
    const one = await qrOrder(tokenOf('22'), {}, key);
    const two = await qrOrder(tokenOf('22'), {}, key);
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    expect(two.json().public_id).toBe(one.json().public_id);
    expect((await qrOrder(tokenOf('22'), { notes: 'other' }, key)).statusCode).toBe(409);
    const s = await service();
    expect(s.seatings.find((x) => x.id === tableIn(s, '22').seating_id)!.orders).toHaveLength(1);
  });
});

describe('moving and merging parties', () => {
  it('moves a party with its orders; the old table is free, a taken one refused', async () => {
    await orderAt('23', 2);
    let s = await service();
    const partyId = tableIn(s, '23').seating_id!;
    const moved = await act('PUT', partyId, '/tables', {
      table_ids: [tableId('24'), tableId('25')],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().orders).toHaveLength(1);
    s = await service();
    expect(tableIn(s, '23').state).toBe('free');
    expect(tableIn(s, '24')).toMatchObject({ state: 'ordered', seating_id: partyId });
    expect(tableIn(s, '25')).toMatchObject({ state: 'ordered', seating_id: partyId });
    // The next QR order of the new table goes on the moved party's bill.
    await orderAt('24');
    expect((await act('GET', partyId, '')).json().orders).toHaveLength(2);
    const taken = await act('PUT', partyId, '/tables', { table_ids: [tableId('2')] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ table_ids: 'table_taken' });
    expect(tableIn(await service(), '24').seating_id).toBe(partyId);
    // And back to where it sat first.
    expect((await act('PUT', partyId, '/tables', { table_ids: [tableId('23')] })).statusCode).toBe(
      200,
    );
    expect(tableIn(await service(), '23').seating_id).toBe(partyId);
  });

  it('merges two bills: the orders and tables of one join the other, which closes', async () => {
    const a = await seat({ table_ids: [tableId('10')], party_size: 2 });
    const b = await seat({ table_ids: [tableId('11')], party_size: 3 });
    await orderAt('10', 1);
    await orderAt('11', 2);
    const merged = await act('POST', a.id, '/merge', { seating_id: b.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      party_size: 5,
      table_ids: [tableId('10'), tableId('11')].sort((x, y) => x - y),
    });
    expect(merged.json().orders).toHaveLength(2);
    expect(merged.json().bill.total).toBeCloseTo(dish.price * 3, 2);
    const gone = (await act('GET', b.id, '')).json() as SeatingDetail;
    expect(gone.merged_into_id).toBe(a.id);
    expect(gone.closed_at).not.toBeNull();
    expect((await act('POST', b.id, '/bill-request', {})).statusCode).toBe(409);
    expect((await act('POST', a.id, '/merge', { seating_id: a.id })).statusCode).toBe(422);
    expect((await act('POST', a.id, '/merge', { seating_id: 987654 })).statusCode).toBe(404);
    expect((await act('POST', a.id, '/merge', {})).statusCode).toBe(400);
    expect(tableIn(await service(), '11').seating_id).toBe(a.id);
  });
});

describe('the bill', () => {
  it('splits in equal parts summing exactly, takes them one by one, then frees the table', async () => {
    const party = await seat({ table_ids: [tableId('1')], party_size: 3 });
    await orderAt('1', 1);
    const bill = (await act('GET', party.id, '')).json().bill;
    const split = await act('PUT', party.id, '/split', { mode: 'equal', parts: 3 });
    expect(split.statusCode, split.body).toBe(200);
    const parts = split.json().bill.parts as { amount: number }[];
    expect(parts).toHaveLength(3);
    const cents = parts.map((p) => Math.round(p.amount * 100));
    expect(cents.reduce((x, y) => x + y, 0)).toBe(Math.round(bill.total * 100));
    expect(Math.max(...cents) - Math.min(...cents)).toBeLessThanOrEqual(1);

    const requested = await act('POST', party.id, '/bill-request', {});
    expect(requested.json().bill_requested_at).not.toBeNull();
    expect(tableIn(await service(), '1').state).toBe('bill_requested');
    const early = await act('POST', party.id, '/free');
    expect(early.statusCode).toBe(422);
    expect(early.json().fields).toEqual({ id: 'bill_not_paid' });

    const orderId = (split.json().orders as { id: number }[])[0]!.id;
    expect((await call('GET', `/orders/${orderId}`, team.staff)).json().payment_status).toBe(
      'unpaid',
    );
    const one = await act('POST', party.id, '/payments', { part: 1 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().bill.paid).toBeCloseTo(parts[1]!.amount, 2);
    expect(one.json().paid_at).toBeNull();
    expect((await act('POST', party.id, '/payments', { part: 1 })).statusCode).toBe(409);
    expect((await act('POST', party.id, '/payments', { part: 7 })).statusCode).toBe(422);
    expect((await act('PUT', party.id, '/split', { mode: 'whole' })).statusCode).toBe(409);
    await act('POST', party.id, '/payments', { part: 0 });
    const last = await act('POST', party.id, '/payments', { part: 2 });
    expect(last.json().paid_at).not.toBeNull();
    expect(last.json().bill).toMatchObject({ due: 0, total: bill.total, paid: bill.total });
    // Its orders are paid too, with the bill: the orders list says so.
    for (const o of last.json().orders as { id: number }[]) {
      expect((await call('GET', `/orders/${o.id}`, team.staff)).json().payment_status).toBe('paid');
    }
    expect(tableIn(await service(), '1').state).toBe('to_clean');
    const freed = await act('POST', party.id, '/free');
    expect(freed.statusCode).toBe(200);
    expect(freed.json().closed_at).not.toBeNull();
    expect(tableIn(await service(), '1').state).toBe('free');
    expect((await act('POST', party.id, '/free')).statusCode).toBe(409);
  });

  it('splits by dishes, a shared dish equally among its parts, and pays the whole at once', async () => {
    const party = await seat({ table_ids: [tableId('4')], party_size: 2 });
    await orderAt('4', 1);
    await orderAt('4', 2);
    const lines = (await act('GET', party.id, '')).json().lines as { id: number; total: number }[];
    expect(lines).toHaveLength(2);
    const [l1, l2] = lines as [{ id: number; total: number }, { id: number; total: number }];
    const missing = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [l1.id] }, { line_ids: [987654] }],
    });
    expect(missing.statusCode).toBe(422);
    const twiceInAPart = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [l1.id, l1.id] }, { line_ids: [l2.id] }],
    });
    expect(twiceInAPart.statusCode).toBe(400);
    // The first dish shared by both parts, the second in none.
    const partial = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [l1.id] }, { line_ids: [l1.id] }],
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().fields).toEqual({ parts: 'lines_not_split' });
    // A dish shared by two parts (the bottle): each pays half, the odd cent on the first.
    const shared = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [l1.id, l2.id] }, { line_ids: [l2.id] }],
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const cents = (euros: number) => Math.round(euros * 100);
    const amounts = shared.json().bill.parts.map((p: { amount: number }) => cents(p.amount));
    expect(amounts).toEqual([
      cents(l1.total) + Math.ceil(cents(l2.total) / 2),
      Math.floor(cents(l2.total) / 2),
    ]);
    expect(shared.json().bill.unsplit).toBe(0);
    const notAll = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [l1.id] }],
    });
    expect(notAll.statusCode).toBe(400);
    const ok = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [l2.id] }, { line_ids: [l1.id] }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bill.parts.map((p: { amount: number }) => p.amount)).toEqual([
      l2.total,
      l1.total,
    ]);
    // A dish of another bill is not this bill's.
    const other = await seat({ table_ids: [tableId('6')], party_size: 2 });
    await orderAt('6', 1);
    const foreign = (await act('GET', other.id, '')).json().lines[0].id as number;
    const stolen = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [l1.id, foreign] }, { line_ids: [l2.id] }],
    });
    expect(stolen.statusCode).toBe(422);
    const paid = await act('POST', party.id, '/payments', {});
    expect(paid.json().paid_at).not.toBeNull();
    expect(
      paid.json().bill.parts.every((p: { paid_at: string | null }) => p.paid_at !== null),
    ).toBe(true);
    expect((await act('POST', party.id, '/payments', {})).statusCode).toBe(409);
    // A new order on a paid bill makes it due again: only the new dish, the spent split gone.
    await orderAt('4', 1);
    const due = (await act('GET', party.id, '')).json() as SeatingDetail;
    expect(due.paid_at).toBeNull();
    expect(due.bill).toMatchObject({ split: 'whole', parts: [], unsplit: 0 });
    expect(due.bill.due).toBeCloseTo(dish.price, 2);
    expect(tableIn(await service(), '4').state).toBe('ordered');
  });

  it('asks a bill paid in full and opened again by a new order only for the new order, and splits only that', async () => {
    const party = await seat({ table_ids: [tableId('5')], party_size: 3 });
    await orderAt('5', 2);
    const paid = await act('POST', party.id, '/payments', {});
    expect(paid.statusCode, paid.body).toBe(200);
    const before = paid.json().bill.total as number;
    const oldLines = (paid.json().lines as { id: number }[]).map((l) => l.id);

    await orderAt('5', 1);
    const open = (await act('GET', party.id, '')).json() as SeatingDetail;
    expect(open.paid_at).toBeNull();
    expect(open.bill.total).toBeCloseTo(before + dish.price, 2);
    expect(open.bill.paid_before).toBeCloseTo(before, 2);
    expect(open.bill.paid).toBeCloseTo(before, 2);
    expect(open.bill.due).toBeCloseTo(dish.price, 2);
    expect(open.lines.filter((l) => l.paid).map((l) => l.id)).toEqual(oldLines);

    // Equal parts share the rest only.
    const equal = await act('PUT', party.id, '/split', { mode: 'equal', parts: 3 });
    expect(equal.statusCode, equal.body).toBe(200);
    const amounts = (equal.json().bill.parts as { amount: number }[]).map((p) =>
      Math.round(p.amount * 100),
    );
    expect(amounts.reduce((x, y) => x + y, 0)).toBe(Math.round(dish.price * 100));
    expect(equal.json().bill.unsplit).toBe(0);

    // By dishes: a paid dish is in no part, and the new one alone is the whole split.
    const newLine = open.lines.find((l) => !l.paid)!.id;
    const withPaid = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [newLine] }, { line_ids: [oldLines[0]!] }],
    });
    expect(withPaid.statusCode).toBe(422);
    expect(withPaid.json().fields).toEqual({ 'parts.1.line_ids.0': 'Not a dish left to pay' });
    const byDish = await act('PUT', party.id, '/split', {
      mode: 'items',
      parts: [{ line_ids: [newLine] }, { line_ids: [newLine] }],
    });
    expect(byDish.statusCode, byDish.body).toBe(200);
    expect(byDish.json().bill.unsplit).toBe(0);

    // Paying both parts settles the bill at what was ordered in all.
    await act('POST', party.id, '/payments', { part: 0 });
    const last = await act('POST', party.id, '/payments', { part: 1 });
    expect(last.json().paid_at).not.toBeNull();
    expect(last.json().bill.paid).toBeCloseTo(before + dish.price, 2);
    expect(last.json().bill.due).toBe(0);
    expect((await act('POST', party.id, '/free')).statusCode).toBe(200);
  });

  it('announces every change of the service to the restaurant’s screens, and a refusal none', async () => {
    const announced = async (send: () => Promise<{ statusCode: number }>, status = 200) => {
      const before = (await lastEventOf(ids.trattoria))?.id ?? 0;
      expect((await send()).statusCode).toBe(status);
      const after = await lastEventOf(ids.trattoria);
      if (status >= 400) {
        expect(after?.id ?? 0).toBe(before);
        return;
      }
      expect(after!.id).toBeGreaterThan(before);
      expect(after).toMatchObject({
        type: 'table.updated',
        payload: { restaurant_id: ids.trattoria },
      });
    };
    const party = await seat({ table_ids: [tableId('9')], party_size: 2 });
    await announced(() => act('PUT', party.id, '/tables', { table_ids: [tableId('9')] }));
    await announced(() => act('POST', party.id, '/bill-request', {}));
    await announced(() => act('PUT', party.id, '/split', { mode: 'equal', parts: 2 }));
    await announced(() => act('PUT', party.id, '/split', { mode: 'whole' }));
    await announced(() => act('POST', party.id, '/payments', {}));
    await announced(() => act('POST', party.id, '/payments', {}), 409);
    await announced(() => act('POST', party.id, '/free'));
  });

  it('refuses malformed bill calls with 400, and every call on another business’s party with 404', async () => {
    const party = await seat({ table_ids: [tableId('7')], party_size: 2 });
    for (const [method, what, body] of [
      ['PUT', '/split', { mode: 'equal', parts: 1 }],
      ['PUT', '/split', { mode: 'equal', parts: 31 }],
      ['PUT', '/split', { mode: 'thirds' }],
      ['PUT', '/split', { mode: 'items', parts: [] }],
      ['POST', '/payments', { part: -1 }],
      ['POST', '/payments', { part: 'all' }],
      ['POST', '/bill-request', { requested: 'yes' }],
      ['PUT', '/tables', { table_ids: [] }],
    ] as const) {
      expect(
        (await act(method, party.id, what, body)).statusCode,
        `${what} ${JSON.stringify(body)}`,
      ).toBe(400);
    }
    for (const [method, what, body] of [
      ['GET', '', undefined],
      ['PUT', '/tables', { table_ids: [tableId('7')] }],
      ['POST', '/merge', { seating_id: party.id }],
      ['PUT', '/split', { mode: 'whole' }],
      ['POST', '/bill-request', {}],
      ['POST', '/payments', {}],
      ['POST', '/free', undefined],
    ] as const) {
      const res = await call(method, `/seatings/${party.id}${what}`, team.otherOwner, body);
      expect(res.statusCode, what).toBe(404);
      expect((await call(method, `/seatings/${party.id}${what}`, {}, body)).statusCode).toBe(401);
    }
    expect((await act('GET', 987654, '')).statusCode).toBe(404);
    expect((await act('GET', party.id, '')).json().closed_at).toBeNull();
    // Managers serve too; the request taken back.
    const m = await call('POST', `/seatings/${party.id}/bill-request`, team.manager, {
      requested: false,
    });
    expect(m.statusCode).toBe(200);
    expect(m.json().bill_requested_at).toBeNull();
  });
});

describe('tables held for bookings of any day', () => {
  const dayTables = (date: string, headers: Headers = team.staff, restaurantId = ids.trattoria) =>
    call('GET', `/floor/${restaurantId}/booking-tables?date=${date}`, headers);
  const hold = (bookingId: number, tableIds: number[]) =>
    call('PUT', `/bookings/${bookingId}/tables`, team.staff, { table_ids: tableIds });

  it('gives a table to one of two hosts holding it at once for two bookings at the same time', async () => {
    const one = await phoneBooking('20:00', 2, 6);
    const other = await phoneBooking('20:30', 2, 6);
    const answers = await Promise.all([
      hold(one.id, [tableId('7')]),
      hold(other.id, [tableId('7')]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const held = (await dayTables(romeDay(t.clock.now(), 6))).json();
    expect(held).toHaveLength(1);
    expect(held[0].table_ids).toEqual([tableId('7')]);
  });

  it('holds tables for a booking of a later day, read back by that day; another booking at that time is refused', async () => {
    const day = romeDay(t.clock.now(), 3);
    const first = await phoneBooking('20:00', 4, 3);
    const overlapping = await phoneBooking('20:30', 2, 3);
    const nextDay = await phoneBooking('20:00', 2, 4);
    expect((await dayTables(day)).json()).toEqual([]);
    const held = await hold(first.id, [tableId('3'), tableId('2')]);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual({ booking_id: first.id, table_ids: [tableId('2'), tableId('3')] });

    const refused = await hold(overlapping.id, [tableId('5'), tableId('3')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ table_ids: 'table_held' });
    // Another table at the same time, or the same table another day: held.
    expect((await hold(overlapping.id, [tableId('5')])).statusCode).toBe(200);
    expect((await hold(nextDay.id, [tableId('3')])).statusCode).toBe(200);
    // The booking itself may hold its tables again (replacing them).
    expect((await hold(first.id, [tableId('2'), tableId('3')])).statusCode).toBe(200);

    const res = await dayTables(day);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { booking_id: first.id, table_ids: [tableId('2'), tableId('3')] },
      { booking_id: overlapping.id, table_ids: [tableId('5')] },
    ]);
    expect((await dayTables(romeDay(t.clock.now(), 4))).json()).toEqual([
      { booking_id: nextDay.id, table_ids: [tableId('3')] },
    ]);
    // Managers read it too; the service read of today does not show later days' holds.
    expect((await dayTables(day, team.manager)).json()).toHaveLength(2);
    expect((await service()).bookings.some((b) => b.id === first.id)).toBe(false);

    // A cancelled booking lets its tables go: they are free for the other at that time.
    await call('POST', `/bookings/${first.id}/status`, team.staff, {
      to: 'cancelled',
      reason: 'Ha chiamato per disdire',
    });
    expect((await dayTables(day)).json()).toEqual([
      { booking_id: overlapping.id, table_ids: [tableId('5')] },
    ]);
    expect((await hold(overlapping.id, [tableId('3')])).statusCode).toBe(200);
    const cancelledAgain = await hold(first.id, [tableId('2')]);
    expect(cancelledAgain.statusCode).toBe(422);
    expect(cancelledAgain.json().fields).toEqual({ id: 'booking_not_seatable' });
  });

  it('refuses bad days, other restaurants and businesses, and no one logged in', async () => {
    const day = romeDay(t.clock.now(), 3);
    for (const bad of [
      'x',
      '2026-13-01',
      '2026-02-30',
      '9999-01-01',
      '1999-12-31',
      '',
      '20260101',
    ]) {
      expect((await dayTables(bad)).statusCode, bad).toBe(400);
    }
    expect(
      (await call('GET', `/floor/${ids.trattoria}/booking-tables`, team.staff)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', `/floor/${ids.trattoria}/booking-tables?date=${day}&x=1`, team.staff))
        .statusCode,
    ).toBe(400);
    expect((await dayTables(day, team.otherOwner)).statusCode).toBe(404);
    expect((await dayTables(day, team.staff, ids.pizzeria)).statusCode).toBe(404);
    expect((await dayTables(day, {})).statusCode).toBe(401);
    expect((await dayTables(day, team.owner, 987654)).statusCode).toBe(404);
    expect((await dayTables(day, team.manager, ids.pizzeria)).json()).toEqual([]);
  });

  it('refuses tables for a booking that is over or a no-show (last: it moves the clock)', async () => {
    const booking = await phoneBooking('20:00', 2, 5);
    const missed = await phoneBooking('21:00', 2, 5);
    expect((await hold(booking.id, [tableId('6')])).statusCode).toBe(200);
    const day = romeDay(t.clock.now(), 5);
    // The clock to 21:30 of that day: the 21:00 booking is a no-show, the 20:00 one not over yet.
    t.clock.advance(Date.parse(romeTime(day, '21:30')) - t.clock.nowMs());
    team = await loginDemoTeam(t.app); // the sessions of two days ago expired
    const marked = await call('POST', `/bookings/${missed.id}/status`, team.staff, {
      to: 'no_show',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const noShow = await hold(missed.id, [tableId('7')]);
    expect(noShow.statusCode).toBe(422);
    expect(noShow.json().fields).toEqual({ id: 'booking_not_seatable' });
    // The next morning the 20:00 booking is over: its tables stay as they were.
    t.clock.advance(Date.parse(romeTime(romeDay(t.clock.now(), 1), '09:00')) - t.clock.nowMs());
    team = await loginDemoTeam(t.app);
    const over = await hold(booking.id, [tableId('7')]);
    expect(over.statusCode).toBe(422);
    expect(over.json().fields).toEqual({ id: 'booking_not_seatable' });
    expect((await dayTables(day)).json()).toEqual([
      { booking_id: booking.id, table_ids: [tableId('6')] },
    ]);
  });
});
