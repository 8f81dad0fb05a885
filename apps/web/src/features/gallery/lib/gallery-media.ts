import { pickTranslation } from '@coperto/shared/common/translations';
import type { GalleryImage } from '@coperto/shared/site/gallery.schemas';
import type { MediaItem } from '../../../shared/stores/media-viewer-store';

/** A `t` that has the gallery's namespace among its own (the site's pages read several). */
type PhotoAltText = (key: 'gallery:photoAlt', values: { number: number; total: number }) => string;

/**
 * The gallery's images as the viewer and the grid show them: the caption in the page's language
 * (else the restaurant's first), and an alt text even without a caption.
 */
export function galleryMediaOf(
  images: GalleryImage[],
  {
    language,
    fallbackLanguage,
    t,
  }: { language: string; fallbackLanguage: string; t: PhotoAltText },
): MediaItem[] {
  return images.map((image, index) => {
    const caption = pickTranslation(image.caption, language, fallbackLanguage);
    return {
      src: image.image_url,
      alt: caption || t('gallery:photoAlt', { number: index + 1, total: images.length }),
      caption: caption || undefined,
    };
  });
}
