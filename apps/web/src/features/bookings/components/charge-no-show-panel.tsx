import type { Booking } from '@coperto/shared/bookings/booking.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, callApi } from '../../../shared/lib/api-client';
import { formatEuros } from '../../../shared/lib/format-money';
import { usePermission } from '../../../shared/session/use-permission';
import { putBooking } from '../api/get-bookings-day';

const STATUS_COLOR: Record<
  NonNullable<Booking['protection']>['status'],
  'default' | 'success' | 'warning' | 'error' | 'info'
> = {
  pending: 'warning',
  saved: 'info',
  paid: 'success',
  charged: 'success',
  charge_failed: 'error',
  refunded: 'default',
  expired: 'default',
};

/** Charges a no-show's saved card (decision 066); the API makes it once, however often asked. */
function useChargeNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      callApi('POST /bookings/:id/no-show-charge', { params: { id: bookingId } }),
    onSuccess: (booking) => putBooking(queryClient, booking),
  });
}

/**
 * The booking's card guarantee or deposit in the drawer, and "Addebita no-show" for owners and
 * managers on a no-show whose card is saved: asked once more, then the outcome (charged, or the
 * card's refusal) as the API answered it. Nothing for a booking the policy did not cover.
 */
export function ChargeNoShowPanel({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const mayCharge = usePermission('charge:bookings');
  const charge = useChargeNoShow();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<'unavailable' | 'refused' | null>(null);
  const protection = booking.protection;
  if (!protection) return null;
  const amount = formatEuros(protection.amount, i18n.language);
  const party = t('row.party', { count: booking.party_size });

  const confirm = async () => {
    setProblem(null);
    try {
      await charge.mutateAsync(booking.id);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setProblem(error.status === 503 || error.status === 0 ? 'unavailable' : 'refused');
    }
    setAsking(false);
  };

  return (
    <Box data-testid="booking-protection" sx={{ display: 'grid', gap: 1 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
      >
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t(`protection.mode.${protection.mode}`)}
        </Typography>
        <Typography variant="body2">{t('protection.amount', { amount, party })}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[protection.status]}
          label={t(`protection.status.${protection.status}`)}
          data-testid="booking-protection-status"
        />
      </Stack>
      {protection.refunded > 0 && (
        <Typography variant="body2">
          {t('protection.refunded', { amount: formatEuros(protection.refunded, i18n.language) })}
        </Typography>
      )}
      {protection.status === 'charged' && (
        <Alert severity="success" data-testid="no-show-charged">
          {t('protection.charged', { amount })}
        </Alert>
      )}
      {protection.status === 'charge_failed' && (
        <Alert severity="error" data-testid="no-show-charge-failed">
          {t('protection.failed', { reason: protection.charge_failure ?? '' })}
        </Alert>
      )}
      {problem && (
        <Alert severity="warning" role="alert">
          {t(`protection.${problem}`)}
        </Alert>
      )}
      {mayCharge && protection.chargeable && (
        <Button
          variant="contained"
          color="error"
          onClick={() => setAsking(true)}
          sx={{ justifySelf: 'start' }}
          data-testid="charge-no-show"
        >
          {t('protection.charge')}
        </Button>
      )}
      <Dialog
        open={asking}
        onClose={() => !charge.isPending && setAsking(false)}
        aria-labelledby="charge-no-show-title"
      >
        <DialogTitle id="charge-no-show-title">{t('protection.chargeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('protection.chargeText', { amount, name: booking.name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={charge.isPending}>
            {t('protection.back')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void confirm()}
            disabled={charge.isPending}
          >
            {t('protection.chargeConfirm', { amount })}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
