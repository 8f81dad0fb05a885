import * as authEndpoints from '@coperto/shared/auth/auth.endpoints';
import { ApiErrorSchema } from '@coperto/shared/errors/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDemoLogin } from './demo-login.service';

export const demoLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo-login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "The demo owner's login, where the demo is seeded and not in production; else 404",
        response: { 200: authEndpoints.getDemoLogin.response, 404: ApiErrorSchema },
      },
    },
    (req) => findDemoLogin(req.ctx),
  );
};
