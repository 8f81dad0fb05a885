import type { Address } from '@coperto/shared/common/address.schemas';
import { useTranslation } from 'react-i18next';
import { OpenInNewIcon } from '../../../shared/ui/icons';
import { lazyWithTheme } from '../../../shared/ui/lazy-with-theme';
import { formatAddress, mapsSearchUrl } from '../lib/address-text';
import { MapsLoader } from './maps-loader';
import './restaurant-location.css';

// The map and Google's loader come in their own chunk, only when a map is actually shown.
const AddressMap = lazyWithTheme(() => import('./address-map').then((m) => m.AddressMap));

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
    <section className="restaurant-location" aria-labelledby="restaurant-location-title">
      <h2 id="restaurant-location-title" className="restaurant-location-title">
        {t('location.title')}
      </h2>
      <address className="restaurant-location-address">{text}</address>
      <a
        className="restaurant-location-link"
        href={mapsSearchUrl(query)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('location.open')}
        <OpenInNewIcon />
      </a>
      <MapsLoader>
        <AddressMap query={query} title={name} />
      </MapsLoader>
    </section>
  );
}
