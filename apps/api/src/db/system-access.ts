import type { Database } from './client';
import { runAsTenant, type TenantTx } from './tenant-scope';

/**
 * Every read and write that bypasses the tenant scope, listed in one file a reviewer can read
 * whole.
 *
 * Tenant work goes through `runAsTenant` (tenant-scope.ts). What is listed here runs before a
 * tenant is known, keyed by something only its owner holds or that is public by design: the host
 * name of a site, a login email, a session's random id, a menu's hashed id, a restaurant's public
 * key, a sign-up's secret. The queries live beside their tables' other queries, typed to take a
 * `SystemDb`; system-access.test.ts fails when one takes it without being listed below.
 */

declare const systemBrand: unique symbol;

/** The database with Row Level Security bypassed, under a name no one passes by accident. */
export type SystemDb = Database & { readonly [systemBrand]: true };

/** Made once per app (the auth plugin, background jobs, the seed), never inside a module. */
export function systemAccess(db: Database): SystemDb {
  return db as SystemDb;
}

/** Work across every business: a sign-up creating its business, the demo seed. */
export function runAsPlatform<T>(db: SystemDb, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return runAsTenant(db, 'platform', work);
}

// ---------------------------------------------------------------- the list
// Identity: how a caller becomes known.
export { findOpenCode } from '../modules/auth/one-time-code.repository';
export { findLiveSession, touchSession } from '../modules/auth/session.repository';
// Public pages: how a visitor's request finds its restaurant, and through it the tenant.
export {
  findActiveMenuByHashedId,
  listActiveMenusOfLiveRestaurant,
} from '../modules/menus/menus.repository';
// Uniqueness across every business: host names and public keys must not clash with anyone's.
export { isPublicKeyTaken } from '../modules/restaurants/restaurant-hosts.repository';
export {
  findLiveRestaurantById,
  findPublicRestaurantByHostname,
  findPublicRestaurantById,
  findRestaurantByPublicKey,
  findRestaurantIdByHostname,
  findTakenHostnames,
  findTrialRestaurant,
  listLogoSliderRestaurants,
} from '../modules/restaurants/restaurants.repository';
export { findUserByEmail, findUserByGoogleSubject } from '../modules/users/users.repository';
