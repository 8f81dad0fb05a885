import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RestaurantMenus } from '../../features/menus/components/restaurant-menus';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';

/**
 * The restaurant's menus on its own host (`/{language}/menu`, `/{language}/menu/{menuHashedId}`):
 * what a guest opens from the QR code on the table. The first menu unless the link names one.
 */
export function RestaurantMenuPage() {
  const { t, i18n } = useTranslation('menu');
  const { menuHashedId } = useParams();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);

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
    <RestaurantMenus
      restaurant={restaurant}
      selectedId={menuHashedId}
      linkBase={`/${i18n.language}/menu`}
      placement="page"
    />
  );
}
