import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormSection } from '../../../shared/forms/form-section';
import { commonFailure, statusOf } from './action-failure';
import { useSendTestEmail } from './connections-api';
import { useFormatDateTime } from './use-format-date-time';

export function TestEmailSection({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const formatDateTime = useFormatDateTime();
  const send = useSendTestEmail(restaurant.id);
  const email = restaurant.email.trim();

  const failure = () => {
    const status = statusOf(send.error);
    if (status === 503) return t('email.mailDown');
    if (status === 422) return t('email.noAddress');
    return commonFailure(t, send.error);
  };

  return (
    <FormSection title={t('email.title')} description={t('email.description')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {email ? (
          <Typography>
            <Trans
              t={t}
              i18nKey="email.willSendTo"
              values={{ email }}
              components={{ strong: <strong /> }}
            />
          </Typography>
        ) : (
          <Alert severity="warning">
            {t('email.noAddress')}{' '}
            <Link component={RouterLink} to="/dashboard/restaurant/general">
              {t('email.setAddress')}
            </Link>
          </Alert>
        )}
        <Button
          variant="outlined"
          onClick={() => send.mutate()}
          disabled={!email || send.isPending}
          startIcon={send.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {send.isPending ? t('email.sending') : t('email.send')}
        </Button>
        {send.isSuccess && (
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            {t('email.sent', {
              email: send.data.sent_to,
              when: formatDateTime(new Date(send.submittedAt).toISOString()),
            })}
          </Alert>
        )}
        {send.isError && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {failure()}
          </Alert>
        )}
      </Stack>
    </FormSection>
  );
}
