import type { PurchaseGiftCardBody } from '@coperto/shared/giftcards/giftcard.schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../shared/lib/api-client';

export const giftCardShopKey = (publicKey: string) => ['giftcard-shop', 'shop', publicKey] as const;
export const publicGiftCardKey = (uniqueId: string) => ['giftcard-shop', 'card', uniqueId] as const;

/** While a card bought online waits for the payment's verified notice: look again this often. */
export const PENDING_POLL_MS = 2_000;

/** The templates the restaurant's site sells, and whether it can take the payment online. */
export function useGiftCardShop(publicKey: string | undefined) {
  return useQuery({
    queryKey: giftCardShopKey(publicKey ?? ''),
    queryFn: ({ signal }) =>
      callApi('GET /public/giftcards/:publicKey/shop', {
        params: { publicKey: publicKey ?? '' },
        signal,
      }),
    enabled: Boolean(publicKey),
  });
}

/**
 * A card by its link id. A card just paid on Stripe is pending until the verified webhook issues
 * it: read again every two seconds until then (the booking page waits the same way). A 404 is an
 * answer, not a failure to retry.
 */
export function usePublicGiftCard(uniqueId: string) {
  return useQuery({
    queryKey: publicGiftCardKey(uniqueId),
    queryFn: ({ signal }) =>
      callApi('GET /public/giftcards/:uniqueId', { params: { uniqueId }, signal }),
    retry: (count, error) =>
      !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

/** The purchase under the attempt's Idempotency-Key: a pending card and Stripe's page for it. */
export function purchaseGiftCard(
  publicKey: string,
  body: PurchaseGiftCardBody,
  idempotencyKey: string,
) {
  return callApi('POST /public/giftcards/:publicKey/purchase', {
    params: { publicKey },
    headers: { 'idempotency-key': idempotencyKey },
    body,
  });
}
