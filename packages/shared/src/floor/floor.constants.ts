/**
 * Floor plan limits, shared by the API and the web (decision 059). Kept apart from floor.schemas.ts
 * so the dashboard's editor can use them without loading zod.
 */

export const TABLE_SHAPES = ['round', 'square', 'rectangle'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/**
 * The plan is a grid of cells (about half a metre each): a table's x and y are its top-left
 * cell, its width and height in cells, and it lies wholly inside the grid.
 */
export const FLOOR_GRID_COLUMNS = 60;
export const FLOOR_GRID_ROWS = 40;
/** The largest table a cell grid holds: a banquet of 10 by 10 cells. */
export const TABLE_MAX_CELLS = 10;
/** The most seats at one table: a long banquet, not a typo of 10,000. */
export const TABLE_MAX_SEATS = 40;
export const TABLE_NAME_MAX_LENGTH = 20;
export const AREA_NAME_MAX_LENGTH = 40;
/** Rooms of one restaurant: sala, dehors, terrazza, saletta … */
export const FLOOR_MAX_AREAS = 20;
/** Tables of one restaurant, and so of one layout save. */
export const FLOOR_MAX_TABLES = 300;
/** Tables one table can be joined with. */
export const TABLE_MAX_NEIGHBOURS = 12;
/**
 * A table's QR token, what the code at the table holds: 16 random bytes, base64url, so 22
 * characters and 128 bits (DESIGN.md §10).
 */
export const TABLE_QR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
