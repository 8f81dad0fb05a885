import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { MARKETING_LANGUAGES } from '../features/language/choose-language';
import { LanguageRoute } from '../features/language/components/language-route';
import { LazyScreen } from '../shared/ui/page-spinner';
import { MarketingShell } from './marketing-shell';

const MarketingHomePage = lazy(() =>
  import('./pages/marketing-home-page').then((m) => ({ default: m.MarketingHomePage })),
);
const MenuPage = lazy(() => import('./pages/menu-page').then((m) => ({ default: m.MenuPage })));
const GiftCardPage = lazy(() =>
  import('./pages/gift-card-page').then((m) => ({ default: m.GiftCardPage })),
);
const SignUpPage = lazy(() =>
  import('./pages/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
const SignUpCompletedPage = lazy(() =>
  import('./pages/sign-up-completed-page').then((m) => ({ default: m.SignUpCompletedPage })),
);
const DocsPage = lazy(() => import('./pages/docs-page').then((m) => ({ default: m.DocsPage })));

const home = (
  <LazyScreen>
    <MarketingHomePage />
  </LazyScreen>
);

/** The marketing host's public area (spec §2), below `/{language}`; any other path is the home. */
export const marketingRoutes: RouteObject[] = [
  {
    element: <LanguageRoute languages={MARKETING_LANGUAGES} />,
    children: [
      // `/` has no language: the language route redirects it.
      { index: true, element: null },
      {
        path: ':language',
        element: <MarketingShell />,
        children: [
          { index: true, element: home },
          {
            path: 'menu/:menuHashedId',
            element: (
              <LazyScreen>
                <MenuPage />
              </LazyScreen>
            ),
          },
          {
            path: 'giftcard/:uniqueId',
            element: (
              <LazyScreen>
                <GiftCardPage />
              </LazyScreen>
            ),
          },
          {
            path: 'sign-up/:subscriptionId?',
            element: (
              <LazyScreen>
                <SignUpPage />
              </LazyScreen>
            ),
          },
          {
            path: 'signup-completed/:signUpTempId/:success',
            element: (
              <LazyScreen>
                <SignUpCompletedPage />
              </LazyScreen>
            ),
          },
          {
            path: 'docs/*',
            element: (
              <LazyScreen>
                <DocsPage />
              </LazyScreen>
            ),
          },
          { path: '*', element: home },
        ],
      },
    ],
  },
];
