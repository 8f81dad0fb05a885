import { useEffect } from 'react';
import { deleteServerCart } from '../api/clear-server-cart';
import { getServerCart } from '../api/get-server-cart';
import { replaceServerCart } from '../api/replace-server-cart';
import { startCartServerSync } from '../lib/cart-server-sync';
import { useCartStore } from '../stores/cart-store';

const serverCartApi = { get: getServerCart, replace: replaceServerCart, clear: deleteServerCart };

/** Binds the cart to the site's restaurant and mirrors it to the server while mounted. */
export function useCartServerSync(publicKey: string | null): void {
  useEffect(() => {
    if (publicKey) useCartStore.getState().bindRestaurant(publicKey);
  }, [publicKey]);
  useEffect(() => startCartServerSync(useCartStore, serverCartApi), []);
}
