import * as restaurantHostsEndpoints from '@coperto/shared/restaurants/restaurant-hosts.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import * as hosts from './restaurant-hosts.service';
import { restaurantNamedBy } from './restaurant-resources';

const tags = ['restaurant'];
const config = {
  permission: 'update:restaurant',
  tenantResource: restaurantNamedBy('body', 'restaurant_id'),
} as const;

/** Host names, languages and public key of a restaurant; registered under `/restaurant`. */
export const restaurantHostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hostname',
    {
      config,
      schema: {
        tags,
        summary: 'Add a host name the restaurant’s site answers on (unique across the platform)',
        ...schemaOf(restaurantHostsEndpoints.addHostname),
      },
    },
    (req) => hosts.addHostname(req.ctx, req.body),
  );

  app.post(
    '/hostname/delete',
    {
      config,
      schema: {
        tags,
        summary: 'Remove one of the restaurant’s host names (never the last one)',
        ...schemaOf(restaurantHostsEndpoints.deleteHostname),
      },
    },
    (req) => hosts.deleteHostname(req.ctx, req.body),
  );

  app.post(
    '/language',
    {
      config,
      schema: {
        tags,
        summary: 'Add a language at a position (or the end), or move one already there',
        ...schemaOf(restaurantHostsEndpoints.addLanguage),
      },
    },
    (req) => hosts.addLanguage(req.ctx, req.body),
  );

  app.post(
    '/language/delete',
    {
      config,
      schema: {
        tags,
        summary: 'Remove one of the restaurant’s languages (never the last one)',
        ...schemaOf(restaurantHostsEndpoints.deleteLanguage),
      },
    },
    (req) => hosts.deleteLanguage(req.ctx, req.body),
  );

  app.post(
    '/unique_id',
    {
      config,
      schema: {
        tags,
        summary: 'Set the restaurant’s public key to a readable slug; media paths stay as they are',
        ...schemaOf(restaurantHostsEndpoints.setUniqueId),
      },
    },
    (req) => hosts.setUniqueId(req.ctx, req.body),
  );
};
