import type { OrderType } from '@coperto/shared/orders/order-states';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { users } from './identity';
import { orders } from './orders';
import { businesses, restaurants } from './tenancy';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);

/**
 * A business's discount code (issue 17, decision 068). `amount` is basis points of a percentage
 * (12.5 % = 1250) when `is_percentage`, else cents off. `times_used` counts the uses of orders
 * not cancelled or rejected; it is taken by one conditional update under the row's lock, so two
 * orders cannot both take the last use. The checks repeat the shared schema's limits.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    business_id: businessColumn(),
    /** Upper case letters and digits, as typed codes are compared (normalizeDiscountCode). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    is_percentage: boolean('is_percentage').notNull(),
    amount: integer('amount').notNull(),
    min_amount_cents: integer('min_amount_cents').notNull().default(0),
    valid_from: timestamptz('valid_from'),
    /** The end, as set or computed from `days_valid`: what checkout compares. */
    valid_to: timestamptz('valid_to'),
    days_valid: integer('days_valid'),
    usage_limit: integer('usage_limit'),
    usage_limit_per_guest: integer('usage_limit_per_guest'),
    times_used: integer('times_used').notNull().default(0),
    order_types: jsonb('order_types').$type<OrderType[]>().notNull(),
    first_order_only: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** A personal code: only this guest (by email) can use it. */
    customer_name: text('customer_name'),
    email: text('email'),
    phone_number: text('phone_number'),
    message: text('message').notNull().default(''),
    email_sent_at: timestamptz('email_sent_at'),
    created_by: ref('created_by').references(() => users.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('discount_codes_business_code_uq').on(t.business_id, t.code),
    check(
      'discount_codes_amount_ck',
      sql`${t.amount} > 0 and (not ${t.is_percentage} or ${t.amount} <= 10000) and ${t.amount} <= 1000000`,
    ),
    check('discount_codes_min_amount_ck', sql`${t.min_amount_cents} between 0 and 1000000`),
    check(
      'discount_codes_uses_ck',
      sql`${t.times_used} >= 0 and (${t.usage_limit} is null or ${t.usage_limit} >= 1) and (${t.usage_limit_per_guest} is null or ${t.usage_limit_per_guest} >= 1)`,
    ),
    check(
      'discount_codes_window_ck',
      sql`${t.valid_from} is null or ${t.valid_to} is null or ${t.valid_to} > ${t.valid_from}`,
    ),
  ],
);

/** The restaurants of the business that take a code. */
export const discountCodeRestaurants = pgTable(
  'discount_code_restaurants',
  {
    business_id: businessColumn(),
    discount_id: ref('discount_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
  },
  (t) => [
    primaryKey({ columns: [t.discount_id, t.restaurant_id] }),
    index('discount_code_restaurants_restaurant_idx').on(t.restaurant_id),
  ],
);

/**
 * One use of a code by an order, with the guest's email for the per-guest limit. A cancelled or
 * rejected order releases its use (`released_at`), and `times_used` goes down with it.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    business_id: businessColumn(),
    discount_id: ref('discount_id')
      .notNull()
      .references(() => discountCodes.id),
    order_id: ref('order_id')
      .notNull()
      .references(() => orders.id),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    /** Lower case; '' for an order without an email (a phone order). */
    email: text('email').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    created_at: stampedAt(),
    released_at: timestamptz('released_at'),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_uq').on(t.order_id),
    index('discount_redemptions_discount_email_idx').on(t.discount_id, t.email),
  ],
);
