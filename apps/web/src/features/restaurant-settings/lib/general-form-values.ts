import type { Address } from '@coperto/shared/common/address.schemas';
import {
  type Restaurant,
  SOCIAL_FIELDS,
  type SocialField,
} from '@coperto/shared/restaurants/restaurant.schemas';

/** What the Generale tab edits: the restaurant's own fields, the social links flat as the API takes them. */
export type GeneralFormValues = {
  name: string;
  description: string;
  /** One entry per language after the first, '' where not translated yet. */
  description_translations: Record<string, string>;
  cuisines: string[];
  email: string;
  orders_email: string;
  bookings_email: string;
  phone_number: string;
  address: Address;
  geo: Restaurant['geo'];
  time_zone: string;
  show_in_logo_slider: boolean;
} & Record<SocialField, string>;

export function generalFormValuesOf(restaurant: Restaurant): GeneralFormValues {
  return {
    name: restaurant.name,
    description: restaurant.description,
    description_translations: Object.fromEntries(
      restaurant.language
        .slice(1)
        .map((language) => [
          language,
          restaurant.description_translations[language as never] ?? '',
        ]),
    ),
    cuisines: restaurant.cuisines,
    email: restaurant.email,
    orders_email: restaurant.orders_email,
    bookings_email: restaurant.bookings_email,
    phone_number: restaurant.phone_number,
    address: restaurant.address,
    geo: restaurant.geo,
    time_zone: restaurant.time_zone,
    show_in_logo_slider: restaurant.show_in_logo_slider,
    ...(Object.fromEntries(
      SOCIAL_FIELDS.map((field) => [field, restaurant.social[field] ?? '']),
    ) as Record<SocialField, string>),
  };
}
