import * as subscriptionEndpoints from '@coperto/shared/subscriptions/subscription.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { businessNamedBy } from '../restaurants/restaurant-resources';
import * as subscriptions from './subscriptions.service';

const tags = ['subscriptions'];

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    {
      config: { public: true, ignoresCaller: true },
      schema: {
        tags,
        summary:
          'The plans a business can move to, in order (the trial is for new sign-ups), and where to ask for a change',
        ...schemaOf(subscriptionEndpoints.listPlans),
      },
    },
    (req) => subscriptions.listOfferedPlans(req.ctx),
  );

  app.get(
    '/plan/:id',
    {
      config: { public: true },
      schema: { tags, summary: 'A plan', ...schemaOf(subscriptionEndpoints.getPlan) },
    },
    (req) => subscriptions.getPlan(req.ctx, req.params.id),
  );

  app.get(
    '/business/:id',
    {
      config: {
        permission: 'read:subscription',
        tenantResource: businessNamedBy('params', 'id'),
      },
      schema: {
        tags,
        summary: "A business's current subscription and plan",
        ...schemaOf(subscriptionEndpoints.getBusinessSubscription),
      },
    },
    (req) => subscriptions.getBusinessSubscription(req.ctx, req.params.id),
  );
};
