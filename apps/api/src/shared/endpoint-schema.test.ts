import { login } from '@coperto/shared/auth/auth.endpoints';
import { createMenu, updateMenu } from '@coperto/shared/menus/menu.endpoints';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { schemaOf } from './endpoint-schema';

describe('schemaOf', () => {
  it("gives the endpoint's own schema objects under Fastify's names and its success status", () => {
    const schema = schemaOf(createMenu);
    expect(schema.params).toBe(createMenu.params);
    expect(schema.body).toBe(createMenu.body);
    expect(schema.response).toEqual({ 201: createMenu.response });
    expect(schema.response[201]).toBe(createMenu.response);
    expect(Object.keys(schema).sort()).toEqual(['body', 'params', 'response']);
  });

  it('registers a form body as the body, beside the query', () => {
    const schema = schemaOf(login);
    expect(schema.body).toBe(login.form);
    expect(schema.querystring).toBe(login.query);
    expect(schema.response[200]).toBe(login.response);
  });

  it("types a route's handler from the endpoint, and validates with its schemas", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.put('/menus/:id', { schema: schemaOf(updateMenu) }, (req) => {
      expectTypeOf(req.params.id).toEqualTypeOf<number>();
      expectTypeOf(req.body.active).toEqualTypeOf<boolean | undefined>();
      throw new Error('only the refused request is sent');
    });
    const refused = await app.inject({ method: 'PUT', url: '/menus/x', payload: {} });
    expect(refused.statusCode).toBe(400);
    await app.close();
  });
});
