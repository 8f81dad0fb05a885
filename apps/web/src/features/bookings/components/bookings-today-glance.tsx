import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBookingsDay } from '../api/get-bookings-day';
import { useBookingsRestaurant } from '../api/get-bookings-restaurant';
import { groupByService, SERVICES } from '../lib/booking-day';

/**
 * The dashboard home's glance at today's book (issue 16: "tonight's covers, bookings by
 * service"): covers and bookings of lunch and dinner, and how many wait for approval; a way to the
 * day view. The home shows it only when the plan includes bookings.
 */
export default function BookingsTodayGlance({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('bookings');
  // No date: the API answers the restaurant's today.
  const day = useBookingsDay({ restaurant_id: restaurantId });
  const restaurant = useBookingsRestaurant(restaurantId);
  if (day.isError) return null;
  const groups =
    day.data && restaurant.data ? groupByService(day.data.items, restaurant.data.timeZone) : null;
  const toApprove = day.data?.items.filter((booking) => booking.status === 'requested').length ?? 0;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="bookings-today-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography id="bookings-today-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('glance.title')}
        </Typography>
        <Button
          component={RouterLink}
          to="/dashboard/bookings"
          endIcon={<ArrowForward />}
          sx={{ flexShrink: 0 }}
        >
          {t('glance.toDay')}
        </Button>
      </Stack>
      {groups ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {SERVICES.map((service) => {
            const group = groups.find((candidate) => candidate.service === service);
            return (
              <Figure
                key={service}
                label={t(`services.${service}`)}
                value={t('day.covers', { count: group?.covers ?? 0 })}
                detail={t('day.bookingsCount', { count: group?.bookings.length ?? 0 })}
              />
            );
          })}
          <Figure
            label={t('glance.toApprove')}
            value={String(toApprove)}
            highlight={toApprove > 0}
            wide
          />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={88} aria-label={t('glance.title')} />
      )}
    </Paper>
  );
}

function Figure({
  label,
  value,
  detail,
  highlight = false,
  wide = false,
}: {
  label: string;
  value: string;
  detail?: string;
  highlight?: boolean;
  /** The whole row on a phone, where three figures do not fit side by side. */
  wide?: boolean;
}) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: highlight ? 'warning.light' : 'grey.100',
        minWidth: 0,
        gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: '1.15rem', sm: '1.5rem' } }}
        noWrap
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
