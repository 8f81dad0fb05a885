import { TABLE_MAX_CELLS } from '@coperto/shared/floor/floor.constants';

/**
 * The plan's arithmetic, apart from the canvas so it is tested without a browser: a table's place
 * and size are whole cells of the restaurant's grid (decision 059), and every move or resize is
 * snapped to cells and kept wholly inside the grid, as the API's schema requires.
 */

export interface GridSize {
  columns: number;
  rows: number;
}

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The place inside the grid nearest to the one asked: the table keeps its size. */
export function clampPlacement<T extends Placement>(table: T, grid: GridSize): T {
  const width = clamp(Math.round(table.width), 1, Math.min(TABLE_MAX_CELLS, grid.columns));
  const height = clamp(Math.round(table.height), 1, Math.min(TABLE_MAX_CELLS, grid.rows));
  return {
    ...table,
    width,
    height,
    x: clamp(Math.round(table.x), 0, grid.columns - width),
    y: clamp(Math.round(table.y), 0, grid.rows - height),
  };
}

/**
 * Where a dragged table lands: its place at the start of the drag, moved by the pointer's travel
 * in screen pixels (`cellPx` pixels a cell), snapped to the nearest cell and kept in the grid.
 */
export function snapMove(
  start: Placement,
  travel: { dx: number; dy: number },
  cellPx: number,
  grid: GridSize,
): { x: number; y: number } {
  if (!(cellPx > 0)) return { x: start.x, y: start.y };
  const { x, y } = clampPlacement(
    { ...start, x: start.x + travel.dx / cellPx, y: start.y + travel.dy / cellPx },
    grid,
  );
  return { x, y };
}

/**
 * A table's size after dragging its corner handle: the bottom-right corner follows the pointer,
 * snapped to cells, at least one cell, at most TABLE_MAX_CELLS and never past the grid's edge.
 */
export function snapResize(
  start: Placement,
  travel: { dx: number; dy: number },
  cellPx: number,
  grid: GridSize,
): { width: number; height: number } {
  if (!(cellPx > 0)) return { width: start.width, height: start.height };
  const width = clamp(
    Math.round(start.width + travel.dx / cellPx),
    1,
    Math.min(TABLE_MAX_CELLS, grid.columns - start.x),
  );
  const height = clamp(
    Math.round(start.height + travel.dy / cellPx),
    1,
    Math.min(TABLE_MAX_CELLS, grid.rows - start.y),
  );
  return { width, height };
}

/** Arrow keys move a table a cell (five with Shift), as far as the grid allows. */
export const KEY_STEPS: Readonly<Record<string, { dx: number; dy: number }>> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

export function keyMove(
  table: Placement,
  key: string,
  big: boolean,
  grid: GridSize,
): { x: number; y: number } | null {
  const step = KEY_STEPS[key];
  if (!step) return null;
  const cells = big ? 5 : 1;
  const { x, y } = clampPlacement(
    { ...table, x: table.x + step.dx * cells, y: table.y + step.dy * cells },
    grid,
  );
  return x === table.x && y === table.y ? null : { x, y };
}

/**
 * The part of the grid worth drawing, from its top-left corner: the tables' extent plus `margin`
 * free cells to place more, at least `min` (a room just begun), never more than the grid. A plan
 * drawn this way keeps names readable on a tablet where the whole 60 × 40 grid would not.
 */
export function fitView(
  tables: readonly Placement[],
  grid: GridSize,
  margin = 6,
  min: GridSize = { columns: 24, rows: 14 },
): GridSize {
  let right = 0;
  let bottom = 0;
  for (const table of tables) {
    right = Math.max(right, table.x + table.width);
    bottom = Math.max(bottom, table.y + table.height);
  }
  return {
    columns: clamp(Math.max(right + margin, min.columns), 1, grid.columns),
    rows: clamp(Math.max(bottom + margin, min.rows), 1, grid.rows),
  };
}

/**
 * A free place for a new table of a size: the first cell, row by row, where it overlaps no other
 * table with a cell of room around it; the grid's top-left corner when the room is full.
 */
export function freePlace(
  tables: readonly Placement[],
  size: { width: number; height: number },
  grid: GridSize,
): { x: number; y: number } {
  const overlaps = (x: number, y: number) =>
    tables.some(
      (t) =>
        x < t.x + t.width + 1 &&
        x + size.width + 1 > t.x &&
        y < t.y + t.height + 1 &&
        y + size.height + 1 > t.y,
    );
  for (let y = 1; y + size.height <= grid.rows; y += 1) {
    for (let x = 1; x + size.width <= grid.columns; x += 1) {
      if (!overlaps(x, y)) return { x, y };
    }
  }
  return { x: 0, y: 0 };
}

/** Normalises degrees to the API's 0–359. */
export function normaliseRotation(degrees: number): number {
  const whole = Math.round(degrees) % 360;
  return whole < 0 ? whole + 360 : whole;
}
