import { centsToEuros } from '@coperto/shared/common/money';
import { ORDER_DAYS_AHEAD } from '@coperto/shared/orders/order.constants';
import type {
  OrderSlots,
  PaymentMethod,
  PublicOrdering,
} from '@coperto/shared/orders/order.schemas';
import type { OrderType } from '@coperto/shared/orders/order-states';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import {
  firstOpenSlot,
  type KitchenCapacity,
  openSlotsOn,
  orderableDates,
  todayIn,
} from '../availability/availability.service';
import type { RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { findRestaurantOfPublicKey } from '../sites/sites.service';
import {
  cardPaymentsAvailable,
  leadMinutesOf,
  loadOrderingPlace,
  type OrderingPlace,
} from './ordering-settings.service';

/** The kitchen's slot rules and capacity, from the restaurant and its settings now. */
export function kitchenOf(place: OrderingPlace, now: Date): KitchenCapacity {
  return {
    restaurantId: place.restaurant.id,
    timeZone: place.restaurant.time_zone,
    openingTimes: place.restaurant.opening_times,
    slotMinutes: place.settings.slot_minutes,
    leadMinutes: leadMinutesOf(place.settings, now),
    ordersPerSlot: place.settings.orders_per_slot,
  };
}

export function enabledTypes(place: OrderingPlace): OrderType[] {
  const s = place.settings;
  const types: OrderType[] = [];
  if (s.pickup_enabled) types.push('pickup');
  if (s.delivery_enabled && s.delivery_zones.length > 0) types.push('delivery');
  return types;
}

export function paymentMethodsOf(
  place: OrderingPlace,
  ctx: Pick<ServiceContext, 'payments'>,
): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (place.settings.pay_at_restaurant) methods.push('at_restaurant');
  if (place.settings.card_payments && cardPaymentsAvailable(ctx, place)) methods.push('card');
  return methods;
}

/** Why guests cannot order now, or null when they can (slots aside). */
export function closedReasonOf(place: OrderingPlace, now: Date) {
  if (!place.features.includes('ordering')) return 'not_in_plan' as const;
  if (!place.settings.enabled || enabledTypes(place).length === 0) return 'disabled' as const;
  if (place.settings.paused_until && place.settings.paused_until > now) return 'paused' as const;
  return null;
}

/**
 * A restaurant's site names it by public key, as the cart does (so the marketing host's menu
 * pages can order too): a listed system read, then everything in its tenant.
 */
export async function inPublicRestaurant<T>(
  ctx: ServiceContext,
  publicKey: string,
  work: (tx: TenantTx, place: OrderingPlace, restaurant: RestaurantRow) => Promise<T>,
): Promise<T> {
  const restaurant = await findRestaurantOfPublicKey(ctx, publicKey);
  if (!restaurant) throw notFound('Restaurant');
  return ctx.asTenant(restaurant.business_id, async (tx) =>
    work(tx, await loadOrderingPlace(tx, restaurant, ctx.clock.now()), restaurant),
  );
}

/** What the site promises: whether it takes orders now, how, and the next slot. */
export function getPublicOrdering(ctx: ServiceContext, publicKey: string): Promise<PublicOrdering> {
  const now = ctx.clock.now();
  return inPublicRestaurant(ctx, publicKey, async (tx, place) => {
    const closed = closedReasonOf(place, now);
    const nextSlot =
      closed === 'not_in_plan' || closed === 'disabled'
        ? null
        : await firstOpenSlot(tx, kitchenOf(place, now), now, ORDER_DAYS_AHEAD);
    const open = closed === null && nextSlot !== null;
    return {
      available: open,
      closed_reason: closed ?? (nextSlot === null ? 'no_slots' : null),
      types: open ? enabledTypes(place) : [],
      payment_methods: open ? paymentMethodsOf(place, ctx) : [],
      min_order: centsToEuros(place.settings.min_order_cents),
      delivery_zones: place.settings.delivery_enabled
        ? place.settings.delivery_zones.map((zone) => ({
            name: zone.name,
            fee: centsToEuros(zone.fee_cents),
            min_order: centsToEuros(zone.min_order_cents),
          }))
        : [],
      paused_until:
        closed === 'paused' ? (place.settings.paused_until?.toISOString() ?? null) : null,
      next_slot: nextSlot,
    };
  });
}

/** The slots of a day that still have room; none while ordering is closed or the day too far. */
export function getOrderSlots(
  ctx: ServiceContext,
  publicKey: string,
  query: { type: OrderType; date?: string },
): Promise<OrderSlots> {
  const now = ctx.clock.now();
  return inPublicRestaurant(ctx, publicKey, async (tx, place) => {
    const kitchen = kitchenOf(place, now);
    const date = query.date ?? todayIn(kitchen.timeZone, now);
    const orderable =
      closedReasonOf(place, now) === null &&
      enabledTypes(place).includes(query.type) &&
      orderableDates(kitchen.timeZone, now, ORDER_DAYS_AHEAD).includes(date);
    const slots = orderable ? await openSlotsOn(tx, kitchen, date, now) : [];
    return {
      date,
      time_zone: kitchen.timeZone,
      asap: orderable ? await firstOpenSlot(tx, kitchen, now, ORDER_DAYS_AHEAD) : null,
      slots,
    };
  });
}
