import * as restaurantEndpoints from '@coperto/shared/restaurants/restaurant.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import { generateSitemap } from './sitemap.service';

/** Registered under `/r2` (the spec's path for generated site files). */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/config-files/:id/sitemap',
    {
      config: {
        permission: 'update:restaurant',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags: ['restaurant'],
        summary: 'Write the restaurant’s sitemap.xml: every public page in every language',
        ...schemaOf(restaurantEndpoints.generateSitemap),
      },
    },
    (req) => generateSitemap(req.ctx, req.params.id),
  );
};
