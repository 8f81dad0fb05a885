import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../common/constants';
import { translationsSchema } from '../menus/menu.schemas';

export const MAX_GALLERY_IMAGES = 200;
export const CaptionTranslationsSchema = translationsSchema(MAX_NAME_LENGTH * 2);

export const GalleryImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  caption: CaptionTranslationsSchema,
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** GET /api/restaurant/{id}/gallery (public, ETag): the images in their order. */
export const GalleryResponseSchema = z.object({ images: z.array(GalleryImageSchema) });
export type GalleryResponse = z.infer<typeof GalleryResponseSchema>;

/** The image comes from the images pipeline of the same restaurant. */
export const GalleryImageBodySchema = z.strictObject({
  image_url: z.string().trim().min(1).max(500),
  caption: CaptionTranslationsSchema.default({}),
});
export const GalleryImageUpdateBodySchema = z.strictObject({
  caption: CaptionTranslationsSchema,
});
