import type { TenantTx } from '../../db/tenant-scope';
import { revokeSessionsOfUser } from './session.repository';

/**
 * Ends every session of a user (disabled, or its password changed), in the caller's transaction:
 * what the users area asks of sessions (DESIGN.md §11).
 */
export function endSessionsOfUser(tx: TenantTx, userId: number, now: Date) {
  return revokeSessionsOfUser(tx, userId, now);
}
