import type { Cart } from '@coperto/shared/cart/cart.schemas';
import { apiRequest } from '../../../shared/lib/api-client';
import { useCartStore } from '../stores/cart-store';

/** Deletes the server-side cart; throws on failure (the sync reports it). */
export function deleteServerCart(tempId: string, publicKey: string): Promise<Cart> {
  return apiRequest<Cart>(`/cart/${encodeURIComponent(tempId)}`, {
    method: 'DELETE',
    query: { public_key: publicKey },
  });
}

/**
 * The logout's step (spec §4): clears the server-side cart of this temporary id on the site's
 * restaurant. Never throws: a failure is only logged (spec §8), and without a known restaurant
 * no server cart can exist.
 */
export async function clearServerCart(
  tempId: string,
  publicKey: string | null = useCartStore.getState().publicKey,
): Promise<void> {
  if (!publicKey) return;
  try {
    await deleteServerCart(tempId, publicKey);
  } catch (error) {
    console.error('Clearing the server-side cart failed', error);
  }
}
