import type { GalleryResponse } from '@coperto/shared/site/gallery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { galleryEditorKeys } from './gallery-editor-keys';

export function deleteGalleryImage(imageId: number) {
  return callApi('DELETE /gallery/:id', { params: { id: imageId } });
}

export function useDeleteGalleryImage(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: (_answer, imageId) =>
      queryClient.setQueryData<GalleryResponse>(
        galleryEditorKeys.gallery(restaurantId),
        (old) => old && { images: old.images.filter((image) => image.id !== imageId) },
      ),
  });
}
