import * as googleBusinessEndpoints from '@coperto/shared/restaurants/google-business.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { sendRestaurantTestEmail } from './restaurant-email.service';
import { restaurantNamedBy } from './restaurant-resources';

const tags = ['restaurant'];

export const restaurantEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test-email',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: restaurantNamedBy('body', 'restaurant_id'),
      },
      schema: {
        tags,
        summary: "Send a bilingual test email to the restaurant's email address",
        ...schemaOf(googleBusinessEndpoints.sendRestaurantTestEmail),
      },
    },
    (req) => sendRestaurantTestEmail(req.ctx, req.body.restaurant_id),
  );
};
