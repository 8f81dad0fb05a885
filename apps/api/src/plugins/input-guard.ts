import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../shared/app-error';
import { routeOptionsOf } from './route-options-of';

const NUL = '\u0000';
/** Half of a surrogate pair: JSON's `\ud800` parses to it, and no UTF-8 text or jsonb can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What the refusal says, in the detail ("must …") and for the field ("Must …"). */
const UNSTORABLE_RULE = 'not contain a NUL character or half of a surrogate pair';

/** Text PostgreSQL cannot store: a NUL, or an unpaired surrogate (PostgreSQL refuses it in jsonb). */
const unstorable = (text: string, nulOnly: boolean) =>
  text.includes(NUL) || (!nulOnly && LONE_SURROGATE.test(text));

/**
 * The path inside `value` of the first string (or object key) PostgreSQL cannot store, `''` at the
 * root; undefined when there is none. Iterative: a 1 MB JSON body can nest deeper than the call
 * stack. `nulOnly` for the URL's parts, which cannot carry a surrogate (bad UTF-8 is refused).
 */
export function pathOfUnstorable(value: unknown, nulOnly = false): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current, nulOnly)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push([item, path ? `${path}.${index}` : String(index)]);
      });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (unstorable(key, nulOnly)) return itemPath;
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
 * Where the request's input holds text PostgreSQL cannot store, or undefined. The URL can only
 * carry a NUL percent-encoded (a raw NUL byte never gets past Node's parser), so its parts are
 * searched only when the URL holds a `%00`; a body, when there is one, is walked whole.
 */
function unstorableOf(request: FastifyRequest) {
  if (request.url.includes('%00')) {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
    ] as const) {
      const path = pathOfUnstorable(value, true);
      if (path !== undefined) return { part, path };
    }
  }
  const path = request.body === undefined ? undefined : pathOfUnstorable(request.body);
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
  const found = unstorableOf(request);
  if (!found) return undefined;
  const field = found.path || '_';
  return badRequest(`Invalid ${found.part}: ${field}: must ${UNSTORABLE_RULE}`, {
    [field]: `Must ${UNSTORABLE_RULE}`,
  });
}

/**
 * Input nobody can store or read is refused in one place, with a 400 in the error shape:
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere (path, query, form, JSON) would otherwise
 * end as a 500 in whichever query first met it; nor can jsonb hold half of a surrogate pair. And
 * a route with a body schema takes only the media types it declares (`schema.consumes`, JSON
 * unless it says otherwise): 415, not a text body read as a string. Runs after the tenant check, so a foreign row still answers 404 first.
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
