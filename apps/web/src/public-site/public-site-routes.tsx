import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../shared/ui/page-spinner';
import { PublicSiteShell } from './public-site-shell';
import { RestaurantSiteRoot } from './restaurant-site-root';

const RestaurantHomePage = lazy(() =>
  import('./pages/restaurant-home-page').then((m) => ({ default: m.RestaurantHomePage })),
);

const RestaurantNotFound = lazy(() =>
  import('./restaurant-not-found').then((m) => ({ default: m.RestaurantNotFound })),
);

const home = (
  <LazyScreen>
    <RestaurantHomePage />
  </LazyScreen>
);

/** A restaurant host's public area (spec §2): below `/{language}`, every path is the home. */
export const restaurantSiteRoutes: RouteObject[] = [
  {
    element: <RestaurantSiteRoot />,
    children: [
      // `/` has no language: the language route redirects it.
      { index: true, element: null },
      {
        path: ':language',
        element: <PublicSiteShell />,
        children: [
          { index: true, element: home },
          { path: '*', element: home },
        ],
      },
    ],
  },
];

/** A host no restaurant has: the same clear page on every public path. */
export const unknownSiteRoutes: RouteObject[] = [
  {
    path: '*',
    element: (
      <LazyScreen>
        <RestaurantNotFound />
      </LazyScreen>
    ),
  },
];
