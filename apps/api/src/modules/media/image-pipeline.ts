import {
  MAX_IMAGE_WIDTH,
  type MediaArea,
  parseStoredImage,
  type StoredImage,
} from '@coperto/shared/media/image-variants';
import { ACCEPTED_IMAGE_FORMATS, MAX_IMAGE_PIXELS } from '@coperto/shared/media/media.schemas';
import sharp, { type Metadata } from 'sharp';
import type { StoragePort } from '../../ports/storage/storage-port';
import { AppError, ruleBroken } from '../../shared/app-error';
import { newPublicId } from '../../shared/secrets';

/** Photos keep their detail at this quality; effort 4 is libwebp's balance of size and speed. */
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
/** Shown blown up and blurred by the browser while the real copy loads: a few hundred bytes. */
const BLUR_WIDTH = 20;
const BLUR_WEBP_OPTIONS = { quality: 40, effort: 4 } as const;
/** WebP cannot hold a side longer than this. */
const MAX_WEBP_SIDE = 16_383;
const WEBP_CONTENT_TYPE = 'image/webp';
/** Stored URLs are `/media/{storage key}`. */
export const MEDIA_URL_PREFIX = '/media/';
const ACCEPTED_LIST = 'JPEG, PNG, WebP, AVIF or HEIF';

export interface ImageToStore {
  mediaPrefix: string;
  area: MediaArea;
  bytes: Buffer;
}

export interface StoredImageFile extends StoredImage {
  originalFormat: string;
  originalBytes: number;
}

const unsupported = (detail: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', detail);

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

function tooManyPixels() {
  return ruleBroken(
    `The image has too many pixels: the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  );
}

/** The format the bytes really are, refused unless it is one we accept and can decode. */
async function readFormat(bytes: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw unsupported(`This file is not an image: upload a ${ACCEPTED_LIST} photo`);
  }
  const format = metadata.format;
  if (format === 'svg') {
    // An SVG can carry scripts that run when someone opens its URL.
    throw unsupported(`SVG images are not accepted: upload a ${ACCEPTED_LIST} image`);
  }
  if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw unsupported(`${format.toUpperCase()} images are not accepted: upload ${ACCEPTED_LIST}`);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels();
  return format;
}

/**
 * Decodes once, upright (EXIF orientation applied), in sRGB, scaled to the largest copy we keep:
 * the smaller copies are made from these pixels, not by decoding the original again.
 */
async function decodeLargestCopy(bytes: Buffer, format: string) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
      .resize({
        width: MAX_IMAGE_WIDTH,
        height: MAX_WEBP_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    if (format === 'heif') {
      // iPhone HEIC photos use HEVC, which this build of libvips cannot decode.
      throw unsupported(
        'This HEIC photo cannot be read: export it as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible)',
      );
    }
    throw ruleBroken('The image is damaged or incomplete: export it again and retry');
  }
}

/**
 * The images pipeline (packages/shared/src/media/image-variants.ts): checks the bytes are an image
 * we accept, writes upright webp copies with no metadata (no EXIF, so no GPS position) at every
 * width up to the original's, never upscaled, plus a blur placeholder, and answers the stored
 * image. Encoding runs on libvips threads, so the event loop stays free.
 */
export async function storeImage(
  storage: StoragePort,
  image: ImageToStore,
): Promise<StoredImageFile> {
  const format = await readFormat(image.bytes);
  const { data, info } = await decodeLargestCopy(image.bytes, format);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const name = `${image.mediaPrefix}/${image.area}/${newPublicId()}_${info.width}x${info.height}`;
  // The copies' names come from the shared layout, so the pipeline and the web cannot disagree.
  const stored = parseStoredImage(`${MEDIA_URL_PREFIX}${name}.webp`);
  if (!stored) throw new Error(`The pipeline made an unparsable URL for ${name}`);
  const keyOf = (url: string) => url.slice(MEDIA_URL_PREFIX.length);

  const copies = stored.variants.map(async ({ url, width }) => {
    const pixels = width === info.width ? sharp(data, raw) : sharp(data, raw).resize({ width });
    await storage.put(keyOf(url), await pixels.webp(WEBP_OPTIONS).toBuffer(), WEBP_CONTENT_TYPE);
  });
  const blur = (async () => {
    const pixels = sharp(data, raw).resize({ width: Math.min(BLUR_WIDTH, info.width) });
    const bytes = await pixels.webp(BLUR_WEBP_OPTIONS).toBuffer();
    await storage.put(keyOf(stored.blurUrl), bytes, WEBP_CONTENT_TYPE);
  })();
  await Promise.all([...copies, blur]);
  return { ...stored, originalFormat: format, originalBytes: image.bytes.length };
}

/** Deletes every copy and the blur placeholder of a pipeline image; any other URL is left alone. */
export async function deleteStoredImage(storage: StoragePort, url: string): Promise<void> {
  const stored = url.startsWith(MEDIA_URL_PREFIX) ? parseStoredImage(url) : undefined;
  if (!stored) return;
  const urls = [...stored.variants.map((variant) => variant.url), stored.blurUrl];
  await Promise.all(urls.map((copy) => storage.delete(copy.slice(MEDIA_URL_PREFIX.length))));
}
