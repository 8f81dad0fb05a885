/**
 * Roles from most to least powerful (DESIGN.md §6); the user list's role filter uses these. A module
 * of its own so the public site's session store reads them without the permission tables.
 */
export const ROLES = ['admin', 'owner', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];
