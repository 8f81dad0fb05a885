import type { PublicBooking } from '@coperto/shared/bookings/booking.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';
import { publicBookingKey } from '../api/public-booking';

/** How often the page reads the booking again while Stripe's notice is awaited. */
const PENDING_READ_MS = 3000;

/**
 * The booking's card guarantee or deposit on the guest's page (decision 066): waiting for Stripe's
 * page (with the way back to it), saved, paid with until when a cancellation gets it back,
 * refunded, charged for a no-show, or never completed.
 */
export function BookingProtectionStatus({ booking }: { booking: PublicBooking }) {
  const { t, i18n } = useTranslation('booking');
  const queryClient = useQueryClient();
  const protection = booking.protection;
  const pending = protection?.status === 'pending';
  // Back from Stripe before its notice came: the page reads the booking again until it has.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: publicBookingKey(booking.public_id) }),
      PENDING_READ_MS,
    );
    return () => clearInterval(timer);
  }, [pending, queryClient, booking.public_id]);
  if (!protection) return null;
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const amount = money(protection.amount);
  // On the restaurant's clock, as every time of the booking.
  const until = new Intl.DateTimeFormat(i18n.language, {
    timeZone: booking.restaurant.time_zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(protection.free_cancellation_until));
  const { mode, status } = protection;
  if (status === 'pending') {
    return (
      <Stack spacing={1.5} data-testid="booking-protection">
        <Alert severity="warning">
          <Typography>{t(`noShow.status.pending.${mode}`, { amount })}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('noShow.status.pendingHint')}
          </Typography>
        </Alert>
        {/* Outside the alert, and filled as the call button (a link keeps the brand's text). */}
        {booking.payment_url ? (
          <Button
            variant="contained"
            size="large"
            href={booking.payment_url}
            className="booking-filled-link"
            data-testid="booking-pay-now"
          >
            {t(`noShow.payNow.${mode}`)}
          </Button>
        ) : null}
      </Stack>
    );
  }
  const text = (() => {
    switch (status) {
      case 'saved':
        return t('noShow.status.saved', { amount });
      case 'paid':
        return booking.status === 'cancelled'
          ? t('noShow.status.kept', { amount })
          : booking.status === 'no_show'
            ? t('noShow.status.keptNoShow', { amount })
            : t('noShow.status.paid', { amount, until });
      case 'charged':
        return t('noShow.status.charged', { amount });
      case 'charge_failed':
        return t('noShow.status.chargeFailed', { amount });
      case 'refunded':
        return t('noShow.status.refunded', { amount: money(protection.refunded) });
      default:
        return t('noShow.status.expired');
    }
  })();
  return (
    <Alert
      severity={status === 'expired' ? 'warning' : 'info'}
      data-testid="booking-protection"
      icon={false}
    >
      {text}
    </Alert>
  );
}
