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
      const locale = (CHECKOUT_LOCALES.has(request.locale) ? request.locale : 'auto') as 'auto';
      const options = { stripeAccount: request.account, idempotencyKey: request.idempotencyKey };
      if (request.mode === 'setup') {
        // A saved card belongs to a customer, or it cannot be charged later off-session.
        const customer = await stripe.customers.create(
          { email: request.customerEmail, description: request.description },
          { ...options, idempotencyKey: `${request.idempotencyKey}-customer` },
        );
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'setup',
            currency: 'eur',
            customer: customer.id,
            locale,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            metadata: request.metadata,
            setup_intent_data: { metadata: request.metadata, description: request.description },
          },
          options,
        );
        if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
        return { sessionId: session.id, url: session.url };
      }
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
          locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          metadata: request.metadata,
          payment_intent_data: { metadata: request.metadata },
        },
        options,
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async chargeSavedCard(request) {
      const options = { stripeAccount: request.account };
      const setup = await stripe.setupIntents.retrieve(request.setupIntentId, {}, options);
      const paymentMethod =
        typeof setup.payment_method === 'string'
          ? setup.payment_method
          : (setup.payment_method?.id ?? null);
      if (!paymentMethod) {
        return { status: 'failed', paymentIntentId: null, reason: 'No card was saved' };
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'eur',
            customer: request.customerId,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: request.metadata,
          },
          { ...options, idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') {
          return { status: 'succeeded', paymentIntentId: intent.id };
        }
        return {
          status: 'failed',
          paymentIntentId: intent.id,
          reason: `The charge is ${intent.status.replaceAll('_', ' ')}`,
        };
      } catch (error) {
        // The card said no (declined, or the bank wants the guest): an answer, not an outage.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id?: string } }).payment_intent;
          return {
            status: 'failed',
            paymentIntentId: intent?.id ?? null,
            reason: error.message,
          };
        }
        throw error;
      }
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
      if (session.mode === 'setup' && session.status === 'complete') {
        return {
          kind: 'checkout.completed',
          eventId: event.id,
          sessionId: session.id,
          paymentIntentId: null,
          setupIntentId:
            typeof session.setup_intent === 'string'
              ? session.setup_intent
              : (session.setup_intent?.id ?? null),
          customerId:
            typeof session.customer === 'string'
              ? session.customer
              : (session.customer?.id ?? null),
          amountCents: 0,
          metadata: session.metadata ?? {},
        };
      }
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
        setupIntentId: null,
        customerId: null,
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
