import type { RestaurantFeaturesSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../shared/lib/api-client';
import { useSignedInUser } from '../../shared/session/use-signed-in-user';

export type RestaurantFeatures = z.infer<typeof RestaurantFeaturesSchema>;

export function getRestaurantFeatures(restaurantId: number, signal?: AbortSignal) {
  return callApi('GET /restaurant/features/:id', { params: { id: restaurantId }, signal });
}

/** What the restaurant's plan enables now; under `session`, dropped at logout. */
export function restaurantFeaturesQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: ['session', 'restaurant-features', restaurantId],
    queryFn: ({ signal }) => getRestaurantFeatures(restaurantId, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The features of the restaurant the dashboard works on; waits while there is none. */
export function useRestaurantFeatures() {
  const restaurantId = useSignedInUser()?.restaurant?.id;
  return useQuery({
    ...restaurantFeaturesQueryOptions(restaurantId ?? 0),
    enabled: restaurantId !== undefined,
  });
}
