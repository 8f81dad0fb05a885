import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { cashUps } from '../../db/schema/cashups';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/** A restaurant's month of final closes: takings as counted and covers. */
export interface CashUpMonthRow {
  month: string;
  restaurantId: number;
  takingsCents: number;
  covers: number;
}

/**
 * Final closes (the day's takings counted once, as the cash-ups list's totals count them) summed
 * per restaurant and month, in one statement over `cash_ups_business_restaurant_date_idx`.
 * Takings are card + cash + what was paid out of the till (decision 075's figures).
 */
export async function sumCashUpsByMonth(
  tx: TenantTx,
  q: { restaurantIds: readonly number[]; fromDay: string; toDay: string },
): Promise<CashUpMonthRow[]> {
  if (q.restaurantIds.length === 0) return [];
  const rows = await tx
    .select({
      month: sql<string>`to_char(${cashUps.cash_up_date}, 'YYYY-MM')`,
      restaurantId: cashUps.restaurant_id,
      takings: sql<string>`sum(${cashUps.bnt_cents}::bigint + ${cashUps.cash_cents} + ${cashUps.extra_expenses_cents})`,
      covers: sql<string>`sum(${cashUps.breakfast_count}::bigint + ${cashUps.lunch_count} + ${cashUps.aperitif_count} + ${cashUps.dinner_count})`,
    })
    .from(cashUps)
    .where(
      and(
        tenantFilter(tx, cashUps.business_id),
        inArray(cashUps.restaurant_id, [...q.restaurantIds]),
        gte(cashUps.cash_up_date, q.fromDay),
        lt(cashUps.cash_up_date, q.toDay),
        eq(cashUps.type, 'final'),
      ),
    )
    .groupBy(sql`1`, cashUps.restaurant_id);
  return rows.map((r) => ({
    month: r.month,
    restaurantId: r.restaurantId,
    takingsCents: Number(r.takings ?? 0),
    covers: Number(r.covers ?? 0),
  }));
}
