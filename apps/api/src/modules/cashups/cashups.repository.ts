import type { CashUpType } from '@coperto/shared/cashups/cashup.constants';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { cashUpEvents, cashUpStaff, cashUps } from '../../db/schema/cashups';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type CashUpRow = typeof cashUps.$inferSelect;
export type NewCashUpRow = typeof cashUps.$inferInsert;
export type CashUpChanges = Partial<
  Omit<
    CashUpRow,
    'id' | 'business_id' | 'restaurant_id' | 'cash_up_date' | 'type' | 'created_at' | 'created_by'
  >
>;
export type CashUpEventRow = typeof cashUpEvents.$inferSelect;

export async function findCashUpById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(cashUps)
    .where(and(tenantFilter(tx, cashUps.business_id), eq(cashUps.id, q.id)));
  return row;
}

/** The day's cash-ups of a restaurant (its final and its partial closes). */
export function listDayRows(tx: TenantTx, restaurantId: number, day: string) {
  return tx
    .select()
    .from(cashUps)
    .where(
      and(
        tenantFilter(tx, cashUps.business_id),
        eq(cashUps.restaurant_id, restaurantId),
        eq(cashUps.cash_up_date, day),
      ),
    )
    .orderBy(asc(cashUps.id));
}

export async function findDayRow(
  tx: TenantTx,
  q: { restaurantId: number; day: string; type: CashUpType },
) {
  const [row] = await tx
    .select({ id: cashUps.id })
    .from(cashUps)
    .where(
      and(
        tenantFilter(tx, cashUps.business_id),
        eq(cashUps.restaurant_id, q.restaurantId),
        eq(cashUps.cash_up_date, q.day),
        eq(cashUps.type, q.type),
      ),
    );
  return row;
}

/** A restaurant's cash-ups between two days (inclusive), on the (business, restaurant, date) index. */
export function listSpanRows(tx: TenantTx, q: { restaurantId: number; from: string; to: string }) {
  return tx
    .select()
    .from(cashUps)
    .where(
      and(
        tenantFilter(tx, cashUps.business_id),
        eq(cashUps.restaurant_id, q.restaurantId),
        gte(cashUps.cash_up_date, q.from),
        lte(cashUps.cash_up_date, q.to),
      ),
    )
    .orderBy(asc(cashUps.cash_up_date), asc(cashUps.id));
}

const SORT_COLUMNS = {
  cash_up_date: cashUps.cash_up_date,
  created_at: cashUps.created_at,
} as const;

/** What a cash-up took, in SQL: bnt + cash + the expenses paid from the till. */
const takingsSql = sql<string>`${cashUps.bnt_cents} + ${cashUps.cash_cents} + ${cashUps.extra_expenses_cents}`;
const coversSql = sql<string>`${cashUps.breakfast_count} + ${cashUps.lunch_count} + ${cashUps.aperitif_count} + ${cashUps.dinner_count}`;

export async function listCashUpRows(
  tx: TenantTx,
  q: {
    restaurantId: number;
    type?: CashUpType;
    from: string;
    to: string;
    search?: string;
    orderByColumn: keyof typeof SORT_COLUMNS;
    orderByType: 'asc' | 'desc';
    page: number;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    tenantFilter(tx, cashUps.business_id),
    eq(cashUps.restaurant_id, q.restaurantId),
    gte(cashUps.cash_up_date, q.from),
    lte(cashUps.cash_up_date, q.to),
  ];
  if (q.type) conditions.push(eq(cashUps.type, q.type));
  if (q.search) {
    conditions.push(ilike(cashUps.notes, containsPattern(q.search)));
  }
  const where = and(...conditions);
  const direction = q.orderByType === 'asc' ? asc : desc;
  // The totals count the day's takings once: the final closes when the list has every type.
  const totalsWhere = q.type ? where : and(where, eq(cashUps.type, 'final'));
  const rows = await tx
    .select()
    .from(cashUps)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.orderByColumn]), direction(cashUps.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ total: count() }).from(cashUps).where(where);
  const [sums] = await tx
    .select({
      cents: sql<string>`coalesce(sum(${takingsSql}), 0)`,
      covers: sql<string>`coalesce(sum(${coversSql}), 0)`,
    })
    .from(cashUps)
    .where(totalsWhere);
  return {
    rows,
    total: total?.total ?? 0,
    takingsCents: Number(sums?.cents ?? 0),
    covers: Number(sums?.covers ?? 0),
  };
}

export async function insertCashUpRow(tx: TenantTx, values: NewCashUpRow) {
  const [row] = await tx.insert(cashUps).values(values).returning();
  return row!;
}

export async function updateCashUpRow(tx: TenantTx, id: number, changes: CashUpChanges) {
  const [row] = await tx
    .update(cashUps)
    .set(changes)
    .where(and(tenantFilter(tx, cashUps.business_id), eq(cashUps.id, id)))
    .returning();
  return row!;
}

/** Locks the cash-up's row until the transaction ends: two edits of one close are one after the other. */
export async function lockCashUpRow(tx: TenantTx, id: number) {
  const [row] = await tx
    .select()
    .from(cashUps)
    .where(and(tenantFilter(tx, cashUps.business_id), eq(cashUps.id, id)))
    .for('update');
  return row;
}

export async function staffIdsOf(tx: TenantTx, cashUpId: number) {
  const rows = await tx
    .select({ user_id: cashUpStaff.user_id })
    .from(cashUpStaff)
    .where(and(tenantFilter(tx, cashUpStaff.business_id), eq(cashUpStaff.cash_up_id, cashUpId)))
    .orderBy(asc(cashUpStaff.user_id));
  return rows.map((r) => r.user_id);
}

export async function replaceStaff(
  tx: TenantTx,
  owner: { businessId: number; cashUpId: number },
  userIds: readonly number[],
) {
  await tx
    .delete(cashUpStaff)
    .where(
      and(tenantFilter(tx, cashUpStaff.business_id), eq(cashUpStaff.cash_up_id, owner.cashUpId)),
    );
  if (userIds.length === 0) return;
  await tx.insert(cashUpStaff).values(
    userIds.map((userId) => ({
      business_id: owner.businessId,
      cash_up_id: owner.cashUpId,
      user_id: userId,
    })),
  );
}

export async function insertCashUpEvent(tx: TenantTx, values: typeof cashUpEvents.$inferInsert) {
  await tx.insert(cashUpEvents).values(values);
}

export function listEventRows(tx: TenantTx, cashUpId: number) {
  return tx
    .select()
    .from(cashUpEvents)
    .where(and(tenantFilter(tx, cashUpEvents.business_id), eq(cashUpEvents.cash_up_id, cashUpId)))
    .orderBy(desc(cashUpEvents.id))
    .limit(200);
}
