import { type ReactNode, Suspense, useState } from 'react';
import { AuthOverlays } from '../features/auth/components/auth-overlays';
import { CartOverlays } from '../features/cart/components/cart-overlays';
import { CookieConsent } from '../features/cookies/components/cookie-consent';
import { useUiStore } from '../shared/stores/ui-store';
import { lazyWithTheme } from '../shared/ui/lazy-with-theme';
import { VisitorCart } from './visitor-cart';

// MUI's dialog, snackbar and alert are not in the public first load: each loads on first use.
const ConfirmDialog = lazyWithTheme(() =>
  import('../shared/ui/confirm-dialog').then((m) => m.ConfirmDialog),
);
const GlobalAlert = lazyWithTheme(() =>
  import('../shared/ui/global-alert').then((m) => m.GlobalAlert),
);

/**
 * Mounts `children` the first time `used` is true and keeps them mounted, so a closing overlay
 * plays its exit transition and its code is asked for once.
 */
function FromFirstUse({ used, children }: { used: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(used);
  if (used && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Everything that floats above the screens (spec §2 overlays): mounted once by the provider.
 * Each feature adds its overlay here with one line; each loads its code when first shown.
 */
export function GlobalUi() {
  const confirmAsked = useUiStore((s) => s.confirm !== null);
  const alertShown = useUiStore((s) => s.alert.open);
  return (
    <>
      {/* overlays */}
      <AuthOverlays />
      <CookieConsent />
      <CartOverlays />
      <VisitorCart />
      <FromFirstUse used={confirmAsked}>
        <ConfirmDialog />
      </FromFirstUse>
      <FromFirstUse used={alertShown}>
        <GlobalAlert />
      </FromFirstUse>
    </>
  );
}
