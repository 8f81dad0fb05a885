import { IMAGE_WIDTHS } from '../common/constants';

/**
 * How an uploaded image is stored (spec §3 "Images"), zod-free for the public site.
 *
 * The pipeline writes webp copies at the widths of IMAGE_WIDTHS below the original's width, one
 * at the original's width (capped at the largest), never upscaled, plus a tiny blur placeholder.
 * The URL kept in the database names the largest copy and carries its size:
 *   /media/{media_prefix}/{area}/{name}_{width}x{height}.webp        largest copy
 *   /media/{media_prefix}/{area}/{name}_{width}x{height}-640.webp    the 640 px copy …
 *   /media/{media_prefix}/{area}/{name}_{width}x{height}-blur.webp   the blur placeholder
 * so a page knows each image's aspect ratio and copies without asking the server.
 */
export const MEDIA_AREAS = ['images', 'menu-images'] as const;
export type MediaArea = (typeof MEDIA_AREAS)[number];

export const MAX_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

const STORED_IMAGE = /^(.*_(\d{1,5})x(\d{1,5}))\.webp$/;

export interface StoredImage {
  /** The largest copy. */
  src: string;
  width: number;
  height: number;
  /** Every copy, smallest first, with its width. */
  variants: { url: string; width: number }[];
  blurUrl: string;
}

/** The widths written for an image `width` pixels wide (after capping at the largest width). */
export function variantWidthsOf(width: number): number[] {
  const largest = Math.min(width, MAX_IMAGE_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** The copies of a pipeline image from its stored URL; undefined for any other URL. */
export function parseStoredImage(url: string | null | undefined): StoredImage | undefined {
  const match = url ? STORED_IMAGE.exec(url) : null;
  if (!match) return undefined;
  const [, base, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (!width || !height) return undefined;
  const widths = variantWidthsOf(width);
  return {
    src: url!,
    width,
    height,
    variants: widths.map((variant) => ({
      url: variant === width ? url! : `${base}-${variant}.webp`,
      width: variant,
    })),
    blurUrl: `${base}-blur.webp`,
  };
}

/** `srcset` for a stored image. */
export function srcSetOf(image: StoredImage): string {
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}
