import type { Database } from './client';
import { runAsTenant, type TenantTx } from './tenant-scope';

/**
 * Every read and write that bypasses the tenant scope, listed in one file a reviewer can read
 * whole.
 *
 * Tenant work goes through `runAsTenant` (tenant-scope.ts). What is listed here runs before a
 * tenant is known, keyed by something only its owner holds or that is public by design: the host
 * name of a site, a login email, a session's random id, a menu's hashed id, a restaurant's public
 * key, a sign-up's secret. Whatever follows such a read runs in the tenant it found.
 */

declare const systemBrand: unique symbol;

/** The database with Row Level Security bypassed, under a name no one passes by accident. */
export type SystemDb = Database & { readonly [systemBrand]: true };

/** Made where the app is wired (the auth plugin, the restaurant cache, the seed), not by services. */
export function systemAccess(db: Database): SystemDb {
  return db as SystemDb;
}

/** Work across every business: a sign-up creating its business, the demo seed. */
export function runAsPlatform<T>(db: SystemDb, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return runAsTenant(db, 'platform', work);
}

/**
 * Every query that takes a `SystemDb`, and why it may. The queries live beside their tables' other
 * queries; system-access.test.ts fails when this list and the repositories disagree.
 */
export const SYSTEM_READS = {
  // Identity: how a caller becomes known.
  findLiveSession: 'the session behind a token, by its random id: how a request learns its tenant',
  touchSession: "moves that same session's last_seen_at, by its id, at most once a minute",
  findUserByEmail: 'login, sign-up, reset and invitation look the address up across businesses',
  findUserByGoogleSubject: 'Google sign-in finds the account linked to a verified Google subject',
  findOpenCode: 'a sign-up or reset code by its public id or the hash of its secret',
  // Public pages: how a visitor's request finds its restaurant, and through it the tenant.
  findPublicRestaurantByHostname:
    "the restaurant a visitor's host name names, as its site shows it (the cache loads it)",
  findPublicRestaurantById: 'the public view of a live restaurant a public URL names by id',
  findLiveRestaurantById: 'the business of a live restaurant a public form or gallery names',
  findRestaurantByPublicKey: 'a cart, a site login or sign-up names a restaurant by its public key',
  findTrialRestaurant: 'the demo restaurant new sign-ups and the trial host show',
  listLogoSliderRestaurants: 'restaurants that opted in to the marketing page, across businesses',
  findActiveMenuByHashedId: "a guest's menu link, by its unguessable hashed id",
  listActiveMenusOfLiveRestaurant: "a live restaurant's published menus, for its public page",
  findOrderByPublicId: "a guest's order tracking link, by its unguessable public id",
  findOrderNumberByPublicId:
    'the number the commit gave an order the request just placed, by its unguessable public id',
  findActiveTableByQrToken: 'the table a QR code at the table names, by its unguessable token',
  findBookingByPublicId: "a guest's booking manage link, by its unguessable public id",
  findGiftCardByUniqueId: "a gift card's page link, by its unguessable unique id",
  findWaitlistEntryByPublicId:
    "a waitlisted guest's leave or accept link, by its unguessable public id",
  // Payments: the provider's verified notifications name its account, not our business.
  findBusinessByStripeAccount: "a verified Stripe webhook about a connected account's state",
  // Development only (never in production): the one person running the app reads its mail.
  findRecentOutboxMessages:
    "every business's kept mail, for the development outbox page on this machine",
  // Uniqueness across every business: host names and public keys must not clash with anyone's.
  findTakenHostnames: 'which of some host names any business holds',
  isPublicKeyTaken: 'whether any business holds a public key',
} as const;
