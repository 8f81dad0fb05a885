import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MarketingPageLayout } from '../marketing-page-layout';

/** A restaurant's digital menu by its shared link (spec §2); the menus arrive in their own issue. */
export function MenuPage() {
  const { t } = useTranslation('marketing');
  const { menuHashedId = '' } = useParams();
  return (
    <MarketingPageLayout title={t('menu.title')} intro={t('menu.intro')}>
      <Alert severity="info">{t('menu.notYet', { id: menuHashedId })}</Alert>
    </MarketingPageLayout>
  );
}
