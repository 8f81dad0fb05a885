import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, sql, sum } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { bookingCoverLoads, bookingEvents, bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/identity';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type NewBookingEventRow = typeof bookingEvents.$inferInsert;

// ---------------------------------------------------------------- public reads

/** The booking a guest's manage link names, by its unguessable public id, in any business. */
export async function findBookingByPublicId(db: SystemDb, publicId: string) {
  const [row] = await db
    .select({ id: bookings.id, business_id: bookings.business_id })
    .from(bookings)
    .where(eq(bookings.public_id, publicId));
  return row;
}

// ---------------------------------------------------------------- covers

export interface CoverKey {
  businessId: number;
  restaurantId: number;
  kind: 'slot' | 'service';
  startsAt: Date;
}

/** Covers taken per kind and start (epoch ms) in [from, to]. */
export async function findCoverLoads(
  tx: TenantTx,
  restaurantId: number,
  from: Date,
  to: Date,
): Promise<{ slot: Map<number, number>; service: Map<number, number> }> {
  const rows = await tx
    .select({
      kind: bookingCoverLoads.kind,
      starts_at: bookingCoverLoads.starts_at,
      covers: bookingCoverLoads.covers,
    })
    .from(bookingCoverLoads)
    .where(
      and(
        tenantFilter(tx, bookingCoverLoads.business_id),
        eq(bookingCoverLoads.restaurant_id, restaurantId),
        gte(bookingCoverLoads.starts_at, from),
        lte(bookingCoverLoads.starts_at, to),
      ),
    );
  const loads = { slot: new Map<number, number>(), service: new Map<number, number>() };
  for (const row of rows) loads[row.kind].set(row.starts_at.getTime(), row.covers);
  return loads;
}

function ofCoverKey(tx: TenantTx, key: CoverKey) {
  return and(
    tenantFilter(tx, bookingCoverLoads.business_id),
    eq(bookingCoverLoads.restaurant_id, key.restaurantId),
    eq(bookingCoverLoads.kind, key.kind),
    eq(bookingCoverLoads.starts_at, key.startsAt),
  );
}

/** One cover row to take places in, and its capacity (null: counted whatever the load). */
export interface CoverTake {
  key: CoverKey;
  capacity: number | null;
}

/**
 * Takes `covers` places in each row (at most one row of each kind: a service and a slot) where
 * they fit under its capacity, in one statement (decision 079): a missing row is made with the
 * places taken, an existing one raised while under the capacity. Either way the row stays locked
 * until the transaction ends, so of two guests racing for the last places exactly one gets them
 * (DESIGN.md §10). The rows are written in the order given (services first, as every booking
 * does: two bookings never wait on each other's rows crosswise). Answers the kinds whose places
 * were taken; the caller refuses when one is missing, and its rollback gives the others back.
 */
export async function takeCovers(
  tx: TenantTx,
  takes: readonly CoverTake[],
  covers: number,
): Promise<Set<CoverKey['kind']>> {
  // A row made now holds just these covers: more than the capacity never fit.
  const fitting = takes.filter((t) => t.capacity === null || covers <= t.capacity);
  if (fitting.length === 0) return new Set();
  const under = fitting.map((t) =>
    t.capacity === null
      ? sql`excluded.kind = ${t.key.kind}`
      : sql`(excluded.kind = ${t.key.kind} and ${bookingCoverLoads.covers} + excluded.covers <= ${t.capacity}::int)`,
  );
  const taken = await tx
    .insert(bookingCoverLoads)
    .values(
      fitting.map((t) => ({
        business_id: t.key.businessId,
        restaurant_id: t.key.restaurantId,
        kind: t.key.kind,
        starts_at: t.key.startsAt,
        covers,
      })),
    )
    .onConflictDoUpdate({
      target: [
        bookingCoverLoads.restaurant_id,
        bookingCoverLoads.kind,
        bookingCoverLoads.starts_at,
      ],
      set: { covers: sql`${bookingCoverLoads.covers} + excluded.covers` },
      setWhere: and(
        tx.scope === 'platform' ? undefined : eq(bookingCoverLoads.business_id, tx.scope),
        sql`(${sql.join(under, sql` or `)})`,
      ),
    })
    .returning({ kind: bookingCoverLoads.kind });
  return new Set(taken.map((row) => row.kind));
}

/**
 * Locks the rows of several keys in one order every booking follows (services before slots, each
 * by time), making any that are missing: a change that gives one time back and takes another can
 * then never wait crosswise on a change going the other way.
 */
export async function lockCoverRows(tx: TenantTx, keys: readonly CoverKey[]) {
  if (keys.length === 0) return;
  await tx
    .insert(bookingCoverLoads)
    .values(
      keys.map((key) => ({
        business_id: key.businessId,
        restaurant_id: key.restaurantId,
        kind: key.kind,
        starts_at: key.startsAt,
        covers: 0,
      })),
    )
    .onConflictDoNothing();
  await tx
    .select({ covers: bookingCoverLoads.covers })
    .from(bookingCoverLoads)
    .where(or(...keys.map((key) => ofCoverKey(tx, key))))
    .orderBy(sql`${bookingCoverLoads.kind} = 'slot'`, asc(bookingCoverLoads.starts_at))
    .for('update');
}

/** Gives covers back (a booking cancelled, moved or made smaller). */
export async function releaseCovers(tx: TenantTx, key: CoverKey, covers: number) {
  await tx
    .update(bookingCoverLoads)
    .set({ covers: sql`greatest(${bookingCoverLoads.covers} - ${covers}, 0)` })
    .where(ofCoverKey(tx, key));
}

// ---------------------------------------------------------------- bookings

export async function insertBooking(tx: TenantTx, row: NewBookingRow): Promise<BookingRow> {
  const [saved] = await tx.insert(bookings).values(row).returning();
  return saved!;
}

export async function insertBookingEvents(tx: TenantTx, events: readonly NewBookingEventRow[]) {
  if (events.length > 0) await tx.insert(bookingEvents).values([...events]);
}

/**
 * Changes the booking only if it is still in `from`: two hosts tapping at once, or a guest and a
 * host, cannot both move it.
 */
export async function updateBooking(
  tx: TenantTx,
  q: { id: number; from: BookingRow['status'] },
  changes: Partial<
    Pick<
      BookingRow,
      | 'status'
      | 'reason'
      | 'party_size'
      | 'starts_at'
      | 'ends_at'
      | 'service_starts_at'
      | 'notes'
      | 'payment_due_until'
      | 'guest_confirmed_at'
      | 'updated_at'
    >
  >,
) {
  const [row] = await tx
    .update(bookings)
    .set(changes)
    .where(
      and(
        tenantFilter(tx, bookings.business_id),
        eq(bookings.id, q.id),
        eq(bookings.status, q.from),
      ),
    )
    .returning();
  return row;
}

export async function findBookingById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(tenantFilter(tx, bookings.business_id), eq(bookings.id, q.id)));
  return row;
}

/** The booking's history, oldest first, with the name of the staff member behind each move. */
export async function listBookingEvents(tx: TenantTx, bookingId: number) {
  return tx
    .select({
      from_status: bookingEvents.from_status,
      to_status: bookingEvents.to_status,
      reason: bookingEvents.reason,
      details: bookingEvents.details,
      created_at: bookingEvents.created_at,
      actor_kind: bookingEvents.actor_kind,
      actor_name: users.name,
      actor_surname: users.surname,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actor_user_id))
    .where(
      and(tenantFilter(tx, bookingEvents.business_id), eq(bookingEvents.booking_id, bookingId)),
    )
    .orderBy(asc(bookingEvents.id));
}
export type BookingEventRow = Awaited<ReturnType<typeof listBookingEvents>>[number];

export interface BookingFilter {
  restaurantId: number;
  from: Date;
  to: Date;
  status?: BookingRow['status'];
  source?: BookingRow['source'];
  search?: string;
}

function filterOf(tx: TenantTx, f: BookingFilter) {
  const search = f.search?.trim();
  return and(
    tenantFilter(tx, bookings.business_id),
    eq(bookings.restaurant_id, f.restaurantId),
    // The service's day decides (a table at 00:30 belongs to the evening before); the arrival's
    // bounds, a day wider, let the index on (restaurant, starts_at) find the rows.
    gte(bookings.service_starts_at, f.from),
    lt(bookings.service_starts_at, f.to),
    gte(bookings.starts_at, f.from),
    lt(bookings.starts_at, new Date(f.to.getTime() + 86_400_000)),
    f.status ? eq(bookings.status, f.status) : undefined,
    f.source ? eq(bookings.source, f.source) : undefined,
    search
      ? or(
          ilike(bookings.name, containsPattern(search)),
          ilike(bookings.phone, containsPattern(search)),
          ilike(bookings.email, containsPattern(search)),
          ilike(bookings.notes, containsPattern(search)),
        )
      : undefined,
  );
}

const SORTS = {
  starts_at: bookings.starts_at,
  party_size: bookings.party_size,
  name: bookings.name,
  created_at: bookings.created_at,
} as const;

export async function listBookingRows(
  tx: TenantTx,
  f: BookingFilter,
  page: { orderBy: keyof typeof SORTS; direction: 'asc' | 'desc'; limit: number; offset: number },
) {
  const column = SORTS[page.orderBy];
  const order = page.direction === 'asc' ? asc(column) : desc(column);
  return tx
    .select()
    .from(bookings)
    .where(filterOf(tx, f))
    .orderBy(order, page.direction === 'asc' ? asc(bookings.id) : desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many bookings the filter finds and their covers, cancelled ones aside. */
export async function totalsOfBookings(tx: TenantTx, f: BookingFilter) {
  const [row] = await tx
    .select({
      count: count(),
      covers: sum(
        sql`case when ${bookings.status} = 'cancelled' then 0 else ${bookings.party_size} end`,
      ).mapWith(Number),
    })
    .from(bookings)
    .where(filterOf(tx, f));
  return { count: row?.count ?? 0, covers: row?.covers ?? 0 };
}
