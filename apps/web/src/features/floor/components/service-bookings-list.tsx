import { bookingMoveDueAt } from '@coperto/shared/bookings/booking-states';
import type { ServiceBooking } from '@coperto/shared/floor/service.schemas';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import TableRestaurantOutlined from '@mui/icons-material/TableRestaurantOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatInstantTime } from '../../../shared/lib/dates';
import { canSeatNow, notesOf, type ServiceIndex, tableNames } from '../lib/service-view';

/**
 * Today's bookings not seated yet, by time: who comes, how many, the tables held for them and what
 * to mind; "Fai accomodare" chooses the tables — from twelve hours before the time, said until then
 * (decision 081). A no-show stays listed, marked, for a late party.
 */
export function ServiceBookingsList({
  bookings,
  index,
  timeZone,
  now,
  canServe,
  onSeat,
  onHold,
}: {
  bookings: readonly ServiceBooking[];
  index: ServiceIndex;
  timeZone: string;
  /** The server's time now (the service clock). */
  now: number;
  canServe: boolean;
  onSeat(booking: ServiceBooking): void;
  onHold(booking: ServiceBooking): void;
}) {
  const { t, i18n } = useTranslation('floor');
  if (bookings.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
        {t('service.noBookings')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('service.bookingsTitle')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      {bookings.map((booking) => {
        const notes = notesOf(booking);
        const held = tableNames(index, booking.table_ids);
        const seatable = canSeatNow(booking, now);
        const seatFrom = new Date(bookingMoveDueAt('seated', booking.starts_at));
        return (
          <Box
            component="li"
            key={booking.id}
            data-testid={`service-booking-${booking.id}`}
            sx={{
              p: 1.25,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: 'minmax(0, 1fr)',
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
                {formatInstantTime(new Date(booking.starts_at), i18n.language, timeZone)}
              </Typography>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                {booking.name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
                {t('service.partyOf', { count: booking.party_size })}
              </Typography>
            </Box>
            {(held || booking.status !== 'confirmed') && (
              <Typography variant="body2" color="text.secondary">
                {[
                  held ? t('service.held', { names: held }) : '',
                  booking.status !== 'confirmed'
                    ? t(`service.bookingStatus.${booking.status}`)
                    : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            )}
            {notes.length > 0 && (
              <Typography
                variant="body2"
                sx={{
                  display: 'flex',
                  gap: 0.5,
                  alignItems: 'flex-start',
                  color: 'warning.dark',
                  overflowWrap: 'anywhere',
                }}
              >
                <WarningAmberOutlined sx={{ fontSize: 16, mt: 0.25 }} aria-hidden />
                {notes.join(' · ')}
              </Typography>
            )}
            {canServe && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {seatable ? (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<EventSeatOutlined />}
                    onClick={() => onSeat(booking)}
                    aria-label={t('service.seatBookingOf', { name: booking.name })}
                  >
                    {t('service.seat')}
                  </Button>
                ) : (
                  // Not due yet: from when (one still to approve says so on its status line).
                  booking.status === 'confirmed' && (
                    <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                      {t('service.seatFrom', {
                        time: formatInstantTime(seatFrom, i18n.language, timeZone),
                      })}
                    </Typography>
                  )
                )}
                <Button
                  size="small"
                  startIcon={<TableRestaurantOutlined />}
                  onClick={() => onHold(booking)}
                  aria-label={t('service.holdFor', { name: booking.name })}
                >
                  {held ? t('service.holdChange') : t('service.hold')}
                </Button>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
