import {
  VersionPollParamsSchema,
  VersionPollQuerySchema,
  VersionPollResponseSchema,
} from '@coperto/shared/restaurants/restaurant.schemas';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { pollRestaurantVersion, type VersionPollAnswer } from './version-poll.service';

/** Validated inputs remembered per route part; cleared when full, so it stays small. */
export const VALIDATION_MEMO_SIZE = 1000;

/**
 * A key for input made of strings only (path params, a simple query), undefined for anything
 * else. Length-prefixed, so no two different inputs share a key whatever characters they hold.
 */
export function memoKeyOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    key += `${name.length}:${name}${value.length}:${value}`;
  }
  return key;
}

/**
 * The shared zod schemas, with their successes remembered: every page open on a restaurant polls
 * with the same host name and version, and on this path zod costs more than the rest of the
 * route. Parsing is a pure function of the string-only input, so a remembered success is what
 * zod would answer again; failures and other input go to zod every time.
 */
const memoizedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const memo = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const key = memoKeyOf(data);
    const remembered = key === undefined ? undefined : memo.get(key);
    if (remembered) return remembered;
    // fastify-type-provider-zod's validator answers synchronously, { value } or { error }.
    const result = validate(data) as Exclude<
      ReturnType<typeof validate>,
      boolean | PromiseLike<unknown>
    >;
    if (key !== undefined && !result.error) {
      if (memo.size >= VALIDATION_MEMO_SIZE) memo.clear();
      // Shared by every request with this input from now on: nobody may change it.
      memo.set(key, { value: Object.freeze(result.value) });
    }
    return result;
  };
};

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
      config: { public: true, ignoresCaller: true },
      schema: {
        tags: ['restaurant'],
        summary:
          'Has the restaurant changed since the given last_updated? If so, its current public view (public)',
        params: VersionPollParamsSchema,
        querystring: VersionPollQuerySchema,
        response: { 200: VersionPollResponseSchema },
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
