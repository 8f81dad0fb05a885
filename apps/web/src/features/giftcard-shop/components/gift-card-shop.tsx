import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneOutlinedIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/page-spinner';
import { useGiftCardShop } from '../api/giftcard-shop-api';
import { telHrefOf } from '../lib/giftcard-shop-rules';
import { GiftCardShopForm, type GiftCardShopFormProps } from './gift-card-shop-form';
import './giftcard-shop.css';

/** "Buy at the restaurant": the restaurant sells its cards at the counter only. */
function BuyAtRestaurant({
  name,
  phone,
  homePath,
}: {
  name: string;
  phone: string;
  homePath: string;
}) {
  const { t } = useTranslation('giftcard-shop');
  return (
    <Box data-testid="gift-card-shop-closed" sx={{ maxWidth: 560 }}>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
        {t('shop.closedTitle')}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>{t('shop.closed', { name })}</Typography>
      {phone && (
        <>
          <Typography sx={{ mt: 2, mb: 1.5 }}>{t('shop.closedCall')}</Typography>
          <Button
            variant="contained"
            size="large"
            href={telHrefOf(phone)}
            startIcon={<PhoneOutlinedIcon />}
            aria-label={`${t('shop.call', { name })}: ${phone}`}
            className="gc-pay"
            data-testid="gift-card-call"
          >
            {phone}
          </Button>
        </>
      )}
      <Box sx={{ mt: 3 }}>
        <Button href={homePath} color="inherit">
          {t('shop.backHome')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The shop (`/{lang}/gift-cards`): the form when the site can take the payment and has cards on
 * sale; "buy at the restaurant" with its phone otherwise, and when the purchase answers 409
 * `payments_unavailable`.
 */
export function GiftCardShopView({
  restaurant,
  privacyUrl,
  homePath,
  leaveForPayment,
  now,
}: Omit<GiftCardShopFormProps, 'shop' | 'onUnavailable'> & {
  restaurant: GiftCardShopFormProps['restaurant'] & { phone_number: string };
  homePath: string;
}) {
  const { t } = useTranslation('giftcard-shop');
  const shop = useGiftCardShop(restaurant.public_key);
  const [unavailable, setUnavailable] = useState(false);

  if (shop.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <Spinner label={t('shop.loading')} />
      </Box>
    );
  }
  if (shop.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void shop.refetch()}>
            {t('shop.retry')}
          </Button>
        }
      >
        {t('shop.loadError')}
      </Alert>
    );
  }
  const phone = restaurant.phone_number.trim();
  if (unavailable || !shop.data.online_sale) {
    return <BuyAtRestaurant name={restaurant.name} phone={phone} homePath={homePath} />;
  }
  if (shop.data.templates.length === 0) {
    return (
      <Box data-testid="gift-card-shop-empty">
        <Typography>{t('shop.noTemplates', { name: restaurant.name })}</Typography>
        <Box sx={{ mt: 3 }}>
          <Button href={homePath} color="inherit">
            {t('shop.backHome')}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('shop.intro', { name: restaurant.name })}</Typography>
      <GiftCardShopForm
        restaurant={restaurant}
        shop={shop.data}
        privacyUrl={privacyUrl}
        onUnavailable={() => setUnavailable(true)}
        {...(leaveForPayment ? { leaveForPayment } : {})}
        {...(now === undefined ? {} : { now })}
      />
    </>
  );
}
