import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Italian VAT rates as data (DESIGN.md §10): platform rows, the same for every business. A rate
 * of 0 names its nature code (N1–N7) for the e-invoice. Orders copy the rate they used, so a
 * change of law never rewrites a past order.
 */
export const vatRates = pgTable('vat_rates', {
  code: text('code').primaryKey(),
  rate_bp: integer('rate_bp').notNull(),
  nature: text('nature'),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});
