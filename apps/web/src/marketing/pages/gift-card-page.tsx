import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MarketingPageLayout } from '../marketing-page-layout';

/** A gift card by its unique id (spec §2); gift cards arrive in their own issue. */
export function GiftCardPage() {
  const { t } = useTranslation('marketing');
  const { uniqueId = '' } = useParams();
  return (
    <MarketingPageLayout title={t('giftCard.title')} intro={t('giftCard.intro')}>
      <Alert severity="info">{t('giftCard.notYet', { id: uniqueId })}</Alert>
    </MarketingPageLayout>
  );
}
