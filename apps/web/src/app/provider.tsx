import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider (color schemes), which no theme
// here uses: the system's provider is what it renders for such a theme, without 3 KB gzip of code.
import { ThemeProvider } from '@mui/system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentRestaurantStore } from '../features/restaurants/stores/current-restaurant-store';
import { loadWebFont } from '../shared/lib/web-font';
import { PageSpinner } from '../shared/ui/page-spinner';
import { GlobalUi } from './global-ui';
import { i18next } from './i18n';
import { createQueryClient } from './query-client';
import { ScrollToTop } from './scroll-to-top';
import type { SiteKind } from './site-kind';
import { COPERTO_COLORS, createDashboardTheme, createPublicSiteTheme } from './theme';

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

/**
 * The look for this path (spec §2): the dashboard's under /dashboard, otherwise the public-site
 * look from the current restaurant's colours and font (Coperto's own off restaurant hosts).
 */
function useThemeForPath(siteKind: SiteKind) {
  const { pathname } = useLocation();
  const dashboard = isDashboardPath(pathname);
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const restaurantTheme = siteKind === 'restaurant' ? restaurant?.theme : undefined;
  const font = siteKind === 'restaurant' ? restaurant?.font : undefined;

  useEffect(() => {
    if (!dashboard) void loadWebFont(font);
  }, [dashboard, font]);

  return useMemo(() => {
    if (dashboard) return createDashboardTheme();
    // Coperto's own pages (the marketing host, an unknown host's "not found") wear its colours.
    if (siteKind !== 'restaurant') return createPublicSiteTheme(COPERTO_COLORS);
    return createPublicSiteTheme(restaurantTheme, font);
  }, [dashboard, siteKind, restaurantTheme, font]);
}

/**
 * Everything around the screens: server state, strings, theme, the overlays. `queryClient` is the
 * one prepareApp started this page's first reads with; a new one otherwise.
 */
export function AppProvider({
  siteKind,
  queryClient: preparedClient,
  children,
}: {
  siteKind: SiteKind;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => preparedClient ?? createQueryClient());
  const theme = useThemeForPath(siteKind);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ScrollToTop />
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          {/* Apart, so an alert stays visible while a screen loads. */}
          <Suspense fallback={null}>
            <GlobalUi />
          </Suspense>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
