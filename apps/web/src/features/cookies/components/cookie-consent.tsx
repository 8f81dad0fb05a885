import { Suspense, useEffect } from 'react';
import { useCookieConsentStore } from '../../../shared/stores/cookie-consent-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';
import { CookieBanner } from './cookie-banner';

// The first banner is small and must show at once on a first visit: it is in the first load. The
// advanced one (MUI's dialog and switches) loads when asked for.
const AdvancedCookieBanner = lazyWithTheme(() =>
  import('./advanced-cookie-banner').then((m) => m.AdvancedCookieBanner),
);

/** Mount once: asks for a choice on the first visit, and shows either banner when opened. */
export function CookieConsent() {
  const bannerOpen = useUiStore((s) => s.overlays.cookie);
  const advancedOpen = useUiStore((s) => s.overlays.advancedCookie);
  const hasOptedIn = useCookieConsentStore((s) => s.settings.hasOptedIn);

  useEffect(() => {
    if (!useCookieConsentStore.getState().settings.hasOptedIn) {
      useUiStore.getState().setOverlay('cookie', true);
    }
  }, []);
  // A choice made elsewhere (a map's "show the map") answers the banner too.
  useEffect(() => {
    if (hasOptedIn) useUiStore.getState().setOverlay('cookie', false);
  }, [hasOptedIn]);

  return (
    // The banners' strings (and the advanced banner's code) may still be loading.
    <Suspense fallback={null}>
      {bannerOpen && !advancedOpen && <CookieBanner />}
      {advancedOpen && <AdvancedCookieBanner />}
    </Suspense>
  );
}

/** Reopens the choice (a footer's "cookie preferences" link). */
export function openCookiePreferences(): void {
  const ui = useUiStore.getState();
  ui.setOverlay('cookie', false);
  ui.setOverlay('advancedCookie', true);
}
