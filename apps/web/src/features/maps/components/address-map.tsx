/// <reference types="google.maps" />
import { importLibrary } from '@googlemaps/js-api-loader';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_HEIGHT } from './maps-loader';

const PLACE_ZOOM = 16;

/** A map centred on one address with a marker. Rendered only inside MapsLoader, once loaded. */
export function AddressMap({ query, title }: { query: string; title: string }) {
  const { t } = useTranslation('maps');
  const container = useRef<HTMLDivElement>(null);
  const [notFound, setNotFound] = useState(false);

  useEffect(() => {
    let current = true;
    (async () => {
      const [{ Map: GoogleMap }, { Geocoder }, { Marker }] = await Promise.all([
        importLibrary('maps'),
        importLibrary('geocoding'),
        importLibrary('marker'),
      ]);
      const { results } = await new Geocoder().geocode({ address: query, region: 'it' });
      const location = results[0]?.geometry.location;
      if (!current || !container.current) return;
      if (!location) {
        setNotFound(true);
        return;
      }
      const map = new GoogleMap(container.current, {
        center: location,
        zoom: PLACE_ZOOM,
        streetViewControl: false,
        mapTypeControl: false,
      });
      new Marker({ map, position: location, title });
    })().catch((error: unknown) => {
      console.error('The address could not be shown on the map', error);
      if (current) setNotFound(true);
    });
    return () => {
      current = false;
    };
  }, [query, title]);

  if (notFound) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('notFound')}
      </Typography>
    );
  }
  return (
    <Box
      ref={container}
      role="region"
      aria-label={t('mapOf', { name: title })}
      sx={{ height: MAP_HEIGHT, borderRadius: 2, overflow: 'hidden' }}
    />
  );
}
