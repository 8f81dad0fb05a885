import type { TenantTx } from '../../db/tenant-scope';
import type { ServiceContext } from '../../shared/context';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertUser,
  listWorkingUsers,
  type NewUserRow,
  type UserChanges,
  updateUser,
} from './users.repository';

export type { UserRow } from './users.repository';

/**
 * What sign-in, sign-up, invitations and the demo login ask of user accounts (DESIGN.md §11: an
 * area calls another's service, never its repository). The reads by email and Google subject run
 * before a tenant is known (system reads); the rest inside the caller's tenant transaction.
 */

export function findAccountByEmail(ctx: Pick<ServiceContext, 'system'>, email: string) {
  return findUserByEmail(ctx.system, email);
}

export function findAccountByGoogleSubject(ctx: Pick<ServiceContext, 'system'>, subject: string) {
  return findUserByGoogleSubject(ctx.system, subject);
}

export function findAccount(tx: TenantTx, id: number) {
  return findUserById(tx, { id });
}

export function addAccount(tx: TenantTx, values: NewUserRow) {
  return insertUser(tx, values);
}

export function changeAccount(tx: TenantTx, q: { id: number; changes: UserChanges }) {
  return updateUser(tx, q);
}

/** The people of the caller's business who can be on a rota (enabled, not admins), by name. */
export function listTeam(tx: TenantTx) {
  return listWorkingUsers(tx);
}
