import * as orderEndpoints from '@coperto/shared/orders/order.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import type { RateRule } from '../../shared/rate-rule';
import { withPaymentPage } from './order-checkout';
import { getPublicOrder } from './orders.service';
import { placeOrder } from './place-order.service';
import { getOrderSlots, getPublicOrdering } from './public-ordering.service';
import { quoteOrder } from './quote-order.service';

const tags = ['ordering'];

/**
 * Orders per address: generous, since a restaurant's guests often share one Wi-Fi address, but
 * bounded so a script cannot fill a kitchen's slots.
 */
export const ORDERS_PER_IP: RateRule = { name: 'order-place:ip', limit: 60, windowMs: 15 * 60_000 };

/** The guest's side of ordering: what the site offers, the slots, placing and tracking. */
export const publicOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ordering/:publicKey',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether the restaurant takes orders now, how, and its next slot (public)',
        ...schemaOf(orderEndpoints.getPublicOrdering),
      },
    },
    (req) => getPublicOrdering(req.ctx, req.params.publicKey),
  );

  app.get(
    '/ordering/:publicKey/slots',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A day's order slots that still have room, and the first one (public)",
        ...schemaOf(orderEndpoints.getOrderSlots),
      },
    },
    (req) => getOrderSlots(req.ctx, req.params.publicKey, req.query),
  );

  app.post(
    '/ordering/:publicKey/quote',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Price a cart as an order would be priced, naming what cannot be sold now; stores nothing (public)',
        ...schemaOf(orderEndpoints.quoteOrder),
      },
    },
    (req) => quoteOrder(req.ctx, req.params.publicKey, req.body),
  );

  app.post(
    '/ordering/:publicKey/orders',
    {
      config: { public: true, rateLimit: [{ rule: ORDERS_PER_IP }] },
      schema: {
        tags,
        summary:
          'Place an order (public; Idempotency-Key required). Prices come from the menu; 422 names the field and the rule broken',
        ...schemaOf(orderEndpoints.placeOrder),
      },
    },
    async (req, reply) => {
      const answer = await placeOrder(
        req.ctx,
        req.params.publicKey,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // A card order answers with its payment page; made after the order's commit, never inside.
      return reply.status(201).send(await withPaymentPage(req.ctx, answer.body));
    },
  );

  app.get(
    '/public-orders/:publicId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A guest's order by the public id of its tracking link (public)",
        ...schemaOf(orderEndpoints.getPublicOrder),
      },
    },
    (req) => getPublicOrder(req.ctx, req.params.publicId),
  );
};
