import * as googleBusinessEndpoints from '@coperto/shared/restaurants/google-business.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import * as googleBusiness from './google-business.service';
import { RESTAURANT_IN_PATH } from './restaurant-resources';

const tags = ['restaurant'];

/** Google Business Profile: connect a restaurant to its Google location, then push its hours. */
export const googleBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/google-business',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary:
          'Whether this server can connect to Google Business Profile, and the restaurant’s connection',
        ...schemaOf(googleBusinessEndpoints.getGoogleBusinessStatus),
      },
    },
    (req) => googleBusiness.getGoogleBusinessStatus(req.ctx, req.params.id),
  );

  app.post(
    '/:id/connect-google',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary:
          'Start connecting the restaurant to Google Business Profile: answers the Google URL',
        ...schemaOf(googleBusinessEndpoints.connectGoogleBusiness),
      },
    },
    (req) => googleBusiness.connectGoogle(req.ctx, req.params.id),
  );

  app.post(
    '/:id/exchange-google-code',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: 'Finish connecting with the code and state Google sent back; picks the location',
        ...schemaOf(googleBusinessEndpoints.exchangeGoogleBusinessCode),
      },
    },
    (req) => googleBusiness.exchangeGoogleCode(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/:id/sync-opening-hours',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: "Push the restaurant's opening hours and upcoming exceptions to Google",
        ...schemaOf(googleBusinessEndpoints.syncOpeningHoursToGoogle),
      },
    },
    (req) => googleBusiness.syncOpeningHours(req.ctx, req.params.id),
  );
};
