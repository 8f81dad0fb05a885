import type { Address } from '@coperto/shared/common/address.schemas';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddress, mapsSearchUrl } from '../lib/address-text';
import { MapsLoader } from './maps-loader';

// The map and Google's loader come in their own chunk, only when a map is actually shown.
const AddressMap = lazy(() => import('./address-map').then((m) => ({ default: m.AddressMap })));

/**
 * "Where we are": the restaurant's address with a link to open it in Google Maps, and the map
 * itself when a maps key is configured and the visitor agreed to functional cookies.
 */
export function RestaurantLocation({ name, address }: { name: string; address: Address }) {
  const { t } = useTranslation('maps');
  const text = formatAddress(address);
  if (!text) return null;
  const query = `${name}, ${text}`;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="restaurant-location-title">
      <Typography
        id="restaurant-location-title"
        variant="h5"
        component="h2"
        // The page's display font when the page sets one (the restaurant's home does).
        sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 700 }}
      >
        {t('location.title')}
      </Typography>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        {text}
      </Typography>
      <Link
        href={mapsSearchUrl(query)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        {t('location.open')}
        <OpenInNewIcon fontSize="inherit" aria-hidden />
      </Link>
      <MapsLoader>
        <AddressMap query={query} title={name} />
      </MapsLoader>
    </Stack>
  );
}
