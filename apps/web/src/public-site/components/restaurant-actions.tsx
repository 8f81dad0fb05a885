import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadMenuOverlay } from '../../features/menus/components/menu-overlay';
import { usePublicOrdering } from '../../features/ordering/api/get-public-ordering';
import { useUiStore } from '../../shared/stores/ui-store';
import { sitePathsOf } from '../lib/site-paths';

/** A plain click opens the menu overlay; a click to open a new tab still follows the link. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The calls to action: the menu always (in the overlay, its page as the link); booking when the
 * restaurant's plan has it (its screen comes in a later issue: the link leads to its future
 * path); "Ordina online" to the checkout only while the restaurant takes orders now; the gift card
 * shop when the plan has gift cards (the shop itself says "buy at the restaurant" without payments).
 */
export function RestaurantActions({
  features,
  publicKey,
}: {
  features: PublicRestaurant['features'];
  publicKey: string;
}) {
  const { t, i18n } = useTranslation('public');
  const setOverlay = useUiStore((s) => s.setOverlay);
  const paths = sitePathsOf(i18n.language);
  const ordering = usePublicOrdering(publicKey, features.includes('ordering')).data;
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
      {features.includes('ordering') && ordering?.available && (
        <Link
          to={paths.order}
          className="site-button"
          data-variant="outline"
          data-testid="order-online"
        >
          {t('actions.order')}
        </Link>
      )}
      {features.includes('giftcards') && (
        <Link to={`${paths.home}gift-cards`} className="site-button" data-variant="outline">
          {t('actions.giftCards')}
        </Link>
      )}
    </div>
  );
}
