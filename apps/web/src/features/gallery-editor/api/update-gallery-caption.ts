import type { Translations } from '@coperto/shared/common/translations';
import type { GalleryResponse } from '@coperto/shared/site/gallery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { galleryEditorKeys } from './gallery-editor-keys';

export function updateGalleryCaption(imageId: number, caption: Translations) {
  return callApi('PUT /gallery/:id', { params: { id: imageId }, body: { caption } });
}

export function useUpdateGalleryCaption(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, caption }: { imageId: number; caption: Translations }) =>
      updateGalleryCaption(imageId, caption),
    onSuccess: (saved) =>
      queryClient.setQueryData<GalleryResponse>(
        galleryEditorKeys.gallery(restaurantId),
        (old) =>
          old && { images: old.images.map((image) => (image.id === saved.id ? saved : image)) },
      ),
  });
}
