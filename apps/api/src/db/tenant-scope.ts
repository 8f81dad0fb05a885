import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The tenant choke point. Read this file first when reviewing access to data.
 *
 * Every tenant-owned table has `business_id` and a Row Level Security policy on it. Tenant work
 * runs in a transaction under the non-owner role `coperto_app` with the business in the
 * transaction-local setting `app.business_id`, so a query that forgot its filter still sees only
 * the caller's rows. Repositories also filter explicitly: RLS is the second wall, not the first.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database itself (system work) or a transaction. */
export type Executor = Database | Tx;

/** One business, or the whole platform (admins only). */
export type BusinessScope = number | 'platform';

export function runAsTenant<T>(db: Database, scope: BusinessScope, work: (tx: Tx) => Promise<T>) {
  const businessId = scope === 'platform' ? '' : String(scope);
  const isAdmin = scope === 'platform' ? 'true' : 'false';
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.business_id', ${businessId}, true), set_config('app.is_admin', ${isAdmin}, true)`,
    );
    await tx.execute(sql`set local role coperto_app`);
    return work(tx);
  });
}

/** The explicit filter: a business's rows, or no filter for the platform scope. */
export function businessFilter(column: Column, scope: BusinessScope): SQL | undefined {
  return scope === 'platform' ? undefined : eq(column, scope);
}
