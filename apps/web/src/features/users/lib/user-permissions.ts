import { canAssignRole, hasPermission, ROLES, type Role } from '@coperto/shared/auth/permissions';

/** Who acts: the signed-in user's id and role. */
export interface UserActor {
  id: number;
  role: Role;
}

/** The roles `actor` may hand out, most powerful first; `admin` is never one of them. */
export function assignableRoles(actor: Role): Role[] {
  return ROLES.filter((role) => canAssignRole(actor, role));
}

/** May `actor` edit `target` (and send them a new invitation)? The API's rule, mirrored. */
export function canManageUser(actor: UserActor, target: { role: Role }): boolean {
  if (!hasPermission(actor.role, 'update:users')) return false;
  return actor.role === 'admin' || canAssignRole(actor.role, target.role);
}

/** Disabling is managing someone else: nobody disables themselves. */
export function canDisableUser(actor: UserActor, target: { id: number; role: Role }): boolean {
  return actor.id !== target.id && canManageUser(actor, target);
}

/** Shift rates are wages: only an owner (or the platform admin) sees and sets them. */
export function canSeeWages(actor: { role: Role }): boolean {
  return hasPermission(actor.role, 'read:wages');
}
