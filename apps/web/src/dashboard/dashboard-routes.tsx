import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../shared/ui/page-spinner';
import { DASHBOARD_SECTIONS } from './dashboard-sections';

// The router loads this table on the first /dashboard visit; each screen below is its own chunk too.
const DashboardFrame = lazy(() => import('./dashboard-frame'));
const SectionPage = lazy(() => import('./pages/section-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));

/** /dashboard/* on every host: the frame with its sections, and the password reset page. */
export const dashboardRoutes: RouteObject[] = [
  {
    // The emailed reset link (API: /dashboard/reset-password?token=…) works signed out.
    path: 'dashboard/reset-password',
    element: (
      <LazyScreen>
        <ResetPasswordPage />
      </LazyScreen>
    ),
  },
  {
    path: 'dashboard',
    element: (
      <LazyScreen>
        <DashboardFrame />
      </LazyScreen>
    ),
    children: [
      ...DASHBOARD_SECTIONS.map((section): RouteObject => {
        const element = <SectionPage key={section.key} sectionKey={section.key} />;
        // `/*`: a section's screen routes the paths below it itself.
        return section.path ? { path: `${section.path}/*`, element } : { index: true, element };
      }),
      { path: '*', element: <SectionPage sectionKey="notFound" /> },
    ],
  },
];
