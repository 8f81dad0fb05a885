import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../shared/app-error';
import { routeOptionsOf } from './route-options-of';

const NUL = '\u0000';

/**
 * The path inside `value` of the first string (or object key) holding a NUL, `''` at the root;
 * undefined when there is none. Iterative: a 1 MB JSON body can nest deeper than the call stack.
 */
export function pathOfNul(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaTypeOf(header: string | undefined) {
  return header?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Where a NUL is in the request's input, or undefined. The URL can only carry one percent-encoded
 * (a raw NUL byte never gets past Node's parser), so its parts are searched only when the URL
 * holds a `%00`, and the body only when there is one: most requests cost one string search.
 */
function nulOf(request: FastifyRequest) {
  if (request.url.includes('%00')) {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
    ] as const) {
      const path = pathOfNul(value);
      if (path !== undefined) return { part, path };
    }
  }
  const path = request.body === undefined ? undefined : pathOfNul(request.body);
  return path === undefined ? undefined : { part: 'body', path };
}

/** The answer a request's input gets before validation: 415 or 400, or none. */
function refusalOf(request: FastifyRequest): AppError | undefined {
  const schema = routeOptionsOf(request).schema;
  if (schema?.body && request.body !== undefined) {
    const accepted = (schema.consumes as string[] | undefined) ?? ['application/json'];
    if (!accepted.includes(mediaTypeOf(request.headers['content-type']))) {
      return new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the body as ${accepted.join(' or ')}`,
      );
    }
  }
  const nul = nulOf(request);
  if (!nul) return undefined;
  const field = nul.path || '_';
  return badRequest(`Invalid ${nul.part}: ${field}: must not contain a NUL character`, {
    [field]: 'Must not contain a NUL character',
  });
}

/**
 * Input nobody can store or read is refused in one place, with a 400 in the error shape:
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere (path, query, form, JSON) would otherwise
 * end as a 500 in whichever query first met it. And a route with a body schema takes only the
 * media types it declares (`schema.consumes`, JSON unless it says otherwise): 415, not a text
 * body read as a string. Runs after the tenant check, so a foreign row still answers 404 first.
 * A callback hook, not an async one: every request runs it.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const refusal = refusalOf(request);
      if (refusal) done(refusal);
      else done();
    });
  },
  { name: 'input-guard', dependencies: ['errors', 'tenant'] },
);
