import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { wages } from '../../db/schema/staff';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/** A restaurant's month of recorded wages, in cents. */
export interface WageMonthRow {
  month: string;
  restaurantId: number;
  cents: number;
}

/**
 * The wages recorded for each restaurant and month (what the owner set, not the proposal), summed
 * in one statement over `wages_business_restaurant_month_idx`.
 */
export async function sumWagesByMonth(
  tx: TenantTx,
  q: { restaurantIds: readonly number[]; fromDay: string; toDay: string },
): Promise<WageMonthRow[]> {
  if (q.restaurantIds.length === 0) return [];
  const rows = await tx
    .select({
      month: sql<string>`to_char(${wages.month}, 'YYYY-MM')`,
      restaurantId: wages.restaurant_id,
      cents: sql<string>`sum(${wages.wage_cents}::bigint)`,
    })
    .from(wages)
    .where(
      and(
        tenantFilter(tx, wages.business_id),
        inArray(wages.restaurant_id, [...q.restaurantIds]),
        gte(wages.month, q.fromDay),
        lt(wages.month, q.toDay),
      ),
    )
    .groupBy(sql`1`, wages.restaurant_id);
  return rows.map((r) => ({
    month: r.month,
    restaurantId: r.restaurantId,
    cents: Number(r.cents ?? 0),
  }));
}
