import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withErrorAnswers } from './openapi-error-answers';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each operation lists the error answers it really gives, in the one error shape, and a public
 * route says it needs no token (`security: []`) instead of inheriting the document's bearer.
 */
function documentOperation(input: TransformInput) {
  const { route } = input as TransformInput & { route?: Parameters<typeof withErrorAnswers>[0] };
  if (!route || !input.schema || input.schema.hide) return jsonSchemaTransform(input);
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  const schema = {
    ...input.schema,
    response: withErrorAnswers(route, input.schema.response as Record<string, unknown>),
    ...(isPublic ? { security: [] } : {}),
  };
  return jsonSchemaTransform({ ...input, schema });
}

/** OpenAPI generated from the shared zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Coperto API',
          description:
            'Restaurant websites and restaurant management. Errors: {detail, code, fields}. An unsupported method on a known path answers 405 with Allow.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: documentOperation,
    });
    // The docs routes are registered by the library: mark them public for the auth hook.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list' },
    });
  },
  { name: 'openapi' },
);
