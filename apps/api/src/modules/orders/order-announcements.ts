import type { TenantTx } from '../../db/tenant-scope';
import { publishEvent } from '../events/events.service';
import type { OrderRow } from './orders.repository';

/**
 * Tells every open board of the restaurant, in every API process, that an order came or moved
 * (DESIGN.md §10), once the order's transaction commits; a card order waiting for its payment is
 * not announced: the kitchen never sees it. The payload names the order, not its number (given at
 * the same commit): a board reads the order again.
 */
export async function announceOrder(
  tx: TenantTx,
  order: Pick<OrderRow, 'id' | 'business_id' | 'restaurant_id' | 'status'>,
  type: 'order.created' | 'order.updated',
) {
  if (order.status === 'awaiting_payment') return;
  await publishEvent(tx, {
    businessId: order.business_id,
    restaurantId: order.restaurant_id,
    type,
    payload: {
      order_id: order.id,
      restaurant_id: order.restaurant_id,
      status: order.status,
    },
  });
}

/** The restaurant paused, slowed or resumed its orders: boards show it at once. */
export async function announceOrderingChange(
  tx: TenantTx,
  restaurant: { id: number; business_id: number },
) {
  await publishEvent(tx, {
    businessId: restaurant.business_id,
    restaurantId: restaurant.id,
    type: 'ordering.updated',
    payload: { restaurant_id: restaurant.id },
  });
}
