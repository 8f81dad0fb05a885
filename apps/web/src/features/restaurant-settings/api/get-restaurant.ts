import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

export function getRestaurant(restaurantId: number, signal?: AbortSignal) {
  return callApi('GET /restaurant/:id', { params: { id: restaurantId }, signal });
}

/** Under `session`: dropped at logout with the rest of what this user fetched. */
export const restaurantQueryKey = (restaurantId: number) =>
  ['session', 'restaurant-settings', restaurantId] as const;

/** Everything the settings screens show of the restaurant the dashboard works on. */
export function restaurantQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: restaurantQueryKey(restaurantId),
    queryFn: ({ signal }) => getRestaurant(restaurantId, signal),
    staleTime: 30_000,
  });
}

export function useRestaurant(restaurantId: number) {
  return useQuery(restaurantQueryOptions(restaurantId));
}
