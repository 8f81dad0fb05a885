import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useGallery } from '../features/gallery/api/get-gallery';
import { MenuOverlay } from '../features/menus/components/menu-overlay';
import { useCurrentRestaurantStore } from '../features/restaurants/stores/current-restaurant-store';
import { useRenderInSlices } from '../shared/lib/use-render-in-slices';
import { siteStyleOf } from '../shared/site-look/site-style';
import { useUiStore } from '../shared/stores/ui-store';
import { lazyWithTheme } from '../shared/ui/lazy-with-theme';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import './public-site.css';

// The viewer (MUI's dialog, its focus trap) is not in the first load: it loads when first opened.
const MediaViewerOverlay = lazyWithTheme(() =>
  import('../shared/ui/media-viewer').then((m) => m.MediaViewerOverlay),
);

/**
 * A restaurant's public site around its pages (spec §2): the bar with the pages, the footer, and
 * the menu, gallery and media overlays; all in the restaurant's colours and font.
 */
export function PublicSiteShell() {
  const { t } = useTranslation('public');
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const footerVisible = useUiStore((s) => s.footerVisible);
  // The first render in three tasks, top down (decision 097): the bar, then the page, then the
  // footer (below the fold).
  const stage = useRenderInSlices(2, 0, 1).shown;
  const viewerWanted = useOnceTrue(useUiStore((s) => s.overlays.gallery || s.overlays.media));
  // The same request as the home's gallery: the bar links the gallery only when it has photos.
  const gallery = useGallery(restaurant);
  usePageBackground(restaurant?.theme.background_color);
  if (!restaurant) return null;
  const hasGallery = (gallery.data?.images.length ?? 0) > 0;

  return (
    <div className="site" style={siteStyleOf(restaurant)}>
      <a className="site-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader restaurant={restaurant} showGallery={hasGallery} />
      <main id="main" className="site-main" tabIndex={-1}>
        {stage > 0 && <Outlet />}
      </main>
      {footerVisible && stage > 1 && <SiteFooter restaurant={restaurant} />}
      {/* Overlays: each loads its code the first time it opens. */}
      <MenuOverlay restaurant={restaurant} />
      {viewerWanted && (
        <Suspense fallback={null}>
          <MediaViewerOverlay />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The page behind the site (what a phone shows when scrolled past either end) in the site's
 * paper colour, as MUI's CssBaseline painted it before the public site left MUI (decision 017).
 */
function usePageBackground(color: string | undefined) {
  useLayoutEffect(() => {
    if (!color) return;
    document.body.style.backgroundColor = color;
    return () => {
      document.body.style.backgroundColor = '';
    };
  }, [color]);
}

/** True from the first time `value` is: an overlay stays mounted to animate its closing. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  useEffect(() => {
    if (value) setSeen(true);
  }, [value]);
  return seen || value;
}
