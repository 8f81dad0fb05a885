import type { BillSplitMode } from '@coperto/shared/floor/service.constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { bookings } from './bookings';
import { id, ref, stampedAt, timestamptz } from './columns';
import { floorTables } from './floor';
import { orders } from './orders';
import { businesses, restaurants } from './tenancy';

// The service on the floor (decision 061): parties at tables, their orders and bills. Kept apart
// from floor.ts (the plan) because it names bookings and orders, and orders name floor's tables.

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);
const restaurantColumn = () =>
  ref('restaurant_id')
    .notNull()
    .references(() => restaurants.id);

/** A part of a split bill: its amount in cents, its dishes (a split by items), when paid. */
export interface StoredBillPart {
  amount_cents: number;
  line_ids: number[];
  paid_at: string | null;
}

/**
 * A party at one or more tables, from seated until the tables are freed (`closed_at`), or until
 * it was merged into another party's bill (`merged_into_id`). A booking is seated once.
 */
export const tableSeatings = pgTable(
  'table_seatings',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    booking_id: ref('booking_id').references(() => bookings.id),
    party_size: integer('party_size').notNull(),
    /** A walk-in's label; empty for a booking, which shows its own name. */
    guest_name: text('guest_name').notNull().default(''),
    seated_at: stampedAt('seated_at'),
    bill_requested_at: timestamptz('bill_requested_at'),
    paid_at: timestamptz('paid_at'),
    closed_at: timestamptz('closed_at'),
    merged_into_id: ref('merged_into_id').references((): AnyPgColumn => tableSeatings.id),
    bill_split: text('bill_split').$type<BillSplitMode>().notNull().default('whole'),
    bill_parts: jsonb('bill_parts').$type<StoredBillPart[]>().notNull().default([]),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    // The service read: a restaurant's parties still at their tables.
    index('table_seatings_open_idx').on(t.restaurant_id).where(sql`${t.closed_at} is null`),
    uniqueIndex('table_seatings_booking_uq').on(t.booking_id),
    check('table_seatings_party_ck', sql`${t.party_size} >= 1`),
    check('table_seatings_split_ck', sql`${t.bill_split} in ('whole', 'equal', 'items')`),
  ],
);

/**
 * The tables a party sits (or sat) at. `open` while it sits there: the unique partial index lets a
 * table hold one party at a time, so two hosts seating it at once cannot both win.
 */
export const tableSeatingTables = pgTable(
  'table_seating_tables',
  {
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    seating_id: ref('seating_id')
      .notNull()
      .references(() => tableSeatings.id, { onDelete: 'cascade' }),
    table_id: ref('table_id')
      .notNull()
      .references(() => floorTables.id),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.seating_id, t.table_id] }),
    uniqueIndex('table_seating_tables_open_uq').on(t.table_id).where(sql`${t.open}`),
  ],
);

/** The orders on a party's bill; merging bills moves them to the other party. */
export const tableSeatingOrders = pgTable(
  'table_seating_orders',
  {
    order_id: ref('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    seating_id: ref('seating_id')
      .notNull()
      .references(() => tableSeatings.id),
  },
  (t) => [index('table_seating_orders_seating_idx').on(t.seating_id)],
);

/** Tables held ahead for a booking: "reserved soon" on the plan, the day's timeline by table. */
export const bookingTables = pgTable(
  'booking_tables',
  {
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    booking_id: ref('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    table_id: ref('table_id')
      .notNull()
      .references(() => floorTables.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.booking_id, t.table_id] }),
    index('booking_tables_table_idx').on(t.table_id),
  ],
);
