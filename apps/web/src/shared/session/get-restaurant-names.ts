import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, callApi } from '../lib/api-client';

export type RestaurantName = ApiAnswer<'GET /restaurant/names'>[number];

export interface SessionRestaurant {
  id: number;
  name: string;
  public_key: string;
}

export function getRestaurantNames(signal?: AbortSignal) {
  return callApi('GET /restaurant/names', { signal });
}

/** The restaurants the signed-in user may work on; keyed by user, dropped at logout. */
export function restaurantNamesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['session', userId, 'restaurant-names'],
    queryFn: ({ signal }) => getRestaurantNames(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useRestaurantNames(userId: number) {
  return useQuery(restaurantNamesQueryOptions(userId));
}

/** GET /api/restaurant/{id}: the switcher keeps the public key the session's restaurant carries. */
export async function getSessionRestaurant(id: number): Promise<SessionRestaurant> {
  const { name, public_key } = await callApi('GET /restaurant/:id', { params: { id } });
  return { id, name, public_key };
}
