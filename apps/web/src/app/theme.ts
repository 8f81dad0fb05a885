import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRestaurantStore } from '../features/restaurants/stores/current-restaurant-store';
import { loadWebFont } from '../shared/lib/web-font';
import { COPERTO_COLORS, type ThemeSpec } from '../shared/ui/theme-spec';
import { isDashboardPath } from './dashboard-path';
import type { SiteKind } from './site-kind';

/**
 * The look for this path (spec §2): the dashboard's under /dashboard, otherwise the public-site
 * look from the current restaurant's colours and font (Coperto's own off restaurant hosts). As
 * data: MUI builds its theme from it only where an MUI component shows (shared/ui/mui-theme.tsx).
 */
export function useThemeSpecForPath(siteKind: SiteKind): ThemeSpec {
  const { pathname } = useLocation();
  const dashboard = isDashboardPath(pathname);
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const colors = siteKind === 'restaurant' ? restaurant?.theme : undefined;
  const font = siteKind === 'restaurant' ? restaurant?.font : undefined;

  useEffect(() => {
    if (!dashboard) void loadWebFont(font);
  }, [dashboard, font]);

  return useMemo((): ThemeSpec => {
    if (dashboard) return { look: 'dashboard' };
    // Coperto's own pages (the marketing host, an unknown host's "not found") wear its colours.
    if (siteKind !== 'restaurant') return { look: 'site', colors: COPERTO_COLORS };
    return { look: 'site', colors, font };
  }, [dashboard, siteKind, colors, font]);
}
