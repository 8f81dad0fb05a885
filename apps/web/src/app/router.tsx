import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { restaurantSiteRoutes, unknownSiteRoutes } from '../public-site/public-site-routes';
import { lazyWithTheme } from '../shared/ui/lazy-with-theme';
import { LazyScreen } from '../shared/ui/page-spinner';
import { isDashboardPath } from './dashboard-path';
import { AppProvider } from './provider';
import type { SiteKind } from './site-kind';

const GoogleAuthCompletedPage = lazyWithTheme(() =>
  import('../features/auth/pages/google-auth-completed-page').then((m) => m.default),
);

/** On every host: where Google sign-in comes back to. */
const googleAuthCompletedRoute: RouteObject = {
  path: 'google-auth-completed/*',
  element: (
    <LazyScreen>
      <GoogleAuthCompletedPage />
    </LazyScreen>
  ),
};
const restaurantRoutes = [googleAuthCompletedRoute, ...restaurantSiteRoutes];
const unknownRoutes = [googleAuthCompletedRoute, ...unknownSiteRoutes];

/**
 * The dashboard's route table (dashboard/dashboard-routes.tsx, paths from `/`) and everything
 * behind it load the first time a /dashboard path is shown: none of it is in the public first load.
 */
const DashboardRoutes = lazyWithTheme(
  () =>
    import('../dashboard/dashboard-routes').then(
      ({ dashboardRoutes }) =>
        () =>
          useRoutes(dashboardRoutes),
    ),
  { baseline: true },
);

/**
 * Coperto's own site (its shell and route table) loads on the marketing host only: a restaurant's
 * visitors do not download it. The restaurant site's shell is in the first load, since restaurant
 * sites are where speed matters most.
 */
const MarketingRoutes = lazyWithTheme(
  () =>
    import('../marketing/marketing-routes').then(({ marketingRoutes }) => {
      const routes = [googleAuthCompletedRoute, ...marketingRoutes];
      return () => useRoutes(routes);
    }),
  { baseline: true },
);

function PublicRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Spec §2: `/dashboard/*` on every host, else this host's public routes (below `/{language}`). */
function AppRoutes({ siteKind }: { siteKind: SiteKind }) {
  const { pathname } = useLocation();
  if (isDashboardPath(pathname)) {
    return (
      <LazyScreen>
        <DashboardRoutes />
      </LazyScreen>
    );
  }
  if (siteKind === 'marketing') {
    return (
      <LazyScreen>
        <MarketingRoutes />
      </LazyScreen>
    );
  }
  return <PublicRoutes routes={siteKind === 'restaurant' ? restaurantRoutes : unknownRoutes} />;
}

/**
 * The router of the whole app. Declarative mode, not a data router: no screen uses loaders or
 * actions, and the data router would add 17 KB gzip to the public first load.
 */
export function AppRouter({
  siteKind,
  queryClient,
}: {
  siteKind: SiteKind;
  queryClient?: QueryClient;
}) {
  return (
    <BrowserRouter>
      <AppProvider siteKind={siteKind} queryClient={queryClient}>
        <AppRoutes siteKind={siteKind} />
      </AppProvider>
    </BrowserRouter>
  );
}
