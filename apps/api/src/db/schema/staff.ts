import type { ShiftService } from '@coperto/shared/staff/staff.constants';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { users } from './identity';
import { businesses, restaurants } from './tenancy';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);
const restaurantColumn = () =>
  ref('restaurant_id')
    .notNull()
    .references(() => restaurants.id);

/**
 * A restaurant's week of the rota (issue 18, decision 076), Monday to Sunday as calendar days
 * of the restaurant's zone. `published_at` is set once the week has been published: its shifts
 * are then the worked ones that wages count; a later change makes it a draft again until it is
 * published once more.
 */
export const rotaWeeks = pgTable(
  'rota_weeks',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    week_start: date('week_start', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    published_at: timestamptz('published_at'),
    published_by: ref('published_by').references(() => users.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('rota_weeks_restaurant_week_uq').on(t.restaurant_id, t.week_start),
    index('rota_weeks_business_restaurant_week_idx').on(
      t.business_id,
      t.restaurant_id,
      t.week_start,
    ),
    check('rota_weeks_monday_ck', sql`extract(isodow from ${t.week_start}) = 1`),
    check('rota_weeks_status_ck', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** One person on one service of one day of a rota week. */
export const rotaShifts = pgTable(
  'rota_shifts',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    week_id: ref('week_id')
      .notNull()
      .references(() => rotaWeeks.id, { onDelete: 'cascade' }),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    service: text('service').$type<ShiftService>().notNull(),
    created_at: stampedAt(),
  },
  (t) => [
    uniqueIndex('rota_shifts_week_user_day_service_uq').on(t.week_id, t.user_id, t.day, t.service),
    index('rota_shifts_business_restaurant_day_idx').on(t.business_id, t.restaurant_id, t.day),
    index('rota_shifts_user_day_idx').on(t.user_id, t.day),
    check(
      'rota_shifts_service_ck',
      sql`${t.service} in ('breakfast', 'lunch', 'aperitif', 'dinner')`,
    ),
  ],
);

/**
 * A person's recorded wage of a month at a restaurant (decision 077): `month` is the month's
 * first day; `proposed_cents` is what the published shifts and the person's rates gave when the
 * owner recorded `wage_cents`. The payslip PDF lives in the storage port under `payslip_key`.
 * Labour cost per restaurant and month is `sum(wage_cents)` by (business_id, restaurant_id, month).
 */
export const wages = pgTable(
  'wages',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id),
    month: date('month', { mode: 'string' }).notNull(),
    proposed_cents: integer('proposed_cents').notNull(),
    wage_cents: integer('wage_cents').notNull(),
    notes: text('notes').notNull().default(''),
    payslip_key: text('payslip_key'),
    payslip_name: text('payslip_name'),
    payslip_bytes: integer('payslip_bytes'),
    payslip_uploaded_at: timestamptz('payslip_uploaded_at'),
    recorded_by: ref('recorded_by').references(() => users.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('wages_person_restaurant_month_uq').on(
      t.business_id,
      t.user_id,
      t.restaurant_id,
      t.month,
    ),
    index('wages_business_restaurant_month_idx').on(t.business_id, t.restaurant_id, t.month),
    check('wages_month_ck', sql`extract(day from ${t.month}) = 1`),
    check(
      'wages_amounts_ck',
      sql`${t.wage_cents} between 0 and 100000000 and ${t.proposed_cents} >= 0`,
    ),
  ],
);
