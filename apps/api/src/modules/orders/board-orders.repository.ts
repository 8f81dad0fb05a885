import { BOARD_STATUSES, FINAL_ORDER_STATUSES } from '@coperto/shared/orders/order-states';
import { and, asc, desc, eq, gte, inArray, lt, not } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

// The live board's reads (decision 051). Both order reads walk the index on
// (restaurant_id, status, order_datetime): one range per status, the newest first.

/**
 * The restaurant's orders still open, whatever day they were placed: the newest `limit` of them
 * (a board that lost track of old ones still shows the new). Card orders not paid yet are not
 * open for the kitchen (`awaiting_payment` is not a board state).
 */
export async function listOpenOrders(tx: TenantTx, q: { restaurantId: number; limit: number }) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        tenantFilter(tx, orders.business_id),
        eq(orders.restaurant_id, q.restaurantId),
        inArray(orders.status, [...BOARD_STATUSES]),
      ),
    )
    .orderBy(desc(orders.order_datetime), desc(orders.id))
    .limit(q.limit);
}

/**
 * The restaurant's orders placed in [from, to) that are finished, the newest `limit` of them;
 * not a card order let go unpaid (the kitchen never had it).
 */
export async function listFinishedOrders(
  tx: TenantTx,
  q: { restaurantId: number; from: Date; to: Date; limit: number },
) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        tenantFilter(tx, orders.business_id),
        eq(orders.restaurant_id, q.restaurantId),
        inArray(orders.status, [...FINAL_ORDER_STATUSES]),
        not(and(eq(orders.payment_method, 'card'), eq(orders.payment_status, 'unpaid'))!),
        gte(orders.order_datetime, q.from),
        lt(orders.order_datetime, q.to),
      ),
    )
    .orderBy(desc(orders.order_datetime), desc(orders.id))
    .limit(q.limit);
}

/** The dishes of these orders as a card shows them (the delivery fee is not one), in order. */
export async function listBoardLines(tx: TenantTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      order_id: orderItems.order_id,
      name: orderItems.name,
      variant_name: orderItems.variant_name,
      quantity: orderItems.quantity,
      notes: orderItems.notes,
    })
    .from(orderItems)
    .where(
      and(
        tenantFilter(tx, orderItems.business_id),
        inArray(orderItems.order_id, [...orderIds]),
        eq(orderItems.kind, 'dish'),
      ),
    )
    .orderBy(asc(orderItems.order_id), asc(orderItems.position));
}
