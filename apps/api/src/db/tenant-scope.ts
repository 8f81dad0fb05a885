import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';
import { withStatementOnBegin } from './settings-on-begin';

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
  if (scope !== 'platform' && !Number.isSafeInteger(scope)) {
    return Promise.reject(new Error(`not a business id: ${scope}`));
  }
  // Written in, not a parameter: it rides on the `begin`'s simple-protocol message (decision 095),
  // and is made only of an integer and fixed words. `set_config('role', …, true)` is `set local
  // role`, switched after the tenant's settings (decision 079). No parallel workers: on a
  // request's path their start costs more than they save, and takes cores from the requests
  // beside it (decision 089).
  const settings = `select set_config('app.business_id', '${scope === 'platform' ? '' : scope}', true), set_config('app.is_admin', '${scope === 'platform'}', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('role', 'coperto_app', true)`;
  return withStatementOnBegin(settings, (sent) =>
    db.transaction(async (tx) => {
      if (!sent()) await tx.execute(sql.raw(settings));
      // The scope rides on the transaction object itself: it lives exactly as long as the settings.
      Object.defineProperty(tx, 'scope', { value: scope, enumerable: false });
      return work(tx as TenantTx);
    }),
  );
}

/** The explicit filter of the transaction's tenant: its rows, or none for the platform scope. */
export function tenantFilter(tx: TenantTx, column: Column): SQL | undefined {
  return tx.scope === 'platform' ? undefined : eq(column, tx.scope);
}
