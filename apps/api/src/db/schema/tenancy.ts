import type { Address } from '@coperto/shared/common/address.schemas';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt, timestamptz } from './columns';

export const businesses = pgTable('businesses', {
  id: id(),
  name: text('name').notNull(),
  vat_number: text('vat_number').notNull().default(''),
  tax_code: text('tax_code').notNull().default(''),
  address: jsonb('address').$type<Address>().notNull(),
  /** Fatture in Cloud token, encrypted at rest; never returned by the API. */
  fic_access_token_encrypted: text('fic_access_token_encrypted'),
  is_demo: boolean('is_demo').notNull().default(false),
  /** The business's own Stripe account (Connect): guests' card payments go there, not to us. */
  stripe_account_id: text('stripe_account_id'),
  /** Stripe says the account can take charges (its onboarding is complete). */
  stripe_charges_enabled: boolean('stripe_charges_enabled').notNull().default(false),
  created_at: stampedAt(),
  updated_at: stampedAt('updated_at'),
});

export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    business_id: ref('business_id')
      .notNull()
      .references(() => businesses.id),
    public_key: text('public_key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The description in languages other than the first: `{ en: '…' }`. */
    description_translations: jsonb('description_translations')
      .$type<Partial<Record<string, string>>>()
      .notNull()
      .default({}),
    cuisines: jsonb('cuisines').$type<string[]>().notNull().default([]),
    geo: jsonb('geo').$type<{ lat: number; lng: number }>(),
    email: text('email').notNull().default(''),
    /** Where order and booking notices go; cleared with PATCH …/clear-email. */
    orders_email: text('orders_email').notNull().default(''),
    bookings_email: text('bookings_email').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    image_url: text('image_url'),
    alt_image_url: text('alt_image_url'),
    logo_url: text('logo_url'),
    font: text('font').notNull().default('Roboto'),
    theme: jsonb('theme').$type<ThemeColors>().notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
    time_zone: text('time_zone').notNull().default('Europe/Rome'),
    opening_times: jsonb('opening_times')
      .$type<OpeningTimes>()
      .notNull()
      .default({
        weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        exceptions: [],
      }),
    /** Set once at creation: media live under it, so changing `public_key` breaks no stored path. */
    media_prefix: text('media_prefix').notNull(),
    /** Google Business Profile: OAuth tokens (encrypted JSON) and the location we sync to. */
    google_tokens_encrypted: text('google_tokens_encrypted'),
    google_location_name: text('google_location_name'),
    google_connected_at: timestamptz('google_connected_at'),
    /** When Google last accepted the opening hours; cleared when connecting another location. */
    google_synced_at: timestamptz('google_synced_at'),
    sitemap_generated_at: timestamptz('sitemap_generated_at'),
    is_trial: boolean('is_trial').notNull().default(false),
    show_in_logo_slider: boolean('show_in_logo_slider').notNull().default(false),
    deleted_at: timestamptz('deleted_at'),
    /** Moves whenever anything a visitor sees changes: the version poll compares it. */
    last_updated: timestamptz('last_updated').notNull().defaultNow(),
    created_at: stampedAt(),
  },
  (t) => [
    uniqueIndex('restaurants_public_key_uq').on(t.public_key),
    index('restaurants_business_idx').on(t.business_id),
  ],
);

export const restaurantHostnames = pgTable(
  'restaurant_hostnames',
  {
    id: id(),
    business_id: ref('business_id')
      .notNull()
      .references(() => businesses.id),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    hostname: text('hostname').notNull(),
    created_at: stampedAt(),
  },
  (t) => [
    uniqueIndex('restaurant_hostnames_hostname_uq').on(t.hostname),
    index('restaurant_hostnames_restaurant_idx').on(t.restaurant_id),
  ],
);

export const restaurantLanguages = pgTable(
  'restaurant_languages',
  {
    id: id(),
    business_id: ref('business_id')
      .notNull()
      .references(() => businesses.id),
    restaurant_id: ref('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    language: text('language').notNull(),
    /** 0 is the restaurant's default language. */
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('restaurant_languages_restaurant_language_uq').on(t.restaurant_id, t.language),
    index('restaurant_languages_position_idx').on(t.restaurant_id, t.position),
  ],
);
