import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** A restaurant's active menus, whole: one call for the menu page and the menu overlay. */
export function getRestaurantMenus(restaurantId: number, signal?: AbortSignal) {
  return callApi('GET /restaurant/:id/menus', { params: { id: restaurantId }, signal });
}

/**
 * Keyed by the restaurant's `last_updated`: the version poll is what tells the menus changed, so
 * they never go stale on their own, and a new version reads them again (the server answers 304
 * when they have not changed). The old menus stay on screen while the new ones load.
 */
export function restaurantMenusQueryOptions(restaurantId: number, lastUpdated: string) {
  return queryOptions({
    queryKey: ['menus', 'restaurant', restaurantId, lastUpdated],
    queryFn: ({ signal }) => getRestaurantMenus(restaurantId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

export function useRestaurantMenus(restaurantId: number, lastUpdated: string) {
  return useQuery(restaurantMenusQueryOptions(restaurantId, lastUpdated));
}
