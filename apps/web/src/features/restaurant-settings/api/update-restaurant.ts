import type { RestaurantUpdateBody } from '@coperto/shared/restaurants/restaurant.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/session/session-store';
import { restaurantQueryKey } from './get-restaurant';

/** PUT /api/restaurant/{id}: only the fields sent change. */
export function updateRestaurant(restaurantId: number, body: RestaurantUpdateBody) {
  return callApi('PUT /restaurant/:id', { params: { id: restaurantId }, body });
}

/**
 * Saves and puts the answer in the cache, so every tab shows the saved restaurant at once; a new
 * name reaches the dashboard's bar too (the session keeps the restaurant's name).
 */
export function useUpdateRestaurant(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestaurantUpdateBody) => updateRestaurant(restaurantId, body),
    onSuccess: (restaurant) => {
      queryClient.setQueryData(restaurantQueryKey(restaurantId), restaurant);
      const session = useSessionStore.getState();
      const current = session.currentUser?.restaurant;
      if (current?.id === restaurant.id && current.name !== restaurant.name) {
        session.setSessionRestaurant({ ...current, name: restaurant.name });
      }
    },
  });
}
