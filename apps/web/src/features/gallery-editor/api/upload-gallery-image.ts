import type { GalleryImage, GalleryResponse } from '@coperto/shared/site/gallery.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../shared/lib/api-client';
import { apiUpload } from '../../../shared/lib/api-upload';
import { galleryEditorKeys } from './gallery-editor-keys';

export interface GalleryUploadOptions {
  /** How much of the file has gone out, from 0 to 1. */
  onProgress(sent: number): void;
  signal?: AbortSignal;
}

/**
 * A photo into the gallery, in two calls: the file through the images pipeline (with upload
 * progress), then the stored image added at the gallery's end.
 */
export async function uploadGalleryImage(
  restaurantId: number,
  file: File,
  { onProgress, signal }: GalleryUploadOptions,
): Promise<GalleryImage> {
  const uploaded = await apiUpload('POST /restaurant/:id/images', file, {
    params: { id: restaurantId },
    query: { area: 'images' },
    onProgress,
    signal,
  });
  return callApi('POST /restaurant/:id/gallery', {
    params: { id: restaurantId },
    body: { image_url: uploaded.url },
    signal,
  });
}

/** Uploads a photo and puts it at the end of the gallery on screen at once. */
export function useUploadGalleryImage(restaurantId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, options: GalleryUploadOptions) => {
      const image = await uploadGalleryImage(restaurantId, file, options);
      queryClient.setQueryData<GalleryResponse>(galleryEditorKeys.gallery(restaurantId), (old) =>
        old ? { images: [...old.images, image] } : old,
      );
      return image;
    },
    [restaurantId, queryClient],
  );
}
