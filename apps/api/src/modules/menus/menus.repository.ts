import { and, asc, count, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { hotStatement, ofTenant } from '../../db/hot-statement';
import { mediaFiles, menuItems, menuSections, menus } from '../../db/schema/site';
import { restaurantLanguages, restaurants } from '../../db/schema/tenancy';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type MenuRow = typeof menus.$inferSelect;
export type MenuSectionRow = typeof menuSections.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type NewMenuRow = typeof menus.$inferInsert;
export type NewMenuSectionRow = typeof menuSections.$inferInsert;
export type NewMenuItemRow = typeof menuItems.$inferInsert;

// ---------------------------------------------------------------- public reads
// Before any tenant is known, as the host name lookup is (docs/architecture.md): keyed by the
// unguessable hashed id or the restaurant's id, answering that one restaurant's published menus.

/** The active menu a guest's link names, if its restaurant is live. */
export async function findActiveMenuByHashedId(db: SystemDb, hashedId: string) {
  const [row] = await db
    .select(getTableColumns(menus))
    .from(menus)
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurant_id))
    .where(
      and(eq(menus.hashed_id, hashedId), eq(menus.active, true), isNull(restaurants.deleted_at)),
    );
  return row;
}

/** A live restaurant's active menus in order; empty also when the restaurant is gone. */
export async function listActiveMenusOfLiveRestaurant(db: SystemDb, restaurantId: number) {
  return db
    .select(getTableColumns(menus))
    .from(menus)
    .innerJoin(restaurants, eq(restaurants.id, menus.restaurant_id))
    .where(
      and(
        eq(menus.restaurant_id, restaurantId),
        eq(menus.active, true),
        isNull(restaurants.deleted_at),
      ),
    )
    .orderBy(asc(menus.position), asc(menus.id));
}

// ---------------------------------------------------------------- whole menus

/** The sections of some menus, each menu's in order. */
export async function listSectionsOfMenus(tx: TenantTx, q: { menuIds: number[] }) {
  return tx
    .select()
    .from(menuSections)
    .where(
      and(tenantFilter(tx, menuSections.business_id), inArray(menuSections.menu_id, q.menuIds)),
    )
    .orderBy(asc(menuSections.position), asc(menuSections.id));
}

/** The items of some menus, each section's in order. */
export async function listItemsOfMenus(tx: TenantTx, q: { menuIds: number[] }) {
  return tx
    .select()
    .from(menuItems)
    .where(and(tenantFilter(tx, menuItems.business_id), inArray(menuItems.menu_id, q.menuIds)))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

export async function findMenuById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(menus)
    .where(and(tenantFilter(tx, menus.business_id), eq(menus.id, q.id)));
  return row;
}

/** Every menu of a restaurant, inactive ones too, with how many sections and items each has. */
export async function listMenuSummaries(tx: TenantTx, q: { restaurantId: number }) {
  // Written out in full: inside a subquery an unqualified "id" would mean the subquery's own row.
  return tx
    .select({
      ...getTableColumns(menus),
      section_count: sql<number>`(select count(*) from menu_sections s
        where s.menu_id = "menus"."id")`.mapWith(Number),
      item_count: sql<number>`(select count(*) from menu_items i
        where i.menu_id = "menus"."id")`.mapWith(Number),
    })
    .from(menus)
    .where(and(tenantFilter(tx, menus.business_id), eq(menus.restaurant_id, q.restaurantId)))
    .orderBy(asc(menus.position), asc(menus.id));
}

// ---------------------------------------------------------------- where a row belongs

/** Each part of a menu, and the column that names the menu it belongs to. */
const MENU_PARTS = {
  menu: { table: menus, menuId: menus.id },
  'menu-section': { table: menuSections, menuId: menuSections.menu_id },
  'menu-item': { table: menuItems, menuId: menuItems.menu_id },
} as const;
export type MenuPart = keyof typeof MENU_PARTS;

/** The business, restaurant and menu a menu, section or item belongs to. */
export async function findMenuPlace(tx: TenantTx, q: { part: MenuPart; id: number }) {
  const { table, menuId } = MENU_PARTS[q.part];
  const [row] = await tx
    .select({
      business_id: table.business_id,
      restaurant_id: table.restaurant_id,
      menu_id: menuId,
    })
    .from(table)
    .where(and(tenantFilter(tx, table.business_id), eq(table.id, q.id)));
  return row;
}

/** The restaurant's languages, its first (default) one first. */
export async function listRestaurantLanguages(tx: TenantTx, q: { restaurantId: number }) {
  const rows = await tx
    .select({ language: restaurantLanguages.language })
    .from(restaurantLanguages)
    .where(
      and(
        tenantFilter(tx, restaurantLanguages.business_id),
        eq(restaurantLanguages.restaurant_id, q.restaurantId),
      ),
    )
    .orderBy(asc(restaurantLanguages.position));
  return rows.map((r) => r.language);
}

/** Whether the image pipeline stored this URL for this restaurant. */
export async function isMediaOfRestaurant(tx: TenantTx, q: { restaurantId: number; url: string }) {
  const [row] = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      and(
        tenantFilter(tx, mediaFiles.business_id),
        eq(mediaFiles.restaurant_id, q.restaurantId),
        eq(mediaFiles.url, q.url),
      ),
    );
  return row !== undefined;
}

// ---------------------------------------------------------------- ordered children

/** The three ordered lists: a restaurant's menus, a menu's sections, a section's items. */
const LISTS = {
  'menus-of-restaurant': { table: menus, parent: menus.restaurant_id },
  'sections-of-menu': { table: menuSections, parent: menuSections.menu_id },
  'items-of-section': { table: menuItems, parent: menuItems.section_id },
} as const;
export type OrderedList = keyof typeof LISTS;

/** How many rows the list has, and the position after its last one. */
export async function findListLength(tx: TenantTx, q: { list: OrderedList; parentId: number }) {
  const { table, parent } = LISTS[q.list];
  const [row] = await tx
    .select({
      count: count(),
      nextPosition: sql<number>`coalesce(max(${table.position}) + 1, 0)`.mapWith(Number),
    })
    .from(table)
    .where(and(tenantFilter(tx, table.business_id), eq(parent, q.parentId)));
  return row ?? { count: 0, nextPosition: 0 };
}

export async function listIdsInList(tx: TenantTx, q: { list: OrderedList; parentId: number }) {
  const { table, parent } = LISTS[q.list];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(tenantFilter(tx, table.business_id), eq(parent, q.parentId)))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((r) => r.id);
}

/** Puts the rows in the order of `ids` (positions 0, 1, 2 …) in one statement. */
export async function setPositions(tx: TenantTx, q: { list: OrderedList; ids: number[] }) {
  const { table } = LISTS[q.list];
  const ids = sql`array[${sql.join(
    q.ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;
  await tx
    .update(table)
    .set({ position: sql`array_position(${ids}, ${table.id}) - 1` })
    .where(and(tenantFilter(tx, table.business_id), inArray(table.id, q.ids)));
}

// ---------------------------------------------------------------- writes

export async function insertMenu(tx: TenantTx, values: NewMenuRow) {
  const [row] = await tx.insert(menus).values(values).returning();
  return row!;
}

export async function updateMenu(tx: TenantTx, q: { id: number; changes: Partial<NewMenuRow> }) {
  await tx
    .update(menus)
    .set(q.changes)
    .where(and(tenantFilter(tx, menus.business_id), eq(menus.id, q.id)));
}

/** Its sections and items go with it (foreign keys cascade). */
export async function deleteMenu(tx: TenantTx, q: { id: number }) {
  await tx.delete(menus).where(and(tenantFilter(tx, menus.business_id), eq(menus.id, q.id)));
}

export async function insertSections(tx: TenantTx, values: NewMenuSectionRow[]) {
  if (values.length === 0) return [];
  return tx.insert(menuSections).values(values).returning();
}

export async function updateSection(
  tx: TenantTx,
  q: { id: number; changes: Partial<NewMenuSectionRow> },
) {
  await tx
    .update(menuSections)
    .set(q.changes)
    .where(and(tenantFilter(tx, menuSections.business_id), eq(menuSections.id, q.id)));
}

/** Its items go with it (foreign key cascades). */
export async function deleteSection(tx: TenantTx, q: { id: number }) {
  await tx
    .delete(menuSections)
    .where(and(tenantFilter(tx, menuSections.business_id), eq(menuSections.id, q.id)));
}

export async function findSectionById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(menuSections)
    .where(and(tenantFilter(tx, menuSections.business_id), eq(menuSections.id, q.id)));
  return row;
}

export async function insertItems(tx: TenantTx, values: NewMenuItemRow[]) {
  if (values.length === 0) return [];
  return tx.insert(menuItems).values(values).returning();
}

export async function updateItem(
  tx: TenantTx,
  q: { id: number; changes: Partial<NewMenuItemRow> },
) {
  await tx
    .update(menuItems)
    .set(q.changes)
    .where(and(tenantFilter(tx, menuItems.business_id), eq(menuItems.id, q.id)));
}

export async function findItemById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(menuItems)
    .where(and(tenantFilter(tx, menuItems.business_id), eq(menuItems.id, q.id)));
  return row;
}

export async function deleteItem(tx: TenantTx, q: { id: number }) {
  await tx
    .delete(menuItems)
    .where(and(tenantFilter(tx, menuItems.business_id), eq(menuItems.id, q.id)));
}

// ---------------------------------------------------------------- ordering

/**
 * Dishes an order names, with what decides whether they can be ordered: their menu's state and
 * hours. Every order reads them: built once (decision 092), the dishes one array placeholder.
 */
const itemsForOrder = hotStatement('menus.items-for-order', (tx) =>
  tx
    .select({
      id: menuItems.id,
      name: menuItems.name,
      price_cents: menuItems.price_cents,
      variants: menuItems.variants,
      available: menuItems.available,
      vat_rate: menuItems.vat_rate,
      takeaway_vat_rate: menuItems.takeaway_vat_rate,
      menu_active: menus.active,
      menu_availability: menus.availability,
    })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menu_id))
    .where(
      and(
        ofTenant(menuItems.business_id),
        eq(menuItems.restaurant_id, sql.placeholder('restaurant_id')),
        sql`${menuItems.id} = any(${sql.placeholder('item_ids')}::bigint[])`,
      ),
    ),
);

export async function findItemsForOrder(
  tx: TenantTx,
  q: { restaurantId: number; itemIds: number[] },
) {
  if (q.itemIds.length === 0) return [];
  return itemsForOrder(tx, { restaurant_id: q.restaurantId, item_ids: q.itemIds });
}
