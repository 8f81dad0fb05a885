import type { ShiftService } from '@coperto/shared/staff/staff.constants';
import { SHIFT_SERVICES } from '@coperto/shared/staff/staff.constants';
import { and, asc, between, eq, isNotNull, sql } from 'drizzle-orm';
import { rotaShifts, rotaWeeks } from '../../db/schema/staff';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/** Services in the order of a day (breakfast … dinner), not of their names' spelling. */
const serviceRank = sql`case ${rotaShifts.service} ${sql.join(
  SHIFT_SERVICES.map((service, rank) => sql`when ${service} then ${rank}`),
  sql` `,
)} end`;

export type RotaWeekRow = typeof rotaWeeks.$inferSelect;
export interface ShiftCell {
  user_id: number;
  day: string;
  service: ShiftService;
}

export async function findRotaWeek(tx: TenantTx, q: { restaurantId: number; weekStart: string }) {
  const [row] = await tx
    .select()
    .from(rotaWeeks)
    .where(
      and(
        tenantFilter(tx, rotaWeeks.business_id),
        eq(rotaWeeks.restaurant_id, q.restaurantId),
        eq(rotaWeeks.week_start, q.weekStart),
      ),
    );
  return row;
}

export async function findRotaWeekById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(rotaWeeks)
    .where(and(tenantFilter(tx, rotaWeeks.business_id), eq(rotaWeeks.id, q.id)));
  return row;
}

/** The week's row, made as a draft when it is not there yet; locked for the caller's change. */
export async function lockRotaWeek(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number; weekStart: string },
) {
  await tx
    .insert(rotaWeeks)
    .values({ business_id: q.businessId, restaurant_id: q.restaurantId, week_start: q.weekStart })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(rotaWeeks)
    .where(
      and(
        tenantFilter(tx, rotaWeeks.business_id),
        eq(rotaWeeks.restaurant_id, q.restaurantId),
        eq(rotaWeeks.week_start, q.weekStart),
      ),
    )
    .for('update');
  return row!;
}

export async function updateRotaWeek(
  tx: TenantTx,
  id: number,
  changes: Partial<Pick<RotaWeekRow, 'status' | 'published_at' | 'published_by' | 'updated_at'>>,
) {
  const [row] = await tx
    .update(rotaWeeks)
    .set(changes)
    .where(and(tenantFilter(tx, rotaWeeks.business_id), eq(rotaWeeks.id, id)))
    .returning();
  return row!;
}

export async function listWeekShifts(tx: TenantTx, weekId: number): Promise<ShiftCell[]> {
  return tx
    .select({ user_id: rotaShifts.user_id, day: rotaShifts.day, service: rotaShifts.service })
    .from(rotaShifts)
    .where(and(tenantFilter(tx, rotaShifts.business_id), eq(rotaShifts.week_id, weekId)))
    .orderBy(asc(rotaShifts.day), asc(rotaShifts.user_id), asc(serviceRank));
}

/** Replaces the week's shifts with `cells` (already checked and without repeats). */
export async function replaceWeekShifts(
  tx: TenantTx,
  week: Pick<RotaWeekRow, 'id' | 'business_id' | 'restaurant_id'>,
  cells: readonly ShiftCell[],
) {
  await tx
    .delete(rotaShifts)
    .where(and(tenantFilter(tx, rotaShifts.business_id), eq(rotaShifts.week_id, week.id)));
  if (cells.length === 0) return;
  await tx.insert(rotaShifts).values(
    cells.map((c) => ({
      business_id: week.business_id,
      restaurant_id: week.restaurant_id,
      week_id: week.id,
      user_id: c.user_id,
      day: c.day,
      service: c.service,
    })),
  );
}

/** A person's shifts between two days (inclusive) in weeks published at least once. */
export async function listPublishedShiftsOfUser(
  tx: TenantTx,
  q: { userId: number; from: string; to: string },
) {
  return tx
    .select({
      restaurant_id: rotaShifts.restaurant_id,
      day: rotaShifts.day,
      service: rotaShifts.service,
    })
    .from(rotaShifts)
    .innerJoin(rotaWeeks, eq(rotaWeeks.id, rotaShifts.week_id))
    .where(
      and(
        tenantFilter(tx, rotaShifts.business_id),
        eq(rotaShifts.user_id, q.userId),
        between(rotaShifts.day, q.from, q.to),
        isNotNull(rotaWeeks.published_at),
      ),
    )
    .orderBy(asc(rotaShifts.day), asc(serviceRank));
}

/**
 * The worked shifts of a restaurant between two days: those of weeks published at least once
 * (decision 077). Read through the (business_id, restaurant_id, day) index.
 */
export async function listWorkedShifts(
  tx: TenantTx,
  q: { restaurantId: number; from: string; to: string },
): Promise<ShiftCell[]> {
  return tx
    .select({ user_id: rotaShifts.user_id, day: rotaShifts.day, service: rotaShifts.service })
    .from(rotaShifts)
    .innerJoin(rotaWeeks, eq(rotaWeeks.id, rotaShifts.week_id))
    .where(
      and(
        tenantFilter(tx, rotaShifts.business_id),
        eq(rotaShifts.restaurant_id, q.restaurantId),
        between(rotaShifts.day, q.from, q.to),
        isNotNull(rotaWeeks.published_at),
      ),
    )
    .orderBy(asc(rotaShifts.user_id), asc(rotaShifts.day));
}
