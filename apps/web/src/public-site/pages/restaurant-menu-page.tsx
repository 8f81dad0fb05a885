import type { MenuItem } from '@coperto/shared/menus/menu.schemas';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { RestaurantMenus } from '../../features/menus/components/restaurant-menus';
import { usePublicOrdering } from '../../features/ordering/api/get-public-ordering';
import { OrderingNotice } from '../../features/ordering/components/ordering-notice';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';

/**
 * The restaurant's menus on its own host (`/{language}/menu`, `/{language}/menu/{menuHashedId}`):
 * what a guest opens from the QR code on the table. The first menu unless the link names one.
 * While the restaurant takes orders each dish has its "Aggiungi"; when ordering is paused or
 * outside its hours, the page says so and when the next slot is.
 */
export function RestaurantMenuPage() {
  const { t, i18n } = useTranslation('menu');
  const { menuHashedId } = useParams();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const ordering = usePublicOrdering(
    restaurant?.public_key,
    restaurant?.features.includes('ordering') ?? false,
  ).data;
  const fallbackLanguage = restaurant?.language[0] ?? 'it';
  const canOrder = ordering?.available === true;
  const itemAction = useCallback(
    (item: MenuItem) => <AddToCartButton item={item} fallbackLanguage={fallbackLanguage} />,
    [fallbackLanguage],
  );

  useEffect(() => {
    if (!restaurant) return;
    const { name } = restaurant;
    document.title = t('documentTitle', { name });
    return () => {
      document.title = name;
    };
  }, [restaurant, t]);

  if (!restaurant) return null;
  return (
    <>
      {ordering && !ordering.available && (
        <div className="site-container site-ordering-notice">
          <OrderingNotice ordering={ordering} timeZone={restaurant.time_zone} />
        </div>
      )}
      <RestaurantMenus
        restaurant={restaurant}
        selectedId={menuHashedId}
        linkBase={`/${i18n.language}/menu`}
        placement="page"
        itemAction={canOrder ? itemAction : undefined}
      />
    </>
  );
}
