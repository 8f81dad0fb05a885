import type { Cart } from '@coperto/shared/cart/cart.schemas';
import { callApi } from '../../../shared/lib/api-client';

/** Deletes the server-side cart; throws on failure (the sync reports it). */
export function deleteServerCart(tempId: string, publicKey: string): Promise<Cart> {
  return callApi('DELETE /cart/:tempId', {
    params: { tempId },
    query: { public_key: publicKey },
  });
}
