import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { menuEditorKeys } from './menu-editor-keys';

/** What the editor needs of the restaurant: its languages, its host names and its name. */
export type EditorRestaurant = Pick<Restaurant, 'id' | 'name' | 'hostname' | 'language'>;

export async function getEditorRestaurant(
  restaurantId: number,
  signal?: AbortSignal,
): Promise<EditorRestaurant> {
  const restaurant = await callApi('GET /restaurant/:id', { params: { id: restaurantId }, signal });
  return {
    id: restaurant.id,
    name: restaurant.name,
    hostname: restaurant.hostname,
    language: restaurant.language,
  };
}

export function editorRestaurantQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: menuEditorKeys.restaurant(restaurantId),
    queryFn: ({ signal }) => getEditorRestaurant(restaurantId, signal),
    staleTime: 60_000,
  });
}

export function useEditorRestaurant(restaurantId: number | undefined) {
  return useQuery({
    ...editorRestaurantQueryOptions(restaurantId ?? 0),
    enabled: restaurantId !== undefined,
  });
}
