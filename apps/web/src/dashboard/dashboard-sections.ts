import { hasPermission, type Permission, ROLES, type Role } from '@coperto/shared/auth/permissions';
import type { FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';

export type DashboardSectionKey =
  | 'home'
  | 'orders'
  | 'bookings'
  | 'floor'
  | 'cashups'
  | 'expenses'
  | 'staff'
  | 'reports'
  | 'business'
  | 'restaurant'
  | 'users'
  | 'subscription'
  | 'giftCards'
  | 'invoices'
  | 'discounts'
  | 'menus'
  | 'gallery'
  | 'profile'
  | 'docs';

export interface DashboardSection {
  key: DashboardSectionKey;
  /** Below /dashboard; '' is the dashboard's home. */
  path: string;
  /** Who may use it: a permission where the API has one, else the least role (DESIGN.md §6). */
  access?: { permission: Permission } | { leastRole: Role };
  /**
   * The plan feature it needs: without it the navigation shows a lock and the section page shows
   * the locked notice in place of the screen (pages/section-page.tsx), so no screen gates itself.
   */
  feature?: FeatureKey;
}

/** The dashboard's sections (spec §2), in the navigation's order. */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'home', path: '' },
  { key: 'orders', path: 'orders', feature: 'ordering' },
  // Every role works the day's book (read:bookings); the settings page keeps its writes to managers.
  {
    key: 'bookings',
    path: 'bookings',
    access: { permission: 'read:bookings' },
    feature: 'bookings',
  },
  // The room: every role works the service (read:floor); the plan and the QR codes need
  // update:floor, checked by the section's own tabs. Sold with bookings (decision 063).
  { key: 'floor', path: 'floor', access: { permission: 'read:floor' }, feature: 'bookings' },
  // The back office (issue 18). Closing the till and keeping the bills are a manager's work.
  { key: 'cashups', path: 'cash-ups', access: { permission: 'read:cashups' }, feature: 'cashups' },
  // Suppliers live inside Expenses: a supplier matters for the bills it sends.
  {
    key: 'expenses',
    path: 'expenses',
    access: { permission: 'read:expenses' },
    feature: 'expenses',
  },
  // Every role opens it: staff see their own shifts and payslips, managers plan the rota, and only
  // owners see everyone's wages (checked by the section's own tabs and the API).
  { key: 'staff', path: 'staff', access: { permission: 'read:rota:own' }, feature: 'shifts' },
  { key: 'reports', path: 'reports', access: { permission: 'read:reports' } },
  { key: 'business', path: 'business', access: { permission: 'read:business' } },
  // Staff never open the settings: updating the restaurant is an owner's and a manager's work.
  { key: 'restaurant', path: 'restaurant', access: { permission: 'update:restaurant' } },
  { key: 'users', path: 'users', access: { permission: 'read:users' } },
  { key: 'subscription', path: 'subscription', access: { permission: 'read:subscription' } },
  // Every role redeems a card at the counter (redeem:giftcards); issuing, adjusting and the
  // templates are a manager's, checked by the section's own tabs (decision 069).
  {
    key: 'giftCards',
    path: 'gift-cards',
    access: { permission: 'read:giftcards' },
    feature: 'giftcards',
  },
  // Invoices, discounts and menus are a manager's work, not staff's (DESIGN.md §6).
  { key: 'invoices', path: 'invoices', access: { leastRole: 'manager' }, feature: 'invoices' },
  { key: 'discounts', path: 'discounts', access: { leastRole: 'manager' }, feature: 'discounts' },
  { key: 'menus', path: 'menus', access: { permission: 'update:menus' }, feature: 'menu' },
  { key: 'gallery', path: 'gallery', access: { permission: 'upload:media' }, feature: 'gallery' },
  { key: 'profile', path: 'profile', access: { permission: 'read:profile:own' } },
  { key: 'docs', path: 'docs' },
];

/** Whether a role may use a section: the navigation hides the others, the page refuses them. */
export function canUseSection(role: Role, section: DashboardSection): boolean {
  const { access } = section;
  if (!access) return true;
  if ('permission' in access) return hasPermission(role, access.permission);
  // ROLES runs from most to least powerful.
  return ROLES.indexOf(role) <= ROLES.indexOf(access.leastRole);
}

export function dashboardPathOf(section: DashboardSection): string {
  return section.path ? `/dashboard/${section.path}` : '/dashboard';
}
