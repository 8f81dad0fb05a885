import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API, defined once: the API registers its schemas as the route's, and the
 * web's client infers the call's params, query, body and answer from its type (decision 036).
 */
export interface Endpoint {
  method: HttpMethod;
  /** Below `/api`, with Fastify's `:name` parameters: `/menus/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the operation reads (an `Idempotency-Key`), lower-case names. */
  headers?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A form-encoded body (the password login). */
  form?: z.ZodType;
  /** The body is a file's own bytes (image uploads), with no schema. */
  file?: true;
  /** The success answer. */
  response: z.ZodType;
  /** The success status, 200 unless said. */
  status?: 201;
}

/** `'id' | 'hashedId'` for `'/menu/:hashedId/x/:id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaKeys<S> = S extends z.ZodType ? keyof z.output<S> & string : never;

/** A path's parameters and its params schema name the same fields, or the definition fails. */
type ParamsMatchPath<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : [SchemaKeys<E['params']>] extends [PathParamNames<E['path']>]
    ? [PathParamNames<E['path']>] extends [SchemaKeys<E['params']>]
      ? unknown
      : { params: `the params schema must name ${PathParamNames<E['path']>}` }
    : { params: `the params schema must name ${PathParamNames<E['path']>}` };

/** Defines an endpoint; only checks its types and gives it back. */
export function endpoint<const E extends Endpoint>(definition: E & ParamsMatchPath<E>): E {
  return definition;
}

/** The endpoint's key, `'PUT /menus/:id'`: unique, since the router refuses a second route. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

/**
 * What a client sends for a field of a path or query schema: the parsed type where the schema
 * coerces a string (`z.coerce.number()` takes anything, the server wants a number), else the
 * schema's input, optional where the schema has a default.
 */
export type WireOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? z.output<S>[K & keyof z.output<S>]
    : z.input<S>[K];
};

type Field<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;

type ParamsPart<E> = [Field<E, 'params'>] extends [never]
  ? unknown
  : { params: WireOf<Field<E, 'params'>> };
type QueryPart<E> = [Field<E, 'query'>] extends [never]
  ? unknown
  : object extends WireOf<Field<E, 'query'>>
    ? { query?: WireOf<Field<E, 'query'>> }
    : { query: WireOf<Field<E, 'query'>> };
type HeadersPart<E> = [Field<E, 'headers'>] extends [never]
  ? unknown
  : { headers: z.input<Field<E, 'headers'>> };
type BodyPart<E> = [Field<E, 'body'>] extends [never]
  ? unknown
  : { body: z.input<Field<E, 'body'>> };
type FormPart<E> = [Field<E, 'form'>] extends [never]
  ? unknown
  : { form: z.input<Field<E, 'form'>> };

/** What a call of the endpoint sends: its path params, query, headers, JSON or form body, each as typed. */
export type EndpointRequest<E extends Endpoint> = ParamsPart<E> &
  QueryPart<E> &
  HeadersPart<E> &
  BodyPart<E> &
  FormPart<E>;

/** What the endpoint answers on success. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;
