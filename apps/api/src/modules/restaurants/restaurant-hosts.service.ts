import type {
  HostnameAddBody,
  HostnameDeleteBody,
  LanguageAddBody,
  LanguageDeleteBody,
  UniqueIdBody,
} from '@coperto/shared/restaurants/restaurant-hosts.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { assertHostnameAvailable } from './host-names.service';
import {
  deleteHostname as deleteHostnameRow,
  deleteLanguage as deleteLanguageRow,
  insertHostname,
  insertLanguage,
  isPublicKeyTaken,
  listHostnames,
  listLanguages,
  lockRestaurant,
  setLanguageOrder,
  setPublicKey,
} from './restaurant-hosts.repository';
import { getRestaurant } from './restaurants.service';
import { commitVisibleChange } from './visible-change.service';

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle's query error. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

type LockedRestaurant = NonNullable<Awaited<ReturnType<typeof lockRestaurant>>>;

/**
 * Runs one change to a restaurant of the caller's business, with its row locked, and marks the
 * restaurant changed for its visitors. Another business's restaurant is a 404 and changes nothing.
 */
async function changeRestaurant(
  ctx: ServiceContext,
  restaurantId: number,
  change: (tx: TenantTx, restaurant: LockedRestaurant) => Promise<void>,
) {
  await commitVisibleChange(ctx, restaurantId, async (tx) => {
    const restaurant = await lockRestaurant(tx, { id: restaurantId });
    if (!restaurant) throw notFound('Restaurant');
    await change(tx, restaurant);
  });
  return getRestaurant(ctx, restaurantId);
}

/** 404 before any other answer, so a caller cannot learn about another business's restaurant. */
async function assertRestaurantInScope(ctx: ServiceContext, restaurantId: number) {
  const found = await ctx.asActor((tx) => lockRestaurant(tx, { id: restaurantId }));
  if (!found) throw notFound('Restaurant');
  return found;
}

// ---------------------------------------------------------------- host names

const hostnameTaken = (hostname: string) =>
  conflict(`The host name ${hostname} is already in use`, { hostname: 'Already in use' });

/** Adds a host name the restaurant's site answers on; unique across the whole platform. */
export async function addHostname(ctx: ServiceContext, body: HostnameAddBody) {
  await assertRestaurantInScope(ctx, body.restaurant_id);
  // Outside the tenant transaction: it must see every business's host names, not only ours.
  await assertHostnameAvailable(ctx, body.hostname);
  try {
    return await changeRestaurant(ctx, body.restaurant_id, (tx, restaurant) =>
      insertHostname(tx, {
        businessId: restaurant.business_id,
        restaurantId: restaurant.id,
        hostname: body.hostname,
      }),
    );
  } catch (error) {
    // Someone took it between the check and the insert: the unique index has the last word.
    if (isUniqueViolation(error)) throw hostnameTaken(body.hostname);
    throw error;
  }
}

/** Removes a host name; a restaurant keeps at least one, or its site could not be reached. */
export async function deleteHostname(ctx: ServiceContext, body: HostnameDeleteBody) {
  return changeRestaurant(ctx, body.restaurant_id, async (tx, restaurant) => {
    const hostnames = await listHostnames(tx, { restaurantId: restaurant.id });
    if (!hostnames.includes(body.hostname)) throw notFound('Host name');
    if (hostnames.length === 1) {
      throw ruleBroken('A restaurant needs at least one host name: add another one first', {
        hostname: 'The last host name',
      });
    }
    await deleteHostnameRow(tx, { restaurantId: restaurant.id, hostname: body.hostname });
  });
}

// ---------------------------------------------------------------- languages

const languageTaken = (language: string) =>
  conflict(`The site is already in ${language}`, { language: 'Already in the list' });

/** Inserts `language` at `position` (clamped to the list); the first language is the default. */
function withLanguageAt(languages: string[], language: string, position: number | undefined) {
  const others = languages.filter((l) => l !== language);
  const at = Math.min(position ?? others.length, others.length);
  return [...others.slice(0, at), language, ...others.slice(at)];
}

/**
 * Adds a language at `position` or at the end. A language already in the list is moved when a
 * position is given, and is a conflict otherwise.
 */
export async function addLanguage(ctx: ServiceContext, body: LanguageAddBody) {
  try {
    return await changeRestaurant(ctx, body.restaurant_id, async (tx, restaurant) => {
      const languages = await listLanguages(tx, { restaurantId: restaurant.id });
      const present = languages.includes(body.language);
      if (present && body.position === undefined) throw languageTaken(body.language);
      const order = withLanguageAt(languages, body.language, body.position);
      if (!present) {
        await insertLanguage(tx, {
          businessId: restaurant.business_id,
          restaurantId: restaurant.id,
          language: body.language,
          position: order.indexOf(body.language),
        });
      }
      await setLanguageOrder(tx, { restaurantId: restaurant.id, languages: order });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw languageTaken(body.language);
    throw error;
  }
}

/** Removes a language; the rest keep their order and the site keeps at least one. */
export async function deleteLanguage(ctx: ServiceContext, body: LanguageDeleteBody) {
  return changeRestaurant(ctx, body.restaurant_id, async (tx, restaurant) => {
    const languages = await listLanguages(tx, { restaurantId: restaurant.id });
    if (!languages.includes(body.language)) throw notFound('Language');
    if (languages.length === 1) {
      throw ruleBroken('A restaurant needs at least one language: add another one first', {
        language: 'The last language',
      });
    }
    await deleteLanguageRow(tx, { restaurantId: restaurant.id, language: body.language });
    await setLanguageOrder(tx, {
      restaurantId: restaurant.id,
      languages: languages.filter((l) => l !== body.language),
    });
  });
}

// ---------------------------------------------------------------- public key

const uniqueIdTaken = (uniqueId: string) =>
  conflict(`The id ${uniqueId} is already in use`, { unique_id: 'Already in use' });

/**
 * Sets the restaurant's public key to a readable slug. Its media prefix stays what it was, so every
 * stored media path keeps working.
 */
export async function setUniqueId(ctx: ServiceContext, body: UniqueIdBody) {
  const current = await assertRestaurantInScope(ctx, body.restaurant_id);
  if (current.public_key === body.unique_id) return getRestaurant(ctx, body.restaurant_id);
  // Outside the tenant transaction: keys are unique across every business.
  if (await isPublicKeyTaken(ctx.system, body.unique_id)) throw uniqueIdTaken(body.unique_id);
  try {
    return await changeRestaurant(ctx, body.restaurant_id, (tx, restaurant) =>
      setPublicKey(tx, { id: restaurant.id, publicKey: body.unique_id }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueIdTaken(body.unique_id);
    throw error;
  }
}
