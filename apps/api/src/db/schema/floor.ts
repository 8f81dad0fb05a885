import type { TableShape } from '@coperto/shared/floor/floor.constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, stampedAt } from './columns';
import { businesses, restaurants } from './tenancy';

const businessColumn = () =>
  ref('business_id')
    .notNull()
    .references(() => businesses.id);
const restaurantColumn = () =>
  ref('restaurant_id')
    .notNull()
    .references(() => restaurants.id);

/** A room of the restaurant: sala, dehors, terrazza (decision 059). */
export const floorAreas = pgTable(
  'floor_areas',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    name: text('name').notNull(),
    /** The area's place among the restaurant's, smallest first. */
    position: integer('position').notNull().default(0),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('floor_areas_restaurant_name_uq').on(t.restaurant_id, t.name)],
);

/**
 * A table on the plan's grid. The checks repeat the shared schema's limits, so a row that
 * escaped the API's validation still cannot be stored.
 */
export const floorTables = pgTable(
  'floor_tables',
  {
    id: id(),
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    // No cascade: an area is deleted only once it has no tables.
    area_id: ref('area_id')
      .notNull()
      .references(() => floorAreas.id),
    name: text('name').notNull(),
    seats_min: integer('seats_min').notNull(),
    seats_max: integer('seats_max').notNull(),
    shape: text('shape').$type<TableShape>().notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    rotation: integer('rotation').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** What the table's QR code holds: random, 128 bits (DESIGN.md §10). */
    qr_token: text('qr_token').notNull(),
    created_at: stampedAt(),
    updated_at: stampedAt('updated_at'),
  },
  (t) => [
    // Names are unique across the restaurant, not the area: a host says "the 12", not "sala's 12".
    uniqueIndex('floor_tables_restaurant_name_uq').on(t.restaurant_id, t.name),
    uniqueIndex('floor_tables_qr_token_uq').on(t.qr_token),
    index('floor_tables_area_idx').on(t.area_id),
    check('floor_tables_seats_ck', sql`${t.seats_min} >= 1 and ${t.seats_max} >= ${t.seats_min}`),
    check(
      'floor_tables_place_ck',
      sql`${t.x} >= 0 and ${t.y} >= 0 and ${t.width} >= 1 and ${t.height} >= 1`,
    ),
    check('floor_tables_rotation_ck', sql`${t.rotation} between 0 and 359`),
  ],
);

/**
 * Two tables that can be joined for a larger party, stored once: the smaller id first. Deleting a
 * table deletes its pairs.
 */
export const floorTableNeighbours = pgTable(
  'floor_table_neighbours',
  {
    business_id: businessColumn(),
    restaurant_id: restaurantColumn(),
    table_id: ref('table_id')
      .notNull()
      .references(() => floorTables.id, { onDelete: 'cascade' }),
    neighbour_id: ref('neighbour_id')
      .notNull()
      .references(() => floorTables.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('floor_table_neighbours_uq').on(t.table_id, t.neighbour_id),
    index('floor_table_neighbours_neighbour_idx').on(t.neighbour_id),
    check('floor_table_neighbours_order_ck', sql`${t.table_id} < ${t.neighbour_id}`),
  ],
);
