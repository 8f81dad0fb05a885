import { buildTestApp } from './build-test-app';
import { startFakeStripe } from './fake-stripe-server';

/**
 * The real app talking to a fake Stripe of its own on loopback (DESIGN.md §10), through the real
 * HTTP adapter: what every payment test starts from. Closing it closes both.
 */
export async function buildStripeTestApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  const stripe = await startFakeStripe();
  const t = await buildTestApp({
    ...options,
    env: {
      ...options.env,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.apiUrl,
    },
  });
  /** A signed delivery posted to the app's webhook, as Stripe posts it. */
  const webhook = (delivery: { body: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      payload: delivery.body,
    });
  return {
    ...t,
    stripe,
    webhook,
    /**
     * Connects the business's Stripe account as its owner would, and has Stripe report that the
     * account can take cards; answers the account's id.
     */
    async connectStripeAccount(businessId: number, ownerHeaders: Record<string, string>) {
      const connect = await t.app.inject({
        method: 'POST',
        url: `/api/restaurant/business/${businessId}/payments/connect`,
        headers: ownerHeaders,
      });
      if (connect.statusCode !== 200) throw new Error(`connect failed: ${connect.body}`);
      const account = String(connect.json().url).split('/').at(-1)!;
      await webhook(stripe.signedEvent('account.updated', { id: account, charges_enabled: true }));
      return account;
    },
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

export type StripeTestApp = Awaited<ReturnType<typeof buildStripeTestApp>>;
