import type { TenantTx } from '../../db/tenant-scope';
import {
  type OnlineTakingsRow,
  sumOnlineTakingsByMonth,
} from './order-report-aggregates.repository';

export type { OnlineTakingsRow };

/**
 * What the reports module reads of orders (DESIGN.md §11: reports calls this service, never the
 * repository): a restaurant's online takings per month of its own time zone, summed in SQL.
 */
export function onlineTakingsByMonth(
  tx: TenantTx,
  q: { restaurantId: number; timeZone: string; from: Date; to: Date },
): Promise<OnlineTakingsRow[]> {
  return sumOnlineTakingsByMonth(tx, q);
}
