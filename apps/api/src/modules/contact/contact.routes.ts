import * as contactEndpoints from '@coperto/shared/site/contact.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
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
        ...schemaOf(contactEndpoints.sendContactMessage),
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
        ...schemaOf(contactEndpoints.listContactMessages),
      },
    },
    (req) => listRestaurantContactMessages(req.ctx, req.params.id, req.query),
  );
};
