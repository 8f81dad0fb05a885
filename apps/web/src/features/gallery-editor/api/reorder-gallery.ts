import type { GalleryResponse } from '@coperto/shared/site/gallery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { galleryEditorKeys } from './gallery-editor-keys';

export function reorderGallery(restaurantId: number, ids: number[]) {
  return callApi('PUT /restaurant/:id/gallery/order', {
    params: { id: restaurantId },
    body: { ids },
  });
}

/**
 * The new order shows at once; the server's answer then replaces it. On a failure the gallery is
 * read again, so the screen shows the order that was really saved.
 */
export function useReorderGallery(restaurantId: number) {
  const queryClient = useQueryClient();
  const key = galleryEditorKeys.gallery(restaurantId);
  return useMutation({
    mutationFn: (ids: number[]) => reorderGallery(restaurantId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<GalleryResponse>(key, (old) => {
        if (!old) return old;
        const byId = new Map(old.images.map((image) => [image.id, image]));
        return { images: ids.flatMap((id) => byId.get(id) ?? []) };
      });
    },
    onSuccess: (gallery) => queryClient.setQueryData(key, gallery),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
