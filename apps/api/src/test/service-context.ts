import type { Database } from '../db/client';
import { systemAccess } from '../db/system-access';
import { runAsTenant } from '../db/tenant-scope';
import type { ServiceContext } from '../shared/context';

/** What a public read outside a request needs: the system reads and tenant transactions. */
export function publicReadContextOf(db: Database): Pick<ServiceContext, 'system' | 'asTenant'> {
  return { system: systemAccess(db), asTenant: (scope, work) => runAsTenant(db, scope, work) };
}
