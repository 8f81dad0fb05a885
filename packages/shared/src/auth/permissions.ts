import { ROLES, type Role } from './roles';

export { ROLES, type Role } from './roles';

/** Every permission is a typed `action:resource[:scope]` string, checked on the server, mirrored in the UI. */
export const PERMISSIONS = [
  'read:business',
  'update:business',
  'read:restaurant',
  'create:restaurant',
  'update:restaurant',
  'delete:restaurant',
  'update:menus',
  'upload:media',
  'read:contact-messages',
  'read:orders',
  'update:orders',
  'update:ordering-settings',
  'refund:orders',
  'read:bookings',
  'update:bookings',
  'update:booking-settings',
  'charge:bookings',
  'read:floor',
  'update:floor',
  'serve:floor',
  'manage:discounts',
  'read:giftcards',
  'redeem:giftcards',
  'update:giftcards',
  'extend:giftcards',
  'read:users',
  'invite:users',
  'update:users',
  'read:active-users',
  'read:expenses',
  'update:expenses',
  'read:cashups',
  'update:cashups',
  'reopen:cashups',
  'read:rota',
  'read:rota:own',
  'update:rota',
  'read:wages',
  'read:wages:own',
  'update:wages',
  'read:reports',
  'read:subscription',
  'read:profile:own',
  'update:profile:own',
  'read:all-businesses',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const OWNER: readonly Permission[] = PERMISSIONS.filter((p) => p !== 'read:all-businesses');
const MANAGER: readonly Permission[] = [
  'read:business',
  'read:restaurant',
  'update:restaurant',
  'update:menus',
  'upload:media',
  'read:contact-messages',
  'read:orders',
  'update:orders',
  'update:ordering-settings',
  'refund:orders',
  'read:bookings',
  'update:bookings',
  'update:booking-settings',
  'charge:bookings',
  'read:floor',
  'update:floor',
  'serve:floor',
  'manage:discounts',
  'read:giftcards',
  'redeem:giftcards',
  'update:giftcards',
  'read:users',
  'invite:users',
  'update:users',
  'read:active-users',
  // The back office without wages: managers keep the bills, close the till and plan the week,
  // but never see what others earn (DESIGN.md §6); their reports leave labour cost out.
  'read:expenses',
  'update:expenses',
  'read:cashups',
  'update:cashups',
  'read:rota',
  'read:rota:own',
  'update:rota',
  'read:wages:own',
  'read:reports',
  'read:profile:own',
  'update:profile:own',
];
const STAFF: readonly Permission[] = [
  'read:restaurant',
  'read:orders',
  'update:orders',
  'read:bookings',
  'update:bookings',
  'read:floor',
  'serve:floor',
  'read:giftcards',
  'redeem:giftcards',
  'read:rota:own',
  'read:wages:own',
  'read:profile:own',
  'update:profile:own',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS,
  owner: OWNER,
  manager: MANAGER,
  staff: STAFF,
};

export function hasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A user may grant only roles at or below their own, and nobody grants `admin` through invitations. */
export function canAssignRole(actor: Role, target: Role): boolean {
  if (target === 'admin') return false;
  return ROLES.indexOf(target) >= ROLES.indexOf(actor);
}
