import { describe, expect, it } from 'vitest';
import {
  clampPlacement,
  fitView,
  freePlace,
  keyMove,
  normaliseRotation,
  snapMove,
  snapResize,
} from './plan-geometry';

const grid = { columns: 60, rows: 40 };
const table = { x: 10, y: 5, width: 4, height: 2 };

describe('snapMove (a drag, in screen pixels, onto the cells)', () => {
  it('moves by whole cells, rounding to the nearest', () => {
    // 20 px a cell: 49 px is 2.45 cells (2), 31 px is 1.55 (2), -29 px is -1.45 (-1).
    expect(snapMove(table, { dx: 49, dy: 31 }, 20, grid)).toEqual({ x: 12, y: 7 });
    expect(snapMove(table, { dx: -29, dy: 0 }, 20, grid)).toEqual({ x: 9, y: 5 });
  });

  it('stays still for a wobble under half a cell', () => {
    expect(snapMove(table, { dx: 9, dy: -9 }, 20, grid)).toEqual({ x: 10, y: 5 });
  });

  it('keeps the whole table inside the grid at every edge', () => {
    expect(snapMove(table, { dx: -5000, dy: -5000 }, 20, grid)).toEqual({ x: 0, y: 0 });
    expect(snapMove(table, { dx: 5000, dy: 5000 }, 20, grid)).toEqual({ x: 56, y: 38 });
  });

  it('does not move when the plan has no width yet (cell size 0 or NaN)', () => {
    expect(snapMove(table, { dx: 100, dy: 100 }, 0, grid)).toEqual({ x: 10, y: 5 });
    expect(snapMove(table, { dx: 100, dy: 100 }, Number.NaN, grid)).toEqual({ x: 10, y: 5 });
  });
});

describe('snapResize (the corner handle)', () => {
  it('grows and shrinks by whole cells', () => {
    expect(snapResize(table, { dx: 41, dy: 19 }, 20, grid)).toEqual({ width: 6, height: 3 });
    expect(snapResize(table, { dx: -41, dy: 0 }, 20, grid)).toEqual({ width: 2, height: 2 });
  });

  it('is at least one cell and at most ten (the API limit)', () => {
    expect(snapResize(table, { dx: -1000, dy: -1000 }, 20, grid)).toEqual({ width: 1, height: 1 });
    expect(snapResize(table, { dx: 1000, dy: 1000 }, 20, grid)).toEqual({
      width: 10,
      height: 10,
    });
  });

  it("never passes the grid's edge", () => {
    const atEdge = { x: 55, y: 37, width: 3, height: 2 };
    expect(snapResize(atEdge, { dx: 1000, dy: 1000 }, 20, grid)).toEqual({ width: 5, height: 3 });
  });
});

describe('keyMove (arrow keys)', () => {
  it('moves a cell, five with Shift', () => {
    expect(keyMove(table, 'ArrowRight', false, grid)).toEqual({ x: 11, y: 5 });
    expect(keyMove(table, 'ArrowUp', true, grid)).toEqual({ x: 10, y: 0 });
    expect(keyMove(table, 'ArrowDown', true, grid)).toEqual({ x: 10, y: 10 });
  });

  it('answers nothing for another key or against the edge', () => {
    expect(keyMove(table, 'a', false, grid)).toBeNull();
    expect(keyMove({ ...table, x: 0 }, 'ArrowLeft', false, grid)).toBeNull();
  });
});

describe('clampPlacement', () => {
  it('brings a table outside the grid back in, rounding and bounding its size', () => {
    expect(clampPlacement({ x: 59.4, y: -3, width: 14, height: 0.2 }, grid)).toEqual({
      x: 50,
      y: 0,
      width: 10,
      height: 1,
    });
  });
});

describe('fitView', () => {
  it("is the tables' extent plus a margin, at least the minimum, at most the grid", () => {
    expect(fitView([table, { x: 30, y: 20, width: 4, height: 4 }], grid)).toEqual({
      columns: 40,
      rows: 30,
    });
    expect(fitView([], grid)).toEqual({ columns: 24, rows: 14 });
    expect(fitView([{ x: 56, y: 38, width: 4, height: 2 }], grid)).toEqual(grid);
  });
});

describe('freePlace', () => {
  it('finds the first place with a cell of room around the other tables', () => {
    const size = { width: 3, height: 3 };
    expect(freePlace([], size, grid)).toEqual({ x: 1, y: 1 });
    expect(freePlace([{ x: 1, y: 1, width: 3, height: 3 }], size, grid)).toEqual({ x: 5, y: 1 });
  });

  it('falls back to the corner when the room is full', () => {
    const full = [{ x: 0, y: 0, width: 10, height: 10 }];
    expect(freePlace(full, { width: 10, height: 10 }, { columns: 10, rows: 10 })).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe('normaliseRotation', () => {
  it('keeps degrees in 0–359', () => {
    expect(normaliseRotation(360)).toBe(0);
    expect(normaliseRotation(-45)).toBe(315);
    expect(normaliseRotation(405)).toBe(45);
  });
});
