import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  notInArray,
  sql,
} from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { floorTables } from '../../db/schema/floor';
import { guests, orderItems, orders } from '../../db/schema/orders';
import {
  bookingTables,
  tableSeatingOrders,
  tableSeatings,
  tableSeatingTables,
} from '../../db/schema/service';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

// The service on the floor (decision 061): parties at tables, their bills, tables held for
// bookings. The reads of bookings and orders here are the floor's view of them (who sits where,
// what the table ordered); their changes go through their modules' services.

export type SeatingRow = typeof tableSeatings.$inferSelect;
export type SeatingChanges = Partial<
  Pick<
    SeatingRow,
    | 'party_size'
    | 'bill_requested_at'
    | 'paid_at'
    | 'closed_at'
    | 'merged_into_id'
    | 'bill_split'
    | 'bill_parts'
    | 'updated_at'
  >
>;
interface Owner {
  business_id: number;
  restaurant_id: number;
}

// ---------------------------------------------------------------- seatings

export async function findSeatingById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(tableSeatings)
    .where(and(tenantFilter(tx, tableSeatings.business_id), eq(tableSeatings.id, q.id)));
  return row;
}

/**
 * The seatings among `ids`, locked until the commit, in id order (so two calls locking the same
 * pair never wait on each other crosswise).
 */
export function lockSeatings(tx: TenantTx, ids: number[]) {
  return tx
    .select()
    .from(tableSeatings)
    .where(and(tenantFilter(tx, tableSeatings.business_id), inArray(tableSeatings.id, ids)))
    .orderBy(asc(tableSeatings.id))
    .for('update');
}

/** The restaurant's parties still at their tables (paid and not freed included). */
export function listOpenSeatings(tx: TenantTx, restaurantId: number) {
  return tx
    .select()
    .from(tableSeatings)
    .where(
      and(
        tenantFilter(tx, tableSeatings.business_id),
        eq(tableSeatings.restaurant_id, restaurantId),
        isNull(tableSeatings.closed_at),
      ),
    )
    .orderBy(asc(tableSeatings.seated_at), asc(tableSeatings.id));
}

/** Seatings merged into these ones (their bookings end with them). */
export function listSeatingsMergedInto(tx: TenantTx, ids: number[]) {
  return tx
    .select()
    .from(tableSeatings)
    .where(
      and(tenantFilter(tx, tableSeatings.business_id), inArray(tableSeatings.merged_into_id, ids)),
    );
}

export async function insertSeating(tx: TenantTx, values: typeof tableSeatings.$inferInsert) {
  const [row] = await tx.insert(tableSeatings).values(values).returning();
  return row!;
}

export async function updateSeating(tx: TenantTx, id: number, changes: SeatingChanges) {
  const [row] = await tx
    .update(tableSeatings)
    .set(changes)
    .where(and(tenantFilter(tx, tableSeatings.business_id), eq(tableSeatings.id, id)))
    .returning();
  return row!;
}

/** A seating made in this transaction that lost its table to another host: never seen by anyone. */
export async function deleteSeating(tx: TenantTx, id: number) {
  await tx
    .delete(tableSeatings)
    .where(and(tenantFilter(tx, tableSeatings.business_id), eq(tableSeatings.id, id)));
}

// ---------------------------------------------------------------- tables of a seating

/** The tables of these seatings: those they sit at (`open`), and, closed, those they sat at. */
export function listSeatingTables(tx: TenantTx, seatingIds: number[]) {
  if (seatingIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      seating_id: tableSeatingTables.seating_id,
      table_id: tableSeatingTables.table_id,
      open: tableSeatingTables.open,
    })
    .from(tableSeatingTables)
    .where(
      and(
        tenantFilter(tx, tableSeatingTables.business_id),
        inArray(tableSeatingTables.seating_id, seatingIds),
      ),
    )
    .orderBy(asc(tableSeatingTables.table_id));
}

/**
 * Sits the seating at these tables, each only if no other party sits there: the unique partial
 * index on open rows decides, so of two hosts seating one table at once exactly one gets it (the
 * other's insert waits for the first commit, then skips). Answers the tables it got.
 */
export async function occupyTables(
  tx: TenantTx,
  owner: Owner,
  seatingId: number,
  tableIds: number[],
): Promise<number[]> {
  // A table this party sat at before (moved away and back) has a closed row of its own.
  await tx
    .delete(tableSeatingTables)
    .where(
      and(
        tenantFilter(tx, tableSeatingTables.business_id),
        eq(tableSeatingTables.seating_id, seatingId),
        inArray(tableSeatingTables.table_id, tableIds),
        eq(tableSeatingTables.open, false),
      ),
    );
  const rows = await tx
    .insert(tableSeatingTables)
    .values(tableIds.map((table_id) => ({ ...owner, seating_id: seatingId, table_id, open: true })))
    .onConflictDoNothing()
    .returning({ table_id: tableSeatingTables.table_id });
  return rows.map((r) => r.table_id);
}

/** The party leaves these tables (all of its tables when none are named). */
export async function releaseTables(tx: TenantTx, seatingId: number, tableIds?: number[]) {
  await tx
    .update(tableSeatingTables)
    .set({ open: false })
    .where(
      and(
        tenantFilter(tx, tableSeatingTables.business_id),
        eq(tableSeatingTables.seating_id, seatingId),
        eq(tableSeatingTables.open, true),
        tableIds === undefined ? undefined : inArray(tableSeatingTables.table_id, tableIds),
      ),
    );
}

/** The party sitting at a table now, if any. */
export async function findOpenSeatingAt(tx: TenantTx, tableId: number) {
  const [row] = await tx
    .select({ seating_id: tableSeatingTables.seating_id })
    .from(tableSeatingTables)
    .where(
      and(
        tenantFilter(tx, tableSeatingTables.business_id),
        eq(tableSeatingTables.table_id, tableId),
        eq(tableSeatingTables.open, true),
      ),
    );
  return row?.seating_id;
}

/** The restaurant's tables among `ids`, with what seating a party needs to know. */
export function findServiceTables(tx: TenantTx, restaurantId: number, ids: number[]) {
  return tx
    .select({ id: floorTables.id, active: floorTables.active, seats_min: floorTables.seats_min })
    .from(floorTables)
    .where(
      and(
        tenantFilter(tx, floorTables.business_id),
        eq(floorTables.restaurant_id, restaurantId),
        inArray(floorTables.id, ids),
      ),
    );
}

// ---------------------------------------------------------------- orders on the bill

/** Puts an order on a party's bill. */
export async function insertSeatingOrder(
  tx: TenantTx,
  values: typeof tableSeatingOrders.$inferInsert,
) {
  await tx.insert(tableSeatingOrders).values(values);
}

/** Merging bills: the orders of one party go on another's. */
export async function moveSeatingOrders(tx: TenantTx, fromId: number, toId: number) {
  await tx
    .update(tableSeatingOrders)
    .set({ seating_id: toId })
    .where(
      and(
        tenantFilter(tx, tableSeatingOrders.business_id),
        eq(tableSeatingOrders.seating_id, fromId),
      ),
    );
}

/** The orders on these parties' bills, oldest first. */
export function listSeatingOrders(tx: TenantTx, seatingIds: number[]) {
  if (seatingIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      seating_id: tableSeatingOrders.seating_id,
      id: orders.id,
      public_id: orders.public_id,
      number: orders.number,
      status: orders.status,
      total_cents: orders.total_cents,
      discount_cents: orders.discount_cents,
      gift_card_cents: orders.gift_card_cents,
      paid: sql<boolean>`${orders.payment_status} = 'paid'`,
      order_datetime: orders.order_datetime,
      items_count: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.order_id} = ${orders.id} and ${orderItems.kind} = 'dish')`,
    })
    .from(tableSeatingOrders)
    .innerJoin(orders, eq(orders.id, tableSeatingOrders.order_id))
    .where(
      and(
        tenantFilter(tx, tableSeatingOrders.business_id),
        inArray(tableSeatingOrders.seating_id, seatingIds),
      ),
    )
    .orderBy(asc(orders.order_datetime), asc(orders.id));
}

/** The dishes of these orders, in each order's own order. */
export function listOrderLines(tx: TenantTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: orderItems.id,
      order_id: orderItems.order_id,
      name: orderItems.name,
      variant_name: orderItems.variant_name,
      quantity: orderItems.quantity,
      unit_price_cents: orderItems.unit_price_cents,
      gross_cents: orderItems.gross_cents,
      notes: orderItems.notes,
    })
    .from(orderItems)
    .where(
      and(
        tenantFilter(tx, orderItems.business_id),
        inArray(orderItems.order_id, orderIds),
        eq(orderItems.kind, 'dish'),
      ),
    )
    .orderBy(asc(orderItems.order_id), asc(orderItems.position));
}

// ---------------------------------------------------------------- bookings, as the floor sees them

const serviceBookingColumns = {
  id: bookings.id,
  business_id: bookings.business_id,
  restaurant_id: bookings.restaurant_id,
  status: bookings.status,
  party_size: bookings.party_size,
  starts_at: bookings.starts_at,
  ends_at: bookings.ends_at,
  name: bookings.name,
  phone: bookings.phone,
  notes: bookings.notes,
  guest_notes: sql<string>`coalesce(${guests.notes}, '')`,
};

export type ServiceBookingRow = NonNullable<Awaited<ReturnType<typeof findServiceBooking>>>;

export async function findServiceBooking(tx: TenantTx, id: number) {
  const [row] = await tx
    .select(serviceBookingColumns)
    .from(bookings)
    .leftJoin(guests, eq(guests.id, bookings.guest_id))
    .where(and(tenantFilter(tx, bookings.business_id), eq(bookings.id, id)));
  return row;
}

export function listServiceBookingsById(tx: TenantTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(serviceBookingColumns)
    .from(bookings)
    .leftJoin(guests, eq(guests.id, bookings.guest_id))
    .where(and(tenantFilter(tx, bookings.business_id), inArray(bookings.id, ids)));
}

/**
 * The restaurant's bookings starting in [from, to) to seat: not finished or cancelled, and at no
 * table yet (one marked seated from the bookings' day view still waits for its table here).
 */
export function listUnseatedBookings(
  tx: TenantTx,
  q: { restaurantId: number; from: Date; to: Date },
) {
  return tx
    .select(serviceBookingColumns)
    .from(bookings)
    .leftJoin(guests, eq(guests.id, bookings.guest_id))
    .where(
      and(
        tenantFilter(tx, bookings.business_id),
        eq(bookings.restaurant_id, q.restaurantId),
        gte(bookings.starts_at, q.from),
        lt(bookings.starts_at, q.to),
        notInArray(bookings.status, ['completed', 'cancelled']),
        notExists(
          tx
            .select({ id: tableSeatings.id })
            .from(tableSeatings)
            .where(eq(tableSeatings.booking_id, bookings.id)),
        ),
      ),
    )
    .orderBy(asc(bookings.starts_at), asc(bookings.id));
}

/** The tables held for these bookings. */
export function listBookingTables(tx: TenantTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ booking_id: bookingTables.booking_id, table_id: bookingTables.table_id })
    .from(bookingTables)
    .where(
      and(
        tenantFilter(tx, bookingTables.business_id),
        inArray(bookingTables.booking_id, bookingIds),
      ),
    )
    .orderBy(asc(bookingTables.table_id));
}

/** Holds these tables for the booking instead of those it held. */
export async function replaceBookingTables(
  tx: TenantTx,
  owner: Owner,
  bookingId: number,
  tableIds: number[],
) {
  await tx
    .delete(bookingTables)
    .where(
      and(tenantFilter(tx, bookingTables.business_id), eq(bookingTables.booking_id, bookingId)),
    );
  if (tableIds.length > 0) {
    await tx
      .insert(bookingTables)
      .values(tableIds.map((table_id) => ({ ...owner, booking_id: bookingId, table_id })));
  }
}

/** Bookings that still hold their tables: not over (cancelled, completed, no-show). */
const HOLDING_STATUSES = ['requested', 'confirmed', 'seated'] as const;

/** The tables held by the restaurant's bookings starting in [from, to) that still hold them. */
export function listHeldTablesOfDay(
  tx: TenantTx,
  q: { restaurantId: number; from: Date; to: Date },
) {
  return tx
    .select({ booking_id: bookingTables.booking_id, table_id: bookingTables.table_id })
    .from(bookingTables)
    .innerJoin(bookings, eq(bookings.id, bookingTables.booking_id))
    .where(
      and(
        tenantFilter(tx, bookingTables.business_id),
        eq(bookings.restaurant_id, q.restaurantId),
        gte(bookings.starts_at, q.from),
        lt(bookings.starts_at, q.to),
        inArray(bookings.status, [...HOLDING_STATUSES]),
      ),
    )
    .orderBy(asc(bookings.starts_at), asc(bookings.id), asc(bookingTables.table_id));
}

/**
 * Locks these tables until the commit, in id order, so two hosts holding the same table for two
 * bookings at once take turns: the second one's overlap check then sees the first one's hold.
 * `no key update` leaves the foreign keys' share locks (a party seated, an order placed) free.
 */
export function lockTablesForHold(tx: TenantTx, tableIds: number[]) {
  return tx
    .select({ id: floorTables.id })
    .from(floorTables)
    .where(and(tenantFilter(tx, floorTables.business_id), inArray(floorTables.id, tableIds)))
    .orderBy(asc(floorTables.id))
    .for('no key update');
}

/**
 * Another booking still holding one of these tables at a time overlapping [startsAt, endsAt):
 * the first found, or none.
 */
export async function findOverlappingHold(
  tx: TenantTx,
  q: { bookingId: number; tableIds: number[]; startsAt: Date; endsAt: Date },
) {
  if (q.tableIds.length === 0) return undefined;
  const [row] = await tx
    .select({ booking_id: bookingTables.booking_id, table_id: bookingTables.table_id })
    .from(bookingTables)
    .innerJoin(bookings, eq(bookings.id, bookingTables.booking_id))
    .where(
      and(
        tenantFilter(tx, bookingTables.business_id),
        inArray(bookingTables.table_id, q.tableIds),
        ne(bookingTables.booking_id, q.bookingId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        lt(bookings.starts_at, q.endsAt),
        gt(bookings.ends_at, q.startsAt),
      ),
    )
    .limit(1);
  return row;
}
