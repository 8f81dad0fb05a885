import type { BusinessUpdateBody } from '@coperto/shared/businesses/business.schemas';
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
import type { SystemDb } from '../../db/system-access';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import { type Actor, type ServiceContext, scopeOf } from '../../shared/context';
import { encryptSecret } from '../../shared/encryption';
import { newPublicId } from '../../shared/secrets';
import { deleteStoredImage } from '../media/image-pipeline';
import {
  findUpload,
  forgetUpload,
  isImageShownByBusiness,
} from '../media/restaurant-uploads.service';
import {
  liveFeaturesOf,
  type RestaurantWithHosts,
  toPublicRestaurant,
} from '../sites/public-restaurant';
import { findBusinessSubscription } from '../subscriptions/subscriptions.service';
import {
  countRestaurantsOfBusiness,
  findBusinessById,
  findRestaurantWithHostsById,
  findTakenHostnames,
  insertRestaurant,
  listRestaurantNames as listRestaurantNameRows,
  listRestaurants as listRestaurantRows,
  type RestaurantChanges,
  softDeleteRestaurant,
  touchRestaurant,
  updateBusiness as updateBusinessRow,
  updateRestaurant as updateRestaurantRow,
} from './restaurants.repository';

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

// ---------------------------------------------------------------- business

export function toBusiness(row: NonNullable<Awaited<ReturnType<typeof findBusinessById>>>) {
  return {
    id: row.id,
    name: row.name,
    vat_number: row.vat_number,
    tax_code: row.tax_code,
    address: { ...EMPTY_ADDRESS, ...row.address },
    fic_access_token_set: row.fic_access_token_encrypted !== null,
    created_at: row.created_at.toISOString(),
  };
}

export async function getBusiness(ctx: ServiceContext, id: number) {
  const row = await ctx.asActor((tx) => findBusinessById(tx, { id }));
  if (!row) throw notFound('Business');
  return toBusiness(row);
}

/** The Fatture in Cloud token is sealed with the configured key and never read back out. */
export async function updateBusiness(ctx: ServiceContext, id: number, body: BusinessUpdateBody) {
  const { fic_access_token, ...fields } = body;
  const changes = {
    ...fields,
    updated_at: ctx.clock.now(),
    ...(fic_access_token !== undefined && {
      fic_access_token_encrypted:
        fic_access_token === null
          ? null
          : encryptSecret(fic_access_token, ctx.config.encryptionKey),
    }),
  };
  const row = await ctx.asActor((tx) => updateBusinessRow(tx, { id, changes }));
  if (!row) throw notFound('Business');
  return toBusiness(row);
}

// ---------------------------------------------------------------- host names

/** Refuses marketing hosts and names another restaurant holds (unique across the platform). */
export async function assertHostnameAvailable(ctx: ServiceContext, hostname: string) {
  if (ctx.config.marketingHosts.includes(hostname)) {
    throw conflict('This host name belongs to Coperto itself', { hostname: 'Reserved' });
  }
  const [taken] = await findTakenHostnames(ctx.system, [hostname]);
  if (taken) {
    throw conflict(`The host name ${hostname} is already in use`, { hostname: 'Already in use' });
  }
}

function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'ristorante';
}

/** A new restaurant gets `{name}.{platform domain}`, made unique with a number when taken. */
export async function deriveHostname(db: SystemDb, name: string, publicUrl: string) {
  const domain = new URL(publicUrl).hostname;
  const base = slugOf(name);
  const candidates = [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)].map(
    (label) => `${label}.${domain}`,
  );
  const taken = new Set(await findTakenHostnames(db, candidates));
  return (
    candidates.find((c) => !taken.has(c)) ?? `${base}-${newPublicId(4).toLowerCase()}.${domain}`
  );
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

const IMAGE_FIELDS = ['logo_url', 'image_url', 'alt_image_url'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

/**
 * A new logo or photo must be one of this restaurant's uploads to its images area: not another
 * restaurant's file, not a dish photo, not a made-up path. The image it already shows may stay.
 */
async function assertOwnImages(
  tx: TenantTx,
  restaurant: { business_id: number; id: number } & Partial<Record<ImageField, string | null>>,
  body: RestaurantUpdateBody,
) {
  const fields: Record<string, string> = {};
  for (const field of IMAGE_FIELDS) {
    const url = body[field];
    if (!url || url === restaurant[field]) continue;
    const media = await findUpload(tx, {
      businessId: restaurant.business_id,
      restaurantId: restaurant.id,
      url,
    });
    if (media?.area !== 'images') fields[field] = 'Not an image uploaded to this restaurant';
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken('Choose images uploaded to this restaurant', fields);
  }
}

/** A new restaurant of the caller's business (or, for admins, of `business_id`), within the plan. */
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

/**
 * Runs a change a visitor sees, in the caller's tenant transaction, then marks the restaurant
 * changed (last_updated, NOTIFY on commit). Once committed this process forgets its cached copy at
 * once; the other processes forget theirs when the notification reaches them.
 */
export async function commitVisibleChange<T>(
  ctx: ServiceContext,
  restaurantId: number,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const result = await ctx.asActor(async (tx) => {
    const value = await work(tx);
    await touchRestaurant(tx, restaurantId, ctx.clock.now());
    return value;
  });
  ctx.restaurantCache.clear();
  return result;
}

/**
 * The images the update stopped showing (a logo, photo or second photo replaced or cleared) that
 * nothing else of the business shows any more: their uploads are forgotten here, and the URLs
 * answered so their files can be deleted once this commits. Only this restaurant's own uploads
 * qualify, so a URL that came from anywhere else never leads to deleting anyone's files.
 */
async function forgetReplacedImages(
  tx: TenantTx,
  before: { business_id: number; id: number } & Record<ImageField, string | null>,
  body: RestaurantUpdateBody,
) {
  const replaced = new Set<string>();
  for (const field of IMAGE_FIELDS) {
    const old = before[field];
    if (body[field] !== undefined && old && body[field] !== old) replaced.add(old);
  }
  const unused: string[] = [];
  for (const url of replaced) {
    const image = { businessId: before.business_id, restaurantId: before.id, url };
    if (await isImageShownByBusiness(tx, image)) continue;
    if (!(await findUpload(tx, image))) continue;
    await forgetUpload(tx, image);
    unused.push(url);
  }
  return unused;
}

/** Deletes every stored copy of images no longer shown; a failure only leaves files behind. */
async function deleteUnusedImageFiles(ctx: ServiceContext, urls: readonly string[]) {
  await Promise.all(
    urls.map((url) =>
      deleteStoredImage(ctx.storage, url).catch((error: unknown) => {
        ctx.log.warn({ err: error, url }, 'Deleting a replaced restaurant image left files behind');
      }),
    ),
  );
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
