import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUiStore } from '../../shared/stores/ui-store';
import { MarketingPageLayout } from '../marketing-page-layout';

/** Sign-up, optionally for a chosen plan (spec §2); the form arrives with the sign-up issue. */
export function SignUpPage() {
  const { t } = useTranslation('marketing');
  const { subscriptionId } = useParams();
  const setOverlay = useUiStore((s) => s.setOverlay);
  return (
    <MarketingPageLayout title={t('signUp.title')} intro={t('signUp.intro')}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        {subscriptionId && (
          <Alert severity="info">{t('signUp.plan', { plan: subscriptionId })}</Alert>
        )}
        <Alert severity="info">{t('signUp.notYet')}</Alert>
        <Button variant="contained" size="large" onClick={() => setOverlay('login', true)}>
          {t('signUp.tryDemo')}
        </Button>
      </Stack>
    </MarketingPageLayout>
  );
}
