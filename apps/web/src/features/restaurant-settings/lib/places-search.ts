/// <reference types="google.maps" />
import type { Address } from '@coperto/shared/common/address.schemas';
import { importLibrary } from '@googlemaps/js-api-loader';
// The page's one Maps loader: the script can be configured and loaded only once per page.
import { loadGoogleMaps } from '../../../shared/lib/google-maps-script';
import { addressFromPlace } from './address-from-place';

export interface PlaceSuggestion {
  id: string;
  main: string;
  secondary: string;
  prediction: google.maps.places.PlacePrediction;
}

export interface PickedPlace {
  address: Address;
  geo: { lat: number; lng: number } | null;
}

/**
 * Address search with the Places API (New), loaded on first use: suggestions while typing, then
 * the chosen place's address and position. One session token per search, as Google bills it.
 */
export async function openPlacesSearch(key: string) {
  await loadGoogleMaps(key);
  const { AutocompleteSuggestion, AutocompleteSessionToken } = (await importLibrary(
    'places',
  )) as google.maps.PlacesLibrary;
  let sessionToken = new AutocompleteSessionToken();

  return {
    async suggest(input: string, language: string): Promise<PlaceSuggestion[]> {
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken,
        language,
      });
      return suggestions.flatMap(({ placePrediction }) =>
        placePrediction
          ? [
              {
                id: placePrediction.placeId,
                main: placePrediction.mainText?.text ?? placePrediction.text.text,
                secondary: placePrediction.secondaryText?.text ?? '',
                prediction: placePrediction,
              },
            ]
          : [],
      );
    },
    async pick(suggestion: PlaceSuggestion): Promise<PickedPlace> {
      const place = suggestion.prediction.toPlace();
      await place.fetchFields({ fields: ['addressComponents', 'location'] });
      sessionToken = new AutocompleteSessionToken();
      return {
        address: addressFromPlace(place.addressComponents ?? []),
        geo: place.location ? { lat: place.location.lat(), lng: place.location.lng() } : null,
      };
    },
  };
}
export type PlacesSearch = Awaited<ReturnType<typeof openPlacesSearch>>;
