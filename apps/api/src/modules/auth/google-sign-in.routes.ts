import * as authEndpoints from '@coperto/shared/auth/auth.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import * as googleSignIn from './google-sign-in.service';

const tags = ['auth'];

export const googleSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Which social sign-in providers are configured',
        ...schemaOf(authEndpoints.getAuthProviders),
      },
    },
    (req) => googleSignIn.listAuthProviders(req.ctx),
  );

  app.post(
    '/google/start',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Start a Google sign-in: answers the Google URL to send the browser to',
        ...schemaOf(authEndpoints.startGoogleSignIn),
      },
    },
    (req) => googleSignIn.startGoogleSignIn(req.ctx, req.query.public_key),
  );

  app.post(
    '/google/complete',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Finish a Google sign-in with the code and state Google sent back; signs in',
        ...schemaOf(authEndpoints.completeGoogleSignIn),
      },
    },
    (req) => googleSignIn.completeGoogleSignIn(req.ctx, req.body),
  );
};
