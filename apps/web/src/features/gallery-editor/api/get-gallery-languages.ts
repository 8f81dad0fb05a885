import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { galleryEditorKeys } from './gallery-editor-keys';

/** The restaurant's languages, its first one the main: captions are written in these. */
export async function getGalleryLanguages(restaurantId: number, signal?: AbortSignal) {
  const restaurant = await callApi('GET /restaurant/:id', { params: { id: restaurantId }, signal });
  return restaurant.language;
}

export function galleryLanguagesQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: galleryEditorKeys.restaurant(restaurantId),
    queryFn: ({ signal }) => getGalleryLanguages(restaurantId, signal),
    staleTime: 60_000,
  });
}

export function useGalleryLanguages(restaurantId: number) {
  return useQuery(galleryLanguagesQueryOptions(restaurantId));
}
