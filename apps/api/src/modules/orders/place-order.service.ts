import type { TableOrderBodySchema } from '@coperto/shared/floor/service.schemas';
import type { PlaceOrderBodySchema, PublicOrder } from '@coperto/shared/orders/order.schemas';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import { forgetCart } from '../cart/cart.service';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import type { RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { announceOrder } from './order-announcements';
import { numbered, type PendingOrder, refuse, takeSlot, writeOrder } from './order-creation';
import { queueOrderEmails } from './order-jobs';
import { toPublicOrder } from './order-views';
import {
  closedReasonOf,
  enabledTypes,
  inPublicRestaurant,
  paymentMethodsOf,
} from './public-ordering.service';

type PlaceOrderInput = z.output<typeof PlaceOrderBodySchema>;

/** Once a guest's order is written, in its transaction: the cart it came from, the emails. */
async function emptyCartAndQueueEmails(
  tx: TenantTx,
  restaurant: RestaurantRow,
  pending: PendingOrder,
  cartTempId: string | undefined,
) {
  if (cartTempId) {
    await forgetCart(tx, {
      businessId: restaurant.business_id,
      restaurantId: restaurant.id,
      tempId: cartTempId,
    });
  }
  await queueOrderEmails(tx, pending.order, 'placed');
}

/**
 * Places a guest's order (DESIGN.md §10), all in one transaction of the restaurant's tenant: the
 * idempotency key, what the site offers now, the order (order-creation.ts), the cart emptied and
 * the emails queued, then the slot's place, the row the slot's orders wait on, as late as can be;
 * the commit gives the day's number and the live event's id (decision 091). Any refusal rolls all
 * of it back: bad input stores nothing.
 */
export async function placeOrder(
  ctx: ServiceContext,
  publicKey: string,
  body: PlaceOrderInput,
  idempotencyKey: string,
): Promise<KeyedAnswer<PublicOrder>> {
  const now = ctx.clock.now();
  const answer: KeyedAnswer<PublicOrder> = await inPublicRestaurant(
    ctx,
    publicKey,
    (tx, place, restaurant) =>
      onceForKey(
        tx,
        {
          businessId: restaurant.business_id,
          operation: 'order.place',
          key: idempotencyKey,
          // The restaurant is part of the request: the same key at another one is another order.
          body: { restaurant: restaurant.id, ...body },
          now,
        },
        async (saveEarly) => {
          if (closedReasonOf(place, now) !== null) {
            refuse('type', 'ordering_closed', 'The restaurant is not taking orders now');
          }
          if (!enabledTypes(place).includes(body.type)) {
            refuse('type', 'type_unavailable', 'The restaurant does not take this kind of order');
          }
          if (!paymentMethodsOf(place, ctx).includes(body.payment_method)) {
            refuse('payment_method', 'payment_unavailable', 'This way to pay is not offered');
          }
          const pending = await writeOrder(
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
              discountCode: body.discount_code || null,
              giftCardCode: body.gift_card_code || null,
            },
            now,
          );
          await emptyCartAndQueueEmails(tx, restaurant, pending, body.cart_temp_id);
          // The row the slot's orders share, last: from here to the commit only the key's answer
          // and the live event remain (decisions 052, 088).
          const order = await takeSlot(tx, pending);
          const answer = {
            statusCode: 201,
            body: toPublicOrder(order, pending.lines, pending.events, restaurant, null),
          };
          await saveEarly(answer);
          await announceOrder(tx, order, 'order.created');
          return answer;
        },
      ),
  );
  return numbered(ctx, answer);
}

/** The guest's order from a table's QR code, as the floor module found the table (decision 061). */
export interface TableOrderPlacement {
  /** The restaurant of the table, by its public key, as the site's checkout names it. */
  publicKey: string;
  tableId: number;
  /** The table's name, as the guest's tracking page says it ("Al tavolo 12"). */
  tableName: string;
  body: z.output<typeof TableOrderBodySchema>;
  idempotencyKey: string;
  /**
   * Puts the written order on the table's bill, in the order's own transaction (the floor's part:
   * orders know no seatings, §11's arrows point from floor to orders). A throw rolls all back.
   */
  attach: (
    tx: TenantTx,
    order: { id: number; restaurant_id: number; customer_name: string },
  ) => Promise<void>;
  /** The floor's live event, after the order's own (every publisher in the same order: no deadlock). */
  announce: (tx: TenantTx) => Promise<void>;
}

/**
 * Places a `table` order: the checkout's rules, prices, guest and emails, as soon as possible and
 * paid at the restaurant with the table's bill, then handed to the floor to put on the bill. It
 * answers as the checkout does, so the guest follows it on the same tracking page.
 */
export async function placeTableOrder(
  ctx: ServiceContext,
  placement: TableOrderPlacement,
): Promise<KeyedAnswer<PublicOrder>> {
  const { body } = placement;
  const now = ctx.clock.now();
  const answer: KeyedAnswer<PublicOrder> = await inPublicRestaurant(
    ctx,
    placement.publicKey,
    (tx, place, restaurant) =>
      onceForKey(
        tx,
        {
          businessId: restaurant.business_id,
          operation: 'order.place-at-table',
          key: placement.idempotencyKey,
          body: { table: placement.tableId, ...body },
          now,
        },
        async (saveEarly) => {
          if (closedReasonOf(place, now) !== null) {
            refuse('type', 'ordering_closed', 'The restaurant is not taking orders now');
          }
          if (!place.settings.pay_at_restaurant) {
            refuse('payment_method', 'payment_unavailable', 'This way to pay is not offered');
          }
          const pending = await writeOrder(
            tx,
            restaurant,
            place,
            {
              source: 'online',
              type: 'table',
              slot: 'asap',
              items: body.items,
              customer: {
                name: body.customer.name,
                email: body.customer.email ?? null,
                phone: body.customer.phone ?? null,
              },
              deliveryAddress: null,
              notes: body.notes,
              paymentMethod: 'at_restaurant',
              language: body.language,
              marketingConsent: body.marketing_consent,
              privacyConsentAt: now,
              createdBy: null,
              discountCode: body.discount_code || null,
              giftCardCode: body.gift_card_code || null,
              tableId: placement.tableId,
            },
            now,
          );
          await emptyCartAndQueueEmails(tx, restaurant, pending, body.cart_temp_id);
          await placement.attach(tx, pending.order);
          const order = await takeSlot(tx, pending);
          const answer = {
            statusCode: 201,
            body: toPublicOrder(
              order,
              pending.lines,
              pending.events,
              restaurant,
              placement.tableName,
            ),
          };
          await saveEarly(answer);
          await announceOrder(tx, order, 'order.created');
          await placement.announce(tx);
          return answer;
        },
      ),
  );
  return numbered(ctx, answer);
}
