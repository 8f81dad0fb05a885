import { type Address, EMPTY_ADDRESS } from '@coperto/shared/common/address.schemas';

/** The part of a Places API address component this reads (google.maps.places.AddressComponent). */
export interface PlaceAddressComponent {
  types: string[];
  longText: string | null;
  shortText: string | null;
}

/**
 * The address block of a place Google found: street, number, postcode, town, the province's
 * abbreviation (MI, RM …) as Italian addresses write it, and the country code.
 */
export function addressFromPlace(components: readonly PlaceAddressComponent[]): Address {
  const part = (type: string, form: 'longText' | 'shortText' = 'longText') =>
    components.find((component) => component.types.includes(type))?.[form] ?? '';
  return {
    ...EMPTY_ADDRESS,
    address: part('route'),
    street_number: part('street_number'),
    cap: part('postal_code'),
    city: part('locality') || part('postal_town') || part('administrative_area_level_3'),
    province:
      part('administrative_area_level_2', 'shortText') ||
      part('administrative_area_level_1', 'shortText'),
    state: part('country', 'shortText').toLowerCase() || EMPTY_ADDRESS.state,
  };
}
