import type { PublicMenusResponse } from '@coperto/shared/menus/menu.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** A restaurant's active menus, whole: one call for the menu page and the menu overlay. */
export function getRestaurantMenus(restaurantId: number, signal?: AbortSignal) {
  return apiRequest<PublicMenusResponse>(`/restaurant/${restaurantId}/menus`, { signal });
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
