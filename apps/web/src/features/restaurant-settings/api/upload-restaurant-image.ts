import { type ApiUploadOptions, apiUpload } from '../../../shared/lib/api-upload';

/**
 * POST /api/restaurant/{id}/images into the images area (logo and photos; dishes have their own).
 * `onProgress` reaches 1 when the file has gone out: the server is then still making the copies.
 */
export function uploadRestaurantImage(
  restaurantId: number,
  file: File,
  options: Pick<ApiUploadOptions<'POST /restaurant/:id/images'>, 'onProgress' | 'signal'>,
) {
  return apiUpload('POST /restaurant/:id/images', file, {
    ...options,
    params: { id: restaurantId },
    query: { area: 'images' },
  });
}
