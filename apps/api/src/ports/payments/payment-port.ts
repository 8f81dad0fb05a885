/**
 * Card payments (DESIGN.md §10). "Pay at the restaurant" needs no port; cards go through this
 * one, implemented by Stripe (stripe-payments.ts) when the platform has its keys. Guests' money
 * goes to the business's own connected account, never to the platform's.
 */
export interface PaymentPort {
  /** A connected account for a business that has none yet; the owner fills in the rest there. */
  createAccount(business: { name: string }): Promise<{ accountId: string }>;
  /** Where the owner completes (or resumes) the account's onboarding at the provider. */
  onboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string>;
  /** A hosted checkout page for one amount, on the business's account. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Gives `amountCents` of a paid checkout back to the guest. */
  refund(request: {
    account: string;
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<void>;
  /**
   * The provider's notification, verified on its raw body; throws `InvalidWebhookError` when
   * the signature does not match (a forged or altered body).
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface CheckoutRequest {
  account: string;
  amountCents: number;
  /** What the guest reads on the payment page: "Trattoria Demo — ordine n. 12". */
  description: string;
  customerEmail: string;
  /** The guest's language, when the provider offers it. */
  locale: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Our ids, given back with every event of this checkout. */
  metadata: Record<string, string>;
  /** The same request twice makes one checkout. */
  idempotencyKey: string;
}

/** What a webhook means to us; everything else is `ignored`. */
export type PaymentEvent =
  | {
      kind: 'checkout.completed';
      eventId: string;
      sessionId: string;
      paymentIntentId: string | null;
      amountCents: number;
      metadata: Record<string, string>;
    }
  | {
      kind: 'checkout.expired';
      eventId: string;
      sessionId: string;
      metadata: Record<string, string>;
    }
  | { kind: 'account.updated'; eventId: string; accountId: string; chargesEnabled: boolean }
  | { kind: 'ignored'; eventId: string; type: string };

export class InvalidWebhookError extends Error {}
