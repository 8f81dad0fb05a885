import type { GoogleBusinessExchangeResponse } from '@coperto/shared/restaurants/google-business.schemas';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormSection } from '../../../shared/forms/form-section';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { commonFailure, statusOf, type Translate } from './action-failure';
import {
  connectGoogle,
  googleStatusQueryOptions,
  useExchangeGoogleCode,
  useSyncOpeningHours,
} from './connections-api';
import { useFormatDateTime } from './use-format-date-time';

function googleFailure(t: Translate, error: unknown, step: 'connect' | 'return' | 'sync') {
  const status = statusOf(error);
  if (status === 502 || status === 503) return t('google.unavailable');
  if (step === 'return' && status === 400) return t('google.returnInvalid');
  // A 422 on the return: Google's account manages no Business Profile location.
  if (step === 'return' && status === 422) return t('google.noLocation');
  if (step === 'sync' && status === 422) {
    const noHours = error instanceof ApiRequestError && 'opening_times' in error.fields;
    // Otherwise Google no longer accepts the stored connection: connecting again mends it.
    return noHours ? t('google.noHours') : t('google.reconnect');
  }
  return commonFailure(t, error);
}

// Google's code works once: a remount (React's strict mode runs effects twice) reuses the call.
const exchanges = new Map<string, Promise<GoogleBusinessExchangeResponse>>();

/**
 * Google sends the browser back here with `?code=&state=` (or `?error=`): the code is handed to
 * the API once, and the query string is cleared so a reload does not send it again.
 */
function useGoogleReturn(restaurantId: number) {
  const [params, setParams] = useSearchParams();
  const { mutateAsync } = useExchangeGoogleCode(restaurantId);
  const [outcome, setOutcome] = useState<
    { kind: 'working' } | { kind: 'connected' } | { kind: 'failed'; error: unknown } | undefined
  >();
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');

  useEffect(() => {
    if (!code && !refused) return;
    setParams({}, { replace: true });
    if (refused || !code || !state) {
      setOutcome({ kind: 'failed', error: refused === 'access_denied' ? 'cancelled' : refused });
      return;
    }
    let pending = exchanges.get(code);
    if (!pending) {
      pending = mutateAsync({ code, state });
      exchanges.set(code, pending);
    }
    setOutcome({ kind: 'working' });
    pending.then(
      () => setOutcome({ kind: 'connected' }),
      (error: unknown) => setOutcome({ kind: 'failed', error }),
    );
  }, [code, state, refused, setParams, mutateAsync]);

  return outcome;
}

function StatusLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {icon}
      {children}
    </Box>
  );
}

export function GoogleBusinessSection({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const formatDateTime = useFormatDateTime();
  const status = useQuery(googleStatusQueryOptions(restaurant.id));
  const returned = useGoogleReturn(restaurant.id);
  const sync = useSyncOpeningHours(restaurant.id);
  const connect = useMutation({
    mutationFn: () => connectGoogle(restaurant.id),
    onSuccess: ({ url }) => window.location.assign(url),
  });

  const connectButton = (label: string, variant: 'contained' | 'text') => (
    <Button
      variant={variant}
      onClick={() => connect.mutate()}
      disabled={connect.isPending || connect.isSuccess}
      startIcon={
        connect.isPending || connect.isSuccess ? (
          <CircularProgress size={18} color="inherit" />
        ) : undefined
      }
    >
      {connect.isPending || connect.isSuccess ? t('google.opening') : label}
    </Button>
  );

  let body: ReactNode;
  if (status.isPending || returned?.kind === 'working') {
    body = (
      <StatusLine icon={<CircularProgress size={18} />}>
        <Typography>
          {returned?.kind === 'working' ? t('google.finishing') : t('loading')}
        </Typography>
      </StatusLine>
    );
  } else if (status.isError) {
    body = <Alert severity="error">{commonFailure(t, status.error)}</Alert>;
  } else if (!status.data.configured) {
    body = (
      <Alert severity="info" icon={<RadioButtonUnchecked />}>
        <Typography sx={{ fontWeight: 600 }}>{t('google.notConfiguredTitle')}</Typography>
        {t('google.notConfigured')}
      </Alert>
    );
  } else if (!status.data.connected) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <StatusLine icon={<RadioButtonUnchecked color="disabled" />}>
          <Typography sx={{ fontWeight: 600 }}>{t('google.notConnected')}</Typography>
        </StatusLine>
        <Typography color="text.secondary">{t('google.connectHint')}</Typography>
        {connectButton(t('google.connect'), 'contained')}
      </Stack>
    );
  } else {
    const { location_name, connected_at, last_synced_at } = status.data;
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <StatusLine icon={<CheckCircle color="success" />}>
          <Typography sx={{ fontWeight: 600 }}>{t('google.connected')}</Typography>
        </StatusLine>
        {connected_at && (
          <Typography variant="body2" color="text.secondary">
            {t('google.connectedAt', {
              when: formatDateTime(connected_at),
              location: location_name,
            })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {last_synced_at
            ? t('google.lastSyncedAt', { when: formatDateTime(last_synced_at) })
            : t('google.neverSynced')}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {sync.isSuccess
            ? t('google.syncedAt', { when: formatDateTime(sync.data.synced_at) })
            : t('google.syncHint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            onClick={() => sync.mutate()}
            disabled={sync.isPending}
            startIcon={sync.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {sync.isPending ? t('google.syncing') : t('google.sync')}
          </Button>
          {connectButton(t('google.reconnectButton'), 'text')}
        </Stack>
      </Stack>
    );
  }

  const failure =
    (sync.isError && googleFailure(t, sync.error, 'sync')) ||
    (connect.isError && googleFailure(t, connect.error, 'connect')) ||
    (returned?.kind === 'failed' &&
      (returned.error === 'cancelled'
        ? t('google.cancelled')
        : googleFailure(t, returned.error, 'return')));

  return (
    <FormSection title={t('google.title')} description={t('google.description')}>
      <Stack spacing={2}>
        {returned?.kind === 'connected' && (
          <Alert severity="success">{t('google.justConnected')}</Alert>
        )}
        {failure && (
          <Alert severity="error" icon={<ErrorOutline />}>
            {failure}
          </Alert>
        )}
        {body}
      </Stack>
    </FormSection>
  );
}
