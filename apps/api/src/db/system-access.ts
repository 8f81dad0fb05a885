import type { Database } from './client';

/**
 * Every read and write that bypasses Row Level Security, in one file a reviewer can read whole.
 *
 * Tenant work goes through `runAsTenant` (tenant-scope.ts). What is here runs before a tenant is
 * known, keyed by something only its owner holds or that is public by design: the host name of a
 * site, a login email, a session's random id, a menu's hashed id, a restaurant's public key, a
 * sign-up's secret. Nothing else may take a `SystemDb`.
 */

declare const systemBrand: unique symbol;

/** The database with Row Level Security bypassed, under a name no one passes by accident. */
export type SystemDb = Database & { readonly [systemBrand]: true };

/** Made once per app (the auth plugin, background jobs, the seed), never inside a module. */
export function systemAccess(db: Database): SystemDb {
  return db as SystemDb;
}
