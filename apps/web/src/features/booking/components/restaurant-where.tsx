import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { telHrefOf } from '../lib/booking-rules';

/**
 * Where the guest is expected: the restaurant's name, address and a phone to tap, under a booking
 * or a waitlist entry. `testIdPrefix` names the page's own test ids.
 */
export function RestaurantWhere({
  name,
  address,
  phone,
  testIdPrefix,
}: {
  name: string;
  address: string;
  phone: string;
  testIdPrefix: 'booking' | 'waitlist';
}) {
  const { t } = useTranslation('booking');
  return (
    <Box className="booking-where">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {name}
      </Typography>
      {address && (
        <Typography sx={{ mb: 1.5 }} data-testid={`${testIdPrefix}-address`}>
          {address}
        </Typography>
      )}
      {phone && (
        <Button
          variant="outlined"
          href={telHrefOf(phone)}
          aria-label={`${t('manage.call', { name })}: ${phone}`}
          data-testid={`${testIdPrefix}-phone`}
        >
          {phone}
        </Button>
      )}
    </Box>
  );
}
