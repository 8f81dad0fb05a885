import { type ComponentType, useEffect, useState } from 'react';
import type { CartRuntimeProps } from '../features/cart/components/cart-runtime';
import { useCurrentRestaurantStore } from '../features/restaurants/stores/current-restaurant-store';
import { useSessionStore } from '../shared/session/session-store';

// The visitor id and the server mirror draw nothing: their code follows the first render.
const loadCartRuntime = () => import('../features/cart/components/cart-runtime');

/**
 * The cart's temporary visitor id and server mirror need to know who is logged in and which
 * restaurant this site is; features do not import each other, so the app tells it. Loaded in an
 * effect, not with React.lazy: a suspension would reach the app's boundary, and on Preact that
 * takes down what the boundary shows, state and all (decision 097).
 */
export function VisitorCart() {
  const loggedIn = useSessionStore((s) => s.currentUser !== null);
  const publicKey = useCurrentRestaurantStore((s) => s.currentRestaurant?.public_key ?? null);
  const [CartRuntime, setCartRuntime] = useState<ComponentType<CartRuntimeProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    loadCartRuntime().then(
      (module) => mounted && setCartRuntime(() => module.CartRuntime),
      (error: unknown) => console.error('The cart could not be loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return CartRuntime ? <CartRuntime loggedIn={loggedIn} publicKey={publicKey} /> : null;
}
