import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { callApi } from '../../../shared/lib/api-client';
import { orderBy } from '../lib/menu-changes';
import { useOptimisticMenuChange } from './use-menu-change';

/** A new order for a menu's sections, or for a section's dishes: every id of the list once. */
export interface NewOrder {
  list: 'sections' | 'items';
  /** The menu for sections, the section for dishes. */
  parentId: number;
  ids: number[];
}

export function reorderMenuPart({ list, parentId, ids }: NewOrder) {
  const key =
    list === 'sections' ? 'PUT /menus/:id/sections/order' : 'PUT /menu-sections/:id/items/order';
  return callApi(key, { params: { id: parentId }, body: { ids } });
}

function applyOrder(menu: Menu, { list, parentId, ids }: NewOrder): Menu {
  if (list === 'sections') return { ...menu, sections: orderBy(menu.sections, ids) };
  return {
    ...menu,
    sections: menu.sections.map((section) =>
      section.id === parentId ? { ...section, items: orderBy(section.items, ids) } : section,
    ),
  };
}

function currentOrder(menu: Menu, { list, parentId }: NewOrder): NewOrder {
  const rows =
    list === 'sections'
      ? menu.sections
      : (menu.sections.find((section) => section.id === parentId)?.items ?? []);
  return { list, parentId, ids: rows.map((row) => row.id) };
}

/** A drop shows the new order at once; the old one comes back, with `onFailed`, on refusal. */
export function useReorderMenuPart(menuId: number, onFailed: (error: unknown) => void) {
  return useOptimisticMenuChange<NewOrder>({
    menuId,
    send: reorderMenuPart,
    apply: applyOrder,
    undo: currentOrder,
    onFailed: (_order, error) => onFailed(error),
  });
}
