import type {
  BookingSettings,
  BookingSettingsBody,
} from '@coperto/shared/bookings/booking.schemas';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import type { FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { findRestaurant, type RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { liveFeaturesOf } from '../sites/public-restaurant';
import { findBusinessSubscription } from '../subscriptions/subscriptions.service';
import {
  type BookingSettingsRow,
  findOrCreateBookingSettings,
  updateBookingSettingsRow,
} from './booking-settings.repository';
import type { BookingTimeRules } from './booking-times';

/** A restaurant with its booking settings and plan, in the transaction's tenant. */
export interface BookingPlace {
  restaurant: RestaurantRow;
  settings: BookingSettingsRow;
  features: FeatureKey[];
}

export async function loadBookingPlace(
  tx: TenantTx,
  restaurant: RestaurantRow,
  now: Date,
): Promise<BookingPlace> {
  const [settings, subscription] = await Promise.all([
    findOrCreateBookingSettings(tx, {
      businessId: restaurant.business_id,
      restaurantId: restaurant.id,
    }),
    findBusinessSubscription(tx, restaurant.business_id),
  ]);
  const features = liveFeaturesOf(
    subscription && { ...subscription.subscription, features: subscription.plan.features },
    now,
  );
  return { restaurant, settings, features };
}

/** The times' rules of the restaurant; `noticeMinutes` is the online cut-off, or 0 for staff. */
export function bookingRulesOf(place: BookingPlace, noticeMinutes: number): BookingTimeRules {
  return {
    timeZone: place.restaurant.time_zone,
    openingTimes: place.restaurant.opening_times,
    slotMinutes: place.settings.slot_minutes,
    noticeMinutes,
  };
}

/** Why guests cannot book online, or null when they can. */
export function bookingClosedReasonOf(place: BookingPlace) {
  if (!place.features.includes('bookings')) return 'not_in_plan' as const;
  if (!place.settings.enabled) return 'disabled' as const;
  return null;
}

/** A card guarantee needs the platform's payment provider. */
function guaranteeAvailable(ctx: Pick<ServiceContext, 'payments'>) {
  return ctx.payments !== null;
}

function toBookingSettings(
  place: BookingPlace,
  ctx: Pick<ServiceContext, 'payments'>,
): BookingSettings {
  const s = place.settings;
  return {
    restaurant_id: s.restaurant_id,
    enabled: s.enabled,
    slot_minutes: s.slot_minutes,
    sitting_durations: s.sitting_durations,
    default_sitting_minutes: s.default_sitting_minutes,
    max_covers_per_slot: s.max_covers_per_slot,
    max_covers_per_service: s.max_covers_per_service,
    max_party_online: s.max_party_online,
    days_ahead: s.days_ahead,
    cutoff_minutes: s.cutoff_minutes,
    auto_confirm: s.auto_confirm,
    guarantee_enabled: s.guarantee_enabled,
    guarantee_min_party: s.guarantee_min_party,
    guarantee_weekdays: s.guarantee_weekdays as BookingSettings['guarantee_weekdays'],
    no_show_fee: centsToEuros(s.no_show_fee_cents),
    cancellation_policy: s.cancellation_policy,
    plan_includes_bookings: place.features.includes('bookings'),
    guarantee_available: guaranteeAvailable(ctx),
  };
}

async function withPlace<T>(
  ctx: ServiceContext,
  restaurantId: number,
  work: (tx: TenantTx, place: BookingPlace) => Promise<T>,
): Promise<T> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findRestaurant(tx, restaurantId);
    if (!restaurant || !ctx.actor || !worksAt(ctx.actor, restaurant.id)) {
      throw notFound('Restaurant');
    }
    return work(tx, await loadBookingPlace(tx, restaurant, ctx.clock.now()));
  });
}

export function getBookingSettings(ctx: ServiceContext, restaurantId: number) {
  return withPlace(ctx, restaurantId, async (_tx, place) => toBookingSettings(place, ctx));
}

/** Settings that cannot work together are refused, each on its field. */
function assertWorkable(body: BookingSettingsBody, ctx: Pick<ServiceContext, 'payments'>) {
  const fields: Record<string, string> = {};
  if (body.guarantee_enabled && !guaranteeAvailable(ctx)) {
    fields.guarantee_enabled = 'A card guarantee needs a payment provider, which is not configured';
  }
  if (body.max_party_online > body.max_covers_per_slot) {
    fields.max_party_online = 'A party this large could never fit in one slot';
  }
  if (body.max_covers_per_slot > body.max_covers_per_service) {
    fields.max_covers_per_slot = 'More than the whole service holds';
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken('These settings cannot work together', fields);
  }
}

export function updateBookingSettings(
  ctx: ServiceContext,
  restaurantId: number,
  body: BookingSettingsBody,
) {
  return withPlace(ctx, restaurantId, async (tx, place) => {
    assertWorkable(body, ctx);
    const { no_show_fee, ...fields } = body;
    const row = await updateBookingSettingsRow(tx, restaurantId, {
      ...fields,
      no_show_fee_cents: eurosToCents(no_show_fee),
      updated_at: ctx.clock.now(),
    });
    return toBookingSettings({ ...place, settings: row ?? place.settings }, ctx);
  });
}
