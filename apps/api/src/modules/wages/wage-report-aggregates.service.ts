import type { TenantTx } from '../../db/tenant-scope';
import { sumWagesByMonth, type WageMonthRow } from './wage-report-aggregates.repository';

export type { WageMonthRow };

/**
 * What the reports module reads of wages (DESIGN.md §11): each restaurant's labour cost per month,
 * summed in SQL. The caller has checked that the user may read wages (managers may not).
 */
export function labourCostByMonth(
  tx: TenantTx,
  q: { restaurantIds: readonly number[]; fromDay: string; toDay: string },
): Promise<WageMonthRow[]> {
  return sumWagesByMonth(tx, q);
}
