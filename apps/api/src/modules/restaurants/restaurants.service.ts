import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { DEFAULT_LANGUAGE, DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import {
  type RESTAURANT_EMAIL_FIELDS,
  type Restaurant,
  type RestaurantCreateBody,
  type RestaurantListQuery,
  type RestaurantUpdateBody,
  SOCIAL_FIELDS,
  type SocialField,
} from '@coperto/shared/restaurants/restaurant.schemas';
import { notFound, ruleBroken } from '../../shared/app-error';
import { type Actor, type ServiceContext, scopeOf } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import {
  liveFeaturesOf,
  type RestaurantWithHosts,
  toPublicRestaurant,
} from '../sites/public-restaurant';
import { findBusinessSubscription } from '../subscriptions/subscriptions.service';
import { assertHostnameAvailable, deriveHostname } from './host-names.service';
import { assertOwnImages, deleteUnusedImageFiles, forgetReplacedImages } from './restaurant-images';
import {
  countRestaurantsOfBusiness,
  findBusinessById,
  findRestaurantWithHostsById,
  insertRestaurant,
  listRestaurantNames as listRestaurantNameRows,
  listRestaurants as listRestaurantRows,
  type RestaurantChanges,
  softDeleteRestaurant,
  updateRestaurant as updateRestaurantRow,
} from './restaurants.repository';
import { commitVisibleChange } from './visible-change.service';

export function toRestaurant(row: RestaurantWithHosts, now: Date): Restaurant {
  return {
    ...toPublicRestaurant(row, now),
    business_id: row.business_id,
    orders_email: row.orders_email,
    bookings_email: row.bookings_email,
    show_in_logo_slider: row.show_in_logo_slider,
    is_trial: row.is_trial,
    google_connected: row.google_tokens_encrypted !== null,
    google_location_name: row.google_location_name,
    sitemap_generated_at: row.sitemap_generated_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('restaurants service needs a signed-in actor');
  return ctx.actor;
}

// ---------------------------------------------------------------- dashboard reads

export async function listRestaurants(ctx: ServiceContext, query: RestaurantListQuery) {
  const { items, total } = await ctx.asActor((tx) => listRestaurantRows(tx, query));
  const now = ctx.clock.now();
  return {
    items: items.map((row) => toRestaurant(row, now)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** One restaurant of the caller's business; staff may read only their own restaurant. */
export async function getRestaurant(ctx: ServiceContext, id: number) {
  const row = await ctx.asActor((tx) => findRestaurantWithHostsById(tx, { id }));
  if (!row) throw notFound('Restaurant');
  return toRestaurant(row, ctx.clock.now());
}

export async function listRestaurantNames(
  ctx: ServiceContext,
  query: { business_id?: number; search?: string },
) {
  return ctx.asActor((tx) =>
    listRestaurantNameRows(tx, { businessId: query.business_id, search: query.search }),
  );
}

/** The features the restaurant's plan enables now; an ended subscription enables none. */
export async function getRestaurantFeatures(ctx: ServiceContext, id: number) {
  const restaurant = await getRestaurant(ctx, id);
  const found = await ctx.asActor((tx) => findBusinessSubscription(tx, restaurant.business_id));
  const plan = found && { ...found.subscription, features: found.plan.features };
  return {
    restaurant_id: restaurant.id,
    plan_code: found?.plan.code ?? '',
    status: found?.subscription.status ?? 'canceled',
    features: liveFeaturesOf(plan, ctx.clock.now()),
  };
}

// ---------------------------------------------------------------- writes

/** Flat API fields → row columns: social links live together in one JSON column. */
function changesFrom(
  body: RestaurantUpdateBody,
  current: Record<string, string> = {},
): RestaurantChanges {
  const changes: RestaurantChanges = {};
  const social = { ...current };
  let socialChanged = false;
  for (const [key, value] of Object.entries(body)) {
    if ((SOCIAL_FIELDS as readonly string[]).includes(key)) {
      social[key as SocialField] = value as string;
      socialChanged = true;
    } else {
      (changes as Record<string, unknown>)[key] = value;
    }
  }
  if (socialChanged) {
    changes.social = Object.fromEntries(Object.entries(social).filter(([, v]) => v));
  }
  // An emptied translation is removed: the page falls back to the first language's text.
  if (body.description_translations) {
    changes.description_translations = Object.fromEntries(
      Object.entries(body.description_translations).filter(([, text]) => text),
    );
  }
  return changes;
}

/** The description is written in the first language; it is translated only into the others. */
function assertDescriptionLanguages(body: RestaurantUpdateBody, languages: readonly string[]) {
  const [first, ...others] = languages;
  const fields: Record<string, string> = {};
  for (const language of Object.keys(body.description_translations ?? {})) {
    if (others.includes(language)) continue;
    fields[`description_translations.${language}`] =
      language === first
        ? 'The first language’s text is the description itself'
        : 'Not one of the restaurant’s languages';
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken(
      'Translate the description only into the restaurant’s other languages',
      fields,
    );
  }
}

export async function createRestaurant(
  ctx: ServiceContext,
  body: RestaurantCreateBody,
  businessIdFromPath?: number,
) {
  const actor = actorOf(ctx);
  const scope = scopeOf(actor);
  const businessId = businessIdFromPath ?? body.business_id ?? actor.businessId;
  if (businessId === null || businessId === undefined) {
    throw ruleBroken('Choose the business the restaurant belongs to', { business_id: 'Required' });
  }
  if (scope !== 'platform' && scope !== businessId) throw notFound('Business');
  assertDescriptionLanguages(body, body.language ?? [DEFAULT_LANGUAGE]);
  if (body.hostname) await assertHostnameAvailable(ctx, body.hostname);
  const hostname =
    body.hostname ?? (await deriveHostname(ctx.system, body.name, ctx.config.publicUrl));
  const now = ctx.clock.now();
  const id = await ctx.asTenant(scope, async (tx) => {
    if (!(await findBusinessById(tx, { id: businessId }))) throw notFound('Business');
    const subscription = await findBusinessSubscription(tx, businessId);
    const allowed = subscription?.plan.limits.restaurants ?? 1;
    if ((await countRestaurantsOfBusiness(tx, businessId)) >= allowed) {
      throw ruleBroken(
        `Your plan allows ${allowed} restaurant${allowed === 1 ? '' : 's'}: choose a larger plan to add more`,
      );
    }
    const { hostname: _h, language, business_id: _b, ...fields } = body;
    const created = await insertRestaurant(tx, {
      theme: DEFAULT_THEME_COLORS,
      address: EMPTY_ADDRESS,
      ...changesFrom(fields as RestaurantUpdateBody),
      name: body.name,
      business_id: businessId,
      public_key: newPublicId(12),
      last_updated: now,
      created_at: now,
      hostnames: [hostname],
      languages: language ?? [DEFAULT_LANGUAGE],
    });
    // A restaurant just made has no uploads yet: any image named is someone else's.
    await assertOwnImages(tx, { business_id: businessId, id: created.id }, body);
    return created.id;
  });
  return getRestaurant(ctx, id);
}

export async function updateRestaurant(
  ctx: ServiceContext,
  id: number,
  body: RestaurantUpdateBody,
) {
  const unusedImages = await commitVisibleChange(ctx, id, async (tx) => {
    const current = await findRestaurantWithHostsById(tx, { id });
    if (!current) throw notFound('Restaurant');
    assertDescriptionLanguages(body, current.languages);
    await assertOwnImages(tx, current, body);
    await updateRestaurantRow(tx, { id, changes: changesFrom(body, current.social) });
    return forgetReplacedImages(tx, current, body);
  });
  // After the commit: a failed update must not leave the restaurant pointing at deleted files.
  await deleteUnusedImageFiles(ctx, unusedImages);
  return getRestaurant(ctx, id);
}

/** Owner only; the name typed again confirms. The site stops resolving, the records stay. */
export async function deleteRestaurant(ctx: ServiceContext, id: number, confirmName: string) {
  await commitVisibleChange(ctx, id, async (tx) => {
    const current = await findRestaurantWithHostsById(tx, { id });
    if (!current) throw notFound('Restaurant');
    if (confirmName.trim() !== current.name) {
      throw ruleBroken('Type the restaurant’s name exactly to confirm', {
        confirm_name: 'Does not match the restaurant’s name',
      });
    }
    await softDeleteRestaurant(tx, { id, now: ctx.clock.now() });
  });
  return { detail: 'Restaurant deleted' };
}

export async function clearRestaurantEmail(
  ctx: ServiceContext,
  id: number,
  field: (typeof RESTAURANT_EMAIL_FIELDS)[number],
) {
  return updateRestaurant(ctx, id, { [field]: '' });
}
