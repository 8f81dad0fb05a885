import type { TenantTx } from '../../db/tenant-scope';
import { sumCardOrders } from './order-takings.repository';

/**
 * What the cash-ups ask of orders (DESIGN.md §11: cashups → orders): the online orders a
 * restaurant was paid by card in a span, to reconcile beside the till.
 */
export function cardOrderTakings(tx: TenantTx, q: { restaurantId: number; from: Date; to: Date }) {
  return sumCardOrders(tx, q);
}
