/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/** Spec §9: the places library, Italian, the weekly channel. */
export const GOOGLE_MAPS_OPTIONS = { v: 'weekly', language: 'it', libraries: ['places'] } as const;

let loading: Promise<void> | null = null;

/**
 * Loads the Google Maps JavaScript API once per page. A failed load is not retried: the script
 * loader cannot load twice in one page, and the visitor can reload.
 */
export function loadGoogleMaps(key: string): Promise<void> {
  loading ??= (async () => {
    setOptions({ key, ...GOOGLE_MAPS_OPTIONS, libraries: [...GOOGLE_MAPS_OPTIONS.libraries] });
    await importLibrary('maps');
  })();
  return loading;
}
