import { z } from 'zod';
import { MEDIA_AREAS } from './image-variants';

/** Uploads larger than this are refused with 413 before any decoding. */
export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Decoding bombs stop here: 50 megapixels is more than any phone camera writes. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** What an upload may be, checked from its bytes, never from its name or declared type. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'heif'] as const;

export const ImageUploadQuerySchema = z.strictObject({
  area: z.enum(MEDIA_AREAS).default('images'),
});

/** POST /api/restaurant/{id}/images: the stored URL (see image-variants.ts) and its copies. */
export const UploadedImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ url: z.string(), width: z.number().int() })),
  blur_url: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
