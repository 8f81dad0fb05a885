import type { Menu, MenuItem } from '@coperto/shared/menus/menu.schemas';

/** The menu with `change` applied to every dish. */
export function mapItems(menu: Menu, change: (item: MenuItem) => MenuItem): Menu {
  return {
    ...menu,
    sections: menu.sections.map((section) => ({ ...section, items: section.items.map(change) })),
  };
}

/** `rows` in the order of `ids`; rows `ids` does not name follow, in their own order. */
export function orderBy<T extends { id: number }>(rows: T[], ids: number[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows
    .map((row, index) => ({ row, rank: position.get(row.id) ?? ids.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ row }) => row);
}
