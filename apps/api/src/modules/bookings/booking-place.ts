/**
 * A restaurant's place for bookings: its booking settings and plan read in the tenant's
 * transaction, and the rules, closing reason and no-show policy made from them. Apart from the
 * settings' service so the waitlist, which the settings call when room opens, can read it too.
 */
import type { NoShowPolicy } from '@coperto/shared/bookings/no-show-policy';
import { centsToEuros } from '@coperto/shared/common/money';
import type { Weekday } from '@coperto/shared/restaurants/opening-days';
import type { FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import { canTakeCards } from '../payments/payments.service';
import { findBusiness, type RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { liveFeaturesOf } from '../sites/public-restaurant';
import { findBusinessSubscription } from '../subscriptions/subscriptions.service';
import {
  type BookingSettingsRow,
  findOrCreateBookingSettings,
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
  const settings = await findOrCreateBookingSettings(tx, {
    businessId: restaurant.business_id,
    restaurantId: restaurant.id,
  });
  const subscription = await findBusinessSubscription(tx, restaurant.business_id);
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

/**
 * The business's connected account when it can take cards now (the platform's Stripe, and the
 * business's own account able to charge: decision 049); null otherwise, and then no-show
 * protection is neither offered in the settings nor asked of guests.
 */
export async function cardAccountOf(
  ctx: Pick<ServiceContext, 'payments'>,
  tx: TenantTx,
  businessId: number,
): Promise<string | null> {
  if (ctx.payments === null) return null;
  const business = await findBusiness(tx, businessId);
  return business && canTakeCards(ctx, business) ? business.stripe_account_id : null;
}

/** The policy guests are shown and held to; null when the restaurant asks nothing of them. */
export function noShowPolicyOf(
  place: BookingPlace,
  cardAccount: string | null,
): NoShowPolicy | null {
  const s = place.settings;
  if (!s.guarantee_enabled || cardAccount === null || s.no_show_fee_cents <= 0) return null;
  return {
    mode: s.guarantee_mode,
    amount_per_person: centsToEuros(s.no_show_fee_cents),
    min_party: s.guarantee_min_party,
    weekdays: s.guarantee_weekdays as Weekday[],
    cancel_hours: s.guarantee_cancel_hours,
  };
}
