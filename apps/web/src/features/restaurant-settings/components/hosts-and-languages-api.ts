import type { LanguageCode } from '@coperto/shared/common/constants';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { restaurantQueryKey } from '../api/get-restaurant';

// Host names and languages: each change is its own call, answering the restaurant as committed.
// A restaurant's languages come back as plain strings; the codes the editor sends are among the
// supported ones (it offers no other), and the server refuses any other with a 400.
const asLanguageCode = (language: string) => language as LanguageCode;

export const addHostname = (restaurantId: number, hostname: string) =>
  callApi('POST /restaurant/hostname', {
    body: { restaurant_id: restaurantId, hostname },
  });

export const deleteHostname = (restaurantId: number, hostname: string) =>
  callApi('POST /restaurant/hostname/delete', {
    body: { restaurant_id: restaurantId, hostname },
  });

/** Adds a language at `position` (the end when left out), or moves one already in the list. */
export const putLanguage = (restaurantId: number, language: string, position?: number) =>
  callApi('POST /restaurant/language', {
    body: { restaurant_id: restaurantId, language: asLanguageCode(language), position },
  });

export const deleteLanguage = (restaurantId: number, language: string) =>
  callApi('POST /restaurant/language/delete', {
    body: { restaurant_id: restaurantId, language: asLanguageCode(language) },
  });

/** The list with `language` at `position`: what the server will answer, shown at once. */
export function withLanguageAt(languages: readonly string[], language: string, position: number) {
  const others = languages.filter((l) => l !== language);
  const at = Math.min(position, others.length);
  return [...others.slice(0, at), language, ...others.slice(at)];
}

/** A change whose answer, the restaurant as committed, replaces the settings' copy. */
export function useRestaurantChange<TVariables>(
  restaurantId: number,
  send: (variables: TVariables) => Promise<Restaurant>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (restaurant) =>
      queryClient.setQueryData(restaurantQueryKey(restaurantId), restaurant),
  });
}

/**
 * Moves a language, shown before the server answers: a drag must not wait. On failure the list
 * goes back; while several moves are on their way only the last answer is put on screen.
 */
export function useMoveLanguage(restaurantId: number, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = restaurantQueryKey(restaurantId);
  const mutationKey = [...key, 'move-language'];
  return useMutation({
    mutationKey,
    mutationFn: ({ language, position }: { language: string; position: number }) =>
      putLanguage(restaurantId, language, position),
    onMutate: async ({ language, position }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<Restaurant>(key);
      if (before) {
        queryClient.setQueryData<Restaurant>(key, {
          ...before,
          language: withLanguageAt(before.language, language, position),
        });
      }
      return { before };
    },
    onError: (error, _variables, context) => {
      // A later move still on its way answers the list as the server has it; else go back.
      if (context?.before && queryClient.isMutating({ mutationKey }) <= 1) {
        queryClient.setQueryData(key, context.before);
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      onFailed(error);
    },
    onSuccess: (restaurant) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, restaurant);
    },
  });
}
