import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { businesses } from './tenancy';

/** Plans are platform data, the same for every business. */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    monthly_price_cents: integer('monthly_price_cents').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    limits: jsonb('limits').$type<{ restaurants: number; users: number }>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('plans_code_uq').on(t.code)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    business_id: ref('business_id')
      .notNull()
      .references(() => businesses.id),
    plan_id: ref('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    current_period_end: timestamptz('current_period_end').notNull(),
    created_at: stampedAt(),
  },
  (t) => [index('subscriptions_business_idx').on(t.business_id)],
);
