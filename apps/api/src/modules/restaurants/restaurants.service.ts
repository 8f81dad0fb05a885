import type { BusinessUpdateBody } from '@coperto/shared/businesses/business.schemas';
import { EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';
import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import { EMPTY_OPENING_TIMES } from '@coperto/shared/restaurants/opening-times.schemas';
import {
  type PublicRestaurant,
  type RESTAURANT_EMAIL_FIELDS,
  type Restaurant,
  type RestaurantCreateBody,
  type RestaurantListQuery,
  type RestaurantUpdateBody,
  SOCIAL_FIELDS,
  type SocialField,
} from '@coperto/shared/restaurants/restaurant.schemas';
import { FEATURE_KEYS, type FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';
import type { Database } from '../../db/client';
import { type BusinessScope, type Executor, runAsTenant, type Tx } from '../../db/tenant-scope';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import { type Actor, type ServiceContext, scopeOf } from '../../shared/context';
import { encryptSecret } from '../../shared/encryption';
import { newPublicId } from '../../shared/secrets';
import { findSubscriptionOfBusiness } from '../subscriptions/subscriptions.repository';
import {
  countRestaurantsOfBusiness,
  findBusinessById,
  type findPublicRestaurantByHostname,
  findRestaurantIdByHostname,
  findRestaurantWithHostsById,
  findTakenHostnames,
  findTrialRestaurant,
  insertRestaurant,
  listLogoSliderRestaurants,
  listRestaurantNames as listRestaurantNameRows,
  listRestaurants as listRestaurantRows,
  type RestaurantChanges,
  softDeleteRestaurant,
  touchRestaurant,
  updateBusiness as updateBusinessRow,
  updateRestaurant as updateRestaurantRow,
} from './restaurants.repository';

/** What a request's host name is: the marketing/trial site, a restaurant's site, or nothing. */
export type Site =
  | { kind: 'marketing' }
  | { kind: 'restaurant'; restaurantId: number }
  | { kind: 'unknown'; hostname: string };

/** Already normal: nothing to trim, fold, or strip (no port, no trailing dot). */
const NORMAL_HOST = /^[a-z0-9.-]*[a-z0-9-]$/;

/** Host names compare lower-cased without port (DESIGN.md §7). */
export function normalizeHost(host: string): string {
  // One test instead of four rewrites on the hot path: most hosts arrive normal.
  if (NORMAL_HOST.test(host)) return host;
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export async function resolveSite(
  db: Database,
  marketingHosts: string[],
  host: string,
): Promise<Site> {
  const hostname = normalizeHost(host);
  if (marketingHosts.includes(hostname)) return { kind: 'marketing' };
  const restaurantId = await findRestaurantIdByHostname(db, hostname);
  return restaurantId === undefined
    ? { kind: 'unknown', hostname }
    : { kind: 'restaurant', restaurantId };
}

type RestaurantWithHosts = NonNullable<Awaited<ReturnType<typeof findPublicRestaurantByHostname>>>;

function socialOf(row: RestaurantWithHosts): PublicRestaurant['social'] {
  return Object.fromEntries(
    SOCIAL_FIELDS.filter((f) => row.social[f]).map((f) => [f, row.social[f]!]),
  );
}

export function toPublicRestaurant(row: RestaurantWithHosts): PublicRestaurant {
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
    description_translations: row.description_translations,
    cuisines: row.cuisines,
    geo: row.geo,
    // TODO(issue 5, SEO helper): the plan's live features.
    features: [],
    last_updated: row.last_updated.toISOString(),
  };
}

export function toRestaurant(row: RestaurantWithHosts): Restaurant {
  return {
    ...toPublicRestaurant(row),
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

// ---------------------------------------------------------------- public reads

/** Public read by host name: the narrow path a visitor's browser uses before anyone logs in. */
export async function getRestaurantByHostname(ctx: ServiceContext, hostname: string) {
  const cached = await ctx.restaurantCache.getByHostname(normalizeHost(hostname));
  if (!cached) throw notFound('Restaurant');
  return cached.restaurant;
}

export async function getTrialRestaurant(ctx: ServiceContext) {
  const trial = await findTrialRestaurant(ctx.db);
  const row =
    trial && (await findRestaurantWithHostsById(ctx.db, { scope: 'platform', id: trial.id }));
  if (!row) throw notFound('Trial restaurant');
  return toPublicRestaurant(row);
}

export async function listLogoSlider(ctx: ServiceContext) {
  const rows = await listLogoSliderRestaurants(ctx.db);
  return { items: rows.filter((r) => r.hostname !== null) };
}

// ---------------------------------------------------------------- dashboard reads

export async function listRestaurants(ctx: ServiceContext, query: RestaurantListQuery) {
  const scope = scopeOf(actorOf(ctx));
  const { items, total } = await runAsTenant(ctx.db, scope, (tx) =>
    listRestaurantRows(tx, { ...query, scope }),
  );
  return { items: items.map(toRestaurant), total, page: query.page, limit: query.limit };
}

/** One restaurant of the caller's business; staff may read only their own restaurant. */
export async function getRestaurant(ctx: ServiceContext, id: number) {
  const scope = scopeOf(actorOf(ctx));
  const row = await runAsTenant(ctx.db, scope, (tx) =>
    findRestaurantWithHostsById(tx, { scope, id }),
  );
  if (!row) throw notFound('Restaurant');
  return toRestaurant(row);
}

export async function listRestaurantNames(
  ctx: ServiceContext,
  query: { business_id?: number; search?: string },
) {
  const scope = scopeOf(actorOf(ctx));
  return runAsTenant(ctx.db, scope, (tx) =>
    listRestaurantNameRows(tx, { scope, businessId: query.business_id, search: query.search }),
  );
}

/** The features the restaurant's plan enables now; an ended subscription enables none. */
export async function getRestaurantFeatures(ctx: ServiceContext, id: number) {
  const restaurant = await getRestaurant(ctx, id);
  const scope = scopeOf(actorOf(ctx));
  const found = await runAsTenant(ctx.db, scope, (tx) =>
    findSubscriptionOfBusiness(tx, { scope, businessId: restaurant.business_id }),
  );
  const live =
    found &&
    (found.subscription.status === 'active' || found.subscription.status === 'trialing') &&
    found.subscription.current_period_end > ctx.clock.now();
  const features = live
    ? found.plan.features.filter((f): f is FeatureKey =>
        (FEATURE_KEYS as readonly string[]).includes(f),
      )
    : [];
  return {
    restaurant_id: restaurant.id,
    plan_code: found?.plan.code ?? '',
    status: found?.subscription.status ?? 'canceled',
    features,
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
  const scope = scopeOf(actorOf(ctx));
  const row = await runAsTenant(ctx.db, scope, (tx) => findBusinessById(tx, { scope, id }));
  if (!row) throw notFound('Business');
  return toBusiness(row);
}

/** The Fatture in Cloud token is sealed with the configured key and never read back out. */
export async function updateBusiness(ctx: ServiceContext, id: number, body: BusinessUpdateBody) {
  const scope = scopeOf(actorOf(ctx));
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
  const row = await runAsTenant(ctx.db, scope, (tx) =>
    updateBusinessRow(tx, { scope, id, changes }),
  );
  if (!row) throw notFound('Business');
  return toBusiness(row);
}

// ---------------------------------------------------------------- host names

/** Refuses marketing hosts and names another restaurant holds (unique across the platform). */
export async function assertHostnameAvailable(ctx: ServiceContext, hostname: string) {
  if (ctx.config.marketingHosts.includes(hostname)) {
    throw conflict('This host name belongs to Coperto itself', { hostname: 'Reserved' });
  }
  const [taken] = await findTakenHostnames(ctx.db, [hostname]);
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
export async function deriveHostname(db: Executor, name: string, publicUrl: string) {
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
  return changes;
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
  if (body.hostname) await assertHostnameAvailable(ctx, body.hostname);
  const hostname = body.hostname ?? (await deriveHostname(ctx.db, body.name, ctx.config.publicUrl));
  const now = ctx.clock.now();
  const id = await runAsTenant(ctx.db, scope, async (tx) => {
    if (!(await findBusinessById(tx, { scope, id: businessId }))) throw notFound('Business');
    const subscription = await findSubscriptionOfBusiness(tx, { scope, businessId });
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
      languages: language ?? ['it'],
    });
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
  work: (tx: Tx, scope: BusinessScope) => Promise<T>,
): Promise<T> {
  const scope = scopeOf(actorOf(ctx));
  const result = await runAsTenant(ctx.db, scope, async (tx) => {
    const value = await work(tx, scope);
    await touchRestaurant(tx, restaurantId, ctx.clock.now());
    return value;
  });
  ctx.restaurantCache.clear();
  return result;
}

export async function updateRestaurant(
  ctx: ServiceContext,
  id: number,
  body: RestaurantUpdateBody,
) {
  await commitVisibleChange(ctx, id, async (tx, scope) => {
    const current = await findRestaurantWithHostsById(tx, { scope, id });
    if (!current) throw notFound('Restaurant');
    await updateRestaurantRow(tx, { scope, id, changes: changesFrom(body, current.social) });
  });
  return getRestaurant(ctx, id);
}

/** Owner only; the name typed again confirms. The site stops resolving, the records stay. */
export async function deleteRestaurant(ctx: ServiceContext, id: number, confirmName: string) {
  await commitVisibleChange(ctx, id, async (tx, scope) => {
    const current = await findRestaurantWithHostsById(tx, { scope, id });
    if (!current) throw notFound('Restaurant');
    if (confirmName.trim() !== current.name) {
      throw ruleBroken('Type the restaurant’s name exactly to confirm', {
        confirm_name: 'Does not match the restaurant’s name',
      });
    }
    await softDeleteRestaurant(tx, { scope, id, now: ctx.clock.now() });
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
