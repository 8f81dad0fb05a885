import { IdParamsSchema } from '@coperto/shared/common/list.schemas';
import { SitemapResponseSchema } from '@coperto/shared/restaurants/sitemap.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        params: IdParamsSchema,
        response: { 200: SitemapResponseSchema },
      },
    },
    (req) => generateSitemap(req.ctx, req.params.id),
  );
};
