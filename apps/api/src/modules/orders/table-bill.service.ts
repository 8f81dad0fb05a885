import type { TenantTx } from '../../db/tenant-scope';
import { announceOrder } from './order-announcements';
import { markOrdersPaidAtRestaurant } from './orders.repository';

/**
 * A table's bill was paid (decision 061, the floor's call in its own transaction): its orders paid
 * at the restaurant are paid, so the orders list says so, and the boards hear each one.
 */
export async function markTableOrdersPaid(tx: TenantTx, orderIds: readonly number[], now: Date) {
  const paid = await markOrdersPaidAtRestaurant(tx, orderIds, now);
  for (const order of paid) await announceOrder(tx, order, 'order.updated');
}
