import type { Cart } from '@coperto/shared/cart/cart.schemas';
import { apiRequest } from '../../../shared/lib/api-client';

/** The server-side cart of this visitor on this restaurant; empty when missing or expired. */
export function getServerCart(tempId: string, publicKey: string): Promise<Cart> {
  return apiRequest<Cart>(`/cart/${encodeURIComponent(tempId)}`, {
    query: { public_key: publicKey },
  });
}
