import {
  HostnameParamsSchema,
  PublicRestaurantSchema,
} from '@coperto/shared/restaurants/restaurant.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as restaurants from './restaurants.service';

const tags = ['restaurant'];

export const restaurantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hostname/:hostname',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The restaurant a host name belongs to (public)',
        params: HostnameParamsSchema,
        response: { 200: PublicRestaurantSchema },
      },
    },
    (req) => restaurants.getRestaurantByHostname(req.ctx, req.params.hostname),
  );
};
