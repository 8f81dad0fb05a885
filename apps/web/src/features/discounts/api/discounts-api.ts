import type {
  CreateDiscountBody,
  Discount,
  SendDiscountBody,
  UpdateDiscountBody,
} from '@coperto/shared/discounts/discount.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** The list's question: its page, sort, search and filters (status). */
export type DiscountsListQuery = Record<string, string | number>;

/**
 * The discounts feature's query keys, under `session` (dropped at logout). Every change makes
 * the lists stale; the code itself is put back from the answer.
 */
export const discountsKeys = {
  all: ['session', 'discounts'] as const,
  lists: ['session', 'discounts', 'list'] as const,
  list: (query: DiscountsListQuery) => [...discountsKeys.lists, query] as const,
  code: (id: number) => [...discountsKeys.all, 'code', id] as const,
  uses: (id: number) => [...discountsKeys.all, 'uses', id] as const,
  restaurants: ['session', 'discounts', 'restaurants'] as const,
  restaurant: (id: number) => [...discountsKeys.all, 'restaurant', id] as const,
};

/** The business's restaurants by name: the ones a code may work at. */
export function useDiscountRestaurants() {
  return useQuery({
    queryKey: discountsKeys.restaurants,
    queryFn: ({ signal }) => callApi('GET /restaurant/names', { query: {}, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The signed-in restaurant's clock: a day typed in the form starts and ends there. */
export function useDiscountTimeZone(restaurantId: number | undefined) {
  return useQuery({
    queryKey: discountsKeys.restaurant(restaurantId ?? 0),
    queryFn: async ({ signal }) => {
      const restaurant = await callApi('GET /restaurant/:id', {
        params: { id: restaurantId ?? 0 },
        signal,
      });
      return restaurant.time_zone;
    },
    enabled: restaurantId !== undefined,
    staleTime: 10 * 60_000,
  });
}

export function useDiscountsList(query: DiscountsListQuery) {
  return useQuery({
    queryKey: discountsKeys.list(query),
    queryFn: ({ signal }) => callApi('GET /discounts', { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useDiscount(id: number) {
  return useQuery({
    queryKey: discountsKeys.code(id),
    queryFn: ({ signal }) => callApi('GET /discounts/:id', { params: { id }, signal }),
  });
}

export function useDiscountUses(id: number) {
  return useQuery({
    queryKey: discountsKeys.uses(id),
    queryFn: ({ signal }) => callApi('GET /discounts/:id/uses', { params: { id }, signal }),
  });
}

/** A fresh code the business has not used, for the form's "Genera" button. */
export function fetchNewDiscountCode() {
  return callApi('GET /discounts/new-code', {});
}

/** A code's answer from any change: kept as the code, and every list read again. */
function useCodeChange<TInput>(send: (input: TInput) => Promise<Discount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (code) => {
      queryClient.setQueryData(discountsKeys.code(code.id), code);
      void queryClient.invalidateQueries({ queryKey: discountsKeys.lists });
    },
  });
}

export function useSaveDiscount() {
  return useCodeChange(
    ({
      id,
      body,
    }: { id: null; body: CreateDiscountBody } | { id: number; body: UpdateDiscountBody }) =>
      id === null
        ? callApi('POST /discounts', { body })
        : callApi('PUT /discounts/:id', { params: { id }, body }),
  );
}

export function useSendDiscount() {
  return useCodeChange(({ id, body }: { id: number; body: SendDiscountBody }) =>
    callApi('POST /discounts/:id/send', { params: { id }, body }),
  );
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /discounts/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountsKeys.lists }),
  });
}
