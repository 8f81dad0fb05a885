import type { Cart } from '@coperto/shared/cart/cart.schemas';
import { apiRequest } from '../../../shared/lib/api-client';

/** Deletes the server-side cart; throws on failure (the sync reports it). */
export function deleteServerCart(tempId: string, publicKey: string): Promise<Cart> {
  return apiRequest<Cart>(`/cart/${encodeURIComponent(tempId)}`, {
    method: 'DELETE',
    query: { public_key: publicKey },
  });
}
