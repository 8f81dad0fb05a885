import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt } from './columns';
import { businesses, restaurants } from './tenancy';

/** A cart line as stored: the price in integer cents (DESIGN.md §5), euros only on the wire. */
export interface StoredCartLine {
  id: string;
  name: string;
  unit_price_cents: number;
  quantity: number;
  notes?: string;
}

/** An anonymous visitor's cart on one restaurant's site, keyed by the browser's temporary id. */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    business_id: ref('business_id')
      .notNull()
      .references(() => businesses.id),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    temp_id: text('temp_id').notNull(),
    items: jsonb('items').$type<StoredCartLine[]>().notNull().default([]),
    /** Carts expire a fixed time after this (CART_TTL_MS); expired ones read as empty. */
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('carts_restaurant_temp_id_uq').on(t.restaurant_id, t.temp_id),
    // The purge of expired carts walks one restaurant's oldest rows.
    index('carts_restaurant_updated_idx').on(t.restaurant_id, t.updated_at),
  ],
);
