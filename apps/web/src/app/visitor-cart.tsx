import { useSessionStore } from '../features/auth/stores/session-store';
import { CartRuntime } from '../features/cart/components/cart-runtime';
import { useCurrentRestaurantStore } from '../features/restaurants/stores/current-restaurant-store';

/**
 * The cart's temporary visitor id and server mirror need to know who is logged in and which
 * restaurant this site is; features do not import each other, so the app tells it.
 */
export function VisitorCart() {
  const loggedIn = useSessionStore((s) => s.currentUser !== null);
  const publicKey = useCurrentRestaurantStore((s) => s.currentRestaurant?.public_key ?? null);
  return <CartRuntime loggedIn={loggedIn} publicKey={publicKey} />;
}
