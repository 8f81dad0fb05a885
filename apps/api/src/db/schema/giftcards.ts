import type { Translations } from '@coperto/shared/common/translations';
import type {
  GiftCardDesign,
  GiftCardLedgerKind,
  GiftCardSaleMethod,
  GiftCardStatus,
} from '@coperto/shared/giftcards/giftcard.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { id, ref, stampedAt, timestamptz } from './columns';
import { users } from './identity';
import { orders } from './orders';
import { mediaFiles } from './site';
import { businesses, restaurants } from './tenancy';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);

/**
 * What a business sells as gift cards (decision 067): a design, the amounts offered, how long a
 * card lasts, and the texts per restaurant language. Amounts in cents.
 */
export const giftCardTemplates = pgTable(
  'gift_card_templates',
  {
    id: id(),
    business_id: businessColumn(),
    name: text('name').notNull(),
    design_key: text('design_key').$type<GiftCardDesign>().notNull(),
    /** An uploaded image (the images pipeline) instead of the built-in design. */
    image_id: ref('image_id').references(() => mediaFiles.id),
    preset_amounts_cents: jsonb('preset_amounts_cents').$type<number[]>().notNull(),
    free_min_cents: integer('free_min_cents'),
    free_max_cents: integer('free_max_cents'),
    validity_months: integer('validity_months').notNull(),
    title: jsonb('title').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull(),
    terms: jsonb('terms').$type<Translations>().notNull(),
    active: boolean('active').notNull().default(true),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    index('gift_card_templates_business_idx').on(t.business_id),
    check(
      'gift_card_templates_free_ck',
      sql`(${t.free_min_cents} is null and ${t.free_max_cents} is null) or (${t.free_min_cents} > 0 and ${t.free_max_cents} >= ${t.free_min_cents})`,
    ),
    check('gift_card_templates_validity_ck', sql`${t.validity_months} between 1 and 60`),
  ],
);

/** The restaurants of the business that sell and accept a template's cards. */
export const giftCardTemplateRestaurants = pgTable(
  'gift_card_template_restaurants',
  {
    business_id: businessColumn(),
    template_id: ref('template_id')
      .notNull()
      .references(() => giftCardTemplates.id, { onDelete: 'cascade' }),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
  },
  (t) => [
    primaryKey({ columns: [t.template_id, t.restaurant_id] }),
    index('gift_card_template_restaurants_restaurant_idx').on(t.restaurant_id),
  ],
);

/**
 * A gift card (spec §3's fields). Its balance is never stored: it is the sum of its ledger. The
 * status is the state machine's (giftcard.constants.ts), moved with the ledger in one transaction.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    business_id: businessColumn(),
    /** The restaurant that sold it. */
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    template_id: ref('template_id').references(() => giftCardTemplates.id),
    /** The card's link: random, 192 bits (DESIGN.md §10). */
    unique_id: text('unique_id').notNull(),
    /** The redemption code, normalised (no dashes, capitals), with its check character. */
    code: text('code').notNull(),
    type: text('type').$type<'card'>().notNull().default('card'),
    status: text('status').$type<GiftCardStatus>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The recipient. */
    customer_name: text('customer_name').notNull(),
    phone_number: text('phone_number'),
    email: text('email'),
    send_email: boolean('send_email').notNull().default(false),
    message: text('message').notNull().default(''),
    /** The value issued; the ledger's first entry says the same. */
    amount_cents: integer('amount_cents').notNull(),
    min_amount_cents: integer('min_amount_cents').notNull().default(0),
    is_percentage: boolean('is_percentage').notNull().default(false),
    /** The last day it can be used, in the selling restaurant's zone. */
    date_expired: date('date_expired', { mode: 'string' }).notNull(),
    privacy: boolean('privacy').notNull().default(false),
    marketing: boolean('marketing').notNull().default(false),
    buyer_name: text('buyer_name').notNull().default(''),
    buyer_email: text('buyer_email'),
    language: text('language').notNull(),
    /** When its email goes to the recipient; null without one. */
    delivery_at: timestamptz('delivery_at'),
    email_sent_at: timestamptz('email_sent_at'),
    sold_via: text('sold_via').$type<GiftCardSaleMethod>().notNull(),
    created_by: ref('created_by').references(() => users.id),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('gift_cards_unique_id_uq').on(t.unique_id),
    uniqueIndex('gift_cards_code_uq').on(t.code),
    index('gift_cards_business_created_idx').on(t.business_id, t.created_at),
    index('gift_cards_template_idx').on(t.template_id),
    check('gift_cards_amount_ck', sql`${t.amount_cents} between 100 and 200000`),
    check('gift_cards_min_amount_ck', sql`${t.min_amount_cents} >= 0`),
    check('gift_cards_not_percentage_ck', sql`not ${t.is_percentage}`),
  ],
);

/**
 * A card's money, entry by entry: issued and refunded add, redeemed and expired take away, an
 * adjustment either way (0 for an extension's note). The balance is the sum, and it is never below
 * 0: every entry is written with the card's row locked (decision 067).
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: id(),
    business_id: businessColumn(),
    card_id: ref('card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind').$type<GiftCardLedgerKind>().notNull(),
    amount_cents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    /** Where it was used or changed. */
    restaurant_id: ref('restaurant_id').references(() => restaurants.id),
    order_id: ref('order_id').references(() => orders.id),
    user_id: ref('user_id').references(() => users.id),
    created_at: stampedAt(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.card_id, t.id),
    // What an order took from a card, found again to give it back (decision 071).
    index('gift_card_ledger_order_idx').on(t.order_id).where(sql`${t.order_id} is not null`),
    check(
      'gift_card_ledger_sign_ck',
      sql`(${t.kind} in ('issued', 'refunded') and ${t.amount_cents} > 0) or (${t.kind} in ('redeemed', 'expired') and ${t.amount_cents} < 0) or ${t.kind} = 'adjusted'`,
    ),
  ],
);
