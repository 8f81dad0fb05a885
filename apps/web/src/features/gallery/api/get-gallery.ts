import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';

/** The restaurant the gallery belongs to: its id, and its version for the cache key. */
export interface GalleryOwner {
  id: number;
  last_updated: string;
}

/** The restaurant's gallery, in its order (public; the server answers with an ETag). */
export function getGallery(restaurantId: number, signal?: AbortSignal) {
  return callApi('GET /restaurant/:id/gallery', { params: { id: restaurantId }, signal });
}

/** Keyed by the restaurant's version: a change to the restaurant (its gallery too) refetches it. */
export function galleryQueryOptions(owner: GalleryOwner) {
  return queryOptions({
    queryKey: ['gallery', owner.id, owner.last_updated],
    queryFn: ({ signal }) => getGallery(owner.id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The gallery of `owner`; waits while there is none yet. */
export function useGallery(owner: GalleryOwner | null) {
  return useQuery({
    ...galleryQueryOptions(owner ?? { id: 0, last_updated: '' }),
    enabled: owner !== null,
  });
}
