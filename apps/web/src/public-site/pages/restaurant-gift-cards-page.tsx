import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GiftCardShopView } from '../../features/giftcard-shop/components/gift-card-shop';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { sitePathsOf } from '../lib/site-paths';
import { RestaurantGiftCardPage } from './restaurant-gift-card-page';

/** The gift card shop (`/{language}/gift-cards`), linked from the home when the plan has it. */
export function RestaurantGiftCardsPage() {
  const { t, i18n } = useTranslation('giftcard-shop');
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const paths = sitePathsOf(i18n.language);

  useEffect(() => {
    if (restaurant) document.title = t('shopDocumentTitle', { name: restaurant.name });
  }, [restaurant, t]);

  if (!restaurant) return null;
  return (
    <div className="site-container gc-shop">
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 700, mb: 1 }}
      >
        {t('shop.title')}
      </Typography>
      <GiftCardShopView
        restaurant={{
          name: restaurant.name,
          public_key: restaurant.public_key,
          time_zone: restaurant.time_zone,
          phone_number: restaurant.phone_number,
          primary_color: restaurant.theme.primary_color,
        }}
        privacyUrl={paths.privacy}
        homePath={paths.home}
      />
    </div>
  );
}

/** Both gift card pages in one chunk: a card's page when the path names one, else the shop. */
export function RestaurantGiftCardPages() {
  const { uniqueId } = useParams();
  return uniqueId === undefined ? <RestaurantGiftCardsPage /> : <RestaurantGiftCardPage />;
}
