import { and, asc, count, eq, getTableColumns, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { bookingWaitlist } from '../../db/schema/bookings';
import { users } from '../../db/schema/identity';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type WaitlistRow = typeof bookingWaitlist.$inferSelect;
export type NewWaitlistRow = typeof bookingWaitlist.$inferInsert;

/** The entry a guest's link names, by its unguessable public id, in any business. */
export async function findWaitlistEntryByPublicId(db: SystemDb, publicId: string) {
  const [row] = await db
    .select({ id: bookingWaitlist.id, business_id: bookingWaitlist.business_id })
    .from(bookingWaitlist)
    .where(eq(bookingWaitlist.public_id, publicId));
  return row;
}

export async function findWaitlistEntryById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(bookingWaitlist)
    .where(and(tenantFilter(tx, bookingWaitlist.business_id), eq(bookingWaitlist.id, q.id)));
  return row;
}

/**
 * The entry, locked until the transaction ends: of two clicks on one offer link, or a click and
 * the offer's expiry, the second waits and then reads what the first made of it.
 */
export async function lockWaitlistEntry(tx: TenantTx, id: number) {
  const [row] = await tx
    .select()
    .from(bookingWaitlist)
    .where(and(tenantFilter(tx, bookingWaitlist.business_id), eq(bookingWaitlist.id, id)))
    .for('update');
  return row;
}

export async function insertWaitlistEntry(tx: TenantTx, row: NewWaitlistRow) {
  const [inserted] = await tx.insert(bookingWaitlist).values(row).returning();
  return inserted!;
}

/** Moves an entry from the status it was read in; undefined when it moved meanwhile. */
export async function updateWaitlistEntry(
  tx: TenantTx,
  q: { id: number; from: WaitlistRow['status'] },
  changes: Partial<NewWaitlistRow>,
) {
  const [row] = await tx
    .update(bookingWaitlist)
    .set(changes)
    .where(
      and(
        tenantFilter(tx, bookingWaitlist.business_id),
        eq(bookingWaitlist.id, q.id),
        eq(bookingWaitlist.status, q.from),
      ),
    )
    .returning();
  return row;
}

/** How many wait (or hold an offer) for one time: the line's length. */
export async function countInLine(tx: TenantTx, restaurantId: number, startsAt: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(bookingWaitlist)
    .where(
      and(
        tenantFilter(tx, bookingWaitlist.business_id),
        eq(bookingWaitlist.restaurant_id, restaurantId),
        eq(bookingWaitlist.starts_at, startsAt),
        inArray(bookingWaitlist.status, ['waiting', 'offered']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A service's line, first come first: the entries waiting or holding an offer for any of its
 * times still ahead of `after`.
 */
export async function listLineOfService(
  tx: TenantTx,
  restaurantId: number,
  serviceStartsAt: Date,
  after: Date,
) {
  return tx
    .select()
    .from(bookingWaitlist)
    .where(
      and(
        tenantFilter(tx, bookingWaitlist.business_id),
        eq(bookingWaitlist.restaurant_id, restaurantId),
        eq(bookingWaitlist.service_starts_at, serviceStartsAt),
        gt(bookingWaitlist.starts_at, after),
        inArray(bookingWaitlist.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(asc(bookingWaitlist.id));
}

/** An entry as the host reads it: with the name of whoever offered it by hand. */
export type WaitlistEntryRow = WaitlistRow & { offered_by_name: string | null };

function selectEntriesWithHost(tx: TenantTx) {
  return tx
    .select({
      ...getTableColumns(bookingWaitlist),
      offered_by_name: sql<
        string | null
      >`nullif(concat_ws(' ', ${users.name}, ${users.surname}), '')`,
    })
    .from(bookingWaitlist)
    .leftJoin(users, eq(users.id, bookingWaitlist.offered_by));
}

export async function findWaitlistEntryWithHost(tx: TenantTx, id: number) {
  const [row] = await selectEntriesWithHost(tx).where(
    and(tenantFilter(tx, bookingWaitlist.business_id), eq(bookingWaitlist.id, id)),
  );
  return row;
}

/**
 * The services whose line still waits for a time ahead of `after`, first first: where room opened
 * by the settings may now be offered.
 */
export async function listServicesWaiting(tx: TenantTx, restaurantId: number, after: Date) {
  const rows = await tx
    .selectDistinct({ service_starts_at: bookingWaitlist.service_starts_at })
    .from(bookingWaitlist)
    .where(
      and(
        tenantFilter(tx, bookingWaitlist.business_id),
        eq(bookingWaitlist.restaurant_id, restaurantId),
        gt(bookingWaitlist.starts_at, after),
        eq(bookingWaitlist.status, 'waiting'),
      ),
    )
    .orderBy(asc(bookingWaitlist.service_starts_at));
  return rows.map((row) => row.service_starts_at);
}

/** The day's entries (by the service's day, as the bookings' list), by time, then first come. */
export async function listWaitlistOfDay(
  tx: TenantTx,
  restaurantId: number,
  from: Date,
  to: Date,
): Promise<WaitlistEntryRow[]> {
  return selectEntriesWithHost(tx)
    .where(
      and(
        tenantFilter(tx, bookingWaitlist.business_id),
        eq(bookingWaitlist.restaurant_id, restaurantId),
        gte(bookingWaitlist.service_starts_at, from),
        lt(bookingWaitlist.service_starts_at, to),
        // The arrival's bounds, a day wider, let the index on (restaurant, starts_at) find them.
        gte(bookingWaitlist.starts_at, from),
        lt(bookingWaitlist.starts_at, new Date(to.getTime() + 86_400_000)),
      ),
    )
    .orderBy(asc(bookingWaitlist.starts_at), asc(bookingWaitlist.id))
    .limit(500);
}

/** The same guest already in the line of that time (by email, any case). */
export async function findInLineByEmail(
  tx: TenantTx,
  restaurantId: number,
  startsAt: Date,
  email: string,
) {
  const [row] = await tx
    .select()
    .from(bookingWaitlist)
    .where(
      and(
        tenantFilter(tx, bookingWaitlist.business_id),
        eq(bookingWaitlist.restaurant_id, restaurantId),
        eq(bookingWaitlist.starts_at, startsAt),
        sql`lower(${bookingWaitlist.email}) = lower(${email})`,
        inArray(bookingWaitlist.status, ['waiting', 'offered']),
      ),
    );
  return row;
}
