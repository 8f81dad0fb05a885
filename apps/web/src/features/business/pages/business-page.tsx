import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { businessQueryOptions } from '../api/get-business';
import { BusinessDetailsForm } from '../components/business-details-form';
import { CardPaymentsSection } from '../components/card-payments-section';
import { FicTokenSection } from '../components/fic-token-section';

/** /dashboard/business: the business's details; owners edit them, managers read them. */
export default function BusinessPage() {
  const { t } = useTranslation('business');
  const user = useSignedInUser();
  const editable = usePermission('update:business');
  const businessId = user?.business?.id;
  const business = useQuery({
    ...businessQueryOptions(businessId ?? 0),
    enabled: businessId !== undefined,
  });
  if (!user) return null;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      {businessId === undefined ? (
        <Alert severity="info">{t('noBusiness')}</Alert>
      ) : business.isError ? (
        <SectionMessage kind="failed" onRetry={() => void business.refetch()} />
      ) : !business.data ? (
        <Stack spacing={3} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          {!editable && <Alert severity="info">{t('readOnly')}</Alert>}
          <BusinessDetailsForm business={business.data} editable={editable} />
          <FicTokenSection business={business.data} editable={editable} />
          <CardPaymentsSection businessId={business.data.id} editable={editable} />
        </Stack>
      )}
    </Box>
  );
}
