import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import { ImageUploadQuerySchema, UploadedImageSchema } from './media.schemas';

/** The body is the image file's own bytes: the web sends it with `apiUpload`, which reports progress. */
export const uploadImage = endpoint({
  method: 'POST',
  path: '/restaurant/:id/images',
  params: IdParamsSchema,
  query: ImageUploadQuerySchema,
  file: true,
  response: UploadedImageSchema,
  status: 201,
});
