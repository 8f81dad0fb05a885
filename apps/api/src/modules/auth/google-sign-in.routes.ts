import {
  AuthProvidersSchema,
  CurrentUserSchema,
  GoogleCompleteBodySchema,
  GoogleStartQuerySchema,
  GoogleStartResponseSchema,
} from '@coperto/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        response: { 200: AuthProvidersSchema },
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
        querystring: GoogleStartQuerySchema,
        response: { 200: GoogleStartResponseSchema },
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
        body: GoogleCompleteBodySchema,
        response: { 200: CurrentUserSchema },
      },
    },
    (req) => googleSignIn.completeGoogleSignIn(req.ctx, req.body),
  );
};
