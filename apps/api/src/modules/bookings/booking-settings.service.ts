import type {
  BookingSettings,
  BookingSettingsBody,
} from '@coperto/shared/bookings/booking.schemas';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import { type Translations, withoutEmpty } from '@coperto/shared/common/translations';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { findRestaurant, listRestaurantLanguages } from '../restaurants/tenant-restaurants.service';
import { type BookingPlace, cardAccountOf, loadBookingPlace } from './booking-place';
import { type BookingSettingsRow, updateBookingSettingsRow } from './booking-settings.repository';
import { offerRoomAhead } from './waitlist-offers';

function toBookingSettings(place: BookingPlace, guaranteeAvailable: boolean): BookingSettings {
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
    guarantee_mode: s.guarantee_mode,
    guarantee_min_party: s.guarantee_min_party,
    guarantee_weekdays: s.guarantee_weekdays as BookingSettings['guarantee_weekdays'],
    no_show_fee: centsToEuros(s.no_show_fee_cents),
    guarantee_cancel_hours: s.guarantee_cancel_hours,
    cancellation_policy: s.cancellation_policy,
    plan_includes_bookings: place.features.includes('bookings'),
    guarantee_available: guaranteeAvailable,
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
  return withPlace(ctx, restaurantId, async (tx, place) =>
    toBookingSettings(place, (await cardAccountOf(ctx, tx, place.restaurant.business_id)) !== null),
  );
}

/** The smallest amount a card may be charged in euros (Stripe's minimum). */
const MIN_CHARGE_CENTS = 50;

/** Settings that cannot work together are refused, each on its field. */
function assertWorkable(
  body: BookingSettingsBody,
  before: BookingSettingsRow,
  guaranteeAvailable: boolean,
) {
  const fields: Record<string, string> = {};
  // Turning it on needs cards; kept on while the account is not ready, it asks nobody.
  if (body.guarantee_enabled && !before.guarantee_enabled && !guaranteeAvailable) {
    fields.guarantee_enabled =
      'No-show protection needs card payments: connect the business’s Stripe account first';
  } else if (body.guarantee_enabled) {
    if (eurosToCents(body.no_show_fee) < MIN_CHARGE_CENTS) {
      fields.no_show_fee = 'At least 0.50 € per person';
    }
    if (body.guarantee_min_party === null && body.guarantee_weekdays.length === 0) {
      fields.guarantee_min_party = 'Say from how many guests, or on which days, it applies';
    }
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

/** The policy in the restaurant's languages only, and in its first whenever in any. */
function assertPolicyLanguages(policy: Translations, languages: string[]) {
  const fields: Record<string, string> = {};
  for (const language of Object.keys(policy)) {
    if (!languages.includes(language)) {
      fields[`cancellation_policy.${language}`] = 'Not a language of this restaurant';
    }
  }
  const [first] = languages;
  if (first && Object.keys(policy).length > 0 && !policy[first]) {
    fields[`cancellation_policy.${first}`] = 'Required in the restaurant’s first language';
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken('The policy is missing or in a language the restaurant does not use', fields);
  }
}

/**
 * Settings that can give the waitlist room: more covers a slot or a service, bookings turned on,
 * a shorter cut-off (times it had closed open again). The sitting's length holds no covers here.
 */
function roomMayHaveOpened(before: BookingSettingsRow, after: BookingSettingsRow) {
  return (
    after.max_covers_per_slot > before.max_covers_per_slot ||
    after.max_covers_per_service > before.max_covers_per_service ||
    (after.enabled && !before.enabled) ||
    after.cutoff_minutes < before.cutoff_minutes
  );
}

export function updateBookingSettings(
  ctx: ServiceContext,
  restaurantId: number,
  body: BookingSettingsBody,
) {
  return withPlace(ctx, restaurantId, async (tx, place) => {
    const available = (await cardAccountOf(ctx, tx, place.restaurant.business_id)) !== null;
    assertWorkable(body, place.settings, available);
    const { no_show_fee, cancellation_policy, ...fields } = body;
    // A cleared language is a missing one: its guests read the first language's notes.
    const policy = withoutEmpty(cancellation_policy);
    assertPolicyLanguages(policy, await listRestaurantLanguages(tx, restaurantId));
    const now = ctx.clock.now();
    const row = await updateBookingSettingsRow(tx, restaurantId, {
      ...fields,
      cancellation_policy: policy,
      no_show_fee_cents: eurosToCents(no_show_fee),
      updated_at: now,
    });
    const after = { ...place, settings: row ?? place.settings };
    if (roomMayHaveOpened(place.settings, after.settings)) await offerRoomAhead(tx, after, now);
    return toBookingSettings(after, available);
  });
}
