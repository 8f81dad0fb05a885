import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import {
  PaymentsAccountSchema,
  PaymentsOnboardingSchema,
  WebhookReceivedSchema,
} from './payments.schemas';

// Card payments (decision 049): the business's own Stripe account, and Stripe's notifications.

export const getPaymentsAccount = endpoint({
  method: 'GET',
  path: '/restaurant/business/:id/payments',
  params: IdParamsSchema,
  response: PaymentsAccountSchema,
});

export const connectPaymentsAccount = endpoint({
  method: 'POST',
  path: '/restaurant/business/:id/payments/connect',
  params: IdParamsSchema,
  response: PaymentsOnboardingSchema,
});

/** Stripe calls it, not the web: the body is the event's raw bytes, verified by its signature. */
export const stripeWebhook = endpoint({
  method: 'POST',
  path: '/payments/stripe/webhook',
  file: true,
  response: WebhookReceivedSchema,
});
