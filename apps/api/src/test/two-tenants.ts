import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { businesses } from '../db/schema/tenancy';
import { seedDemo } from '../db/seed/demo-seed';
import { runAsTenant } from '../db/tenant-scope';
import { openTestDatabase } from './test-database';

/** The demo on a test file's own database, and its two businesses: the tenants of an RLS test. */
export interface TwoTenants {
  database: DatabaseHandle;
  /** The first business (trattoria, pizzeria). */
  demoId: number;
  /** The second business (the osteria), whose rows the first must never reach. */
  otherId: number;
}

/** A tenant table: every one carries the business it belongs to (DESIGN.md §4, tenancy). */
export type TenantTable = PgTable & { business_id: AnyPgColumn };

/** Opens a database of the file's own with the demo seeded, and finds its two businesses. */
export async function openTwoTenants(
  options: { orderHistory?: boolean } = {},
): Promise<TwoTenants> {
  const database = await openTestDatabase();
  await seedDemo(database.db, { password: 'demo-password', ...options });
  const rows = await database.db
    .select({ id: businesses.id })
    .from(businesses)
    .orderBy(businesses.id);
  const [demoId, otherId] = rows.map((b) => b.id) as [number, number];
  return { database, demoId, otherId };
}

/** Each business against the other: the cross-tenant attempts go both ways. */
export function eitherWay({ demoId, otherId }: Omit<TwoTenants, 'database'>) {
  return [
    [otherId, demoId],
    [demoId, otherId],
  ] as const;
}

/**
 * One test a table: read without a filter as either business, a query sees rows, and only its
 * own. The rows must be there for both, or the test would pass on an empty table.
 */
export function itShowsEachTenantOnlyItsRows(
  tables: Record<string, TenantTable>,
  tenants: () => TwoTenants,
) {
  for (const [name, table] of Object.entries(tables)) {
    it(`${name}: an unfiltered query sees only the tenant's rows, and there are others`, async () => {
      const { database, demoId, otherId } = tenants();
      for (const tenant of [demoId, otherId]) {
        const seen = await runAsTenant(database.db, tenant, (tx) =>
          tx.select({ business_id: table.business_id }).from(table),
        );
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.every((r) => r.business_id === tenant)).toBe(true);
      }
    });
  }
}
