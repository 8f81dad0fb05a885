import { lazy, useMemo } from 'react';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { marketingRoutes } from '../marketing/marketing-routes';
import { restaurantSiteRoutes, unknownSiteRoutes } from '../public-site/public-site-routes';
import { LazyScreen } from '../shared/ui/page-spinner';
import { AppProvider, isDashboardPath } from './provider';
import type { SiteKind } from './site-kind';

const GoogleAuthCompletedPage = lazy(
  () => import('../features/auth/pages/google-auth-completed-page'),
);

/**
 * The dashboard's route table (dashboard/dashboard-routes.tsx, paths from `/`) and everything
 * behind it load the first time a /dashboard path is shown: none of it is in the public first load.
 */
const DashboardRoutes = lazy(async () => {
  const { dashboardRoutes } = await import('../dashboard/dashboard-routes');
  return {
    default: function DashboardRoutes() {
      return useRoutes(dashboardRoutes);
    },
  };
});

function publicRoutesOf(siteKind: SiteKind): RouteObject[] {
  const siteRoutes =
    siteKind === 'marketing'
      ? marketingRoutes
      : siteKind === 'restaurant'
        ? restaurantSiteRoutes
        : unknownSiteRoutes;
  return [
    {
      path: 'google-auth-completed/*',
      element: (
        <LazyScreen>
          <GoogleAuthCompletedPage />
        </LazyScreen>
      ),
    },
    ...siteRoutes,
  ];
}

function PublicRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Spec §2: `/dashboard/*` on every host, else this host's public routes (below `/{language}`). */
function AppRoutes({ siteKind }: { siteKind: SiteKind }) {
  const { pathname } = useLocation();
  const publicRoutes = useMemo(() => publicRoutesOf(siteKind), [siteKind]);
  if (isDashboardPath(pathname)) {
    return (
      <LazyScreen>
        <DashboardRoutes />
      </LazyScreen>
    );
  }
  return <PublicRoutes routes={publicRoutes} />;
}

/**
 * The router of the whole app. Declarative mode, not a data router: no screen uses loaders or
 * actions, and the data router would add 17 KB gzip to the public first load.
 */
export function AppRouter({ siteKind }: { siteKind: SiteKind }) {
  return (
    <BrowserRouter>
      <AppProvider siteKind={siteKind}>
        <AppRoutes siteKind={siteKind} />
      </AppProvider>
    </BrowserRouter>
  );
}
