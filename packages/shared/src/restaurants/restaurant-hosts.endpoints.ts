import { endpoint } from '../common/endpoint';
import { RestaurantSchema } from './restaurant.schemas';
import {
  HostnameAddBodySchema,
  HostnameDeleteBodySchema,
  LanguageAddBodySchema,
  LanguageDeleteBodySchema,
  UniqueIdBodySchema,
} from './restaurant-hosts.schemas';

// A restaurant's host names, languages and public key; the restaurant is named in the body.

export const addHostname = endpoint({
  method: 'POST',
  path: '/restaurant/hostname',
  body: HostnameAddBodySchema,
  response: RestaurantSchema,
});

export const deleteHostname = endpoint({
  method: 'POST',
  path: '/restaurant/hostname/delete',
  body: HostnameDeleteBodySchema,
  response: RestaurantSchema,
});

export const addLanguage = endpoint({
  method: 'POST',
  path: '/restaurant/language',
  body: LanguageAddBodySchema,
  response: RestaurantSchema,
});

export const deleteLanguage = endpoint({
  method: 'POST',
  path: '/restaurant/language/delete',
  body: LanguageDeleteBodySchema,
  response: RestaurantSchema,
});

export const setUniqueId = endpoint({
  method: 'POST',
  path: '/restaurant/unique_id',
  body: UniqueIdBodySchema,
  response: RestaurantSchema,
});
