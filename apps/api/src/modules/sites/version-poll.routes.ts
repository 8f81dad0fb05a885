import * as restaurantEndpoints from '@coperto/shared/restaurants/restaurant.endpoints';
import type { FastifySerializerCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { memoizedValidatorCompiler, rememberedPerRestaurant } from './hot-read-compilers';
import { pollRestaurantVersion, type VersionPollAnswer } from './version-poll.service';

/**
 * The schema's serializer, except for the hot "unchanged" answer: two strings carry nothing to
 * filter, so they are written directly (the tests compare both ways).
 */
const unchangedFastSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serializeThroughSchema = serializerCompiler(
    route as Parameters<typeof serializerCompiler>[0],
  );
  return (answer) => {
    const { changed, last_updated } = answer as Partial<{
      changed: boolean;
      last_updated: unknown;
    }>;
    if (changed === false && typeof last_updated === 'string') {
      return `{"changed":false,"last_updated":${JSON.stringify(last_updated)}}`;
    }
    return serializeThroughSchema(answer);
  };
};

/** The restaurant version poll of every open public page (DESIGN.md §7): the hottest call. */
export const versionPollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/current_version/:hostname/:last_updated',
    {
      config: { public: true, ignoresCaller: true, answerCache: rememberedPerRestaurant },
      schema: {
        tags: ['restaurant'],
        summary:
          'Has the restaurant changed since the given last_updated? If so, its current public view (public)',
        ...schemaOf(restaurantEndpoints.getRestaurantVersion),
      },
      validatorCompiler: memoizedValidatorCompiler,
      serializerCompiler: unchangedFastSerializerCompiler,
    },
    // `language` is validated but not used yet: translated content arrives with the menus.
    (req): Promise<VersionPollAnswer> =>
      pollRestaurantVersion(req.ctx, {
        hostname: req.params.hostname,
        lastUpdated: req.params.last_updated,
      }),
  );
};
