import { IdParamsSchema } from '@coperto/shared/common/list.schemas';
import { OpeningTimesUpdateBodySchema } from '@coperto/shared/restaurants/opening-times.schemas';
import { RestaurantSchema } from '@coperto/shared/restaurants/restaurant.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        params: IdParamsSchema,
        body: OpeningTimesUpdateBodySchema,
        response: { 200: RestaurantSchema },
      },
    },
    (req) => updateOpeningTimes(req.ctx, req.params.id, req.body.opening_times),
  );
};
