import type { BookingSummary } from '@coperto/shared/bookings/booking.schemas';
import type { BookingStatus } from '@coperto/shared/bookings/booking-states';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInstantTime } from '../../../shared/lib/dates';
import { ROW_MOVES, telHref } from '../lib/booking-day';
import { BookingStatusChip } from './booking-status-chip';

/** What a host reads of a guest before they arrive: how often they came, and did not. */
export function GuestHistory({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('bookings');
  const guest = booking.guest;
  if (!guest) return null;
  if (guest.visits_count === 0 && guest.no_shows_count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('row.firstVisit')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {t('row.visits', { count: guest.visits_count })}
      {guest.no_shows_count > 0 && (
        <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
          {' · '}
          {t('row.noShows', { count: guest.no_shows_count })}
        </Box>
      )}
    </Typography>
  );
}

/**
 * One booking of the day: time, party, name, phone to call, state, notes and the guest's
 * allergies, and the moves the state machine allows in one tap each. The name opens the drawer.
 */
export function BookingRow({
  booking,
  timeZone,
  canUpdate,
  busy,
  onMove,
  onOpen,
}: {
  booking: BookingSummary;
  timeZone: string;
  canUpdate: boolean;
  busy: boolean;
  onMove(booking: BookingSummary, to: BookingStatus): void;
  onOpen(booking: BookingSummary): void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const moves = booking.allowed_moves;
  const faded = booking.status === 'cancelled' || booking.status === 'completed';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`booking-${booking.id}`}
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        alignItems: 'start',
        gridTemplateColumns: { xs: '5.25rem minmax(0, 1fr)', md: '5.75rem minmax(0, 1fr) auto' },
        opacity: faded ? 0.65 : 1,
        borderLeftWidth: 4,
        borderLeftColor: booking.status === 'requested' ? 'warning.main' : 'divider',
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.2 }}>
          {formatInstantTime(new Date(booking.starts_at), i18n.language, timeZone)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {t('row.party', { count: booking.party_size })}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(booking)}
            aria-label={t('row.open', { name: booking.name })}
            sx={{ fontWeight: 700, fontSize: '1.05rem', textAlign: 'left' }}
            underline="hover"
            color="inherit"
          >
            {booking.name}
          </Link>
          <BookingStatusChip status={booking.status} />
          {booking.source !== 'online' && (
            <Typography variant="caption" color="text.secondary">
              {t(`source.${booking.source}`)}
            </Typography>
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}
        >
          {booking.phone && (
            <Link
              href={telHref(booking.phone)}
              aria-label={t('row.call', { name: booking.name })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PhoneOutlined sx={{ fontSize: 16 }} aria-hidden />
              {booking.phone}
            </Link>
          )}
          <GuestHistory booking={booking} />
        </Stack>
        {booking.notes && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('row.notes')}:
            </Box>{' '}
            {booking.notes}
          </Typography>
        )}
        {booking.guest?.notes && (
          <Typography
            variant="body2"
            sx={{
              mt: 0.5,
              color: 'warning.dark',
              display: 'flex',
              gap: 0.5,
              overflowWrap: 'anywhere',
            }}
          >
            <WarningAmberOutlined sx={{ fontSize: 18 }} aria-hidden />
            <span>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t('row.guestNotes')}:
              </Box>{' '}
              {booking.guest.notes}
            </span>
          </Typography>
        )}
        {booking.reason && booking.status === 'cancelled' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {booking.reason}
          </Typography>
        )}
      </Box>
      {canUpdate && moves.length > 0 && (
        <BookingMoveButtons
          booking={booking}
          busy={busy}
          onMove={onMove}
          sx={{
            justifyContent: { xs: 'flex-start', md: 'flex-end' },
            gridColumn: { xs: '1 / -1', md: 'auto' },
          }}
        />
      )}
    </Paper>
  );
}

/** The moves the state machine allows now, one button each; cancelling last and quieter. */
export function BookingMoveButtons({
  booking,
  busy,
  onMove,
  sx,
}: {
  booking: BookingSummary;
  busy: boolean;
  onMove(booking: BookingSummary, to: BookingStatus): void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('bookings');
  const moves = booking.allowed_moves;
  const oneTap = ROW_MOVES.filter((to) => moves.includes(to));
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={t('row.actions', { name: booking.name })}
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {oneTap.map((to) => (
        <Button
          key={to}
          variant={to === 'no_show' ? 'outlined' : 'contained'}
          color={to === 'no_show' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => onMove(booking, to)}
        >
          {t(`moves.${to as 'confirmed'}`)}
        </Button>
      ))}
      {moves.includes('cancelled') && (
        <Button color="inherit" disabled={busy} onClick={() => onMove(booking, 'cancelled')}>
          {t('moves.cancelled')}
        </Button>
      )}
    </Stack>
  );
}
