import { IdParamsSchema } from '@coperto/shared/common/list.schemas';
import {
  ContactMessageBodySchema,
  ContactMessageListQuerySchema,
  ContactMessageListResponseSchema,
  ContactMessageResponseSchema,
} from '@coperto/shared/site/contact.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESTAURANT_IN_PATH } from '../restaurants/restaurant-resources';
import { listRestaurantContactMessages, sendContactMessage } from './contact.service';

const tags = ['contact'];

/** The site's contact form, and the messages it brought for the dashboard. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/contact',
    {
      config: { public: true, ignoresCaller: true },
      schema: {
        tags,
        summary: 'Send the restaurant a message from its site (public, rate-limited)',
        params: IdParamsSchema,
        body: ContactMessageBodySchema,
        response: { 200: ContactMessageResponseSchema },
      },
    },
    (req) => sendContactMessage(req.ctx, req.params.id, req.body),
  );

  app.get(
    '/:id/contact-messages',
    {
      config: {
        permission: 'read:contact-messages',
        tenantResource: RESTAURANT_IN_PATH,
      },
      schema: {
        tags,
        summary: "The messages guests sent through the restaurant's contact form, newest first",
        params: IdParamsSchema,
        querystring: ContactMessageListQuerySchema,
        response: { 200: ContactMessageListResponseSchema },
      },
    },
    (req) => listRestaurantContactMessages(req.ctx, req.params.id, req.query),
  );
};
