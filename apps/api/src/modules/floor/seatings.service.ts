import { bookingTransitionTo, isTimelyBookingMove } from '@coperto/shared/bookings/booking-states';
import { centsToEuros } from '@coperto/shared/common/money';
import { FLOOR_GRID_COLUMNS, FLOOR_GRID_ROWS } from '@coperto/shared/floor/floor.constants';
import {
  itemPartsCents,
  splitCentsEqually,
  TABLE_RESERVED_SOON_MINUTES,
  type TableState,
} from '@coperto/shared/floor/service.constants';
import type {
  BillRequestBody,
  BookingTables,
  BookingTablesBody,
  MergeSeatingBody,
  MoveSeatingBody,
  PayBillBody,
  SeatingDetail,
  SeatPartyBodySchema,
  Service,
  ServiceBooking,
  ServiceTable,
  SplitBillBody,
} from '@coperto/shared/floor/service.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { z } from 'zod';
import type { StoredBillPart } from '../../db/schema/service';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import { type Actor, type ServiceContext, worksAt } from '../../shared/context';
import { moveBookingStatus } from '../bookings/staff-bookings.service';
import { publishEvent } from '../events/events.service';
import { markTableOrdersPaid } from '../orders/table-bill.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { listFloorAreas, listFloorTables, listNeighbourPairs } from './floor.repository';
import { hasPgCode, UNIQUE_VIOLATION } from './floor.service';
import {
  type BillOrder,
  billCentsOf,
  countsOnBill,
  openCentsOf,
  pricedLinesOf,
  toBill,
  toBillLine,
} from './seating-bill';
import {
  deleteSeating,
  findOpenSeatingAt,
  findOverlappingHold,
  findServiceBooking,
  findServiceTables,
  insertSeating,
  insertSeatingOrder,
  listBookingTables,
  listHeldTablesOfDay,
  listOpenSeatings,
  listOrderLines,
  listSeatingOrders,
  listSeatingsMergedInto,
  listSeatingTables,
  listServiceBookingsById,
  listUnseatedBookings,
  lockSeatings,
  lockTablesForHold,
  moveSeatingOrders,
  occupyTables,
  releaseTables,
  replaceBookingTables,
  type SeatingRow,
  type ServiceBookingRow,
  updateSeating,
} from './seatings.repository';

// The service on the floor (issue 16, decision 061): seating parties at tables, moving and
// merging them, their bills split and paid, the tables freed. Every change is announced as
// `table.updated`; a booking seated or finished moves through the bookings service, in the same
// transaction.

/** Whose a restaurant's rows are. */
export interface Owner {
  business_id: number;
  restaurant_id: number;
}

/** Tells the restaurant's open screens that the service changed; they read it again. Last. */
export function announceTables(tx: TenantTx, owner: Owner) {
  return publishEvent(tx, {
    businessId: owner.business_id,
    restaurantId: owner.restaurant_id,
    type: 'table.updated',
    payload: { restaurant_id: owner.restaurant_id },
  });
}

const tableTaken = () =>
  conflict('Another party sits at one of these tables: look at the floor again', {
    table_ids: 'table_taken',
  });
/** An order for a table where nobody sits: a waiter's order needs a party to bill. */
export const noSeating = () =>
  conflict('Nobody sits at this table: seat the party first', { table_id: 'no_seating' });
const seatingClosed = () =>
  conflict('This party has left the table or joined another bill', { id: 'seating_closed' });
const billPaid = (field = 'id') =>
  conflict('The bill, or a part of it, is paid already', { [field]: 'bill_paid' });

function ownerOf(row: Owner): Owner {
  return { business_id: row.business_id, restaurant_id: row.restaurant_id };
}

// ---------------------------------------------------------------- scopes

/** Work on a restaurant the caller works at: another's, or another business's, is not found. */
function inServiceRestaurant<T>(
  ctx: ServiceContext,
  restaurantId: number,
  work: (
    tx: TenantTx,
    restaurant: NonNullable<Awaited<ReturnType<typeof findRestaurant>>>,
    actor: Actor,
  ) => Promise<T>,
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findRestaurant(tx, restaurantId);
    const actor = ctx.actor;
    if (!restaurant || !actor || !worksAt(actor, restaurant.id)) throw notFound('Restaurant');
    return work(tx, restaurant, actor);
  });
}

/**
 * Work on one party, its row locked until the commit: two hosts changing it at once take turns.
 * Another business's or restaurant's is not found; one that has left, 409 unless `closed` is
 * allowed (a read).
 */
function withSeating<T>(
  ctx: ServiceContext,
  seatingId: number,
  work: (tx: TenantTx, seating: SeatingRow, actor: Actor) => Promise<T>,
  options: { closed?: boolean } = {},
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const [seating] = await lockSeatings(tx, [seatingId]);
    const actor = ctx.actor;
    if (!seating || !actor || !worksAt(actor, seating.restaurant_id)) throw notFound('Seating');
    if (seating.closed_at !== null && !options.closed) throw seatingClosed();
    return work(tx, seating, actor);
  });
}

/**
 * The restaurant's tables among `ids`: one not its is not found (404), one switched off refused
 * (422 `table_inactive`).
 */
async function checkTables(tx: TenantTx, restaurantId: number, ids: number[]) {
  const tables = await findServiceTables(tx, restaurantId, ids);
  if (tables.length < ids.length) throw notFound('Table');
  if (tables.some((t) => !t.active)) {
    throw ruleBroken('One of these tables is switched off on the plan', {
      table_ids: 'table_inactive',
    });
  }
  return tables;
}

// ---------------------------------------------------------------- answers

function toServiceBooking(row: ServiceBookingRow, tableIds: number[]): ServiceBooking {
  return {
    id: row.id,
    status: row.status,
    party_size: row.party_size,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    name: row.name,
    phone: row.phone,
    notes: row.notes,
    guest_notes: row.guest_notes,
    table_ids: tableIds,
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Parties as the service answers them: tables, booking, orders, bill and its dishes. */
async function describeSeatings(
  tx: TenantTx,
  rows: readonly SeatingRow[],
): Promise<SeatingDetail[]> {
  const ids = rows.map((r) => r.id);
  const tables = await listSeatingTables(tx, ids);
  const orders = await listSeatingOrders(tx, ids);
  const bookingIds = rows.flatMap((r) => (r.booking_id === null ? [] : [r.booking_id]));
  const lines = await listOrderLines(
    tx,
    orders.map((o) => o.id),
  );
  const bookingRows = await listServiceBookingsById(tx, bookingIds);
  const held = await listBookingTables(tx, bookingIds);
  const tablesOf = groupBy(tables, (t) => t.seating_id);
  const ordersOf = groupBy(orders, (o) => o.seating_id);
  const heldOf = groupBy(held, (h) => h.booking_id);
  const bookingOf = new Map(bookingRows.map((b) => [b.id, b]));
  return rows.map((row) => {
    const own = tablesOf.get(row.id) ?? [];
    // Where the party sits; once it has left, where it sat.
    const sits = row.closed_at === null ? own.filter((t) => t.open) : own;
    const seatingOrders = ordersOf.get(row.id) ?? [];
    const orderIds = new Set(seatingOrders.map((o) => o.id));
    const priced = pricedLinesOf(
      seatingOrders,
      lines.filter((l) => orderIds.has(l.order_id)),
    );
    const booking = row.booking_id === null ? undefined : bookingOf.get(row.booking_id);
    return {
      id: row.id,
      restaurant_id: row.restaurant_id,
      table_ids: [...new Set(sits.map((t) => t.table_id))].sort((a, b) => a - b),
      party_size: row.party_size,
      guest_name: row.guest_name || booking?.name || '',
      booking: booking
        ? toServiceBooking(
            booking,
            (heldOf.get(booking.id) ?? []).map((h) => h.table_id),
          )
        : null,
      seated_at: row.seated_at.toISOString(),
      bill_requested_at: row.bill_requested_at?.toISOString() ?? null,
      paid_at: row.paid_at?.toISOString() ?? null,
      closed_at: row.closed_at?.toISOString() ?? null,
      merged_into_id: row.merged_into_id,
      orders: seatingOrders.map((o) => ({
        id: o.id,
        public_id: o.public_id,
        number: o.number,
        status: o.status,
        total: centsToEuros(o.total_cents),
        placed_at: o.order_datetime.toISOString(),
        items_count: o.items_count,
      })),
      bill: toBill(row, billCentsOf(row, seatingOrders, priced)),
      lines: priced.map(toBillLine),
    };
  });
}

async function describeSeating(tx: TenantTx, row: SeatingRow): Promise<SeatingDetail> {
  const [detail] = await describeSeatings(tx, [row]);
  return detail!;
}

/** A party's orders and priced dishes, for the bill's rules. */
async function billOf(tx: TenantTx, seatingId: number) {
  const orders: BillOrder[] = await listSeatingOrders(tx, [seatingId]);
  const lines = pricedLinesOf(
    orders,
    await listOrderLines(
      tx,
      orders.map((o) => o.id),
    ),
  );
  return { orders, lines };
}

function stateOf(seating: SeatingDetail | undefined, reservedSoon: boolean): TableState {
  if (seating) {
    if (seating.paid_at !== null) return 'to_clean';
    if (seating.bill_requested_at !== null) return 'bill_requested';
    if (seating.orders.some(countsOnBill)) return 'ordered';
    return 'seated';
  }
  return reservedSoon ? 'reserved_soon' : 'free';
}

// ---------------------------------------------------------------- the service read

/**
 * The service in one read: the plan's tables with their states, the parties at them, and today's
 * bookings not seated yet, with the tables held for them. A fixed number of queries, whatever the
 * size of the room.
 */
export function getService(ctx: ServiceContext, restaurantId: number): Promise<Service> {
  const now = ctx.clock.now();
  return inServiceRestaurant(ctx, restaurantId, async (tx, restaurant) => {
    const zone = restaurant.time_zone;
    const date = localDateOf(zone, now.getTime());
    const from = new Date(instantOfWallClock(zone, date, 0));
    const to = new Date(instantOfWallClock(zone, addDaysToDate(date, 1), 0));
    const areas = await listFloorAreas(tx, restaurant.id);
    const tables = await listFloorTables(tx, restaurant.id);
    const pairs = await listNeighbourPairs(tx, restaurant.id);
    const open = await listOpenSeatings(tx, restaurant.id);
    const unseated = await listUnseatedBookings(tx, { restaurantId: restaurant.id, from, to });
    const seatings = await describeSeatings(tx, open);
    const held = await listBookingTables(
      tx,
      unseated.map((b) => b.id),
    );
    const heldOf = groupBy(held, (h) => h.booking_id);
    const bookings = unseated.map((b) =>
      toServiceBooking(
        b,
        (heldOf.get(b.id) ?? []).map((h) => h.table_id),
      ),
    );
    const seatingAt = new Map<number, SeatingDetail>();
    for (const s of seatings) for (const id of s.table_ids) seatingAt.set(id, s);
    const neighbours = new Map<number, number[]>();
    for (const p of pairs) {
      neighbours.set(p.table_id, [...(neighbours.get(p.table_id) ?? []), p.neighbour_id]);
      neighbours.set(p.neighbour_id, [...(neighbours.get(p.neighbour_id) ?? []), p.table_id]);
    }
    const soon = now.getTime() + TABLE_RESERVED_SOON_MINUTES * 60_000;
    const upcoming = bookings.filter(
      (b) =>
        (b.status === 'confirmed' || b.status === 'requested') &&
        Date.parse(b.ends_at) > now.getTime(),
    );
    const toTable = (t: (typeof tables)[number]): ServiceTable => {
      const seating = seatingAt.get(t.id);
      const next = upcoming.find((b) => b.table_ids.includes(t.id));
      const reservedSoon =
        next !== undefined && next.status === 'confirmed' && Date.parse(next.starts_at) <= soon;
      return {
        id: t.id,
        area_id: t.area_id,
        name: t.name,
        seats_min: t.seats_min,
        seats_max: t.seats_max,
        shape: t.shape,
        x: t.x,
        y: t.y,
        width: t.width,
        height: t.height,
        rotation: t.rotation,
        active: t.active,
        qr_token: t.qr_token,
        neighbour_ids: [...(neighbours.get(t.id) ?? [])].sort((a, b) => a - b),
        state: stateOf(seating, reservedSoon),
        seating_id: seating?.id ?? null,
        next_booking_id: next?.id ?? null,
      };
    };
    // A table switched off while a party sits at it stays on the plan until they leave.
    const shown = tables.filter((t) => t.active || seatingAt.has(t.id));
    return {
      restaurant_id: restaurant.id,
      date,
      now: now.toISOString(),
      grid: { columns: FLOOR_GRID_COLUMNS, rows: FLOOR_GRID_ROWS },
      areas: areas.map((a) => ({
        id: a.id,
        name: a.name,
        position: a.position,
        tables: shown.filter((t) => t.area_id === a.id).map(toTable),
      })),
      seatings: seatings.map(({ lines: _lines, ...seating }) => seating),
      bookings,
    };
  });
}

export function getSeating(ctx: ServiceContext, seatingId: number) {
  return withSeating(ctx, seatingId, (tx, seating) => describeSeating(tx, seating), {
    closed: true,
  });
}

// ---------------------------------------------------------------- seating and moving

type SeatPartyInput = z.output<typeof SeatPartyBodySchema>;

/**
 * Seats a booking or a walk-in at free tables of the restaurant. Two hosts seating one table at
 * once: one gets it, the other 409 `table_taken`; one booking seated twice at once: one 409.
 * A booking becomes `seated` in the same transaction (one marked seated already just gets its table).
 */
export async function seatParty(
  ctx: ServiceContext,
  restaurantId: number,
  body: SeatPartyInput,
): Promise<SeatingDetail> {
  const now = ctx.clock.now();
  try {
    return await inServiceRestaurant(ctx, restaurantId, async (tx, restaurant, actor) => {
      const owner = { business_id: restaurant.business_id, restaurant_id: restaurant.id };
      await checkTables(tx, restaurant.id, body.table_ids);
      let booking: ServiceBookingRow | undefined;
      // Marked seated from the bookings' day view, it has no table yet: it gets one, no move.
      let seatedAlready = false;
      if (body.booking_id !== undefined) {
        booking = await findServiceBooking(tx, body.booking_id);
        if (!booking || booking.restaurant_id !== restaurant.id) throw notFound('Booking');
        seatedAlready = booking.status === 'seated';
        if (!seatedAlready && !bookingTransitionTo(booking, 'seated', 'staff')) {
          throw ruleBroken(`A booking that is ${booking.status} cannot be seated`, {
            booking_id: 'booking_not_seatable',
          });
        }
        // Tomorrow's party is not at a table today (decision 081): refused before a table is taken.
        if (!seatedAlready && !isTimelyBookingMove('seated', booking.starts_at, now)) {
          throw ruleBroken('This booking cannot be seated yet: its time is too far off', {
            booking_id: 'too_early',
          });
        }
      }
      const seating = await insertSeating(tx, {
        ...owner,
        booking_id: booking?.id ?? null,
        party_size: body.party_size ?? booking?.party_size ?? 1,
        guest_name: booking ? '' : body.guest_name,
        seated_at: now,
        created_at: now,
        updated_at: now,
      });
      const got = await occupyTables(tx, owner, seating.id, body.table_ids);
      if (got.length < body.table_ids.length) throw tableTaken();
      if (booking && !seatedAlready) {
        await moveBookingStatus(tx, actor, booking.id, { to: 'seated' }, now);
      }
      const answer = await describeSeating(tx, seating);
      await announceTables(tx, owner);
      return answer;
    });
  } catch (error) {
    // The same booking seated by another host between our check and our insert.
    if (hasPgCode(error, UNIQUE_VIOLATION)) {
      throw conflict('This booking is at a table already', { booking_id: 'booking_not_seatable' });
    }
    throw error;
  }
}

/** Moves the party to these tables; its orders and bill stay with it. */
export function moveSeating(ctx: ServiceContext, seatingId: number, body: MoveSeatingBody) {
  const now = ctx.clock.now();
  return withSeating(ctx, seatingId, async (tx, seating) => {
    const owner = ownerOf(seating);
    await checkTables(tx, seating.restaurant_id, body.table_ids);
    const current = (await listSeatingTables(tx, [seating.id]))
      .filter((t) => t.open)
      .map((t) => t.table_id);
    const leaving = current.filter((id) => !body.table_ids.includes(id));
    const taking = body.table_ids.filter((id) => !current.includes(id));
    if (leaving.length > 0) await releaseTables(tx, seating.id, leaving);
    if (taking.length > 0) {
      const got = await occupyTables(tx, owner, seating.id, taking);
      if (got.length < taking.length) throw tableTaken();
    }
    const row = await updateSeating(tx, seating.id, { updated_at: now });
    const answer = await describeSeating(tx, row);
    await announceTables(tx, owner);
    return answer;
  });
}

function hasPaidPart(seating: SeatingRow) {
  return seating.paid_at !== null || seating.bill_parts.some((p) => p.paid_at !== null);
}

/**
 * Merges another party into this one: its orders go on this bill, its tables to this party, and
 * it closes as merged. A split of this bill is undone (the bill changed); a paid part refuses.
 */
export function mergeSeating(ctx: ServiceContext, seatingId: number, body: MergeSeatingBody) {
  const now = ctx.clock.now();
  if (body.seating_id === seatingId) {
    throw ruleBroken('A party cannot be merged with itself', { seating_id: 'same_party' });
  }
  return ctx.asActor(async (tx) => {
    const actor = ctx.actor;
    const locked = await lockSeatings(tx, [seatingId, body.seating_id]);
    const target = locked.find((s) => s.id === seatingId);
    const source = locked.find((s) => s.id === body.seating_id);
    if (!target || !actor || !worksAt(actor, target.restaurant_id)) throw notFound('Seating');
    if (!source || source.restaurant_id !== target.restaurant_id) throw notFound('Seating');
    if (target.closed_at !== null || source.closed_at !== null) throw seatingClosed();
    if (hasPaidPart(target) || hasPaidPart(source)) throw billPaid();
    const owner = ownerOf(target);
    const sourceTables = (await listSeatingTables(tx, [source.id]))
      .filter((t) => t.open)
      .map((t) => t.table_id);
    await moveSeatingOrders(tx, source.id, target.id);
    await releaseTables(tx, source.id);
    if (sourceTables.length > 0) await occupyTables(tx, owner, target.id, sourceTables);
    await updateSeating(tx, source.id, {
      closed_at: now,
      merged_into_id: target.id,
      updated_at: now,
    });
    const row = await updateSeating(tx, target.id, {
      party_size: target.party_size + source.party_size,
      bill_requested_at: target.bill_requested_at ?? source.bill_requested_at,
      bill_split: 'whole',
      bill_parts: [],
      updated_at: now,
    });
    const answer = await describeSeating(tx, row);
    await announceTables(tx, owner);
    return answer;
  });
}

// ---------------------------------------------------------------- the bill

/**
 * Splits what is left to pay (orders paid with an earlier bill aside) in equal parts of whole cents
 * summing to it, or by its dishes, a shared dish equally among its parts; `whole` undoes a split. Refused once a part is paid.
 */
export function splitBill(ctx: ServiceContext, seatingId: number, body: SplitBillBody) {
  const now = ctx.clock.now();
  return withSeating(ctx, seatingId, async (tx, seating) => {
    if (hasPaidPart(seating)) throw billPaid();
    let parts: StoredBillPart[] = [];
    if (body.mode !== 'whole') {
      const { orders, lines } = await billOf(tx, seating.id);
      if (body.mode === 'equal') {
        parts = splitCentsEqually(openCentsOf(orders), body.parts).map((amount_cents) => ({
          amount_cents,
          line_ids: [],
          paid_at: null,
        }));
      } else {
        const open = lines.filter((l) => !l.paid);
        const due = new Map(open.map((l) => [l.id, l.due_cents]));
        const fields: Record<string, string> = {};
        body.parts.forEach((part, i) => {
          part.line_ids.forEach((id, j) => {
            if (!due.has(id)) fields[`parts.${i}.line_ids.${j}`] = 'Not a dish left to pay';
          });
        });
        if (Object.keys(fields).length > 0)
          throw ruleBroken('Some dishes are not on the bill', fields);
        const given = new Set(body.parts.flatMap((p) => p.line_ids));
        if (open.some((l) => !given.has(l.id))) {
          throw ruleBroken('Give every dish of the bill to a part', { parts: 'lines_not_split' });
        }
        const amounts = itemPartsCents(body.parts, (id) => due.get(id) ?? 0);
        parts = body.parts.map((part, i) => ({
          amount_cents: amounts[i] ?? 0,
          line_ids: part.line_ids,
          paid_at: null,
        }));
      }
    }
    const row = await updateSeating(tx, seating.id, {
      bill_split: body.mode,
      bill_parts: parts,
      updated_at: now,
    });
    const answer = await describeSeating(tx, row);
    await announceTables(tx, ownerOf(seating));
    return answer;
  });
}

/** The party asked for the bill, or the ask is taken back. */
export function requestBill(ctx: ServiceContext, seatingId: number, body: BillRequestBody) {
  const now = ctx.clock.now();
  return withSeating(ctx, seatingId, async (tx, seating) => {
    const requested = body.requested ?? true;
    const row = await updateSeating(tx, seating.id, {
      bill_requested_at: requested ? (seating.bill_requested_at ?? now) : null,
      updated_at: now,
    });
    const answer = await describeSeating(tx, row);
    await announceTables(tx, ownerOf(seating));
    return answer;
  });
}

/**
 * Money taken at the table: one part of a split bill, or all that is left (`part` left out). The
 * bill is paid once every part is and nothing ordered since is outside them. A part keeps the
 * amount it was paid at.
 */
export function payBill(ctx: ServiceContext, seatingId: number, body: PayBillBody) {
  const now = ctx.clock.now();
  return withSeating(ctx, seatingId, async (tx, seating) => {
    if (seating.paid_at !== null) throw billPaid();
    const { orders, lines } = await billOf(tx, seating.id);
    const cents = billCentsOf(seating, orders, lines);
    const stamp = now.toISOString();
    let parts: StoredBillPart[] = seating.bill_parts;
    let paidAt: Date | null = null;
    if (body.part === undefined) {
      parts = seating.bill_parts.map((p, i) =>
        p.paid_at === null ? { ...p, amount_cents: cents.parts[i]!.amount, paid_at: stamp } : p,
      );
      paidAt = now;
    } else {
      const part = seating.bill_parts[body.part];
      if (seating.bill_split === 'whole' || !part) {
        throw ruleBroken('The bill has no such part', { part: 'not_found' });
      }
      if (part.paid_at !== null) throw billPaid('part');
      parts = seating.bill_parts.map((p, i) =>
        i === body.part ? { ...p, amount_cents: cents.parts[i]!.amount, paid_at: stamp } : p,
      );
      if (parts.every((p) => p.paid_at !== null) && cents.unsplit === 0) paidAt = now;
    }
    const row = await updateSeating(tx, seating.id, {
      bill_parts: parts,
      paid_at: paidAt,
      updated_at: now,
    });
    // The whole bill taken: its orders are paid too (the orders list says so).
    if (paidAt)
      await markTableOrdersPaid(
        tx,
        orders.filter(countsOnBill).map((o) => o.id),
        now,
      );
    const answer = await describeSeating(tx, row);
    await announceTables(tx, ownerOf(seating));
    return answer;
  });
}

/**
 * Frees the party's tables: the seating closes and its booking (and those of parties merged into
 * it) is completed. An unpaid bill refuses (422 `bill_not_paid`); a party that ordered nothing
 * leaves freely.
 */
export function freeSeating(ctx: ServiceContext, seatingId: number) {
  const now = ctx.clock.now();
  return withSeating(ctx, seatingId, async (tx, seating, actor) => {
    if (seating.paid_at === null) {
      const { orders } = await billOf(tx, seating.id);
      if (openCentsOf(orders) > 0) {
        throw ruleBroken('The bill is not paid yet: mark it paid first', { id: 'bill_not_paid' });
      }
    }
    await releaseTables(tx, seating.id);
    const row = await updateSeating(tx, seating.id, { closed_at: now, updated_at: now });
    const merged = await listSeatingsMergedInto(tx, [seating.id]);
    const bookingIds = [seating, ...merged].flatMap((s) =>
      s.booking_id === null ? [] : [s.booking_id],
    );
    for (const id of bookingIds) {
      const booking = await findServiceBooking(tx, id);
      if (booking?.status === 'seated') {
        await moveBookingStatus(tx, actor, id, { to: 'completed' }, now);
      }
    }
    const answer = await describeSeating(tx, row);
    await announceTables(tx, ownerOf(seating));
    return answer;
  });
}

// ---------------------------------------------------------------- tables held for a booking

/** The tables held by the bookings of one day (the restaurant's), by booking, earliest first. */
export function getDayBookingTables(
  ctx: ServiceContext,
  restaurantId: number,
  date: string,
): Promise<BookingTables[]> {
  return inServiceRestaurant(ctx, restaurantId, async (tx, restaurant) => {
    const zone = restaurant.time_zone;
    const from = new Date(instantOfWallClock(zone, date, 0));
    const to = new Date(instantOfWallClock(zone, addDaysToDate(date, 1), 0));
    const held = await listHeldTablesOfDay(tx, { restaurantId: restaurant.id, from, to });
    const answer: BookingTables[] = [];
    for (const row of held) {
      const last = answer.at(-1);
      if (last?.booking_id === row.booking_id) last.table_ids.push(row.table_id);
      else answer.push({ booking_id: row.booking_id, table_ids: [row.table_id] });
    }
    return answer;
  });
}

/** Holds tables of the booking's restaurant for it (replacing those it held). */
export function setBookingTables(
  ctx: ServiceContext,
  bookingId: number,
  body: BookingTablesBody,
): Promise<BookingTables> {
  return ctx.asActor(async (tx) => {
    const actor = ctx.actor;
    const booking = await findServiceBooking(tx, bookingId);
    if (!booking || !actor || !worksAt(actor, booking.restaurant_id)) throw notFound('Booking');
    if (
      booking.status === 'completed' ||
      booking.status === 'cancelled' ||
      booking.status === 'no_show'
    ) {
      throw ruleBroken(`A booking that is ${booking.status} holds no tables`, {
        id: 'booking_not_seatable',
      });
    }
    if (booking.ends_at.getTime() <= ctx.clock.now().getTime()) {
      throw ruleBroken('A booking that is over holds no tables', { id: 'booking_not_seatable' });
    }
    if (body.table_ids.length > 0) {
      await checkTables(tx, booking.restaurant_id, body.table_ids);
      await lockTablesForHold(tx, body.table_ids);
      const taken = await findOverlappingHold(tx, {
        bookingId: booking.id,
        tableIds: body.table_ids,
        startsAt: booking.starts_at,
        endsAt: booking.ends_at,
      });
      if (taken) {
        throw conflict('Another booking holds one of these tables at that time', {
          table_ids: 'table_held',
        });
      }
    }
    const owner = ownerOf(booking);
    await replaceBookingTables(tx, owner, booking.id, body.table_ids);
    await announceTables(tx, owner);
    return { booking_id: booking.id, table_ids: [...body.table_ids].sort((a, b) => a - b) };
  });
}

// ---------------------------------------------------------------- an order from the table

/**
 * Puts a guest's QR order on the bill of the party at its table, in the order's transaction; a
 * free table gets a walk-in party (named after the guest) first. If a host seats the table at
 * the same moment, the order joins that party. A paid bill that gets a new order is due again.
 */
export async function attachOrderToTable(
  tx: TenantTx,
  table: Owner & { table_id: number; seats_min: number },
  order: { id: number; customer_name: string },
  now: Date,
) {
  const owner = ownerOf(table);
  let seatingId = await findOpenSeatingAt(tx, table.table_id);
  if (seatingId === undefined) {
    const seating = await insertSeating(tx, {
      ...owner,
      booking_id: null,
      party_size: table.seats_min,
      guest_name: order.customer_name,
      seated_at: now,
      created_at: now,
      updated_at: now,
    });
    const got = await occupyTables(tx, owner, seating.id, [table.table_id]);
    if (got.length === 1) {
      seatingId = seating.id;
    } else {
      // A host seated the table meanwhile: the order is that party's.
      await deleteSeating(tx, seating.id);
      seatingId = await findOpenSeatingAt(tx, table.table_id);
      if (seatingId === undefined) throw conflict('The table changed meanwhile: order again');
    }
    await insertSeatingOrder(tx, { ...owner, order_id: order.id, seating_id: seatingId });
  } else {
    await putOrderOnSeating(tx, owner, seatingId, order.id, now);
  }
}

/**
 * Puts an order on the bill of a party still at its tables, its row locked: a bill paid already
 * is open again for the new dishes. A party that left meanwhile is 409 `no_seating`.
 */
export async function putOrderOnSeating(
  tx: TenantTx,
  owner: Owner,
  seatingId: number,
  orderId: number,
  now: Date,
) {
  const [seating] = await lockSeatings(tx, [seatingId]);
  if (!seating || seating.closed_at !== null) throw noSeating();
  // Its orders stay paid (the bill says "already paid"); a spent split goes, the rest is whole.
  if (seating.paid_at)
    await updateSeating(tx, seatingId, {
      paid_at: null,
      bill_split: 'whole',
      bill_parts: [],
      updated_at: now,
    });
  await insertSeatingOrder(tx, { ...ownerOf(owner), order_id: orderId, seating_id: seatingId });
}
