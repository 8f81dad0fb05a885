import type { TenantTx } from '../../db/tenant-scope';
import { publishEvent } from '../events/events.service';
import type { OrderRow } from './orders.repository';

/**
 * Tells every open board of the restaurant, in every API process, that an order came or moved
 * (DESIGN.md §10). Called last in the order's transaction (events.service.ts says why); a card
 * order waiting for its payment is not announced: the kitchen never sees it.
 */
export async function announceOrder(
  tx: TenantTx,
  order: Pick<OrderRow, 'id' | 'business_id' | 'restaurant_id' | 'status' | 'number'>,
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
      number: order.number,
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
