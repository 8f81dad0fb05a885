import { hasPermission, type Permission } from '@coperto/shared/auth/permissions';
import { useSignedInUser } from './use-signed-in-user';

/**
 * Whether the signed-in user's role grants `permission`: the server's own table
 * (packages/shared auth/permissions), mirrored to hide what the user cannot do (DESIGN.md §4.2).
 * Nobody signed in has no permission.
 */
export function usePermission(permission: Permission): boolean {
  const role = useSignedInUser()?.user.role;
  return role !== undefined && hasPermission(role, permission);
}
