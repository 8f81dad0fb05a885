import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCartTable } from '../../features/cart/hooks/use-cart-table';
import { usePublicOrder } from '../../features/ordering/api/get-public-order';
import { OrderTracking } from '../../features/ordering/components/order-tracking';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { sitePathsOf } from '../lib/site-paths';

/**
 * The guest's order (`/{language}/order/{publicId}`), the link the confirmation email carries.
 * While this browser keeps the table the guest scanned, a table's order offers the next round
 * from the menu (decision 062); opened elsewhere (the email on a laptop), it does not.
 */
export function RestaurantOrderStatusPage() {
  const { i18n } = useTranslation('ordering');
  const { t: tPublic } = useTranslation('public');
  const { publicId = '' } = useParams();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  // The tracking component's own query: one request for both.
  const number = usePublicOrder(publicId).data?.number;
  const table = useCartTable();
  const paths = sitePathsOf(i18n.language);

  useEffect(() => {
    if (!restaurant) return;
    const { name } = restaurant;
    // The server's title first (site-head), then the order's number once it is read.
    document.title =
      number === undefined
        ? tPublic('ordering.statusTitle', { name })
        : tPublic('ordering.trackingTitle', { number, name });
  }, [restaurant, number, tPublic]);

  if (!restaurant) return null;
  return (
    <div className="site-container site-order-page">
      <OrderTracking
        publicId={publicId}
        timeZone={restaurant.time_zone}
        homePath={paths.home}
        orderAgainPath={table ? paths.menu : null}
      />
    </div>
  );
}
