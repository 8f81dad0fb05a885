import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The tenant choke point. Read this file first when reviewing access to data.
 *
 * Every tenant-owned table has `business_id` and a Row Level Security policy on it. Tenant work
 * runs in a transaction under the non-owner role `coperto_app` with the business in the
 * transaction-local setting `app.business_id`, so a query that forgot its filter still sees only
 * the caller's rows. Repositories also filter explicitly, reading the business from the
 * transaction itself: RLS is the second wall, not the first.
 *
 * The only other way to the data is the system handle of `system-access.ts`, which lists every
 * read that must happen before a tenant is known.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: for platform tables only (plans, rate limits, OAuth states). */
export type Executor = Database | Tx;

/** One business, or the whole platform (admins only). */
export type BusinessScope = number | 'platform';

declare const tenantBrand: unique symbol;

/**
 * A transaction of one tenant, carrying its scope. Only `runAsTenant` makes one, so a repository
 * that takes it cannot be called unscoped: a plain database or transaction does not type-check.
 */
export type TenantTx = Tx & { readonly scope: BusinessScope; readonly [tenantBrand]: true };

export function runAsTenant<T>(
  db: Database,
  scope: BusinessScope,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const businessId = scope === 'platform' ? '' : String(scope);
  const isAdmin = scope === 'platform' ? 'true' : 'false';
  return db.transaction(async (tx) => {
    // One round trip (decision 079): `set_config('role', …, true)` is `set local role`, and the
    // role is switched after the tenant's settings in the same statement. No parallel workers: on
    // a request's path their start costs more than they save, and takes cores from the requests
    // beside it (decision 089).
    await tx.execute(
      sql`select set_config('app.business_id', ${businessId}, true), set_config('app.is_admin', ${isAdmin}, true), set_config('max_parallel_workers_per_gather', '0', true), set_config('role', 'coperto_app', true)`,
    );
    // The scope rides on the transaction object itself: it lives exactly as long as the settings.
    Object.defineProperty(tx, 'scope', { value: scope, enumerable: false });
    return work(tx as TenantTx);
  });
}

/** The explicit filter of the transaction's tenant: its rows, or none for the platform scope. */
export function tenantFilter(tx: TenantTx, column: Column): SQL | undefined {
  return tx.scope === 'platform' ? undefined : eq(column, tx.scope);
}
