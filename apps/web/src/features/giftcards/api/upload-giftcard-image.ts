import type { UploadedImage } from '@coperto/shared/media/media.schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUpload } from '../../../shared/lib/api-upload';

/** A template's own design through the images pipeline (its copies made there). */
function uploadGiftCardImage(
  restaurantId: number,
  file: File,
  onProgress?: (sent: number) => void,
): Promise<UploadedImage> {
  return apiUpload('POST /restaurant/:id/images', file, {
    params: { id: restaurantId },
    query: { area: 'images' },
    onProgress,
  });
}

export function useUploadGiftCardImage(restaurantId: number) {
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadGiftCardImage(restaurantId, file, setProgress);
    },
  });
  return { ...upload, progress };
}
