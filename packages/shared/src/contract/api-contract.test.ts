import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, type EndpointRequest, endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import type { updateMenu } from '../menus/menu.endpoints';
import { API_AREAS, type ApiContract } from './api-contract';

const endpoints = Object.values(API_AREAS).flatMap((area) => Object.values(area) as Endpoint[]);
const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;
const pathNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
const shapeKeys = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

describe('the API contract', () => {
  it('names each endpoint once, by method and path', () => {
    const keys = endpoints.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    const names = Object.values(API_AREAS).flatMap((area) => Object.keys(area));
    expect(new Set(names).size, 'an endpoint name is used in two areas').toBe(names.length);
  });

  it("gives every path parameter a field of the endpoint's params schema, and no other", () => {
    for (const e of endpoints) {
      expect(shapeKeys(e.params).sort(), keyOf(e)).toEqual(pathNames(e.path).sort());
    }
  });

  it('sends at most one kind of body', () => {
    for (const e of endpoints) {
      expect([e.body, e.form, e.file].filter(Boolean).length, keyOf(e)).toBeLessThanOrEqual(1);
    }
  });
});

describe('endpoint()', () => {
  it('refuses a params schema that does not name the path parameters (a type error)', () => {
    const defined = endpoint({
      method: 'GET',
      path: '/things/:id',
      params: IdParamsSchema,
      response: z.object({}),
    });
    expect(defined.path).toBe('/things/:id');
    endpoint({
      method: 'GET',
      path: '/things/:thingId',
      // @ts-expect-error: the path names thingId, the schema names id
      params: IdParamsSchema,
      response: z.object({}),
    });
    // @ts-expect-error: the path has a parameter and no params schema
    endpoint({ method: 'GET', path: '/things/:id', response: z.object({}) });
  });

  it("types a call's parts from the schemas", () => {
    type Request = EndpointRequest<typeof updateMenu>;
    expectTypeOf<Request['params']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<ApiContract['PUT /menus/:id']>().toEqualTypeOf<typeof updateMenu>();
  });
});
