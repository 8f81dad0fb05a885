import Stripe from 'stripe';
import {
  type CheckoutRequest,
  InvalidWebhookError,
  type PaymentEvent,
  type PaymentPort,
} from './payment-port';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API elsewhere (a local fake in tests). */
  apiUrl?: string;
}

/** Locales Stripe Checkout speaks among ours; others get Stripe's automatic choice. */
const CHECKOUT_LOCALES = new Set(['it', 'en', 'de', 'fr', 'es']);

/**
 * The Stripe adapter (the `stripe` package): Connect accounts of type "standard" (each business
 * holds its own Stripe account), Checkout Sessions as direct charges on that account, refunds on
 * it, and webhooks verified on the raw body with the endpoint's secret.
 */
export function createStripePayments(settings: StripeSettings): PaymentPort {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return {
    async createAccount(business) {
      const account = await stripe.accounts.create({
        type: 'standard',
        country: 'IT',
        business_profile: { name: business.name },
      });
      return { accountId: account.id };
    },

    async onboardingLink(accountId, urls) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      return link.url;
    },

    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.customerEmail,
          locale: (CHECKOUT_LOCALES.has(request.locale) ? request.locale : 'auto') as 'auto',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          metadata: request.metadata,
          payment_intent_data: { metadata: request.metadata },
        },
        { stripeAccount: request.account, idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async refund(request) {
      await stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents },
        { stripeAccount: request.account, idempotencyKey: request.idempotencyKey },
      );
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'Bad signature');
      }
      return toPaymentEvent(event);
    },
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') {
        return { kind: 'ignored', eventId: event.id, type: `${event.type} (not paid yet)` };
      }
      return {
        kind: 'checkout.completed',
        eventId: event.id,
        sessionId: session.id,
        paymentIntentId:
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null),
        amountCents: session.amount_total ?? 0,
        metadata: session.metadata ?? {},
      };
    }
    case 'checkout.session.expired':
      return {
        kind: 'checkout.expired',
        eventId: event.id,
        sessionId: event.data.object.id,
        metadata: event.data.object.metadata ?? {},
      };
    case 'account.updated':
      return {
        kind: 'account.updated',
        eventId: event.id,
        accountId: event.data.object.id,
        chargesEnabled: event.data.object.charges_enabled ?? false,
      };
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
