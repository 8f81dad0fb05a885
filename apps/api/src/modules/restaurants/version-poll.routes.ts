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

/** Validated inputs remembered per route part; forgotten all at once when full, so it stays small. */
export const VALIDATION_MEMO_SIZE = 1000;

interface MemoNode {
  remembered?: { value: unknown };
  /** By property name, then by its value. */
  next?: Map<string, MemoNode>;
}

/**
 * Successes remembered by input made of strings only (path params, a simple query): a path of
 * name, value, name, value… through nested maps, so two different inputs never meet, whatever
 * characters they hold, and no key string is built per request.
 */
export class ValidationMemo {
  private root: MemoNode = {};
  private size = 0;

  get(data: unknown): { value: unknown } | undefined {
    if (typeof data !== 'object' || data === null) return undefined;
    let node: MemoNode | undefined = this.root;
    for (const name in data) {
      const value = (data as Record<string, unknown>)[name];
      if (typeof value !== 'string') return undefined;
      node = node.next?.get(name)?.next?.get(value);
      if (!node) return undefined;
    }
    return node.remembered;
  }

  set(data: unknown, remembered: { value: unknown }): void {
    if (typeof data !== 'object' || data === null) return;
    const entries = Object.entries(data);
    if (entries.some(([, value]) => typeof value !== 'string')) return;
    if (this.size >= VALIDATION_MEMO_SIZE) {
      this.root = {};
      this.size = 0;
    }
    let node = this.root;
    for (const [name, value] of entries as [string, string][]) {
      node = childOf(childOf(node, name), value);
    }
    if (!node.remembered) this.size++;
    node.remembered = remembered;
  }
}

function childOf(node: MemoNode, key: string): MemoNode {
  node.next ??= new Map();
  let child = node.next.get(key);
  if (!child) {
    child = {};
    node.next.set(key, child);
  }
  return child;
}

/**
 * The shared zod schemas, with their successes remembered: every page open on a restaurant polls
 * with the same host name and version, and on this path zod costs more than the rest of the
 * route. Parsing is a pure function of the string-only input, so a remembered success is what
 * zod would answer again; failures and other input go to zod every time.
 */
const memoizedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const memo = new ValidationMemo();
  return (data: unknown) => {
    const remembered = memo.get(data);
    if (remembered) return remembered;
    // fastify-type-provider-zod's validator answers synchronously, { value } or { error }.
    const result = validate(data) as Exclude<
      ReturnType<typeof validate>,
      boolean | PromiseLike<unknown>
    >;
    // Shared by every request with this input from now on: nobody may change it.
    if (!result.error) memo.set(data, { value: Object.freeze(result.value) });
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
