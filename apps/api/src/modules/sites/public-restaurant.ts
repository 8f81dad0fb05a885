import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { EMPTY_OPENING_TIMES } from '@coperto/shared/restaurants/opening-times.schemas';
import {
  type PublicRestaurant,
  SOCIAL_FIELDS,
} from '@coperto/shared/restaurants/restaurant.schemas';
import { FEATURE_KEYS, type FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';
import type { findPublicRestaurantByHostname } from './sites.repository';

// A restaurant row as its public site shows it: the mapping the cache, the trial page and the
// dashboard's restaurant reads share.

/** A restaurant read with its public view's columns (db/public-restaurant-view.ts). */
export type RestaurantWithHosts = NonNullable<
  Awaited<ReturnType<typeof findPublicRestaurantByHostname>>
>;

/** What a restaurant's features depend on: its business's newest subscription and its plan. */
interface PlanState {
  status: string;
  current_period_end: Date;
  features: readonly string[];
}

const isLive = (plan: PlanState, now: Date) =>
  (plan.status === 'active' || plan.status === 'trialing') && plan.current_period_end > now;

/** The plan's features while its subscription is active or trialing and its period runs; else none. */
export function liveFeaturesOf(plan: PlanState | undefined, now: Date): FeatureKey[] {
  if (!plan || !isLive(plan, now)) return [];
  return plan.features.filter((f): f is FeatureKey =>
    (FEATURE_KEYS as readonly string[]).includes(f),
  );
}

function planOf(row: RestaurantWithHosts): PlanState | undefined {
  return row.plan
    ? { ...row.plan, current_period_end: new Date(row.plan.current_period_end) }
    : undefined;
}

/**
 * When the public view changes with no write to notify: the live plan's period ends and its
 * features go. The restaurant cache keeps its copy no longer than that.
 */
export function featuresEndOf(row: RestaurantWithHosts, now: Date): Date | undefined {
  const plan = planOf(row);
  return plan && isLive(plan, now) ? plan.current_period_end : undefined;
}

/**
 * The version visitors' pages hold (DESIGN.md §7): the last visible change, or the end of the
 * plan's period once passed, since the features changed then. Pages polling with an older
 * version see the restaurant without them.
 */
function versionOf(row: RestaurantWithHosts, now: Date): Date {
  const periodEnd = row.plan && new Date(row.plan.current_period_end);
  return periodEnd && periodEnd <= now && periodEnd > row.last_updated
    ? periodEnd
    : row.last_updated;
}

/** The description in the languages after the first, the only ones it may be translated to. */
function descriptionTranslationsOf(row: RestaurantWithHosts) {
  const others = row.languages.slice(1);
  return Object.fromEntries(
    Object.entries(row.description_translations).filter(
      ([language, text]) => text && others.includes(language),
    ),
  );
}

function socialOf(row: RestaurantWithHosts): PublicRestaurant['social'] {
  return Object.fromEntries(
    SOCIAL_FIELDS.filter((f) => row.social[f]).map((f) => [f, row.social[f]!]),
  );
}

/** `now` decides the plan's live features (and whether its period's end is the version). */
export function toPublicRestaurant(row: RestaurantWithHosts, now: Date): PublicRestaurant {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    public_key: row.public_key,
    hostname: row.hostnames,
    language: row.languages,
    font: row.font,
    logo_url: row.logo_url,
    image_url: row.image_url,
    alt_image_url: row.alt_image_url,
    email: row.email,
    phone_number: row.phone_number,
    address: { ...EMPTY_ADDRESS, ...row.address },
    time_zone: row.time_zone,
    theme: { ...DEFAULT_THEME_COLORS, ...row.theme },
    social: socialOf(row),
    opening_times: { ...EMPTY_OPENING_TIMES, ...row.opening_times },
    description_translations: descriptionTranslationsOf(row),
    cuisines: row.cuisines,
    geo: row.geo,
    features: liveFeaturesOf(planOf(row), now),
    last_updated: versionOf(row, now).toISOString(),
  };
}
