import type { Floor, FloorLayoutBody, FloorTable } from '@coperto/shared/floor/floor.schemas';

/**
 * The editor's unsaved layout: for each table moved, resized, turned or taken to another area,
 * where it now stands. The floor as read stays untouched until "Salva disposizione" sends these
 * in one `PUT /floor/:id/layout` (all or nothing, decision 059).
 */
export type TableLayout = Pick<FloorTable, 'area_id' | 'x' | 'y' | 'width' | 'height' | 'rotation'>;
export type LayoutDraft = Readonly<Record<number, TableLayout>>;

const LAYOUT_FIELDS = ['area_id', 'x', 'y', 'width', 'height', 'rotation'] as const;

function layoutOf(table: FloorTable): TableLayout {
  const { area_id, x, y, width, height, rotation } = table;
  return { area_id, x, y, width, height, rotation };
}

function sameLayout(a: TableLayout, b: TableLayout) {
  return LAYOUT_FIELDS.every((field) => a[field] === b[field]);
}

export function tablesById(floor: Floor): Map<number, FloorTable> {
  return new Map(floor.areas.flatMap((area) => area.tables.map((t) => [t.id, t] as const)));
}

/**
 * A change to one table's layout, merged into the draft. A table brought back to where the floor
 * has it leaves the draft, so dragging there and back is not an unsaved change.
 */
export function changeLayout(
  floor: Floor,
  draft: LayoutDraft,
  tableId: number,
  change: Partial<TableLayout>,
): LayoutDraft {
  const saved = tablesById(floor).get(tableId);
  if (!saved) return draft;
  const next = { ...(draft[tableId] ?? layoutOf(saved)), ...change };
  const { [tableId]: _dropped, ...rest } = draft;
  return sameLayout(next, layoutOf(saved)) ? rest : { ...rest, [tableId]: next };
}

/**
 * The draft kept only where it still means something after the floor was read again: a table
 * deleted meanwhile leaves it, one now saved where the draft puts it too.
 */
export function pruneDraft(floor: Floor, draft: LayoutDraft): LayoutDraft {
  const tables = tablesById(floor);
  const kept: Record<number, TableLayout> = {};
  for (const [id, layout] of Object.entries(draft)) {
    const saved = tables.get(Number(id));
    if (saved && !sameLayout(layout, layoutOf(saved))) kept[Number(id)] = layout;
  }
  return kept;
}

/** The floor as the editor draws it: the saved one with the draft applied. */
export function applyDraft(floor: Floor, draft: LayoutDraft): Floor {
  if (Object.keys(draft).length === 0) return floor;
  const tables = [...tablesById(floor).values()].map((table) => {
    const layout = draft[table.id];
    return layout ? { ...table, ...layout } : table;
  });
  return {
    ...floor,
    areas: floor.areas.map((area) => ({
      ...area,
      tables: tables.filter((table) => table.area_id === area.id),
    })),
  };
}

/** The body of the save: every table the draft changed, by id order; null with nothing to save. */
export function layoutPayload(draft: LayoutDraft): FloorLayoutBody | null {
  const tables = Object.entries(draft)
    .map(([id, layout]) => ({ id: Number(id), ...layout }))
    .sort((a, b) => a.id - b.id);
  return tables.length > 0 ? { tables } : null;
}

export type LayoutProblem = 'gone' | 'area';

/**
 * What a refused save says, table by table: the API names `tables.N.id` (not a table of the
 * restaurant any more: deleted on another screen) or `tables.N.area_id` (its area deleted).
 */
export function layoutProblems(
  body: FloorLayoutBody,
  fields: Readonly<Record<string, string>>,
  names: ReadonlyMap<number, string>,
): { tableId: number; name: string; problem: LayoutProblem }[] {
  const problems: { tableId: number; name: string; problem: LayoutProblem }[] = [];
  for (const field of Object.keys(fields)) {
    const match = /^tables\.(\d+)\.(id|area_id)$/.exec(field);
    const row = match ? body.tables[Number(match[1])] : undefined;
    if (!match || !row) continue;
    problems.push({
      tableId: row.id,
      name: names.get(row.id) ?? `#${row.id}`,
      problem: match[2] === 'id' ? 'gone' : 'area',
    });
  }
  return problems;
}
