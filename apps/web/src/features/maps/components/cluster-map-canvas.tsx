/// <reference types="google.maps" />
import { importLibrary } from '@googlemaps/js-api-loader';
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_HEIGHT } from './maps-loader';

export interface MapPlace {
  id: string | number;
  name: string;
  position: { lat: number; lng: number };
  /** Where the marker's info window links to (the restaurant's site). */
  url?: string;
}

/** Italy, for an empty list. */
const DEFAULT_VIEW = { center: { lat: 42.5, lng: 12.5 }, zoom: 5 };
const SINGLE_PLACE_ZOOM = 15;

/** The map, markers and clusters; rendered only inside MapsLoader, once the script has loaded. */
export function ClusterMapCanvas({ places }: { places: readonly MapPlace[] }) {
  const { t } = useTranslation('maps');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    let clusterer: MarkerClusterer | undefined;
    (async () => {
      const [{ Map: GoogleMap, InfoWindow }, { Marker }] = await Promise.all([
        importLibrary('maps'),
        importLibrary('marker'),
      ]);
      if (!current || !container.current) return;
      const map = new GoogleMap(container.current, {
        ...DEFAULT_VIEW,
        streetViewControl: false,
        mapTypeControl: false,
      });
      const info = new InfoWindow();
      const markers = places.map((place) => {
        const marker = new Marker({ position: place.position, title: place.name });
        marker.addListener('click', () => {
          info.setContent(infoContent(place));
          info.open({ map, anchor: marker });
        });
        return marker;
      });
      clusterer = new MarkerClusterer({ map, markers });
      if (places.length === 1) {
        map.setCenter(places[0]!.position);
        map.setZoom(SINGLE_PLACE_ZOOM);
      } else if (places.length > 1) {
        const bounds = new google.maps.LatLngBounds();
        for (const place of places) bounds.extend(place.position);
        map.fitBounds(bounds);
      }
    })().catch((error: unknown) => console.error('The restaurants map failed', error));
    return () => {
      current = false;
      clusterer?.clearMarkers();
      clusterer?.setMap(null);
    };
  }, [places]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={t('restaurantsMap')}
      sx={{ height: MAP_HEIGHT, borderRadius: 2, overflow: 'hidden' }}
    />
  );
}

/** The info window's content as DOM nodes, never HTML strings (names come from users). */
function infoContent(place: MapPlace): HTMLElement {
  const box = document.createElement('div');
  const title = document.createElement(place.url ? 'a' : 'strong');
  title.textContent = place.name;
  if (place.url && title instanceof HTMLAnchorElement) title.href = place.url;
  box.append(title);
  return box;
}
