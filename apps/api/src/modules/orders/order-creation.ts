import { randomBytes } from 'node:crypto';
import { ORDER_DAYS_AHEAD, type OrderRule } from '@coperto/shared/orders/order.constants';
import type {
  DeliveryAddress,
  OrderLineInput,
  PaymentMethod,
} from '@coperto/shared/orders/order.schemas';
import type { OrderStatus, OrderType } from '@coperto/shared/orders/order-states';
import { localDateOf, wallClockAt } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { ruleBroken } from '../../shared/app-error';
import {
  firstOpenSlot,
  isOfferedSlot,
  orderableDates,
  takeKitchenPlace,
} from '../availability/availability.service';
import { recordGuestOrder } from '../guests/guests.service';
import { itemsForOrder } from '../menus/orderable-items.service';
import { openPayment } from '../payments/payments.service';
import {
  listRestaurantLanguages,
  type RestaurantRow,
} from '../restaurants/tenant-restaurants.service';
import { queuePaymentTimeout } from './order-checkout';
import { assertSellable, breakdownOf, type PricedOrder, priceOrder } from './order-pricing';
import { findVatRates } from './ordering-settings.repository';
import type { OrderingPlace } from './ordering-settings.service';
import { insertOrder, insertOrderEvent, type OrderRow, takeOrderNumber } from './orders.repository';
import { kitchenOf } from './public-ordering.service';

export function refuse(field: string, rule: OrderRule, detail: string): never {
  throw ruleBroken(detail, { [field]: rule });
}

/** An order as a guest or a staff member asked for it, before the rules and prices. */
export interface OrderDraft {
  source: 'online' | 'staff';
  type: OrderType;
  slot: string;
  items: readonly OrderLineInput[];
  customer: { name: string; email: string | null; phone: string | null };
  deliveryAddress: DeliveryAddress | null;
  notes: string;
  paymentMethod: PaymentMethod;
  language: string;
  marketingConsent: boolean;
  privacyConsentAt: Date | null;
  /** The staff member who entered it. */
  createdBy: number | null;
}

/** The delivery zone of the address's postcode; the order is refused outside every zone. */
export function zoneOf(place: OrderingPlace, type: OrderType, postcode: string | undefined) {
  if (type !== 'delivery') return null;
  const zone = place.settings.delivery_zones.find((z) => z.postcodes.includes(postcode ?? ''));
  if (!zone) refuse('delivery_address.cap', 'outside_zone', 'We do not deliver to this postcode');
  return zone;
}

/** The slot asked for, checked against the hours, the lead time and the days ahead. */
async function chosenSlot(tx: TenantTx, place: OrderingPlace, slot: string, now: Date) {
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

/** Prices lines from the menu for an order of this restaurant at this time (see order-pricing). */
export async function priceLines(
  tx: TenantTx,
  restaurant: RestaurantRow,
  place: OrderingPlace,
  q: {
    items: readonly OrderLineInput[];
    type: OrderType;
    at: Date;
    language: string;
    zone: ReturnType<typeof zoneOf> | undefined;
  },
): Promise<PricedOrder> {
  const [items, vatRates, languages] = await Promise.all([
    itemsForOrder(
      tx,
      restaurant.id,
      q.items.map((line) => line.item_id),
    ),
    findVatRates(tx),
    listRestaurantLanguages(tx, restaurant.id),
  ]);
  return priceOrder({
    lines: q.items,
    items,
    type: q.type,
    slotClock: wallClockAt(restaurant.time_zone, q.at.getTime()),
    language: q.language,
    fallbackLanguage: languages[0] ?? q.language,
    vatRates,
    deliveryFee: q.zone
      ? { cents: q.zone.fee_cents, vatRate: place.settings.delivery_fee_vat_rate }
      : null,
  });
}

export function assertMinimum(
  place: OrderingPlace,
  zone: ReturnType<typeof zoneOf>,
  priced: PricedOrder,
) {
  const minimum = Math.max(place.settings.min_order_cents, zone?.min_order_cents ?? 0);
  if (priced.subtotal_cents < minimum) {
    refuse('items', 'under_minimum', `The minimum order is ${(minimum / 100).toFixed(2)} €`);
  }
}

/**
 * Makes an order inside the restaurant's tenant transaction: the zone, the slot, the prices from
 * the menu, the minimum, one place of the slot taken under its row lock, the guest, the day's
 * number (last: its row stays locked until the commit), the order with its lines and history.
 * Any refusal throws, and the caller's transaction rolls all of it back.
 */
export async function createOrder(
  tx: TenantTx,
  restaurant: RestaurantRow,
  place: OrderingPlace,
  draft: OrderDraft,
  now: Date,
): Promise<OrderRow> {
  const zone = zoneOf(place, draft.type, draft.deliveryAddress?.cap);
  const slot = await chosenSlot(tx, place, draft.slot, now);
  const priced = await priceLines(tx, restaurant, place, {
    items: draft.items,
    type: draft.type,
    at: slot.start,
    language: draft.language,
    zone,
  });
  assertSellable(priced);
  assertMinimum(place, zone, priced);
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
    name: draft.customer.name,
    email: draft.customer.email,
    phone: draft.customer.phone,
    language: draft.language,
    marketingConsent: draft.marketingConsent,
    privacyConsentAt: draft.privacyConsentAt,
    now,
  });
  const card = draft.paymentMethod === 'card';
  // Staff entering an order accept it as they take it; the restaurant may accept online ones.
  const accepted = !card && (draft.source === 'staff' || place.settings.auto_accept);
  const status: OrderStatus = card ? 'awaiting_payment' : accepted ? 'accepted' : 'received';
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
      type: draft.type,
      source: draft.source,
      guest_id: guestId,
      customer_name: draft.customer.name,
      email: draft.customer.email ?? '',
      phone: draft.customer.phone ?? '',
      language: draft.language,
      delivery_address: draft.type === 'delivery' ? draft.deliveryAddress : null,
      notes: draft.notes,
      order_datetime: now,
      slot_start: slot.start,
      asap: slot.asap,
      ready_at: accepted ? slot.start : null,
      subtotal_cents: priced.subtotal_cents,
      delivery_fee_cents: priced.delivery_fee_cents,
      discount_cents: 0,
      total_cents: priced.total_cents,
      vat_breakdown: breakdownOf(priced.lines),
      payment_method: draft.paymentMethod,
      payment_status: card ? 'pending' : 'unpaid',
      marketing_consent: draft.marketingConsent,
      privacy_consent_at: draft.privacyConsentAt,
      created_by: draft.createdBy,
      updated_at: now,
    },
    priced.lines.map((line, position) => ({ ...line, position })),
  );
  if (card) {
    // canTakeCards checked the account before an order could choose cards.
    const payment = await openPayment(tx, {
      businessId: restaurant.business_id,
      orderId: order.id,
      account: place.business.stripe_account_id ?? '',
      amountCents: order.total_cents,
      now,
    });
    await queuePaymentTimeout(tx, order.id, payment.expires_at);
  }
  const placed = { business_id: restaurant.business_id, order_id: order.id, created_at: now };
  await insertOrderEvent(tx, {
    ...placed,
    from_status: null,
    to_status: card ? 'awaiting_payment' : 'received',
    actor_kind: draft.source === 'staff' ? 'staff' : 'guest',
    actor_user_id: draft.createdBy,
  });
  if (accepted) {
    // Automatic acceptance is the restaurant's rule, recorded as the system's move.
    await insertOrderEvent(tx, {
      ...placed,
      from_status: 'received',
      to_status: 'accepted',
      actor_kind: draft.source === 'staff' ? 'staff' : 'system',
      actor_user_id: draft.createdBy,
    });
  }
  return order;
}
