import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGallery } from '../../features/gallery/api/get-gallery';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { galleryMediaOf } from '../../features/gallery/lib/gallery-media';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { openMediaViewer } from '../../shared/stores/media-viewer-store';
import { contentLanguageOf } from '../lib/restaurant-content';
import { sitePathsOf } from '../lib/site-paths';
import './restaurant-gallery-page.css';

/** The restaurant's photos on a page of their own (spec §2: a link to share); each opens full screen. */
export function RestaurantGalleryPage() {
  const { t, i18n } = useTranslation(['gallery', 'public']);
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const gallery = useGallery(restaurant);
  const title = restaurant ? t('gallery:pageTitle', { name: restaurant.name }) : '';
  useDocumentTitle(title, restaurant?.name);
  if (!restaurant) return null;
  const items = galleryMediaOf(gallery.data?.images ?? [], {
    language: i18n.language,
    fallbackLanguage: contentLanguageOf(restaurant),
    t,
  });

  return (
    <div className="gallery-page">
      <header className="gallery-page-head site-container">
        <p className="site-eyebrow">{restaurant.name}</p>
        <h1 className="site-title">{t('gallery:pageHeading')}</h1>
        {items.length > 0 && <p className="gallery-page-lead">{t('gallery:lead')}</p>}
      </header>
      <div className="site-container">
        {gallery.isPending ? (
          <div className="gallery-page-loading" role="status" aria-label={t('gallery:loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <span key={index} />
            ))}
          </div>
        ) : gallery.isError ? (
          <div className="gallery-page-empty" role="alert">
            <p>{t('gallery:error')}</p>
            <button
              type="button"
              className="site-button"
              data-variant="outline-ink"
              onClick={() => void gallery.refetch()}
            >
              {t('gallery:retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="gallery-page-empty">
            <p>{t('gallery:empty')}</p>
            <Link
              to={sitePathsOf(i18n.language).home}
              className="site-button"
              data-variant="outline-ink"
            >
              {t('gallery:backHome')}
            </Link>
          </div>
        ) : (
          <GalleryGrid
            items={items}
            onOpen={(index) => openMediaViewer({ items, index, title, overlay: 'gallery' })}
          />
        )}
      </div>
    </div>
  );
}

/** "Galleria · Trattoria Demo" while the page shows; the restaurant's name again after. */
function useDocumentTitle(title: string, restoreTo: string | undefined) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      if (restoreTo) document.title = restoreTo;
    };
  }, [title, restoreTo]);
}
