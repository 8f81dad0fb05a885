import { type LanguageCode, RESTAURANT_VERSION_REFETCH_MS } from '@coperto/shared/common/constants';
import type {
  PublicRestaurant,
  VersionPollResponseSchema,
} from '@coperto/shared/restaurants/restaurant.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { ApiRequestError, callApi } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useCurrentRestaurantStore } from '../stores/current-restaurant-store';
import { errorDetailOf } from './get-restaurant-by-hostname';

export type RestaurantVersionAnswer = z.infer<typeof VersionPollResponseSchema>;

/** DESIGN.md §7: has the restaurant changed since the version the client holds? */
export function getRestaurantVersion(
  params: { hostname: string; lastUpdated: string; language: string },
  signal?: AbortSignal,
) {
  const { hostname, lastUpdated, language } = params;
  return callApi('GET /restaurant/current_version/:hostname/:last_updated', {
    params: { hostname, last_updated: lastUpdated },
    // The site's language is one of the restaurant's, so a supported code (the server checks).
    query: { language: language as LanguageCode },
    signal,
  });
}

/** The restaurant to hold after an answer: the new one when it changed, else the held one. */
export function restaurantAfterVersionAnswer(
  held: PublicRestaurant,
  answer: RestaurantVersionAnswer,
): PublicRestaurant {
  return answer.changed ? answer.restaurant : held;
}

/**
 * Polls the held restaurant's version every 60 s (spec §4, §9) and stores the new restaurant when
 * it changed. The first poll runs at once: a restaurant restored from storage may be old. A host
 * that no longer exists drops the held restaurant, so the site looks it up again (and shows "not
 * found"); any other failure shows the server's detail in an error alert (spec §8).
 */
export function useRestaurantVersionPoll(
  held: PublicRestaurant | null,
  hostname: string,
  language: string,
) {
  const setCurrentRestaurant = useCurrentRestaurantStore((s) => s.setCurrentRestaurant);
  const poll = useQuery({
    queryKey: ['restaurant', 'version', hostname, language],
    queryFn: async ({ signal }) => {
      // The version sent is the one held when the poll runs, not when it was scheduled.
      const current = useCurrentRestaurantStore.getState().currentRestaurant ?? held;
      if (!current) throw new Error('no restaurant to poll');
      const answer = await getRestaurantVersion(
        { hostname, lastUpdated: current.last_updated, language },
        signal,
      );
      const next = restaurantAfterVersionAnswer(current, answer);
      if (next !== current) setCurrentRestaurant(next);
      return answer;
    },
    enabled: held !== null,
    refetchInterval: RESTAURANT_VERSION_REFETCH_MS,
    staleTime: RESTAURANT_VERSION_REFETCH_MS,
  });

  const { error, errorUpdatedAt } = poll;
  useEffect(() => {
    if (!error || !errorUpdatedAt) return;
    if (error instanceof ApiRequestError && error.status === 404) {
      useCurrentRestaurantStore.getState().resetCurrentRestaurant();
      return;
    }
    useUiStore.getState().showAlert(errorDetailOf(error), 'error');
  }, [error, errorUpdatedAt]);
}
