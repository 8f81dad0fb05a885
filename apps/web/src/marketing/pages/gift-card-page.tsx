import type { PublicGiftCard } from '@coperto/shared/giftcards/giftcard.schemas';
import Container from '@mui/material/Container';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GiftCardView } from '../../features/giftcard-shop/components/gift-card-view';

/**
 * A gift card by its unique id on Coperto's own host (spec §2: `giftcard/{uniqueId}`): the same
 * card as on the restaurant's site (decision 070), for links that name no restaurant's host.
 * Titled as on the restaurant's site, with the restaurant's name once the card is read; the
 * server's head says not to index it (someone's card).
 */
export function GiftCardPage() {
  const { t } = useTranslation('giftcard-shop');
  const { uniqueId = '' } = useParams();
  const [restaurant, setRestaurant] = useState('');
  const onLoaded = useCallback((card: PublicGiftCard) => setRestaurant(card.restaurant.name), []);
  useEffect(() => {
    document.title = t('cardDocumentTitle', { name: restaurant || 'Coperto' });
  }, [t, restaurant]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 7 } }} className="gc-card-page">
      <GiftCardView key={uniqueId} uniqueId={uniqueId} onLoaded={onLoaded} />
    </Container>
  );
}
