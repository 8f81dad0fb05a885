import type { PlaceOrderBodySchema, PublicOrder } from '@coperto/shared/orders/order.schemas';
import type { z } from 'zod';
import type { ServiceContext } from '../../shared/context';
import { forgetCart } from '../cart/cart.service';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import { announceOrder } from './order-announcements';
import { createOrder, refuse } from './order-creation';
import { queueOrderEmails } from './order-jobs';
import { toPublicOrder } from './order-views';
import { listOrderEvents, listOrderItems } from './orders.repository';
import {
  closedReasonOf,
  enabledTypes,
  inPublicRestaurant,
  paymentMethodsOf,
} from './public-ordering.service';

type PlaceOrderInput = z.output<typeof PlaceOrderBodySchema>;

/**
 * Places a guest's order (DESIGN.md §10), all in one transaction of the restaurant's tenant: the
 * idempotency key, what the site offers now, the order (order-creation.ts) and the cart emptied.
 * Any refusal rolls all of it back, so bad input stores nothing.
 */
export function placeOrder(
  ctx: ServiceContext,
  publicKey: string,
  body: PlaceOrderInput,
  idempotencyKey: string,
): Promise<KeyedAnswer<PublicOrder>> {
  const now = ctx.clock.now();
  return inPublicRestaurant(ctx, publicKey, (tx, place, restaurant) =>
    onceForKey(
      tx,
      {
        businessId: restaurant.business_id,
        operation: 'order.place',
        key: idempotencyKey,
        body,
        now,
      },
      async () => {
        if (closedReasonOf(place, now) !== null) {
          refuse('type', 'ordering_closed', 'The restaurant is not taking orders now');
        }
        if (!enabledTypes(place).includes(body.type)) {
          refuse('type', 'type_unavailable', 'The restaurant does not take this kind of order');
        }
        if (!paymentMethodsOf(place, ctx).includes(body.payment_method)) {
          refuse('payment_method', 'payment_unavailable', 'This way to pay is not offered');
        }
        const order = await createOrder(
          tx,
          restaurant,
          place,
          {
            source: 'online',
            type: body.type,
            slot: body.slot,
            items: body.items,
            customer: body.customer,
            deliveryAddress: body.delivery_address ?? null,
            notes: body.notes,
            paymentMethod: body.payment_method,
            language: body.language,
            marketingConsent: body.marketing_consent,
            privacyConsentAt: now,
            createdBy: null,
          },
          now,
        );
        if (body.cart_temp_id) {
          await forgetCart(tx, {
            businessId: restaurant.business_id,
            restaurantId: restaurant.id,
            tempId: body.cart_temp_id,
          });
        }
        const [lines, events] = await Promise.all([
          listOrderItems(tx, order.id),
          listOrderEvents(tx, order.id),
        ]);
        await queueOrderEmails(tx, order, 'placed');
        await announceOrder(tx, order, 'order.created');
        return { statusCode: 201, body: toPublicOrder(order, lines, events, restaurant) };
      },
    ),
  );
}
