import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { id, ref, stampedAt, timestamptz } from './columns';
import { giftCards } from './giftcards';
import { orders } from './orders';
import { businesses } from './tenancy';

/**
 * `saved`: a card kept for later (a booking's guarantee, decision 066); `failed`: the off-session
 * charge of a saved card was refused.
 */
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'refunded' | 'saved' | 'failed';
/** `payment`: money taken on the provider's page; `setup`: a card saved there, charged later. */
export type PaymentKind = 'payment' | 'setup';

/**
 * A guest's card payment through the payment port (DESIGN.md §10): one Stripe Checkout Session on
 * the business's own connected account. What confirms the order is the verified webhook, never
 * the browser's return.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    business_id: ref('business_id')
      .notNull()
      .references(() => businesses.id),
    /** What it pays for: an order, a booking's deposit or guarantee, or a gift card (exactly one). */
    order_id: ref('order_id').references(() => orders.id),
    booking_id: ref('booking_id').references(() => bookings.id),
    giftcard_id: ref('giftcard_id').references(() => giftCards.id),
    kind: text('kind').$type<PaymentKind>().notNull().default('payment'),
    provider: text('provider').$type<'stripe'>().notNull(),
    /** The business's connected account the money goes to. */
    provider_account: text('provider_account').notNull(),
    checkout_session_id: text('checkout_session_id'),
    checkout_url: text('checkout_url'),
    payment_intent_id: text('payment_intent_id'),
    /** A saved card (`setup`): the provider's customer and the setup that saved it. */
    customer_id: text('customer_id'),
    setup_intent_id: text('setup_intent_id'),
    /** Why an off-session charge was refused, as the provider said it. */
    failure_reason: text('failure_reason'),
    amount_cents: integer('amount_cents').notNull(),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    status: text('status').$type<PaymentStatus>().notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('payments_checkout_session_uq').on(t.checkout_session_id),
    index('payments_order_idx').on(t.order_id),
    index('payments_booking_idx').on(t.booking_id),
    index('payments_giftcard_idx').on(t.giftcard_id),
    check(
      'payments_purpose_ck',
      sql`num_nonnulls(${t.order_id}, ${t.booking_id}, ${t.giftcard_id}) = 1`,
    ),
  ],
);
