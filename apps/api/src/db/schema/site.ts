import type { Translations } from '@coperto/shared/common/translations';
import type { MenuAvailability } from '@coperto/shared/menus/menu.schemas';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt } from './columns';
import { users } from './identity';
import { businesses, restaurants } from './tenancy';
import { vatRates } from './vat';

/** A variant as stored: its own name and price in integer cents. */
export interface StoredMenuVariant {
  name: Translations;
  price_cents: number;
}

const tenantColumns = () => ({
  business_id: ref('business_id')
    .notNull()
    .references(() => businesses.id),
  restaurant_id: ref('restaurant_id')
    .notNull()
    .references(() => restaurants.id),
});

/** A restaurant's menu (lunch, dinner, wines …); guests reach it by its unguessable hashed id. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    ...tenantColumns(),
    hashed_id: text('hashed_id').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    availability: jsonb('availability').$type<MenuAvailability>(),
    position: integer('position').notNull().default(0),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('menus_hashed_id_uq').on(t.hashed_id),
    index('menus_restaurant_idx').on(t.restaurant_id, t.position),
  ],
);

export const menuSections = pgTable(
  'menu_sections',
  {
    id: id(),
    ...tenantColumns(),
    menu_id: ref('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_sections_menu_idx').on(t.menu_id, t.position)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    ...tenantColumns(),
    menu_id: ref('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    section_id: ref('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    price_cents: integer('price_cents').notNull(),
    variants: jsonb('variants').$type<StoredMenuVariant[]>().notNull().default([]),
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    available: boolean('available').notNull().default(true),
    image_url: text('image_url'),
    position: integer('position').notNull().default(0),
    /** VAT when served at the table (food and drink in Italy: 10 %); a code of `vat_rates`. */
    vat_rate: text('vat_rate')
      .notNull()
      .default('IT10')
      .references(() => vatRates.code),
    /** VAT when sold to take away, when it differs (a bottle of wine: 22 %); null: the same. */
    takeaway_vat_rate: text('takeaway_vat_rate').references(() => vatRates.code),
  },
  (t) => [
    index('menu_items_section_idx').on(t.section_id, t.position),
    index('menu_items_menu_idx').on(t.menu_id),
  ],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: id(),
    ...tenantColumns(),
    image_url: text('image_url').notNull(),
    caption: jsonb('caption').$type<Translations>().notNull().default({}),
    position: integer('position').notNull().default(0),
    created_at: stampedAt(),
  },
  (t) => [index('gallery_images_restaurant_idx').on(t.restaurant_id, t.position)],
);

/** A guest's message from the site's contact form; also emailed to the restaurant. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language'),
    ip: text('ip'),
    created_at: stampedAt(),
  },
  (t) => [index('contact_messages_restaurant_idx').on(t.restaurant_id, t.created_at)],
);

/** Every image the pipeline stored: which restaurant owns it, where, and how big. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    ...tenantColumns(),
    area: text('area').notNull(),
    /** The stored URL (image-variants.ts): the largest copy, its siblings derive from it. */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    original_bytes: integer('original_bytes').notNull(),
    original_format: text('original_format').notNull(),
    uploaded_by: ref('uploaded_by').references(() => users.id),
    created_at: stampedAt(),
  },
  (t) => [
    uniqueIndex('media_files_url_uq').on(t.url),
    index('media_files_restaurant_idx').on(t.restaurant_id, t.created_at),
  ],
);
