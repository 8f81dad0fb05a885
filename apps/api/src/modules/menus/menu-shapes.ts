import { centsToEuros } from '@coperto/shared/common/money';
import type { Menu, MenuItem } from '@coperto/shared/menus/menu.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import {
  listItemsOfMenus,
  listSectionsOfMenus,
  type MenuItemRow,
  type MenuRow,
  type MenuSectionRow,
} from './menus.repository';

// Stored rows → the API's menu shapes, read in a few queries whatever the menu's size.

function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToEuros(row.price_cents),
    variants: row.variants.map((v) => ({ name: v.name, price: centsToEuros(v.price_cents) })),
    allergens: row.allergens as MenuItem['allergens'],
    tags: row.tags as MenuItem['tags'],
    available: row.available,
    image_url: row.image_url,
  };
}

function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Whole menus from three flat, ordered reads: grouping keeps each list's order. */
function assembleMenus(
  menuRows: MenuRow[],
  sectionRows: MenuSectionRow[],
  itemRows: MenuItemRow[],
): Menu[] {
  const itemsOf = groupBy(itemRows, (i) => i.section_id);
  const sectionsOf = groupBy(sectionRows, (s) => s.menu_id);
  return menuRows.map((menu) => ({
    id: menu.id,
    hashed_id: menu.hashed_id,
    restaurant_id: menu.restaurant_id,
    name: menu.name,
    description: menu.description,
    active: menu.active,
    availability: menu.availability,
    updated_at: menu.updated_at.toISOString(),
    sections: (sectionsOf.get(menu.id) ?? []).map((section) => ({
      id: section.id,
      name: section.name,
      description: section.description,
      items: (itemsOf.get(section.id) ?? []).map(toMenuItem),
    })),
  }));
}

/** Sections and items of all the menus in two queries, whatever their number. */
export async function loadWholeMenus(tx: TenantTx, menuRows: MenuRow[]): Promise<Menu[]> {
  if (menuRows.length === 0) return [];
  const menuIds = menuRows.map((m) => m.id);
  const sections = await listSectionsOfMenus(tx, { menuIds });
  const items = await listItemsOfMenus(tx, { menuIds });
  return assembleMenus(menuRows, sections, items);
}
