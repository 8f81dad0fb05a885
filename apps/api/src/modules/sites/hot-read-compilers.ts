import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AnswerCacheRule } from '../../plugins/answer-cache';
import { normalizeHost } from './host-name';

/**
 * Schema compilers for the hottest public reads (the version poll, the host name lookup): every
 * page open on a restaurant asks with the same input and gets the same cached answer, and on
 * these paths zod costs more than the rest of the route.
 */

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
 * The shared zod schemas, with their successes remembered. Parsing is a pure function of the
 * string-only input, so a remembered success is what zod would answer again; failures and other
 * input go to zod every time.
 */
export const memoizedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
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
 * The schema's serializer, remembering its text per answer object. Only for routes that answer
 * shared objects nobody mutates (a cached restaurant: restaurant-cache.ts), so the same object
 * always serializes to the same text; a changed restaurant is a new object.
 */
export const sharedAnswerSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serializeThroughSchema = serializerCompiler(
    route as Parameters<typeof serializerCompiler>[0],
  );
  const texts = new WeakMap<object, string>();
  return (answer) => {
    if (typeof answer !== 'object' || answer === null) return serializeThroughSchema(answer);
    let text = texts.get(answer);
    if (text === undefined) {
      text = serializeThroughSchema(answer);
      texts.set(answer, text);
    }
    return text;
  };
};

/**
 * A restaurant's public reads by host name (the `hostname` parameter) are remembered whole while
 * its cached restaurant stays the same object (plugins/answer-cache.ts): a change clears the
 * restaurant cache in every process (LISTEN/NOTIFY), an expiry replaces the object, and either
 * way the answer is made anew by the route.
 */
export const rememberedPerRestaurant: AnswerCacheRule = {
  dependencyOf(request, countAsLookup) {
    const { hostname } = request.params as { hostname?: unknown };
    if (typeof hostname !== 'string') return undefined;
    return request.server.restaurantCache.peek(normalizeHost(hostname), countAsLookup);
  },
};
