import type { Cart } from '@coperto/shared/cart/cart.schemas';
import { callApi } from '../../../shared/lib/api-client';

/** The server-side cart of this visitor on this restaurant; empty when missing or expired. */
export function getServerCart(tempId: string, publicKey: string): Promise<Cart> {
  return callApi('GET /cart/:tempId', {
    params: { tempId },
    query: { public_key: publicKey },
  });
}
