import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import {
  GoogleBusinessConnectResponseSchema,
  GoogleBusinessExchangeBodySchema,
  GoogleBusinessExchangeResponseSchema,
  GoogleBusinessStatusSchema,
  GoogleBusinessSyncResponseSchema,
  RestaurantTestEmailBodySchema,
  RestaurantTestEmailResponseSchema,
} from './google-business.schemas';

// The settings' connections: Google Business Profile, and a test of the restaurant's mail.

export const getGoogleBusinessStatus = endpoint({
  method: 'GET',
  path: '/restaurant/:id/google-business',
  params: IdParamsSchema,
  response: GoogleBusinessStatusSchema,
});

export const connectGoogleBusiness = endpoint({
  method: 'POST',
  path: '/restaurant/:id/connect-google',
  params: IdParamsSchema,
  response: GoogleBusinessConnectResponseSchema,
});

export const exchangeGoogleBusinessCode = endpoint({
  method: 'POST',
  path: '/restaurant/:id/exchange-google-code',
  params: IdParamsSchema,
  body: GoogleBusinessExchangeBodySchema,
  response: GoogleBusinessExchangeResponseSchema,
});

export const syncOpeningHoursToGoogle = endpoint({
  method: 'POST',
  path: '/restaurant/:id/sync-opening-hours',
  params: IdParamsSchema,
  response: GoogleBusinessSyncResponseSchema,
});

export const sendRestaurantTestEmail = endpoint({
  method: 'POST',
  path: '/restaurant/test-email',
  body: RestaurantTestEmailBodySchema,
  response: RestaurantTestEmailResponseSchema,
});
