import { useCartServerSync } from '../hooks/use-cart-server-sync';
import { useTempIdLifecycle } from '../hooks/use-temp-id-lifecycle';

/**
 * Mount once (app/): keeps the temporary visitor id and mirrors the cart to the server. The app
 * tells it who is logged in and which restaurant the site is, since features do not import each
 * other.
 */
export interface CartRuntimeProps {
  loggedIn: boolean;
  publicKey: string | null;
}

export function CartRuntime({ loggedIn, publicKey }: CartRuntimeProps) {
  useTempIdLifecycle(loggedIn);
  useCartServerSync(publicKey);
  return null;
}
