import type { ComponentType, LazyExoticComponent } from 'react';
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
};
