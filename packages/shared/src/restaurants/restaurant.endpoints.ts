import { BusinessIdParamsSchema } from '../businesses/business.schemas';
import { endpoint } from '../common/endpoint';
import { DetailResponseSchema, IdParamsSchema } from '../common/list.schemas';
import { OpeningTimesUpdateBodySchema } from './opening-times.schemas';
import { PrivacyNoticeParamsSchema, PrivacyNoticeSchema } from './privacy-notice.schemas';
import {
  ClearEmailQuerySchema,
  HostnameParamsSchema,
  LogoSliderResponseSchema,
  PublicRestaurantSchema,
  RestaurantCreateBodySchema,
  RestaurantDeleteBodySchema,
  RestaurantFeaturesSchema,
  RestaurantListQuerySchema,
  RestaurantListResponseSchema,
  RestaurantNamesQuerySchema,
  RestaurantNamesResponseSchema,
  RestaurantSchema,
  RestaurantUpdateBodySchema,
  VersionPollParamsSchema,
  VersionPollQuerySchema,
  VersionPollResponseSchema,
} from './restaurant.schemas';
import { SitemapResponseSchema } from './sitemap.schemas';

// ------------------------------------------------------------ public

export const getRestaurantByHostname = endpoint({
  method: 'GET',
  path: '/restaurant/hostname/:hostname',
  params: HostnameParamsSchema,
  response: PublicRestaurantSchema,
});

/** DESIGN.md §7: has the restaurant changed since the version the client holds? */
export const getRestaurantVersion = endpoint({
  method: 'GET',
  path: '/restaurant/current_version/:hostname/:last_updated',
  params: VersionPollParamsSchema,
  query: VersionPollQuerySchema,
  response: VersionPollResponseSchema,
});

export const getTrialRestaurant = endpoint({
  method: 'GET',
  path: '/restaurant/trial',
  response: PublicRestaurantSchema,
});

/** What the site's privacy notice names: the data controller and the processing (decision 054). */
export const getPrivacyNotice = endpoint({
  method: 'GET',
  path: '/restaurant/privacy-notice/:publicKey',
  params: PrivacyNoticeParamsSchema,
  response: PrivacyNoticeSchema,
});

export const getLogoSlider = endpoint({
  method: 'GET',
  path: '/restaurant/api/logo-slider',
  response: LogoSliderResponseSchema,
});

// ------------------------------------------------------------ the dashboard's

export const listRestaurants = endpoint({
  method: 'GET',
  path: '/restaurant',
  query: RestaurantListQuerySchema,
  response: RestaurantListResponseSchema,
});

export const listRestaurantNames = endpoint({
  method: 'GET',
  path: '/restaurant/names',
  query: RestaurantNamesQuerySchema,
  response: RestaurantNamesResponseSchema,
});

export const getRestaurantFeatures = endpoint({
  method: 'GET',
  path: '/restaurant/features/:id',
  params: IdParamsSchema,
  response: RestaurantFeaturesSchema,
});

export const createRestaurant = endpoint({
  method: 'POST',
  path: '/restaurant',
  body: RestaurantCreateBodySchema,
  response: RestaurantSchema,
  status: 201,
});

export const createSignupRestaurant = endpoint({
  method: 'POST',
  path: '/restaurant/signup/:business_id',
  params: BusinessIdParamsSchema,
  body: RestaurantCreateBodySchema,
  response: RestaurantSchema,
  status: 201,
});

export const getRestaurant = endpoint({
  method: 'GET',
  path: '/restaurant/:id',
  params: IdParamsSchema,
  response: RestaurantSchema,
});

export const updateRestaurant = endpoint({
  method: 'PUT',
  path: '/restaurant/:id',
  params: IdParamsSchema,
  body: RestaurantUpdateBodySchema,
  response: RestaurantSchema,
});

export const deleteRestaurant = endpoint({
  method: 'DELETE',
  path: '/restaurant/:id',
  params: IdParamsSchema,
  body: RestaurantDeleteBodySchema,
  response: DetailResponseSchema,
});

export const clearRestaurantEmail = endpoint({
  method: 'PATCH',
  path: '/restaurant/:id/clear-email',
  params: IdParamsSchema,
  query: ClearEmailQuerySchema,
  response: RestaurantSchema,
});

export const updateOpeningTimes = endpoint({
  method: 'PATCH',
  path: '/restaurant/opening-times/:id',
  params: IdParamsSchema,
  body: OpeningTimesUpdateBodySchema,
  response: RestaurantSchema,
});

export const generateSitemap = endpoint({
  method: 'POST',
  path: '/r2/config-files/:id/sitemap',
  params: IdParamsSchema,
  response: SitemapResponseSchema,
});
