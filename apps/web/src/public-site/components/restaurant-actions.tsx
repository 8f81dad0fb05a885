import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadMenuOverlay } from '../../features/menus/components/menu-overlay';
import { useUiStore } from '../../shared/stores/ui-store';
import { sitePathsOf } from '../lib/site-paths';

/** A plain click opens the menu overlay; a click to open a new tab still follows the link. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The calls to action: the menu always (in the overlay, its page as the link); booking and
 * ordering only when the restaurant's plan has them (their screens come in later issues: the
 * links lead to their future paths).
 */
export function RestaurantActions({ features }: { features: PublicRestaurant['features'] }) {
  const { t, i18n } = useTranslation('public');
  const setOverlay = useUiStore((s) => s.setOverlay);
  const paths = sitePathsOf(i18n.language);
  return (
    <div className="site-actions" data-testid="restaurant-actions">
      <Link
        to={paths.menu}
        className="site-button"
        data-variant="solid"
        onPointerEnter={preloadMenuOverlay}
        onFocus={preloadMenuOverlay}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setOverlay('menu', true);
        }}
      >
        {t('actions.menu')}
      </Link>
      {features.includes('bookings') && (
        <Link to={paths.booking} className="site-button" data-variant="outline">
          {t('actions.book')}
        </Link>
      )}
      {features.includes('ordering') && (
        <Link to={paths.order} className="site-button" data-variant="outline">
          {t('actions.order')}
        </Link>
      )}
    </div>
  );
}
