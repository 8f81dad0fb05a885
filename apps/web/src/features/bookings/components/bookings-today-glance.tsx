import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { GlanceFigure, HomeGlance } from '../../../shared/ui/home-glance';
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
    <HomeGlance
      title={t('glance.title')}
      linkTo="/dashboard/bookings"
      linkLabel={t('glance.toDay')}
    >
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
              <GlanceFigure
                key={service}
                label={t(`services.${service}`)}
                value={t('day.covers', { count: group?.covers ?? 0 })}
                detail={t('day.bookingsCount', { count: group?.bookings.length ?? 0 })}
              />
            );
          })}
          <GlanceFigure
            label={t('glance.toApprove')}
            value={String(toApprove)}
            tone={toApprove > 0 ? 'warning' : 'none'}
            wide
          />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={88} aria-label={t('glance.title')} />
      )}
    </HomeGlance>
  );
}
