import * as healthEndpoints from '@coperto/shared/health/health.endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error';
import { schemaOf } from '../../shared/endpoint-schema';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        ...schemaOf(healthEndpoints.getHealth),
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        ...schemaOf(healthEndpoints.getReadiness),
      },
    },
    async (req) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        req.log.error({ err: error }, 'readiness check failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Database unreachable');
      }
      return { status: 'ok' as const };
    },
  );
};
