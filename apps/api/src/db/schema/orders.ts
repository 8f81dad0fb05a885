import type { VatRateTotal } from '@coperto/shared/common/vat';
import type { DeliveryAddress, DeliveryZone } from '@coperto/shared/orders/order.schemas';
import type { OrderStatus, OrderType } from '@coperto/shared/orders/order-states';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';
import { floorTables } from './floor';
import { users } from './identity';
import { menuItems } from './site';
import { businesses, restaurants } from './tenancy';
import { vatRates } from './vat';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);
const restaurantColumn = () =>
  ref('restaurant_id')
    .notNull()
    .references(() => restaurants.id);

/** A person who ordered or booked, per business (DESIGN.md §10): found again by email or phone. */
export const guests = pgTable(
  'guests',
  {
    id: id(),
    business_id: businessColumn(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    language: text('language').notNull(),
    privacy_consent_at: timestamptz('privacy_consent_at'),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    marketing_consent_at: timestamptz('marketing_consent_at'),
    notes: text('notes').notNull().default(''),
    orders_count: integer('orders_count').notNull().default(0),
    visits_count: integer('visits_count').notNull().default(0),
    no_shows_count: integer('no_shows_count').notNull().default(0),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('guests_business_email_uq')
      .on(t.business_id, t.email)
      .where(sql`${t.email} is not null`),
    index('guests_business_phone_idx').on(t.business_id, t.phone),
  ],
);

/** How a restaurant takes orders; one row per restaurant, made with defaults on first read. */
export const orderingSettings = pgTable(
  'ordering_settings',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    enabled: boolean('enabled').notNull().default(false),
    pickup_enabled: boolean('pickup_enabled').notNull().default(true),
    delivery_enabled: boolean('delivery_enabled').notNull().default(false),
    lead_minutes: integer('lead_minutes').notNull().default(20),
    slot_minutes: integer('slot_minutes').notNull().default(15),
    orders_per_slot: integer('orders_per_slot').notNull().default(4),
    min_order_cents: integer('min_order_cents').notNull().default(0),
    delivery_zones: jsonb('delivery_zones')
      .$type<
        (Omit<DeliveryZone, 'fee' | 'min_order'> & { fee_cents: number; min_order_cents: number })[]
      >()
      .notNull()
      .default([]),
    /** The rate of the delivery fee: a service accessory to the food, so the food's own rate. */
    delivery_fee_vat_rate: text('delivery_fee_vat_rate')
      .notNull()
      .default('IT10')
      .references(() => vatRates.code),
    pay_at_restaurant: boolean('pay_at_restaurant').notNull().default(true),
    card_payments: boolean('card_payments').notNull().default(false),
    auto_accept: boolean('auto_accept').notNull().default(false),
    paused_until: timestamptz('paused_until'),
    busy_extra_minutes: integer('busy_extra_minutes').notNull().default(0),
    busy_until: timestamptz('busy_until'),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('ordering_settings_restaurant_uq').on(t.restaurant_id)],
);

/**
 * Orders taken in one slot, the kitchen's capacity. A place is taken by a conditional update of
 * this row inside the order's transaction, so two guests can never take the last one at once.
 */
export const orderSlotLoads = pgTable(
  'order_slot_loads',
  {
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    slot_start: timestamptz('slot_start').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [uniqueIndex('order_slot_loads_slot_uq').on(t.restaurant_id, t.slot_start)],
);

/** The short number the kitchen calls out: from 1 each day, per restaurant. */
export const orderCounters = pgTable(
  'order_counters',
  {
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    day: date('day').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [uniqueIndex('order_counters_day_uq').on(t.restaurant_id, t.day)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    /** What the guest's tracking link holds: random, 128 bits (DESIGN.md §10). */
    public_id: text('public_id').notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    type: text('type').$type<OrderType>().notNull(),
    source: text('source').$type<'online' | 'staff'>().notNull(),
    guest_id: ref('guest_id').references(() => guests.id),
    customer_name: text('customer_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull(),
    delivery_address: jsonb('delivery_address').$type<DeliveryAddress>(),
    notes: text('notes').notNull().default(''),
    order_datetime: timestamptz('order_datetime').notNull(),
    slot_start: timestamptz('slot_start').notNull(),
    asap: boolean('asap').notNull().default(false),
    ready_at: timestamptz('ready_at'),
    /** Why it was rejected or cancelled, as the guest reads it. */
    reason: text('reason'),
    subtotal_cents: integer('subtotal_cents').notNull(),
    delivery_fee_cents: integer('delivery_fee_cents').notNull().default(0),
    discount_cents: integer('discount_cents').notNull().default(0),
    /** The discount code the order used, as stored (decision 068); its use is a discount_redemptions row. */
    discount_code: text('discount_code'),
    total_cents: integer('total_cents').notNull(),
    /**
     * What a gift card paid of the total (decision 071): a payment, not a discount (the VAT is of
     * the whole total); the rest is paid by `payment_method`. The card's ledger names the order.
     */
    gift_card_cents: integer('gift_card_cents').notNull().default(0),
    /** The card's code's last four characters, as the order's views show it (`···ABCD`). */
    gift_card_last4: text('gift_card_last4'),
    vat_breakdown: jsonb('vat_breakdown').$type<VatRateTotal[]>().notNull(),
    payment_method: text('payment_method').$type<'at_restaurant' | 'card'>().notNull(),
    payment_status: text('payment_status')
      .$type<'unpaid' | 'pending' | 'paid' | 'refunded'>()
      .notNull(),
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    privacy_consent_at: timestamptz('privacy_consent_at'),
    created_by: ref('created_by').references(() => users.id),
    /** The table whose QR code the guest ordered from (a `table` order; decision 061). */
    table_id: ref('table_id').references(() => floorTables.id),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('orders_public_id_uq').on(t.public_id),
    index('orders_table_idx').on(t.table_id).where(sql`${t.table_id} is not null`),
    // The list: one restaurant's orders by time, newest first (spec §9), filtered by status.
    index('orders_restaurant_datetime_idx').on(t.restaurant_id, t.order_datetime),
    index('orders_restaurant_status_datetime_idx').on(t.restaurant_id, t.status, t.order_datetime),
    // The list sorted by amount over a long range reads the priciest first until a page matches,
    // instead of sorting every order of the range (a year: 585 ms; decision 052).
    index('orders_restaurant_total_idx').on(t.restaurant_id, t.total_cents, t.id),
    index('orders_guest_idx').on(t.guest_id),
    // A gift card pays at most the order's total, never less than nothing (decision 071).
    check(
      'orders_gift_card_cents_ck',
      sql`${t.gift_card_cents} >= 0 and ${t.gift_card_cents} <= ${t.total_cents}`,
    ),
  ],
);

/** One kind of order of a day: its status, type and payment, how many and their worth. */
export interface OrderDayBucket {
  status: OrderStatus;
  type: OrderType;
  payment_method: 'at_restaurant' | 'card';
  orders: number;
  total_cents: number;
}

/**
 * The orders list's totals of a closed day, per restaurant (decision 052): summed once from
 * `orders` when a range first asks for the day, then read instead of the day's orders. A
 * trigger on `orders` deletes the day's row when one of its orders is added, moved or changes
 * amount, so it is summed again; today is never kept, it is always summed live. `time_zone` is
 * the zone the day was cut in: after the restaurant moves zone, its old rows are summed again.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    day: date('day').notNull(),
    time_zone: text('time_zone').notNull(),
    /** Card orders still awaiting their payment are left out: they are not orders yet. */
    buckets: jsonb('buckets').$type<OrderDayBucket[]>().notNull(),
    made_at: stampedAt('made_at'),
  },
  (t) => [uniqueIndex('order_day_totals_day_uq').on(t.restaurant_id, t.day)],
);

/** A line as sold: names, price and VAT copied, so later menu edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    business_id: businessColumn(),
    order_id: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'dish' | 'delivery_fee'>().notNull(),
    menu_item_id: ref('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    variant_index: integer('variant_index'),
    name: text('name').notNull(),
    variant_name: text('variant_name'),
    quantity: integer('quantity').notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    vat_rate_code: text('vat_rate_code').notNull(),
    vat_rate_bp: integer('vat_rate_bp').notNull(),
    net_cents: integer('net_cents').notNull(),
    vat_cents: integer('vat_cents').notNull(),
    gross_cents: integer('gross_cents').notNull(),
    notes: text('notes').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.order_id, t.position)],
);

/** Every change of an order's state: who, when and why (DESIGN.md §10). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    business_id: businessColumn(),
    order_id: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    from_status: text('from_status').$type<OrderStatus>(),
    to_status: text('to_status').$type<OrderStatus>().notNull(),
    actor_kind: text('actor_kind').$type<'guest' | 'staff' | 'system'>().notNull(),
    actor_user_id: ref('actor_user_id').references(() => users.id),
    reason: text('reason'),
    /** A staff correction of the lines: what changed. */
    details: jsonb('details'),
    created_at: stampedAt(),
  },
  (t) => [index('order_events_order_idx').on(t.order_id, t.id)],
);

/**
 * Public creates answered once per key (DESIGN.md §10): the first request's answer is kept, the
 * same key with the same body gets it again, with another body a 409. In the database, so it
 * holds across processes and restarts.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    business_id: businessColumn(),
    /** What the key was used for: 'order.place', later 'booking.create' … */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code'),
    response: jsonb('response'),
    created_at: stampedAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_uq').on(t.business_id, t.operation, t.key),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
