import type {
  AdjustGiftCardBody,
  GiftCard,
  GiftCardTemplateBody,
  IssueGiftCardBody,
  RedeemGiftCardBody,
} from '@coperto/shared/giftcards/giftcard.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** The list's question: its page, sort, search and filters (status, template_id, from, to). */
export type GiftCardsListQuery = Record<string, string | number>;

/**
 * The gift cards feature's query keys, under `session` (dropped at logout). Every card's move
 * makes the lists (their totals) stale; the card itself is put back from the answer.
 */
export const giftCardsKeys = {
  all: ['session', 'giftcards'] as const,
  lists: ['session', 'giftcards', 'list'] as const,
  list: (query: GiftCardsListQuery) => [...giftCardsKeys.lists, query] as const,
  card: (id: number) => [...giftCardsKeys.all, 'card', id] as const,
  templates: ['session', 'giftcards', 'templates'] as const,
  restaurant: (id: number) => [...giftCardsKeys.all, 'restaurant', id] as const,
  restaurants: ['session', 'giftcards', 'restaurants'] as const,
};

/** What the gift card screens need of the signed-in restaurant: its clock and its languages. */
export interface GiftCardsRestaurant {
  id: number;
  name: string;
  timeZone: string;
  languages: string[];
}

export function useGiftCardsRestaurant(restaurantId: number | undefined) {
  return useQuery({
    queryKey: giftCardsKeys.restaurant(restaurantId ?? 0),
    queryFn: async ({ signal }): Promise<GiftCardsRestaurant> => {
      const restaurant = await callApi('GET /restaurant/:id', {
        params: { id: restaurantId ?? 0 },
        signal,
      });
      return {
        id: restaurant.id,
        name: restaurant.name,
        timeZone: restaurant.time_zone,
        languages: restaurant.language,
      };
    },
    enabled: restaurantId !== undefined,
    staleTime: 10 * 60_000,
  });
}

/** The business's restaurants by name: the ones a template may be accepted at. */
export function useBusinessRestaurants() {
  return useQuery({
    queryKey: giftCardsKeys.restaurants,
    queryFn: ({ signal }) => callApi('GET /restaurant/names', { query: {}, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useGiftCardsList(query: GiftCardsListQuery) {
  return useQuery({
    queryKey: giftCardsKeys.list(query),
    queryFn: ({ signal }) => callApi('GET /giftcards', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useGiftCard(id: number) {
  return useQuery({
    queryKey: giftCardsKeys.card(id),
    queryFn: ({ signal }) => callApi('GET /giftcards/:id', { params: { id }, signal }),
  });
}

/** A card's answer from any move: kept as the card, and every list (its totals) read again. */
function useCardMove<TInput>(send: (input: TInput) => Promise<GiftCard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (card) => {
      queryClient.setQueryData(giftCardsKeys.card(card.id), card);
      void queryClient.invalidateQueries({ queryKey: giftCardsKeys.lists });
    },
  });
}

/** A card sold at the counter; the key makes a double tap or a retry one card. */
export function useIssueGiftCard() {
  return useCardMove(({ body, key }: { body: IssueGiftCardBody; key: string }) =>
    callApi('POST /giftcards', { headers: { 'idempotency-key': key }, body }),
  );
}

export function useRedeemGiftCard() {
  return useCardMove(({ id, body, key }: { id: number; body: RedeemGiftCardBody; key: string }) =>
    callApi('POST /giftcards/:id/redeem', {
      params: { id },
      headers: { 'idempotency-key': key },
      body,
    }),
  );
}

export function useAdjustGiftCard() {
  return useCardMove(({ id, body }: { id: number; body: AdjustGiftCardBody }) =>
    callApi('POST /giftcards/:id/adjust', { params: { id }, body }),
  );
}

export function useExtendGiftCard() {
  return useCardMove(({ id, date_expired }: { id: number; date_expired: string }) =>
    callApi('PUT /giftcards/:id/expiry', { params: { id }, body: { date_expired } }),
  );
}

export function useResendGiftCard() {
  return useMutation({
    mutationFn: (id: number) => callApi('POST /giftcards/:id/resend', { params: { id } }),
  });
}

/** The counter's look-up of a typed or scanned code. */
export function lookUpGiftCard(code: string) {
  return callApi('GET /giftcards/lookup', { query: { code } });
}

export function useGiftCardTemplates() {
  return useQuery({
    queryKey: giftCardsKeys.templates,
    queryFn: ({ signal }) => callApi('GET /giftcard-templates', { signal }),
  });
}

export function useSaveGiftCardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GiftCardTemplateBody }) =>
      id === null
        ? callApi('POST /giftcard-templates', { body })
        : callApi('PUT /giftcard-templates/:id', { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardsKeys.templates }),
  });
}

export function useDeleteGiftCardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /giftcard-templates/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftCardsKeys.templates }),
  });
}
