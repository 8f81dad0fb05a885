import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGallery } from '../../features/gallery/api/get-gallery';
import { GalleryTeaser } from '../../features/gallery/components/gallery-teaser';
import { galleryMediaOf } from '../../features/gallery/lib/gallery-media';
import { contentLanguageOf } from '../lib/restaurant-content';
import { sitePathsOf } from '../lib/site-paths';

/** A glimpse of the gallery on the home, leading to the gallery page. Nothing without photos. */
export function GallerySection({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t, i18n } = useTranslation(['public', 'gallery']);
  const gallery = useGallery(restaurant);
  const images = gallery.data?.images ?? [];
  if (images.length === 0) return null;
  const items = galleryMediaOf(images, {
    language: i18n.language,
    fallbackLanguage: contentLanguageOf(restaurant),
    t,
  });
  return (
    <section className="home-section home-gallery" aria-labelledby="gallery-title">
      <div className="site-container">
        <div className="home-section-head">
          <p className="site-eyebrow">{t('gallery:eyebrow')}</p>
          <h2 id="gallery-title" className="site-title">
            {t('gallery:title')}
          </h2>
        </div>
        <GalleryTeaser
          items={items}
          link={
            <Link
              to={sitePathsOf(i18n.language).gallery}
              className="site-button gallery-teaser-link"
              data-variant="outline-ink"
            >
              {t('gallery:seeAll', { count: images.length })}
            </Link>
          }
        />
      </div>
    </section>
  );
}
