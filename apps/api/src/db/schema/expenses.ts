import type {
  DefaultExpenseCategory,
  ExpenseFileType,
} from '@coperto/shared/expenses/expense.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { users } from './identity';
import { businesses, restaurants } from './tenancy';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);

/**
 * A business's supplier (issue 18, decision 074): business-wide, so every restaurant of the
 * business books its invoices against the same row. `vat_number` and `iban` are stored compact
 * (no spaces, upper case) as the shared schemas normalise them; '' when not known.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    business_id: businessColumn(),
    name: text('name').notNull(),
    vat_number: text('vat_number').notNull().default(''),
    tax_code: text('tax_code').notNull().default(''),
    description: text('description').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    iban: text('iban').notNull().default(''),
    notes: text('notes').notNull().default(''),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    index('suppliers_business_name_idx').on(t.business_id, t.name),
    check('suppliers_name_ck', sql`length(${t.name}) between 1 and 120`),
  ],
);

/**
 * The expense categories of a business, as data: the seven defaults (`key` set, translated by the
 * dashboard) are written for a business the first time it needs them; a business adds its own
 * (`key` null) and renames or switches any off.
 */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: id(),
    business_id: businessColumn(),
    key: text('key').$type<DefaultExpenseCategory>(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    created_at: stampedAt(),
  },
  (t) => [
    uniqueIndex('expense_categories_business_key_uq')
      .on(t.business_id, t.key)
      .where(sql`${t.key} is not null`),
    check('expense_categories_name_ck', sql`length(${t.name}) between 1 and 60`),
  ],
);

/**
 * A supplier's invoice booked by a restaurant (spec §3's expense). Amounts are cents: `amount`
 * the net, `amount_vat`, `amount_gross`, and the database too refuses a row where they do not
 * add up. The VAT rate is copied (code and basis points) so a change of law never rewrites a past
 * expense; both null for an invoice of several rates. Days are calendar days. `paid_on` null is
 * unpaid; unpaid with `expiry_date` before today is overdue. The attached invoice lives in the
 * storage port under `invoice_key`.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    supplier_id: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    category_id: ref('category_id')
      .notNull()
      .references(() => expenseCategories.id),
    invoice_number: text('invoice_number').notNull().default(''),
    description: text('description').notNull().default(''),
    amount_cents: integer('amount_cents').notNull(),
    vat_rate_code: text('vat_rate_code'),
    vat_rate_bp: integer('vat_rate_bp'),
    amount_vat_cents: integer('amount_vat_cents').notNull(),
    amount_gross_cents: integer('amount_gross_cents').notNull(),
    date_created: date('date_created', { mode: 'string' }).notNull(),
    expiry_date: date('expiry_date', { mode: 'string' }),
    is_extra: boolean('is_extra').notNull().default(false),
    paid_on: date('paid_on', { mode: 'string' }),
    invoice_key: text('invoice_key'),
    invoice_name: text('invoice_name'),
    invoice_type: text('invoice_type').$type<ExpenseFileType>(),
    invoice_size: integer('invoice_size'),
    invoice_uploaded_at: timestamptz('invoice_uploaded_at'),
    created_by: ref('created_by').references(() => users.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    // The reports' reads: a restaurant's month, a category's and a supplier's spend.
    index('expenses_business_restaurant_day_idx').on(
      t.business_id,
      t.restaurant_id,
      t.date_created,
    ),
    index('expenses_business_category_day_idx').on(t.business_id, t.category_id, t.date_created),
    index('expenses_business_supplier_day_idx').on(t.business_id, t.supplier_id, t.date_created),
    // The home glance: unpaid by due day.
    index('expenses_business_unpaid_due_idx')
      .on(t.business_id, t.expiry_date)
      .where(sql`${t.paid_on} is null`),
    check(
      'expenses_amounts_ck',
      sql`${t.amount_cents} >= 0 and ${t.amount_vat_cents} >= 0 and ${t.amount_gross_cents} <= 100000000 and ${t.amount_cents} + ${t.amount_vat_cents} = ${t.amount_gross_cents}`,
    ),
    check(
      'expenses_days_ck',
      sql`${t.date_created} between '2000-01-01' and '2099-12-31' and (${t.expiry_date} is null or ${t.expiry_date} between '2000-01-01' and '2099-12-31') and (${t.paid_on} is null or ${t.paid_on} between '2000-01-01' and '2099-12-31')`,
    ),
    check(
      'expenses_vat_rate_ck',
      sql`(${t.vat_rate_code} is null) = (${t.vat_rate_bp} is null) and (${t.vat_rate_bp} is null or ${t.vat_rate_bp} between 0 and 10000)`,
    ),
  ],
);
