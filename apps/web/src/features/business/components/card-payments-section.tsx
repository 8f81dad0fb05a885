import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormSection } from '../../../shared/forms/form-section';
import { paymentsAccountQueryOptions, useConnectPaymentsAccount } from '../api/payments-account';

/**
 * The business's own Stripe account (decision 049): guests' card payments go there. Hidden where
 * the platform takes no cards; owners connect it and finish Stripe's onboarding there.
 */
export function CardPaymentsSection({
  businessId,
  editable,
}: {
  businessId: number;
  editable: boolean;
}) {
  const { t } = useTranslation('business');
  const account = useQuery(paymentsAccountQueryOptions(businessId));
  const connect = useConnectPaymentsAccount(businessId);
  const [params] = useSearchParams();
  const state = account.data;
  if (!state?.available) return null;
  const status = state.charges_enabled ? 'active' : state.connected ? 'pending' : 'notConnected';
  const icon = {
    active: <CheckCircleOutlined />,
    pending: <HourglassEmptyOutlined />,
    notConnected: <RemoveCircleOutlineOutlined />,
  }[status];

  return (
    <FormSection title={t('payments.title')} description={t('payments.description')}>
      <Stack spacing={2}>
        {params.get('payments') === 'connected' && !state.charges_enabled && (
          <Alert severity="info">{t('payments.returned')}</Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1 }}>
            <Typography color="text.secondary">{t('payments.state')}</Typography>
            <Chip
              data-testid="payments-state"
              icon={icon}
              label={t(`payments.${status}`)}
              color={status === 'active' ? 'success' : status === 'pending' ? 'warning' : 'default'}
              variant={status === 'notConnected' ? 'outlined' : 'filled'}
            />
          </Stack>
          {editable && status !== 'active' && (
            <Button
              variant="contained"
              onClick={() => connect.mutate()}
              disabled={connect.isPending}
              startIcon={
                connect.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
              }
            >
              {connect.isPending
                ? t('payments.opening')
                : status === 'pending'
                  ? t('payments.finish')
                  : t('payments.connect')}
            </Button>
          )}
        </Stack>
        {status === 'active' && (
          <Typography color="text.secondary">{t('payments.activeHint')}</Typography>
        )}
        {status === 'pending' && (
          <Typography color="text.secondary">{t('payments.pendingHint')}</Typography>
        )}
        {!editable && status !== 'active' && (
          <Typography color="text.secondary">{t('payments.ownerOnly')}</Typography>
        )}
        {connect.isError && <Alert severity="error">{t('payments.failed')}</Alert>}
      </Stack>
    </FormSection>
  );
}
