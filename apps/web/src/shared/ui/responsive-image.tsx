import { parseStoredImage, srcSetOf } from '@coperto/shared/media/image-variants';
import type { CSSProperties, ImgHTMLAttributes } from 'react';

interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** A stored URL of the images pipeline (packages/shared/src/media/image-variants.ts) or any URL. */
  src: string;
  alt: string;
  /** How wide the image shows, for the browser to pick a copy: `(min-width: 900px) 50vw, 100vw`. */
  sizes: string;
  /** The hero image: fetch it first and at once (Largest Contentful Paint). */
  priority?: boolean;
}

/**
 * An image of the pipeline: `srcset` of its webp copies, its real width and height so the box is
 * sized before the bytes arrive (no layout shift), and its blur placeholder as the background
 * until it has loaded. Any other URL renders as a plain lazy image.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  style,
  ...rest
}: ResponsiveImageProps) {
  const stored = parseStoredImage(src);
  const loading = priority ? 'eager' : 'lazy';
  if (!stored) {
    return <img src={src} alt={alt} loading={loading} decoding="async" style={style} {...rest} />;
  }
  const placeholder: CSSProperties = {
    backgroundImage: `url("${stored.blurUrl}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return (
    <img
      src={stored.src}
      srcSet={srcSetOf(stored)}
      sizes={sizes}
      width={stored.width}
      height={stored.height}
      alt={alt}
      loading={loading}
      decoding={priority ? 'sync' : 'async'}
      // Set on the element as its `fetchpriority` (the hero's is checked end to end).
      fetchPriority={priority ? 'high' : 'auto'}
      style={{ ...placeholder, ...style }}
      {...rest}
    />
  );
}
