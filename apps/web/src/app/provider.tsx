import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../shared/lib/query-client';
import { PageSpinner } from '../shared/ui/page-spinner';
import { ThemeSpecContext } from '../shared/ui/theme-spec';
import { GlobalUi } from './global-ui';
import { i18next } from './i18n';
import { ScrollToTop } from './scroll-to-top';
import type { SiteKind } from './site-kind';
import { useThemeSpecForPath } from './theme';

/**
 * Everything around the screens: server state, strings, the look, the overlays. `queryClient` is
 * the one prepareApp started this page's first reads with; a new one otherwise. The look is data
 * here: MUI and its theme load with the screens and overlays built from them (lazy-with-theme.tsx).
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
  const themeSpec = useThemeSpecForPath(siteKind);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <ThemeSpecContext.Provider value={themeSpec}>
          <ScrollToTop />
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          {/* Apart, so an alert stays visible while a screen loads. */}
          <Suspense fallback={null}>
            <GlobalUi />
          </Suspense>
        </ThemeSpecContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
