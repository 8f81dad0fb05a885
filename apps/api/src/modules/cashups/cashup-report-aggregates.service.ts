import type { TenantTx } from '../../db/tenant-scope';
import { type CashUpMonthRow, sumCashUpsByMonth } from './cashup-report-aggregates.repository';

export type { CashUpMonthRow };

/**
 * What the reports module reads of cash-ups (DESIGN.md §11): each restaurant's takings and covers
 * per month, from the final closes, summed in SQL. Days are `YYYY-MM-DD`, `toDay` excluded.
 */
export function cashUpTakingsByMonth(
  tx: TenantTx,
  q: { restaurantIds: readonly number[]; fromDay: string; toDay: string },
): Promise<CashUpMonthRow[]> {
  return sumCashUpsByMonth(tx, q);
}
