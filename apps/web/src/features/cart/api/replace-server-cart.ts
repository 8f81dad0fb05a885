import type { Cart, CartItem } from '@coperto/shared/cart/cart.schemas';
import { callApi } from '../../../shared/lib/api-client';

/** Replaces every line of the server-side cart with these. */
export function replaceServerCart(
  tempId: string,
  publicKey: string,
  items: readonly CartItem[],
): Promise<Cart> {
  return callApi('PUT /cart/:tempId', {
    params: { tempId },
    query: { public_key: publicKey },
    body: { items: [...items] },
  });
}
