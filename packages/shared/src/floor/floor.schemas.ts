import { z } from 'zod';
import {
  AREA_NAME_MAX_LENGTH,
  FLOOR_GRID_COLUMNS,
  FLOOR_GRID_ROWS,
  FLOOR_MAX_TABLES,
  TABLE_MAX_CELLS,
  TABLE_MAX_NEIGHBOURS,
  TABLE_MAX_SEATS,
  TABLE_NAME_MAX_LENGTH,
  TABLE_QR_TOKEN_PATTERN,
  TABLE_SHAPES,
} from './floor.constants';

const IdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const IdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A name a person typed: trimmed, not empty, no control characters (tabs, newlines, NUL …). */
const nameOf = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/\p{Cc}/u.test(s), 'No control characters');

export const RestaurantIdParamsSchema = z.strictObject({ id: IdParam });
export const FloorAreaIdParamsSchema = z.strictObject({ id: IdParam });
export const FloorTableIdParamsSchema = z.strictObject({ id: IdParam });
export const TableQrTokenParamsSchema = z.strictObject({
  token: z.string().regex(TABLE_QR_TOKEN_PATTERN, 'Not a table code'),
});

// ——— Areas ———

export const FloorAreaBodySchema = z.strictObject({
  name: nameOf(AREA_NAME_MAX_LENGTH),
  /** Where the area's tab stands among the restaurant's areas, smallest first. */
  position: z.number().int().min(0).max(1000).optional(),
});
export type FloorAreaBody = z.infer<typeof FloorAreaBodySchema>;

// ——— Tables ———

const placementFields = {
  /** The table's top-left grid cell. */
  x: z
    .number()
    .int()
    .min(0)
    .max(FLOOR_GRID_COLUMNS - 1),
  y: z
    .number()
    .int()
    .min(0)
    .max(FLOOR_GRID_ROWS - 1),
  /** Its size in grid cells. */
  width: z.number().int().min(1).max(TABLE_MAX_CELLS),
  height: z.number().int().min(1).max(TABLE_MAX_CELLS),
  /** Degrees clockwise. */
  rotation: z.number().int().min(0).max(359),
};

/** The table lies wholly inside the grid. */
function insideGrid(t: { x: number; y: number; width: number; height: number }) {
  return t.x + t.width <= FLOOR_GRID_COLUMNS && t.y + t.height <= FLOOR_GRID_ROWS;
}
const OFF_GRID = {
  message: `The table must lie inside the ${FLOOR_GRID_COLUMNS} × ${FLOOR_GRID_ROWS} grid`,
  path: ['x'],
};
const SEATS_ORDER = {
  message: 'The fewest seats cannot be more than the most',
  path: ['seats_min'],
};

const tableFields = {
  name: nameOf(TABLE_NAME_MAX_LENGTH),
  /** The smallest party it is given to, and the most it seats. */
  seats_min: z.number().int().min(1).max(TABLE_MAX_SEATS),
  seats_max: z.number().int().min(1).max(TABLE_MAX_SEATS),
  shape: z.enum(TABLE_SHAPES),
  ...placementFields,
  /** Off: kept on the plan (and its QR code) but not given to guests, e.g. stored for winter. */
  active: z.boolean().default(true),
};

export const CreateFloorTableBodySchema = z
  .strictObject(tableFields)
  .refine((t) => t.seats_min <= t.seats_max, SEATS_ORDER)
  .refine(insideGrid, OFF_GRID);
export type CreateFloorTableBody = z.input<typeof CreateFloorTableBodySchema>;

/** The whole table, its area included (a table moves between areas this way). */
export const UpdateFloorTableBodySchema = z
  .strictObject({ area_id: IdSchema, ...tableFields })
  .refine((t) => t.seats_min <= t.seats_max, SEATS_ORDER)
  .refine(insideGrid, OFF_GRID);
export type UpdateFloorTableBody = z.input<typeof UpdateFloorTableBodySchema>;

/** One table's place in a layout save. */
export const TablePlacementSchema = z
  .strictObject({ id: IdSchema, area_id: IdSchema, ...placementFields })
  .refine(insideGrid, OFF_GRID);

/** The editor's "save": where every moved table now stands, all or nothing. */
export const FloorLayoutBodySchema = z.strictObject({
  tables: z
    .array(TablePlacementSchema)
    .min(1)
    .max(FLOOR_MAX_TABLES)
    .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'Each table once'),
});
export type FloorLayoutBody = z.infer<typeof FloorLayoutBodySchema>;

/** The tables this one can be joined with (for larger parties); replaces the set. */
export const TableNeighboursBodySchema = z.strictObject({
  neighbour_ids: z
    .array(IdSchema)
    .max(TABLE_MAX_NEIGHBOURS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each table once'),
});
export type TableNeighboursBody = z.infer<typeof TableNeighboursBodySchema>;

// ——— Answers ———

export const FloorTableSchema = z.object({
  id: z.number().int(),
  area_id: z.number().int(),
  name: z.string(),
  seats_min: z.number().int(),
  seats_max: z.number().int(),
  shape: z.enum(TABLE_SHAPES),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  rotation: z.number().int(),
  active: z.boolean(),
  /** What the table's QR code holds; regenerating it retires the printed code. */
  qr_token: z.string(),
  /** Tables it can be joined with, ascending. */
  neighbour_ids: z.array(z.number().int()),
});
export type FloorTable = z.infer<typeof FloorTableSchema>;

export const FloorAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** By name, as a host reads them ("2" before "10"). */
  tables: z.array(FloorTableSchema),
});
export type FloorArea = z.infer<typeof FloorAreaSchema>;

/** A restaurant's whole floor in one read: its areas in order, each with its tables. */
export const FloorSchema = z.object({
  restaurant_id: z.number().int(),
  grid: z.object({ columns: z.number().int(), rows: z.number().int() }),
  areas: z.array(FloorAreaSchema),
});
export type Floor = z.infer<typeof FloorSchema>;

/** What a table's QR code tells the public menu: which restaurant, which table. Nothing else. */
export const PublicTableSchema = z.object({
  restaurant_public_key: z.string(),
  restaurant_name: z.string(),
  table_name: z.string(),
});
export type PublicTable = z.infer<typeof PublicTableSchema>;

export { DetailResponseSchema } from '../common/list.schemas';
