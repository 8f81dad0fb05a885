import { describe, expect, expectTypeOf, it } from 'vitest';
import { findGalleryImage } from '../modules/gallery/gallery.repository';
import { findActiveMenuByHashedId } from '../modules/menus/menus.repository';
import { findRestaurantById } from '../modules/restaurants/restaurants.repository';
import { findUserById, listUsers } from '../modules/users/users.repository';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { type SystemDb, systemAccess } from './system-access';
import { runAsTenant, type TenantTx, type Tx } from './tenant-scope';

/**
 * An unscoped read of a tenant table does not compile. `tsc -p apps/api` (npm run typecheck)
 * checks this file: each `@ts-expect-error` fails the type check the day its line compiles.
 */
function unscopedCallsDoNotCompile(db: Database, tx: Tx, system: SystemDb, tenant: TenantTx) {
  // @ts-expect-error the raw database bypasses Row Level Security: not a tenant transaction
  void findRestaurantById(db, { id: 1 });
  // @ts-expect-error a transaction not opened by runAsTenant carries no scope
  void findUserById(tx, { id: 1 });
  // @ts-expect-error the system handle is for the listed pre-tenant reads only
  void findGalleryImage(system, { id: 1 });
  // @ts-expect-error the scope comes from the transaction: there is no argument to name another
  void findUserById(tenant, { scope: 2, id: 1 });
  // @ts-expect-error a system read does not take the raw database either: it must be named
  void findActiveMenuByHashedId(db, 'abc');
  // @ts-expect-error a look-alike object is not a tenant transaction: only runAsTenant brands one
  void listUsers({ ...tx, scope: 'platform' }, {} as Parameters<typeof listUsers>[1]);
  // The legitimate calls compile.
  void findUserById(tenant, { id: 1 });
  void findActiveMenuByHashedId(system, 'abc');
}

describe('tenant scope as a type', () => {
  it('is checked by the compiler (this file is part of tsc -p apps/api)', () => {
    expect(typeof unscopedCallsDoNotCompile).toBe('function');
    expectTypeOf<Database>().not.toExtend<TenantTx>();
    expectTypeOf<Tx>().not.toExtend<TenantTx>();
    expectTypeOf<SystemDb>().not.toExtend<TenantTx>();
    expectTypeOf<Database>().not.toExtend<SystemDb>();
  });

  it('gives the transaction the scope it was opened with, which the repositories read', async () => {
    const database = await openTestDatabase();
    try {
      const seen = await runAsTenant(database.db, 7, async (tx) => tx.scope);
      expect(seen).toBe(7);
      expect(await runAsTenant(database.db, 'platform', async (tx) => tx.scope)).toBe('platform');
      expect(systemAccess(database.db)).toBe(database.db);
    } finally {
      await database.close();
    }
  });
});
