import { AuthOverlays } from '../features/auth/components/auth-overlays';
import { CartOverlays } from '../features/cart/components/cart-overlays';
import { CookieConsent } from '../features/cookies/components/cookie-consent';
import { ConfirmDialog } from '../shared/ui/confirm-dialog';
import { GlobalAlert } from '../shared/ui/global-alert';
import { VisitorCart } from './visitor-cart';
/**
 * Everything that floats above the screens (spec §2 overlays): mounted once by the provider.
 * Each feature adds its overlay here with one line.
 */
export function GlobalUi() {
  return (
    <>
      {/* overlays */}
      <AuthOverlays />
      <CookieConsent />
      <CartOverlays />
      <VisitorCart />
      <ConfirmDialog />
      <GlobalAlert />
    </>
  );
}
