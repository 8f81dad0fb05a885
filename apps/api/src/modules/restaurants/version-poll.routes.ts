import {
  VersionPollParamsSchema,
  VersionPollQuerySchema,
  VersionPollResponseSchema,
} from '@coperto/shared/restaurants/restaurant.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pollRestaurantVersion } from './version-poll.service';

/** The restaurant version poll of every open public page (DESIGN.md §7): the hottest call. */
export const versionPollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/current_version/:hostname/:last_updated',
    {
      config: { public: true },
      schema: {
        tags: ['restaurant'],
        summary:
          'Has the restaurant changed since the given last_updated? If so, its current public view (public)',
        params: VersionPollParamsSchema,
        querystring: VersionPollQuerySchema,
        response: { 200: VersionPollResponseSchema },
      },
    },
    // `language` is validated but not used yet: translated content arrives with the menus.
    (req) =>
      pollRestaurantVersion(req.ctx, {
        hostname: req.params.hostname,
        lastUpdated: req.params.last_updated,
      }),
  );
};
