import * as restaurantEndpoints from '@coperto/shared/restaurants/restaurant.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { updateOpeningTimes } from './opening-times.service';
import { RESTAURANT_IN_PATH } from './restaurant-resources';

export const openingTimesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/opening-times/:id',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags: ['restaurant'],
        summary:
          "Replace the restaurant's weekly services and dated exceptions (times in its time zone; past midnight 24:00–29:59)",
        ...schemaOf(restaurantEndpoints.updateOpeningTimes),
      },
    },
    (req) => updateOpeningTimes(req.ctx, req.params.id, req.body.opening_times),
  );
};
