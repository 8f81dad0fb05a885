import type { PublicBooking } from '@coperto/shared/bookings/booking.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBookingInfo } from '../../features/booking/api/get-booking-info';
import { publicBookingKey } from '../../features/booking/api/public-booking';
import { BookingForm } from '../../features/booking/components/booking-form';
import { CallButton } from '../../features/booking/components/booking-when';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { Spinner } from '../../shared/ui/page-spinner';
import { sitePathsOf } from '../lib/site-paths';
import './restaurant-booking-page.css';

/**
 * The booking page (`/{language}/booking`, the home's "Prenota un tavolo"): the booking feature's
 * form when the restaurant takes bookings online, else the phone. Booked, the guest lands on the
 * booking's own page, the one its emails link to.
 */
export function RestaurantBookingPage() {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restaurant = useCurrentRestaurantStore((s) => s.currentRestaurant);
  const info = useBookingInfo(restaurant?.public_key);
  const paths = sitePathsOf(i18n.language);

  useEffect(() => {
    if (restaurant) document.title = t('documentTitle', { name: restaurant.name });
  }, [restaurant, t]);

  const onBooked = useCallback(
    (booking: PublicBooking) => {
      queryClient.setQueryData(publicBookingKey(booking.public_id), booking);
      navigate(`/${i18n.language}/booking/${booking.public_id}`, { state: { justBooked: true } });
    },
    [navigate, queryClient, i18n.language],
  );

  if (!restaurant) return null;
  const phone = (info.data?.phone_number ?? restaurant.phone_number).trim();

  let content: React.ReactNode;
  if (info.data?.available) {
    content = (
      <BookingForm
        restaurant={restaurant}
        info={info.data}
        privacyUrl={paths.privacy}
        onBooked={onBooked}
        waitlistHref={(publicId) => `/${i18n.language}/waitlist/${publicId}`}
      />
    );
  } else if (info.isPending) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <Spinner label={t('form.loading')} />
      </Box>
    );
  } else if (info.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void info.refetch()}>
            {t('form.retry')}
          </Button>
        }
      >
        {t('form.loadError')}
      </Alert>
    );
  } else {
    content = (
      <Box className="booking-closed" data-testid="booking-closed">
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {t('form.closedTitle')}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>{t('form.closed', { name: restaurant.name })}</Typography>
        {phone && (
          <>
            <Typography sx={{ mt: 2, mb: 1.5 }}>{t('form.closedCall')}</Typography>
            <CallButton name={restaurant.name} phone={phone} />
          </>
        )}
        <Box sx={{ mt: 3 }}>
          <Button href={paths.home} color="inherit">
            {t('form.backHome')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <div className="site-container site-booking-page">
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 700, mb: 3 }}
      >
        {t('form.title')}
      </Typography>
      {content}
    </div>
  );
}
