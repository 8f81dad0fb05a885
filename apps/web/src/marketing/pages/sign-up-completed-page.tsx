import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MarketingPageLayout } from '../marketing-page-layout';

/** Where a sign-up ends (spec §2): `success` is `true` or anything else for a failure. */
export function SignUpCompletedPage() {
  const { t, i18n } = useTranslation('marketing');
  const { success } = useParams();
  const succeeded = success === 'true';
  return (
    <MarketingPageLayout
      title={succeeded ? t('signUpCompleted.successTitle') : t('signUpCompleted.failureTitle')}
    >
      <Alert severity={succeeded ? 'success' : 'error'} sx={{ mb: 3 }}>
        {succeeded ? t('signUpCompleted.successText') : t('signUpCompleted.failureText')}
      </Alert>
      <Button
        variant="contained"
        component={Link}
        to={succeeded ? `/${i18n.language}/` : `/${i18n.language}/sign-up`}
      >
        {succeeded ? t('signUpCompleted.home') : t('signUpCompleted.retry')}
      </Button>
    </MarketingPageLayout>
  );
}
