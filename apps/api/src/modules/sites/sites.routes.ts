import * as restaurantEndpoints from '@coperto/shared/restaurants/restaurant.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import {
  memoizedValidatorCompiler,
  rememberedPerRestaurant,
  sharedAnswerSerializerCompiler,
} from './hot-read-compilers';
import * as sites from './sites.service';

const tags = ['restaurant'];

/** The public restaurant reads, registered under `/restaurant`: by host name, the trial, the slider. */
export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hostname/:hostname',
    {
      // Every public page asks this first: the same answer for anyone, from the restaurant cache.
      config: { public: true, ignoresCaller: true, answerCache: rememberedPerRestaurant },
      schema: {
        tags,
        summary: 'The restaurant a host name belongs to (public)',
        ...schemaOf(restaurantEndpoints.getRestaurantByHostname),
      },
      validatorCompiler: memoizedValidatorCompiler,
      serializerCompiler: sharedAnswerSerializerCompiler,
    },
    (req) => sites.getRestaurantByHostname(req.ctx, req.params.hostname),
  );

  app.get(
    '/trial',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The trial restaurant shown on the marketing host (public)',
        ...schemaOf(restaurantEndpoints.getTrialRestaurant),
      },
    },
    (req) => sites.getTrialRestaurant(req.ctx),
  );

  app.get(
    '/api/logo-slider',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Name and logo of the restaurants that opted in to the logo slider (public)',
        ...schemaOf(restaurantEndpoints.getLogoSlider),
      },
    },
    (req) => sites.listLogoSlider(req.ctx),
  );
};
