import type { UploadedImage } from '@coperto/shared/media/media.schemas';
import { type ApiUploadOptions, apiUpload } from '../../../shared/lib/api-upload';

/**
 * POST /api/restaurant/{id}/images into the images area (logo and photos; dishes have their own).
 * `onProgress` reaches 1 when the file has gone out: the server is then still making the copies.
 */
export function uploadRestaurantImage(
  restaurantId: number,
  file: File,
  options: Pick<ApiUploadOptions, 'onProgress' | 'signal'>,
) {
  return apiUpload<UploadedImage>(`/restaurant/${restaurantId}/images`, file, {
    ...options,
    query: { area: 'images' },
  });
}
