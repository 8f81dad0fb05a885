import { FloorLayoutBodySchema } from '@coperto/shared/floor/floor.schemas';
import { describe, expect, it } from 'vitest';
import { floorOf, tableOf } from '../testing/floor-fixtures';
import {
  applyDraft,
  changeLayout,
  layoutPayload,
  layoutProblems,
  pruneDraft,
  tablesById,
} from './layout-draft';

const floor = floorOf([
  { id: 1, name: 'Sala', tables: [tableOf(10, '1', 1), tableOf(11, '2', 1, { x: 8 })] },
  { id: 2, name: 'Dehors', tables: [tableOf(20, '20', 2)] },
]);

describe('the layout draft', () => {
  it('keeps what moved, and forgets a table brought back where it was saved', () => {
    let draft = changeLayout(floor, {}, 10, { x: 5, y: 6 });
    draft = changeLayout(floor, draft, 11, { rotation: 90 });
    expect(draft).toEqual({
      10: { area_id: 1, x: 5, y: 6, width: 3, height: 3, rotation: 0 },
      11: { area_id: 1, x: 8, y: 2, width: 3, height: 3, rotation: 90 },
    });
    draft = changeLayout(floor, draft, 10, { x: 2, y: 2 });
    expect(Object.keys(draft)).toEqual(['11']);
  });

  it('ignores a table the floor does not have', () => {
    expect(changeLayout(floor, {}, 999, { x: 1 })).toEqual({});
  });

  it('draws a table moved to another area in that area', () => {
    const draft = changeLayout(floor, {}, 11, { area_id: 2 });
    const drawn = applyDraft(floor, draft);
    expect(drawn.areas[0]?.tables.map((t) => t.name)).toEqual(['1']);
    expect(drawn.areas[1]?.tables.map((t) => t.name).sort()).toEqual(['2', '20']);
    // The floor as read is untouched.
    expect(floor.areas[0]?.tables).toHaveLength(2);
  });
});

describe('the save payload (PUT /floor/:id/layout)', () => {
  it('lists only the changed tables, by id, and passes the shared schema', () => {
    let draft = changeLayout(floor, {}, 20, { x: 40, y: 30, width: 4 });
    draft = changeLayout(floor, draft, 10, { rotation: 45, area_id: 2 });
    const body = layoutPayload(draft);
    expect(body).toEqual({
      tables: [
        { id: 10, area_id: 2, x: 2, y: 2, width: 3, height: 3, rotation: 45 },
        { id: 20, area_id: 2, x: 40, y: 30, width: 4, height: 3, rotation: 0 },
      ],
    });
    expect(FloorLayoutBodySchema.safeParse(body).success).toBe(true);
  });

  it('is nothing when nothing changed', () => {
    expect(layoutPayload({})).toBeNull();
  });

  it('drops from the draft what another screen deleted or already saved the same way', () => {
    let draft = changeLayout(floor, {}, 10, { x: 5 });
    draft = changeLayout(floor, draft, 11, { x: 9 });
    draft = changeLayout(floor, draft, 20, { y: 9 });
    const reread = floorOf([
      { id: 1, name: 'Sala', tables: [tableOf(11, '2', 1, { x: 9 })] },
      { id: 2, name: 'Dehors', tables: [tableOf(20, '20', 2)] },
    ]);
    expect(pruneDraft(reread, draft)).toEqual({
      20: { area_id: 2, x: 2, y: 9, width: 3, height: 3, rotation: 0 },
    });
  });
});

describe("a refused save's problems", () => {
  it("names the tables by the API's field paths", () => {
    const body = layoutPayload({
      10: { area_id: 1, x: 1, y: 1, width: 3, height: 3, rotation: 0 },
      11: { area_id: 7, x: 1, y: 1, width: 3, height: 3, rotation: 0 },
    });
    const names = new Map([...tablesById(floor)].map(([id, t]) => [id, t.name]));
    expect(
      layoutProblems(
        body!,
        {
          'tables.0.id': 'Not a table of this restaurant',
          'tables.1.area_id': 'Not an area of this restaurant',
          'tables.9.id': 'beyond the body',
          name: 'unrelated',
        },
        names,
      ),
    ).toEqual([
      { tableId: 10, name: '1', problem: 'gone' },
      { tableId: 11, name: '2', problem: 'area' },
    ]);
  });
});
