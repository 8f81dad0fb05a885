import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { orders } from './orders';
import { businesses } from './tenancy';

export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'refunded';

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
    order_id: ref('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<'stripe'>().notNull(),
    /** The business's connected account the money goes to. */
    provider_account: text('provider_account').notNull(),
    checkout_session_id: text('checkout_session_id'),
    checkout_url: text('checkout_url'),
    payment_intent_id: text('payment_intent_id'),
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
  ],
);
