import type { TenantTx } from '../../db/tenant-scope';
import { InvalidWebhookError, type PaymentEvent } from '../../ports/payments/payment-port';
import { AppError, badRequest, notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { onceForKey } from '../idempotency/idempotency.service';
import {
  findBusiness,
  findBusinessOfStripeAccount,
  setBusinessStripeAccount,
} from '../restaurants/tenant-restaurants.service';
import {
  findPaymentBySessionForUpdate,
  findPaymentOfBooking,
  findPaymentOfGiftCard,
  findPaymentOfOrder,
  findPaymentsOfBookings,
  insertPayment,
  lockPayment,
  type PaymentRow,
  updatePayment,
} from './payments.repository';

export type { PaymentRow } from './payments.repository';

/** How long a guest has to pay on the provider's page before the order is let go. */
export const CHECKOUT_MINUTES = 30;

const unavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'Card payments are unavailable right now: try again');

/** What the paying module does when its checkout is paid or let go (DESIGN.md §11: it registers). */
export interface CheckoutOutcomes {
  paid(ctx: ServiceContext, tx: TenantTx, payment: PaymentRow): Promise<void>;
  expired(ctx: ServiceContext, tx: TenantTx, payment: PaymentRow): Promise<void>;
}

const outcomes = new Map<string, CheckoutOutcomes>();

/** Registered at start by the module a checkout pays for ('order'; later 'booking', 'giftcard'). */
export function registerCheckoutPurpose(purpose: string, handlers: CheckoutOutcomes) {
  outcomes.set(purpose, handlers);
}

/** Whether this business can take cards: the platform's Stripe, and its own account ready. */
export function canTakeCards(
  ctx: Pick<ServiceContext, 'payments'>,
  business: { stripe_account_id: string | null; stripe_charges_enabled: boolean },
): boolean {
  return (
    ctx.payments !== null && business.stripe_account_id !== null && business.stripe_charges_enabled
  );
}

/** A pending payment for an order, in the order's transaction. */
export function openPayment(
  tx: TenantTx,
  q: { businessId: number; orderId: number; account: string; amountCents: number; now: Date },
) {
  return insertPayment(tx, {
    business_id: q.businessId,
    order_id: q.orderId,
    provider: 'stripe',
    provider_account: q.account,
    amount_cents: q.amountCents,
    status: 'pending',
    expires_at: new Date(q.now.getTime() + CHECKOUT_MINUTES * 60_000),
    created_at: q.now,
    updated_at: q.now,
  });
}

/** The order's payment is no longer awaited (its order was let go): a late notice changes nothing. */
export async function expirePendingPayment(tx: TenantTx, orderId: number, now: Date) {
  const payment = await findPaymentOfOrder(tx, orderId);
  if (payment?.status === 'pending') {
    await updatePayment(tx, payment.id, { status: 'expired', updated_at: now });
  }
}

export function paymentOfOrder(tx: TenantTx, orderId: number) {
  return findPaymentOfOrder(tx, orderId);
}

/**
 * A pending deposit (`payment`) or card guarantee (`setup`) for a booking, in the booking's
 * transaction (decision 066). `amountCents` is what the deposit takes, or what a no-show is charged.
 */
export function openBookingPayment(
  tx: TenantTx,
  q: {
    businessId: number;
    bookingId: number;
    kind: 'payment' | 'setup';
    account: string;
    amountCents: number;
    now: Date;
  },
) {
  return insertPayment(tx, {
    business_id: q.businessId,
    booking_id: q.bookingId,
    kind: q.kind,
    provider: 'stripe',
    provider_account: q.account,
    amount_cents: q.amountCents,
    status: 'pending',
    expires_at: new Date(q.now.getTime() + CHECKOUT_MINUTES * 60_000),
    created_at: q.now,
    updated_at: q.now,
  });
}

export function paymentOfBooking(tx: TenantTx, bookingId: number) {
  return findPaymentOfBooking(tx, bookingId);
}

/**
 * A card guarantee not charged yet follows its booking's party (the amount per person kept); a
 * charged, refused or expired one, and any deposit, stay as they are.
 */
export async function resizeBookingGuarantee(
  tx: TenantTx,
  bookingId: number,
  amountCents: number,
  now: Date,
) {
  const payment = await findPaymentOfBooking(tx, bookingId);
  if (payment?.kind !== 'setup' || !(payment.status === 'saved' || payment.status === 'pending')) {
    return;
  }
  await updatePayment(tx, payment.id, { amount_cents: amountCents, updated_at: now });
}

/** Each booking's newest payment, by booking id. */
export async function paymentsOfBookings(tx: TenantTx, bookingIds: readonly number[]) {
  const byBooking = new Map<number, PaymentRow>();
  for (const payment of await findPaymentsOfBookings(tx, bookingIds)) {
    if (payment.booking_id !== null && !byBooking.has(payment.booking_id)) {
      byBooking.set(payment.booking_id, payment);
    }
  }
  return byBooking;
}

/** The booking's payment is no longer awaited (the hold was let go): a late notice changes nothing. */
export async function expirePendingBookingPayment(tx: TenantTx, bookingId: number, now: Date) {
  const payment = await findPaymentOfBooking(tx, bookingId);
  if (payment?.status === 'pending') {
    await updatePayment(tx, payment.id, { status: 'expired', updated_at: now });
  }
}

/** A pending payment for a gift card bought online, in the card's transaction (decision 067). */
export function openGiftCardPayment(
  tx: TenantTx,
  q: { businessId: number; giftCardId: number; account: string; amountCents: number; now: Date },
) {
  return insertPayment(tx, {
    business_id: q.businessId,
    giftcard_id: q.giftCardId,
    provider: 'stripe',
    provider_account: q.account,
    amount_cents: q.amountCents,
    status: 'pending',
    expires_at: new Date(q.now.getTime() + CHECKOUT_MINUTES * 60_000),
    created_at: q.now,
    updated_at: q.now,
  });
}

/** The gift card's payment is no longer awaited (its purchase was let go): a late notice changes nothing. */
export async function expirePendingGiftCardPayment(tx: TenantTx, giftCardId: number, now: Date) {
  const payment = await findPaymentOfGiftCard(tx, giftCardId);
  if (payment?.status === 'pending') {
    await updatePayment(tx, payment.id, { status: 'expired', updated_at: now });
  }
}

/** A gift card's payment page, made once, as an order's. */
export async function ensureGiftCardCheckout(
  ctx: ServiceContext,
  businessId: number,
  giftCardId: number,
  page: CheckoutPage,
): Promise<string | null> {
  const payment = await ctx.asTenant(businessId, (tx) => findPaymentOfGiftCard(tx, giftCardId));
  return checkoutOf(ctx, businessId, payment, page);
}

/**
 * The provider's checkout page for a pending payment, made once: a retry (the guest's, after a
 * network error) gets the same page, since the provider keys it by our payment's id. Called
 * outside any transaction: no row stays locked while the provider answers.
 */
export async function ensureCheckout(
  ctx: ServiceContext,
  businessId: number,
  orderId: number,
  page: CheckoutPage,
): Promise<string | null> {
  const payment = await ctx.asTenant(businessId, (tx) => findPaymentOfOrder(tx, orderId));
  return checkoutOf(ctx, businessId, payment, page);
}

/** A booking's deposit or guarantee page, made once, as an order's (decision 066). */
export async function ensureBookingCheckout(
  ctx: ServiceContext,
  businessId: number,
  bookingId: number,
  page: CheckoutPage,
): Promise<string | null> {
  const payment = await ctx.asTenant(businessId, (tx) => findPaymentOfBooking(tx, bookingId));
  return checkoutOf(ctx, businessId, payment, page);
}

interface CheckoutPage {
  description: string;
  customerEmail: string;
  locale: string;
  successUrl: string;
  cancelUrl: string;
  purpose: string;
}

async function checkoutOf(
  ctx: ServiceContext,
  businessId: number,
  payment: PaymentRow | undefined,
  page: CheckoutPage,
): Promise<string | null> {
  const port = ctx.payments;
  if (payment?.status !== 'pending') return null;
  if (payment.checkout_url) return payment.checkout_url;
  if (!port) throw unavailable();
  let session: { sessionId: string; url: string };
  try {
    session = await port.createCheckout({
      account: payment.provider_account,
      mode: payment.kind,
      amountCents: payment.amount_cents,
      description: page.description,
      customerEmail: page.customerEmail,
      locale: page.locale,
      successUrl: page.successUrl,
      cancelUrl: page.cancelUrl,
      expiresAt: payment.expires_at,
      metadata: {
        purpose: page.purpose,
        business_id: String(businessId),
        payment_id: String(payment.id),
      },
      idempotencyKey: `coperto-checkout-${payment.id}`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'payments: checkout not created');
    throw unavailable();
  }
  await ctx.asTenant(businessId, (tx) =>
    updatePayment(tx, payment.id, {
      checkout_session_id: session.sessionId,
      checkout_url: session.url,
      updated_at: ctx.clock.now(),
    }),
  );
  return session.url;
}

/**
 * Charges the card a `setup` payment saved (a no-show, decision 066): at the provider first,
 * outside any transaction, keyed by our payment so it is made once however often it is asked;
 * then recorded, with the row locked. A payment charged or refused already answers as it is:
 * a card is never charged twice, and a refusal is not retried behind the guest's back.
 */
export async function chargeSavedCard(
  ctx: ServiceContext,
  businessId: number,
  payment: PaymentRow,
  description: string,
): Promise<{ payment: PaymentRow; recorded: boolean }> {
  if (payment.status === 'paid' || payment.status === 'failed') {
    return { payment, recorded: false };
  }
  if (
    payment.kind !== 'setup' ||
    payment.status !== 'saved' ||
    !payment.customer_id ||
    !payment.setup_intent_id
  ) {
    throw ruleBroken('No saved card to charge', { booking: 'No card was saved' });
  }
  const port = ctx.payments;
  if (!port) throw unavailable();
  let result: Awaited<ReturnType<typeof port.chargeSavedCard>>;
  try {
    result = await port.chargeSavedCard({
      account: payment.provider_account,
      customerId: payment.customer_id,
      setupIntentId: payment.setup_intent_id,
      amountCents: payment.amount_cents,
      description,
      metadata: { purpose: 'booking-no-show', business_id: String(businessId) },
      idempotencyKey: `coperto-no-show-${payment.id}`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'payments: no-show charge not made');
    throw unavailable();
  }
  return ctx.asTenant(businessId, async (tx) => {
    const current = await lockPayment(tx, payment.id);
    // Recorded by a call at the same time: the provider charged once, and so do we.
    if (current?.status !== 'saved') return { payment: current ?? payment, recorded: false };
    const updated = await updatePayment(tx, payment.id, {
      status: result.status === 'succeeded' ? 'paid' : 'failed',
      payment_intent_id: result.paymentIntentId,
      failure_reason: result.status === 'failed' ? result.reason.slice(0, 300) : null,
      updated_at: ctx.clock.now(),
    });
    return { payment: updated ?? current, recorded: true };
  });
}

/**
 * A verified notification of the provider (DESIGN.md §10): handled once per event id, in the
 * business our metadata names, with the payment row locked; replayed or reordered events change
 * nothing (a paid payment never expires, an expired one is never paid again).
 */
export async function handleStripeWebhook(
  ctx: ServiceContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const port = ctx.payments;
  if (!port) throw notFound('Webhook');
  let event: PaymentEvent;
  try {
    event = port.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookError) throw badRequest('The signature does not match');
    throw error;
  }
  if (event.kind === 'account.updated') {
    const business = await findBusinessOfStripeAccount(ctx, event.accountId);
    if (business) {
      await ctx.asTenant(business.id, (tx) =>
        setBusinessStripeAccount(tx, business.id, { stripe_charges_enabled: event.chargesEnabled }),
      );
    }
    return { received: true };
  }
  if (event.kind === 'ignored') return { received: true };
  const businessId = Number(event.metadata.business_id);
  const handlers = outcomes.get(event.metadata.purpose ?? '');
  if (!Number.isSafeInteger(businessId) || businessId <= 0 || !handlers) {
    ctx.log.warn(
      { eventId: event.eventId },
      'payments: a checkout event that names nothing of ours',
    );
    return { received: true };
  }
  const now = ctx.clock.now();
  await ctx.asTenant(businessId, async (tx) => {
    // Locked first: deliveries of one checkout's events take turns, whatever their order.
    const payment = await findPaymentBySessionForUpdate(tx, event.sessionId);
    if (!payment) {
      ctx.log.warn(
        { eventId: event.eventId },
        'payments: an event about a checkout we do not hold',
      );
      return;
    }
    await onceForKey(
      tx,
      {
        businessId,
        operation: 'stripe.event',
        key: event.eventId,
        body: { id: event.eventId },
        now,
      },
      async () => {
        if (payment.status === 'pending' && event.kind === 'checkout.completed') {
          const paid = await updatePayment(tx, payment.id, {
            // A saved card is kept for later; a payment is taken.
            status: payment.kind === 'setup' ? 'saved' : 'paid',
            payment_intent_id: event.paymentIntentId,
            setup_intent_id: event.setupIntentId,
            customer_id: event.customerId,
            updated_at: now,
          });
          await handlers.paid(ctx, tx, paid ?? payment);
        } else if (payment.status === 'pending') {
          const expired = await updatePayment(tx, payment.id, {
            status: 'expired',
            updated_at: now,
          });
          await handlers.expired(ctx, tx, expired ?? payment);
        }
        return { statusCode: 200, body: null };
      },
    );
  });
  return { received: true };
}

/**
 * Gives money of a paid payment back: at the provider first (outside a transaction), then
 * recorded. The provider keys the refund by our payment and the total refunded after it, so a
 * retried request refunds once.
 */
export async function refundPayment(
  ctx: ServiceContext,
  businessId: number,
  payment: PaymentRow,
  amountCents: number,
): Promise<PaymentRow> {
  const remaining = payment.amount_cents - payment.refunded_cents;
  if (payment.status !== 'paid' || !payment.payment_intent_id) {
    throw ruleBroken('Only a paid card payment can be refunded', {
      amount: 'Nothing paid by card',
    });
  }
  if (amountCents <= 0 || amountCents > remaining) {
    throw ruleBroken(`At most ${(remaining / 100).toFixed(2)} € can be refunded`, {
      amount: 'More than what is left to refund',
    });
  }
  const port = ctx.payments;
  if (!port) throw unavailable();
  const refundedAfter = payment.refunded_cents + amountCents;
  try {
    await port.refund({
      account: payment.provider_account,
      paymentIntentId: payment.payment_intent_id,
      amountCents,
      idempotencyKey: `coperto-refund-${payment.id}-${refundedAfter}`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'payments: refund refused');
    throw unavailable();
  }
  return ctx.asTenant(businessId, async (tx) => {
    const current = await lockPayment(tx, payment.id);
    // Recorded by a retry already: the provider refunded once, and so do we.
    if (!current || current.refunded_cents >= refundedAfter) return current ?? payment;
    const updated = await updatePayment(tx, payment.id, {
      refunded_cents: refundedAfter,
      status: refundedAfter >= current.amount_cents ? 'refunded' : 'paid',
      updated_at: ctx.clock.now(),
    });
    return updated ?? current;
  });
}

/** The business's connection to Stripe, as its settings show it. */
export async function getPaymentsAccount(ctx: ServiceContext, businessId: number) {
  const business = await ctx.asActor((tx) => findBusiness(tx, businessId));
  if (!business) throw notFound('Business');
  return {
    available: ctx.payments !== null,
    connected: business.stripe_account_id !== null,
    charges_enabled: business.stripe_charges_enabled,
  };
}

/**
 * Connects the business's own Stripe account (made at the first call) and answers where its
 * owner completes the onboarding; charges are enabled when Stripe's webhook says so.
 */
export async function connectPaymentsAccount(
  ctx: ServiceContext,
  businessId: number,
  urls: { returnUrl: string; refreshUrl: string },
): Promise<{ url: string }> {
  const port = ctx.payments;
  if (!port) throw ruleBroken('Card payments are not configured on this platform');
  const business = await ctx.asActor((tx) => findBusiness(tx, businessId));
  if (!business) throw notFound('Business');
  let accountId = business.stripe_account_id;
  try {
    if (!accountId) {
      accountId = (await port.createAccount({ name: business.name })).accountId;
      const created = accountId;
      await ctx.asActor((tx) =>
        setBusinessStripeAccount(tx, businessId, { stripe_account_id: created }),
      );
    }
    return { url: await port.onboardingLink(accountId, urls) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.warn({ err: error, businessId }, 'payments: onboarding link not created');
    throw unavailable();
  }
}
