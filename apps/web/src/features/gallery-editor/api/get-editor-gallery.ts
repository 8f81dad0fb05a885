import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { galleryEditorKeys } from './gallery-editor-keys';

export function getEditorGallery(restaurantId: number, signal?: AbortSignal) {
  return callApi('GET /restaurant/:id/gallery', { params: { id: restaurantId }, signal });
}

/** The gallery being edited; every change writes its answer here, so it never goes stale. */
export function editorGalleryQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: galleryEditorKeys.gallery(restaurantId),
    queryFn: ({ signal }) => getEditorGallery(restaurantId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEditorGallery(restaurantId: number) {
  return useQuery(editorGalleryQueryOptions(restaurantId));
}
