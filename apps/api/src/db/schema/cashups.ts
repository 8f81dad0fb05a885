import type { CashUpType } from '@coperto/shared/cashups/cashup.constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, stampedAt } from './columns';
import { users } from './identity';
import { businesses, restaurants } from './tenancy';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);

/** An expense paid from the till, in cents, with what it paid for. */
export interface CashUpExtraExpense {
  amount_cents: number;
  note: string;
}

/**
 * A restaurant's cash-up (chiusura cassa, issue 18, decision 075): the day's close ('final') or
 * a partial close of one service, one of each per restaurant and day (the unique index). Money in
 * cents; `extra_expenses_cents` is the sum of `extra_expenses`, kept for the reports' SQL.
 */
export const cashUps = pgTable(
  'cash_ups',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    /** The day in the restaurant's time zone. */
    cash_up_date: date('cash_up_date', { mode: 'string' }).notNull(),
    type: text('type').$type<CashUpType>().notNull().default('final'),
    breakfast_count: integer('breakfast_count').notNull().default(0),
    lunch_count: integer('lunch_count').notNull().default(0),
    aperitif_count: integer('aperitif_count').notNull().default(0),
    dinner_count: integer('dinner_count').notNull().default(0),
    bnt_cents: integer('bnt_cents').notNull(),
    cash_cents: integer('cash_cents').notNull(),
    till_cents: integer('till_cents').notNull(),
    extra_expenses: jsonb('extra_expenses').$type<CashUpExtraExpense[]>().notNull().default([]),
    extra_expenses_cents: integer('extra_expenses_cents').notNull().default(0),
    notes: text('notes').notNull().default(''),
    created_by: ref('created_by').references(() => users.id),
    updated_by: ref('updated_by').references(() => users.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('cash_ups_restaurant_day_type_uq').on(t.restaurant_id, t.cash_up_date, t.type),
    index('cash_ups_business_restaurant_date_idx').on(
      t.business_id,
      t.restaurant_id,
      t.cash_up_date,
    ),
    check(
      'cash_ups_type_ck',
      sql`${t.type} in ('final', 'breakfast', 'lunch', 'aperitif', 'dinner')`,
    ),
    check(
      'cash_ups_amounts_ck',
      sql`${t.bnt_cents} between 0 and 50000000 and ${t.cash_cents} between 0 and 50000000 and ${t.till_cents} between 0 and 50000000 and ${t.extra_expenses_cents} between 0 and 1500000000`,
    ),
    check(
      'cash_ups_covers_ck',
      sql`${t.breakfast_count} between 0 and 5000 and ${t.lunch_count} between 0 and 5000 and ${t.aperitif_count} between 0 and 5000 and ${t.dinner_count} between 0 and 5000`,
    ),
  ],
);

/** Who worked the day of a cash-up: users of the restaurant's business. */
export const cashUpStaff = pgTable(
  'cash_up_staff',
  {
    business_id: businessColumn(),
    cash_up_id: ref('cash_up_id')
      .notNull()
      .references(() => cashUps.id, { onDelete: 'cascade' }),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.cash_up_id, t.user_id] }),
    index('cash_up_staff_user_idx').on(t.user_id),
  ],
);

/** A cash-up's history: who made or changed it, when, and each field's value before and after. */
export const cashUpEvents = pgTable(
  'cash_up_events',
  {
    id: id(),
    business_id: businessColumn(),
    cash_up_id: ref('cash_up_id')
      .notNull()
      .references(() => cashUps.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'created' | 'updated' | 'reopened'>().notNull(),
    user_id: ref('user_id').references(() => users.id),
    changes: jsonb('changes')
      .$type<{ field: string; from: unknown; to: unknown }[]>()
      .notNull()
      .default([]),
    created_at: stampedAt(),
  },
  (t) => [index('cash_up_events_cash_up_idx').on(t.cash_up_id, t.id)],
);
