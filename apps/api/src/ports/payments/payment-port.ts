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
  /**
   * A hosted checkout page on the business's account: one amount to pay (`payment`), or a card to
   * save for a later charge (`setup`: a customer is made for it first).
   */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /**
   * Charges a card saved by a `setup` checkout, without the guest (a no-show, decision 066). A
   * refusal by the card (declined, needs the guest) is answered as `failed`, not thrown; the
   * provider being unreachable throws.
   */
  chargeSavedCard(request: SavedCardCharge): Promise<SavedCardChargeResult>;
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
  /** `payment` unless said: take the amount now. `setup`: save the card, take nothing. */
  mode?: 'payment' | 'setup';
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

export interface SavedCardCharge {
  account: string;
  customerId: string;
  setupIntentId: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** The same charge asked twice is made once. */
  idempotencyKey: string;
}

export type SavedCardChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'failed'; paymentIntentId: string | null; reason: string };

/** What a webhook means to us; everything else is `ignored`. */
export type PaymentEvent =
  | {
      kind: 'checkout.completed';
      eventId: string;
      sessionId: string;
      paymentIntentId: string | null;
      /** A `setup` checkout: the card saved, for a later charge. */
      setupIntentId: string | null;
      customerId: string | null;
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
