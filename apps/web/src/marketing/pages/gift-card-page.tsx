import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GiftCardView } from '../../features/giftcard-shop/components/gift-card-view';

/**
 * A gift card by its unique id on Coperto's own host (spec §2: `giftcard/{uniqueId}`): the same
 * card as on the restaurant's site (decision 070), for links that name no restaurant's host.
 */
export function GiftCardPage() {
  const { t } = useTranslation('marketing');
  const { uniqueId = '' } = useParams();
  useEffect(() => {
    document.title = `${t('giftCard.title')} · Coperto`;
  }, [t]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 7 } }} className="gc-card-page">
      <GiftCardView key={uniqueId} uniqueId={uniqueId} />
    </Container>
  );
}
