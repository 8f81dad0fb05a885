import type { UploadedImage } from '@coperto/shared/media/media.schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from '../../../shared/lib/api-upload';

/** A dish's picture through the images pipeline, in the menu images' own storage area. */
export function uploadMenuImage(
  restaurantId: number,
  file: File,
  onProgress?: (sent: number) => void,
): Promise<UploadedImage> {
  return apiUpload('POST /restaurant/:id/images', file, {
    params: { id: restaurantId },
    query: { area: 'menu-images' },
    onProgress,
  });
}

/** The upload, and how much of the file has gone out (0 to 1) while it runs. */
export function useUploadMenuImage(restaurantId: number) {
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadMenuImage(restaurantId, file, setProgress);
    },
  });
  return { ...upload, progress };
}
