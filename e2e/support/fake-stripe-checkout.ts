import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO } from '../../apps/api/src/db/seed/demo-seed';
import { loginAs } from '../../apps/api/src/test/build-test-app';
import type { FakeStripe } from '../../apps/api/src/test/fake-stripe-server';
import type { RunningServer } from './start-server';

// The steps every browser test paying "on Stripe" takes against the local fake Stripe
// (apps/api/src/test/fake-stripe-server.ts, DESIGN.md §10): the server's Stripe settings, the
// demo business's connected account able to charge, Stripe's hosted page played by a page of our
// own, the browser leaving for it, and Stripe's signed notices. Each test keeps its assertions.

/** The fake Stripe's hosted pages live here; no such host exists. */
export const FAKE_CHECKOUT = /^https:\/\/checkout\.fake\/pay\/(cs_test_\w+)$/;

type StripeRequest = FakeStripe['requests'][number];

/** The server's configuration for the fake Stripe (and any more of `env`). */
export function fakeStripeEnv(stripe: FakeStripe, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.apiUrl,
    ...env,
  };
}

/** Stripe's notification, signed as Stripe signs it, posted to the running server. */
export async function deliverWebhook(
  server: RunningServer,
  stripe: FakeStripe,
  type: string,
  object: Record<string, unknown>,
) {
  const delivery = stripe.signedEvent(type, object);
  const res = await fetch(server.urlFor('127.0.0.1', '/api/payments/stripe/webhook'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.body,
  });
  expect(res.status).toBe(200);
}

/**
 * The demo business connects its own Stripe account and Stripe says it can charge (decision 049).
 * Answers the business's id and the owner's API headers.
 */
export async function connectDemoStripeAccount(server: RunningServer, stripe: FakeStripe) {
  const { app } = server.testApp;
  const owner = await loginAs(app, DEMO.users.owner);
  const businessId = owner.body.business.id as number;
  const connect = await app.inject({
    method: 'POST',
    url: `/api/restaurant/business/${businessId}/payments/connect`,
    headers: owner.headers,
  });
  const account = String(connect.json().url).split('/').at(-1) ?? '';
  await deliverWebhook(server, stripe, 'account.updated', { id: account, charges_enabled: true });
  return { businessId, ownerHeaders: owner.headers };
}

/** Stripe's hosted page in this context, played by a page of our own with this heading. */
export async function playStripeCheckoutPage(context: BrowserContext, heading = 'Pay') {
  await context.route(FAKE_CHECKOUT, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Stripe Checkout</title><h1>${heading}</h1>`,
    }),
  );
}

export interface StripeCheckout {
  /** The Checkout Session's id, from the page the browser went to. */
  sessionId: string;
  /** The server's request that created the session (its form: amounts, metadata, urls). */
  session: StripeRequest;
  /** The payment's id in the session's metadata. */
  paymentId: string;
  /** The path of the page Stripe sends the guest back to once paid. */
  successPath: string;
}

/**
 * The browser leaves for Stripe's page (after the click that sends it): answers the session the
 * server created, the first one `isSession` picks.
 */
export async function awaitStripeCheckout(
  page: Page,
  stripe: FakeStripe,
  isSession: (form: URLSearchParams) => boolean,
): Promise<StripeCheckout> {
  await page.waitForURL(FAKE_CHECKOUT, { timeout: 20_000 });
  const sessionId = FAKE_CHECKOUT.exec(page.url())?.[1] ?? '';
  const session = stripe.requests.find(
    (r) => r.path === '/v1/checkout/sessions' && isSession(r.form),
  );
  expect(session, 'the server created the Checkout Session').toBeDefined();
  const form = session?.form ?? new URLSearchParams();
  return {
    sessionId,
    session: session as StripeRequest,
    paymentId: form.get('metadata[payment_id]') ?? '',
    successPath: new URL(form.get('success_url') ?? 'http://x/').pathname,
  };
}

/**
 * Stripe takes the payment and says so: the signed `checkout.session.completed` of a session in
 * payment mode, for `amountCents`, with the metadata the server gave it (`purpose`). `extra`
 * adds to or overrides the event's object (a setup session's fields).
 */
export async function completeStripeCheckout(
  server: RunningServer,
  stripe: FakeStripe,
  checkout: StripeCheckout,
  options: { businessId: number; purpose: string; amountCents?: number },
  extra: Record<string, unknown> = {},
) {
  await deliverWebhook(server, stripe, 'checkout.session.completed', {
    id: checkout.sessionId,
    object: 'checkout.session',
    payment_status: 'paid',
    payment_intent: `pi_${checkout.paymentId}`,
    ...(options.amountCents === undefined ? {} : { amount_total: options.amountCents }),
    metadata: {
      purpose: options.purpose,
      business_id: String(options.businessId),
      payment_id: checkout.paymentId,
    },
    ...extra,
  });
}
