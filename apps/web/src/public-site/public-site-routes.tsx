import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithTheme } from '../shared/ui/lazy-with-theme';
import { LazyScreen } from '../shared/ui/page-spinner';
import { PublicSiteShell } from './public-site-shell';
import { RestaurantSiteRoot } from './restaurant-site-root';

const RestaurantHomePage = lazy(() =>
  import('./pages/restaurant-home-page').then((m) => ({ default: m.RestaurantHomePage })),
);
const RestaurantMenuPage = lazy(() =>
  import('./pages/restaurant-menu-page').then((m) => ({ default: m.RestaurantMenuPage })),
);
const RestaurantGalleryPage = lazy(() =>
  import('./pages/restaurant-gallery-page').then((m) => ({ default: m.RestaurantGalleryPage })),
);
// Plain HTML like the gallery: no theme to load with it.
const RestaurantPrivacyPage = lazy(() =>
  import('./pages/restaurant-privacy-page').then((m) => ({ default: m.RestaurantPrivacyPage })),
);
// The checkout and the tracking page are built from MUI: their code and the theme load together.
const RestaurantOrderPage = lazyWithTheme(() =>
  import('./pages/restaurant-order-page').then((m) => m.RestaurantOrderPage),
);
const RestaurantOrderStatusPage = lazyWithTheme(() =>
  import('./pages/restaurant-order-status-page').then((m) => m.RestaurantOrderStatusPage),
);
// The booking form and a booking's page: MUI too, and out of the first load.
const RestaurantBookingPage = lazyWithTheme(() =>
  import('./pages/restaurant-booking-page').then((m) => m.RestaurantBookingPage),
);
const RestaurantBookingManagePage = lazyWithTheme(() =>
  import('./pages/restaurant-booking-manage-page').then((m) => m.RestaurantBookingManagePage),
);
const RestaurantWaitlistPage = lazyWithTheme(() =>
  import('./pages/restaurant-waitlist-page').then((m) => m.RestaurantWaitlistPage),
);
// The gift card shop and a card's page (decision 070): MUI too, one chunk for both, out of the
// first load (one loader less in it: the budget is tight).
const RestaurantGiftCardPages = lazyWithTheme(() =>
  import('./pages/restaurant-gift-cards-page').then((m) => m.RestaurantGiftCardPages),
);
const RestaurantNotFound = lazyWithTheme(() =>
  import('./restaurant-not-found').then((m) => m.RestaurantNotFound),
);

const home = (
  <LazyScreen>
    <RestaurantHomePage />
  </LazyScreen>
);
const menu = (
  <LazyScreen>
    <RestaurantMenuPage />
  </LazyScreen>
);
const giftCards = (
  <LazyScreen>
    <RestaurantGiftCardPages />
  </LazyScreen>
);

/**
 * A restaurant host's public area (spec §2): below `/{language}`, the menu and the gallery have
 * pages of their own (links to share, pages to index), as do the checkout (`order`), an
 * order's tracking page (`order/{publicId}`), the booking form (`booking`), a booking's page
 * (`booking/{publicId}`), a place on a waitlist (`waitlist/{publicId}`), the gift card shop
 * (`gift-cards`), a gift card (`giftcard/{uniqueId}`) and the privacy notice (`privacy`); every other
 * path is the home.
 */
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
          { path: 'menu', element: menu },
          { path: 'menu/:menuHashedId', element: menu },
          {
            path: 'gallery',
            element: (
              <LazyScreen>
                <RestaurantGalleryPage />
              </LazyScreen>
            ),
          },
          {
            path: 'order',
            element: (
              <LazyScreen>
                <RestaurantOrderPage />
              </LazyScreen>
            ),
          },
          {
            path: 'order/:publicId',
            element: (
              <LazyScreen>
                <RestaurantOrderStatusPage />
              </LazyScreen>
            ),
          },
          {
            path: 'booking',
            element: (
              <LazyScreen>
                <RestaurantBookingPage />
              </LazyScreen>
            ),
          },
          {
            path: 'booking/:publicId',
            element: (
              <LazyScreen>
                <RestaurantBookingManagePage />
              </LazyScreen>
            ),
          },
          {
            path: 'waitlist/:publicId',
            element: (
              <LazyScreen>
                <RestaurantWaitlistPage />
              </LazyScreen>
            ),
          },
          { path: 'gift-cards', element: giftCards },
          { path: 'giftcard/:uniqueId', element: giftCards },
          {
            path: 'privacy',
            element: (
              <LazyScreen>
                <RestaurantPrivacyPage />
              </LazyScreen>
            ),
          },
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
