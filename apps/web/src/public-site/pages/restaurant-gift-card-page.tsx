import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GiftCardView } from '../../features/giftcard-shop/components/gift-card-view';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';

/**
 * A gift card's page on the restaurant's host (`/{language}/giftcard/{uniqueId}`): the card's
 * email links here, and Stripe sends the buyer back here to wait for the card to be issued.
 */
export function RestaurantGiftCardPage() {
  const { t } = useTranslation('giftcard-shop');
  const { uniqueId = '' } = useParams();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);

  useEffect(() => {
    if (restaurant) document.title = t('cardDocumentTitle', { name: restaurant.name });
  }, [restaurant, t]);

  return (
    <div className="site-container gc-card-page">
      <GiftCardView key={uniqueId} uniqueId={uniqueId} />
    </div>
  );
}
