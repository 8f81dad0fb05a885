import { randomBytes } from 'node:crypto';
import { ORDER_DAYS_AHEAD, type OrderRule } from '@coperto/shared/orders/order.constants';
import type { PlaceOrderBodySchema, PublicOrder } from '@coperto/shared/orders/order.schemas';
import { localDateOf, wallClockAt } from '@coperto/shared/restaurants/opening-hours';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import {
  firstOpenSlot,
  isOfferedSlot,
  orderableDates,
  takeKitchenPlace,
} from '../availability/availability.service';
import { forgetCart } from '../cart/cart.service';
import { recordGuestOrder } from '../guests/guests.service';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import { itemsForOrder } from '../menus/orderable-items.service';
import { listRestaurantLanguages } from '../restaurants/tenant-restaurants.service';
import { assertSellable, breakdownOf, priceOrder } from './order-pricing';
import { toPublicOrder } from './order-views';
import { findVatRates } from './ordering-settings.repository';
import type { OrderingPlace } from './ordering-settings.service';
import {
  insertOrder,
  insertOrderEvent,
  listOrderEvents,
  listOrderItems,
  takeOrderNumber,
} from './orders.repository';
import {
  closedReasonOf,
  enabledTypes,
  inPublicRestaurant,
  kitchenOf,
  paymentMethodsOf,
} from './public-ordering.service';

type PlaceOrderInput = z.output<typeof PlaceOrderBodySchema>;

function refuse(field: string, rule: OrderRule, detail: string): never {
  throw ruleBroken(detail, { [field]: rule });
}

/** The delivery zone of the address's postcode; the order is refused outside every zone. */
function zoneOf(place: OrderingPlace, body: PlaceOrderInput) {
  if (body.type !== 'delivery') return null;
  const postcode = body.delivery_address?.cap ?? '';
  const zone = place.settings.delivery_zones.find((z) => z.postcodes.includes(postcode));
  if (!zone) refuse('delivery_address.cap', 'outside_zone', 'We do not deliver to this postcode');
  return zone;
}

/** The slot the guest chose, checked against the hours, the lead time and the days ahead. */
async function chosenSlot(
  tx: TenantTx,
  place: OrderingPlace,
  slot: string,
  now: Date,
): Promise<{ start: Date; asap: boolean }> {
  const kitchen = kitchenOf(place, now);
  if (slot === 'asap') {
    const first = await firstOpenSlot(tx, kitchen, now, ORDER_DAYS_AHEAD);
    if (!first) refuse('slot', 'slot_unavailable', 'There is no time left to order for');
    return { start: new Date(first), asap: true };
  }
  const start = new Date(slot);
  const day = localDateOf(kitchen.timeZone, start.getTime());
  if (
    !isOfferedSlot(kitchen, start, now) ||
    !orderableDates(kitchen.timeZone, now, ORDER_DAYS_AHEAD + 1).includes(day)
  ) {
    refuse('slot', 'slot_unavailable', 'This time cannot be chosen: pick one of the times offered');
  }
  return { start, asap: false };
}

/**
 * Places a guest's order (DESIGN.md §10), all in one transaction of the restaurant's tenant:
 * the idempotency key, the price recomputed from the menu, the slot's place taken under its
 * row lock, the guest, the order with its lines and first event, the cart emptied. Any refusal
 * rolls all of it back, so bad input stores nothing.
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
        const zone = zoneOf(place, body);
        const slot = await chosenSlot(tx, place, body.slot, now);
        const [items, vatRates, languages] = await Promise.all([
          itemsForOrder(
            tx,
            restaurant.id,
            body.items.map((line) => line.item_id),
          ),
          findVatRates(tx),
          listRestaurantLanguages(tx, restaurant.id),
        ]);
        const priced = priceOrder({
          lines: body.items,
          items,
          type: body.type,
          slotClock: wallClockAt(restaurant.time_zone, slot.start.getTime()),
          language: body.language,
          fallbackLanguage: languages[0] ?? body.language,
          vatRates,
          deliveryFee: zone
            ? { cents: zone.fee_cents, vatRate: place.settings.delivery_fee_vat_rate }
            : null,
        });
        assertSellable(priced);
        const minimum = Math.max(place.settings.min_order_cents, zone?.min_order_cents ?? 0);
        if (priced.subtotal_cents < minimum) {
          refuse('items', 'under_minimum', `The minimum order is ${(minimum / 100).toFixed(2)} €`);
        }
        const slotKey = {
          businessId: restaurant.business_id,
          restaurantId: restaurant.id,
          slotStart: slot.start,
        };
        if (!(await takeKitchenPlace(tx, slotKey, place.settings.orders_per_slot))) {
          refuse('slot', 'slot_full', 'This time has just filled up: choose another');
        }
        const guestId = await recordGuestOrder(tx, {
          businessId: restaurant.business_id,
          name: body.customer.name,
          email: body.customer.email,
          phone: body.customer.phone,
          language: body.language,
          marketingConsent: body.marketing_consent,
          privacyConsentAt: now,
          now,
        });
        const card = body.payment_method === 'card';
        const status = card
          ? 'awaiting_payment'
          : place.settings.auto_accept
            ? 'accepted'
            : 'received';
        const number = await takeOrderNumber(tx, {
          businessId: restaurant.business_id,
          restaurantId: restaurant.id,
          day: localDateOf(restaurant.time_zone, now.getTime()),
        });
        const order = await insertOrder(
          tx,
          {
            business_id: restaurant.business_id,
            restaurant_id: restaurant.id,
            public_id: randomBytes(16).toString('base64url'),
            number,
            status,
            type: body.type,
            source: 'online',
            guest_id: guestId,
            customer_name: body.customer.name,
            email: body.customer.email,
            phone: body.customer.phone,
            language: body.language,
            delivery_address: body.type === 'delivery' ? (body.delivery_address ?? null) : null,
            notes: body.notes,
            order_datetime: now,
            slot_start: slot.start,
            asap: slot.asap,
            ready_at: status === 'accepted' ? slot.start : null,
            subtotal_cents: priced.subtotal_cents,
            delivery_fee_cents: priced.delivery_fee_cents,
            discount_cents: 0,
            total_cents: priced.total_cents,
            vat_breakdown: breakdownOf(priced.lines),
            payment_method: body.payment_method,
            payment_status: card ? 'pending' : 'unpaid',
            marketing_consent: body.marketing_consent,
            privacy_consent_at: now,
            updated_at: now,
          },
          priced.lines.map((line, position) => ({ ...line, position })),
        );
        const placed = { business_id: restaurant.business_id, order_id: order.id, created_at: now };
        await insertOrderEvent(tx, {
          ...placed,
          from_status: null,
          to_status: card ? 'awaiting_payment' : 'received',
          actor_kind: 'guest',
        });
        if (status === 'accepted') {
          // Automatic acceptance is the restaurant's rule, recorded as the system's move.
          await insertOrderEvent(tx, {
            ...placed,
            from_status: 'received',
            to_status: 'accepted',
            actor_kind: 'system',
          });
        }
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
        return { statusCode: 201, body: toPublicOrder(order, lines, events, restaurant) };
      },
    ),
  );
}
