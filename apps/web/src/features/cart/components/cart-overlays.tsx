import { Suspense, useState } from 'react';
import { useUiStore } from '../../../shared/stores/ui-store';
import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';

// The overlay's code and strings load the first time the cart is opened.
const CartOverlay = lazyWithTheme(() => import('./cart-overlay').then((m) => m.CartOverlay));

/** Mount once (app/global-ui.tsx): the cart overlay, loaded on first open. */
export function CartOverlays() {
  const open = useUiStore((s) => s.overlays.cart);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return <Suspense fallback={null}>{opened && <CartOverlay />}</Suspense>;
}
