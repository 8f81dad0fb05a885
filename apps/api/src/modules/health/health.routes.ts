import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/app-error';

const StatusSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: StatusSchema } },
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
        response: { 200: StatusSchema },
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
