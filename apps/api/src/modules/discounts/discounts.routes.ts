import * as discountEndpoints from '@coperto/shared/discounts/discount.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { DISCOUNT_IN_PATH } from './discount-resources';
import * as discounts from './discounts.service';

const tags = ['discounts'];

/**
 * Discount codes (decision 068): owners and managers make, change and send them; staff do not
 * see them. The checkout applies them through the orders module, never from these routes.
 */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await discounts.registerDiscountJobs(app.jobs);

  app.get(
    '/discounts',
    {
      config: { permission: 'manage:discounts' },
      schema: {
        tags,
        summary:
          "The business's discount codes, newest first; by restaurant, state (active, scheduled, expired, exhausted, inactive) and text",
        ...schemaOf(discountEndpoints.listDiscounts),
      },
    },
    (req) => discounts.listDiscounts(req.ctx, req.query),
  );

  app.get(
    '/discounts/new-code',
    {
      config: { permission: 'manage:discounts' },
      schema: {
        tags,
        summary:
          'A fresh code the business has not used: 8 characters without look-alikes, the last a check character',
        ...schemaOf(discountEndpoints.newDiscountCode),
      },
    },
    (req) => discounts.newDiscountCode(req.ctx),
  );

  app.get(
    '/discounts/:id',
    {
      config: { permission: 'manage:discounts', tenantResource: DISCOUNT_IN_PATH },
      schema: { tags, summary: 'One discount code', ...schemaOf(discountEndpoints.getDiscount) },
    },
    (req) => discounts.getDiscount(req.ctx, req.params.id),
  );

  app.post(
    '/discounts',
    {
      config: { permission: 'manage:discounts' },
      schema: {
        tags,
        summary:
          'Make a code (typed, or generated when left out); with send_email it is emailed to its guest, who must have agreed to marketing (422)',
        ...schemaOf(discountEndpoints.createDiscount),
      },
    },
    async (req, reply) => reply.status(201).send(await discounts.createDiscount(req.ctx, req.body)),
  );

  app.put(
    '/discounts/:id',
    {
      config: { permission: 'manage:discounts', tenantResource: DISCOUNT_IN_PATH },
      schema: {
        tags,
        summary: 'Change a code: the fields sent change, the others keep their value',
        ...schemaOf(discountEndpoints.updateDiscount),
      },
    },
    (req) => discounts.updateDiscount(req.ctx, req.params.id, req.body),
  );

  app.delete(
    '/discounts/:id',
    {
      config: { permission: 'manage:discounts', tenantResource: DISCOUNT_IN_PATH },
      schema: {
        tags,
        summary: 'Delete a code never used (409 once an order used it: switch it off instead)',
        ...schemaOf(discountEndpoints.deleteDiscount),
      },
    },
    (req) => discounts.deleteDiscount(req.ctx, req.params.id),
  );

  app.post(
    '/discounts/:id/send',
    {
      config: { permission: 'manage:discounts', tenantResource: DISCOUNT_IN_PATH },
      schema: {
        tags,
        summary:
          "Email a personal code to its guest (422 without the guest's marketing consent or without an email)",
        ...schemaOf(discountEndpoints.sendDiscount),
      },
    },
    (req) => discounts.sendDiscount(req.ctx, req.params.id, req.body),
  );

  app.get(
    '/discounts/:id/uses',
    {
      config: { permission: 'manage:discounts', tenantResource: DISCOUNT_IN_PATH },
      schema: {
        tags,
        summary:
          'The orders that used the code, newest first (at most 200), and which gave it back',
        ...schemaOf(discountEndpoints.listDiscountUses),
      },
    },
    (req) => discounts.listDiscountUses(req.ctx, req.params.id),
  );
};
