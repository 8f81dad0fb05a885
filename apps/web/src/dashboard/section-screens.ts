import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DashboardSectionKey } from './dashboard-sections';

/**
 * Each built section's screen, its own chunk, loaded on the first visit. A section not listed
 * here still shows "coming soon". A screen owns the paths below its section (`/dashboard/menus/…`)
 * with its own nested routes.
 */
export const SECTION_SCREENS: Partial<
  Record<DashboardSectionKey, LazyExoticComponent<ComponentType>>
> = {
  // One line per section: lazy(() => import('../features/<area>/pages/<area>-page')).
  bookings: lazy(() => import('../features/bookings/pages/bookings-page')),
  cashups: lazy(() => import('../features/cashups/pages/cashups-page')),
  floor: lazy(() => import('../features/floor/pages/floor-page')),
  business: lazy(() => import('../features/business/pages/business-page')),
  subscription: lazy(() => import('../features/subscription/pages/subscription-page')),
  discounts: lazy(() => import('../features/discounts/pages/discounts-page')),
  expenses: lazy(() => import('../features/expenses/pages/expenses-page')),
  giftCards: lazy(() => import('../features/giftcards/pages/giftcards-page')),
  gallery: lazy(() => import('../features/gallery-editor/pages/gallery-editor-page')),
  menus: lazy(() => import('../features/menu-editor/pages/menu-editor-page')),
  orders: lazy(() => import('../features/orders/pages/orders-page')),
  reports: lazy(() => import('../features/reports/pages/reports-page')),
  restaurant: lazy(() => import('../features/restaurant-settings/pages/restaurant-settings-page')),
  staff: lazy(() => import('../features/staff/pages/staff-page')),
  users: lazy(() => import('../features/users/pages/users-page')),
  profile: lazy(() => import('../features/users/pages/profile-page')),
};
