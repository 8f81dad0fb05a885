import { pickTranslation } from '@coperto/shared/common/translations';
import type { GalleryImage } from '@coperto/shared/site/gallery.schemas';
import type { TFunction } from 'i18next';
import type { MediaItem } from '../../../shared/stores/media-viewer-store';

/**
 * The gallery's images as the viewer and the grid show them: the caption in the page's language
 * (else the restaurant's first), and an alt text even without a caption.
 */
export function galleryMediaOf(
  images: GalleryImage[],
  { language, fallbackLanguage, t }: { language: string; fallbackLanguage: string; t: TFunction },
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
