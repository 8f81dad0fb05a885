import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import { BUSY_EXTRA_HOURS, BUSY_EXTRA_MINUTES } from '@coperto/shared/orders/order.constants';
import type {
  OrderingRushBody,
  OrderingSettings,
  OrderingSettingsBody,
} from '@coperto/shared/orders/order.schemas';
import type { FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { canTakeCards } from '../payments/payments.service';
import {
  businessQuery,
  type findBusiness,
  findRestaurant,
  type RestaurantRow,
} from '../restaurants/tenant-restaurants.service';
import { liveFeaturesOf } from '../sites/public-restaurant';
import { planStateQuery } from '../subscriptions/subscriptions.service';
import { announceOrderingChange } from './order-announcements';
import {
  findOrCreateOrderingSettings,
  type OrderingSettingsRow,
  settingsWithBusinessAndPlanStatement,
  updateOrderingSettings as updateSettingsRow,
} from './ordering-settings.repository';

/** Whether this restaurant can take cards: the platform's Stripe, and its business's account ready. */
export function cardPaymentsAvailable(ctx: Pick<ServiceContext, 'payments'>, place: OrderingPlace) {
  return canTakeCards(ctx, place.business);
}

/** A restaurant with its ordering settings and plan, in the transaction's tenant (one statement). */
export interface OrderingPlace {
  restaurant: RestaurantRow;
  business: NonNullable<Awaited<ReturnType<typeof findBusiness>>>;
  settings: OrderingSettingsRow;
  features: FeatureKey[];
}

const findSettingsWithBusinessAndPlan = settingsWithBusinessAndPlanStatement((tx) => ({
  business: businessQuery(tx),
  planState: planStateQuery(tx),
}));

export async function loadOrderingPlace(
  tx: TenantTx,
  restaurant: RestaurantRow,
  now: Date,
): Promise<OrderingPlace> {
  const row = await findSettingsWithBusinessAndPlan(tx, {
    businessId: restaurant.business_id,
    restaurantId: restaurant.id,
  });
  if (!row) throw notFound('Business');
  const settings =
    row.ordering_settings ??
    (await findOrCreateOrderingSettings(tx, {
      businessId: restaurant.business_id,
      restaurantId: restaurant.id,
    }));
  const features = liveFeaturesOf(row.plan_state ?? undefined, now);
  return { restaurant, business: row.business, settings, features };
}

/** Minutes from now to the first slot: the lead time, plus a busy night's extra while it lasts. */
export function leadMinutesOf(settings: OrderingSettingsRow, now: Date): number {
  const busy = settings.busy_until && settings.busy_until > now ? settings.busy_extra_minutes : 0;
  return settings.lead_minutes + busy;
}

function toOrderingSettings(place: OrderingPlace, cardAvailable: boolean): OrderingSettings {
  const s = place.settings;
  return {
    restaurant_id: s.restaurant_id,
    enabled: s.enabled,
    pickup_enabled: s.pickup_enabled,
    delivery_enabled: s.delivery_enabled,
    lead_minutes: s.lead_minutes,
    slot_minutes: s.slot_minutes,
    orders_per_slot: s.orders_per_slot,
    min_order: centsToEuros(s.min_order_cents),
    delivery_zones: s.delivery_zones.map((zone) => ({
      name: zone.name,
      postcodes: zone.postcodes,
      fee: centsToEuros(zone.fee_cents),
      min_order: centsToEuros(zone.min_order_cents),
    })),
    pay_at_restaurant: s.pay_at_restaurant,
    card_payments: s.card_payments,
    auto_accept: s.auto_accept,
    paused_until: s.paused_until?.toISOString() ?? null,
    busy_extra_minutes: s.busy_extra_minutes,
    busy_until: s.busy_until?.toISOString() ?? null,
    card_available: cardAvailable,
    plan_includes_ordering: place.features.includes('ordering'),
  };
}

async function withPlace<T>(
  ctx: ServiceContext,
  restaurantId: number,
  work: (tx: TenantTx, place: OrderingPlace) => Promise<T>,
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findRestaurant(tx, restaurantId);
    if (!restaurant || !ctx.actor || !worksAt(ctx.actor, restaurant.id)) {
      throw notFound('Restaurant');
    }
    return work(tx, await loadOrderingPlace(tx, restaurant, ctx.clock.now()));
  });
}

export function getOrderingSettings(ctx: ServiceContext, restaurantId: number) {
  return withPlace(ctx, restaurantId, async (_tx, place) =>
    toOrderingSettings(place, cardPaymentsAvailable(ctx, place)),
  );
}

/** Settings that would leave guests unable to order at all are refused, each on its field. */
function assertWorkable(body: OrderingSettingsBody, cardAvailable: boolean) {
  const fields: Record<string, string> = {};
  if (body.card_payments && !cardAvailable) {
    fields.card_payments = 'Card payments need a payment provider, which is not configured';
  }
  if (body.enabled && !body.pay_at_restaurant && !(body.card_payments && cardAvailable)) {
    fields.pay_at_restaurant = 'Keep at least one way to pay';
  }
  if (body.enabled && !body.pickup_enabled && !body.delivery_enabled) {
    fields.pickup_enabled = 'Keep pickup or delivery on';
  }
  if (body.delivery_enabled && body.delivery_zones.length === 0) {
    fields.delivery_zones = 'Delivery needs at least one zone';
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken('These settings would leave guests unable to order', fields);
  }
}

export function updateOrderingSettings(
  ctx: ServiceContext,
  restaurantId: number,
  body: OrderingSettingsBody,
) {
  return withPlace(ctx, restaurantId, async (tx, place) => {
    const cardAvailable = cardPaymentsAvailable(ctx, place);
    assertWorkable(body, cardAvailable);
    const row = await updateSettingsRow(tx, restaurantId, {
      ...body,
      min_order_cents: eurosToCents(body.min_order),
      delivery_zones: body.delivery_zones.map((zone) => ({
        name: zone.name,
        postcodes: zone.postcodes,
        fee_cents: eurosToCents(zone.fee),
        min_order_cents: eurosToCents(zone.min_order),
      })),
      updated_at: ctx.clock.now(),
    });
    return toOrderingSettings({ ...place, settings: row ?? place.settings }, cardAvailable);
  });
}

/** A busy night in one tap: pause orders for some minutes, add prep time, or back to normal. */
export function rushOrdering(ctx: ServiceContext, restaurantId: number, body: OrderingRushBody) {
  const now = ctx.clock.now();
  const changes =
    body.action === 'pause'
      ? { paused_until: new Date(now.getTime() + body.minutes * 60_000) }
      : body.action === 'busy'
        ? {
            busy_extra_minutes: BUSY_EXTRA_MINUTES,
            busy_until: new Date(now.getTime() + BUSY_EXTRA_HOURS * 3_600_000),
          }
        : { paused_until: null, busy_extra_minutes: 0, busy_until: null };
  return withPlace(ctx, restaurantId, async (tx, place) => {
    const row = await updateSettingsRow(tx, restaurantId, { ...changes, updated_at: now });
    await announceOrderingChange(tx, place.restaurant);
    return toOrderingSettings(
      { ...place, settings: row ?? place.settings },
      cardPaymentsAvailable(ctx, place),
    );
  });
}
