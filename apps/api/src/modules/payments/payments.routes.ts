import * as paymentEndpoints from '@coperto/shared/payments/payments.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error';
import { schemaOf } from '../../shared/endpoint-schema';
import { businessNamedBy } from '../restaurants/restaurant-resources';
import {
  connectPaymentsAccount,
  getPaymentsAccount,
  handleStripeWebhook,
} from './payments.service';

/** Stripe's events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The business's Stripe account (registered under `/restaurant`, beside the business's calls). */
export const paymentsAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const business = businessNamedBy('params', 'id');
  app.get(
    '/business/:id/payments',
    {
      config: { permission: 'read:business', tenantResource: business },
      schema: {
        tags: ['payments'],
        summary: "Whether the platform takes cards and the business's own Stripe account is ready",
        ...schemaOf(paymentEndpoints.getPaymentsAccount),
      },
    },
    (req) => getPaymentsAccount(req.ctx, req.params.id),
  );

  app.post(
    '/business/:id/payments/connect',
    {
      config: { permission: 'update:business', tenantResource: business },
      schema: {
        tags: ['payments'],
        summary:
          "Connect the business's own Stripe account (made at the first call): answers where the owner completes Stripe's onboarding",
        ...schemaOf(paymentEndpoints.connectPaymentsAccount),
      },
    },
    (req) => {
      const settings = `${req.ctx.config.publicUrl}/dashboard/business`;
      return connectPaymentsAccount(req.ctx, req.params.id, {
        returnUrl: `${settings}?payments=connected`,
        refreshUrl: `${settings}?payments=retry`,
      });
    },
  );
};

/**
 * Stripe's webhook: the raw body is what its signature covers, so this scope reads JSON as bytes
 * and the service verifies them before reading a field.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/payments/stripe/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary:
          "Stripe's notifications (checkout paid or expired, account updated), verified by their signature; each event is handled once",
        ...schemaOf(paymentEndpoints.stripeWebhook),
      },
    },
    (req) => {
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body)) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the event as application/json');
      }
      const signature = req.headers['stripe-signature'];
      return handleStripeWebhook(
        req.ctx,
        body,
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );
};
