import { MAX_NAME_LENGTH } from '@coperto/shared/common/constants';
import type { Translations } from '@coperto/shared/common/translations';
import type { Menu, MenuBody, MenuUpdateBody } from '@coperto/shared/menus/menu.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { commitVisibleChange } from '../restaurants/visible-change.service';
import {
  assertTranslationsOf,
  namedTexts,
  positionAtEnd,
  scopeOfCaller,
  textChanges,
} from './menu-rules';
import { loadWholeMenus } from './menu-shapes';
import {
  deleteMenu as deleteMenuRow,
  findMenuById,
  findMenuPlace,
  insertItems,
  insertMenu,
  insertSections,
  listIdsInList,
  listItemsOfMenus,
  listMenuSummaries,
  listSectionsOfMenus,
  type MenuPart,
  type OrderedList,
  setPositions,
  updateMenu as updateMenuRow,
} from './menus.repository';

// The editor's menus: reads, and writes of whole menus (create, update, delete, duplicate, order).
// Sections and items are menu-content.service.ts; each write answers the menu as committed.

async function readMenuList(tx: TenantTx, restaurantId: number) {
  const rows = await listMenuSummaries(tx, { restaurantId });
  return {
    menus: rows.map((row) => ({
      id: row.id,
      hashed_id: row.hashed_id,
      name: row.name,
      active: row.active,
      availability: row.availability,
      section_count: row.section_count,
      item_count: row.item_count,
      updated_at: row.updated_at.toISOString(),
    })),
  };
}

export async function listMenus(ctx: ServiceContext, restaurantId: number) {
  return ctx.asActor((tx) => readMenuList(tx, restaurantId));
}

async function readMenu(tx: TenantTx, id: number): Promise<Menu> {
  const row = await findMenuById(tx, { id });
  if (!row) throw notFound('Menu');
  const [menu] = await loadWholeMenus(tx, [row]);
  return menu!;
}

/** One menu of the caller's business, inactive ones too. */
export async function getMenu(ctx: ServiceContext, id: number): Promise<Menu> {
  return ctx.asActor((tx) => readMenu(tx, id));
}

// ---------------------------------------------------------------- writes

const LABEL: Record<MenuPart, string> = {
  menu: 'Menu',
  'menu-section': 'Menu section',
  'menu-item': 'Menu item',
};

interface MenuPlace {
  businessId: number;
  restaurantId: number;
  menuId: number;
}

/** Where a menu, section or item is: its restaurant's version is what a change moves. */
async function locate(ctx: ServiceContext, part: MenuPart, id: number): Promise<MenuPlace> {
  const place = await ctx.asTenant(scopeOfCaller(ctx), (tx) => findMenuPlace(tx, { part, id }));
  if (!place) throw notFound(LABEL[part]);
  return {
    businessId: place.business_id,
    restaurantId: place.restaurant_id,
    menuId: place.menu_id,
  };
}

/**
 * A change to one menu (or a section or item of it): a visible change of its restaurant that
 * also stamps the menu. Answers the menu as committed, read in the same transaction.
 */
export async function changeMenu(
  ctx: ServiceContext,
  part: MenuPart,
  id: number,
  work: (tx: TenantTx, place: MenuPlace) => Promise<void>,
): Promise<Menu> {
  const place = await locate(ctx, part, id);
  return commitVisibleChange(ctx, place.restaurantId, async (tx) => {
    await work(tx, place);
    await updateMenuRow(tx, { id: place.menuId, changes: { updated_at: ctx.clock.now() } });
    return readMenu(tx, place.menuId);
  });
}

export async function createMenu(
  ctx: ServiceContext,
  restaurantId: number,
  body: MenuBody,
): Promise<Menu> {
  return commitVisibleChange(ctx, restaurantId, async (tx) => {
    const restaurant = await findRestaurant(tx, restaurantId);
    if (!restaurant) throw notFound('Restaurant');
    await assertTranslationsOf(tx, { restaurantId }, namedTexts(body));
    const position = await positionAtEnd(tx, {
      list: 'menus-of-restaurant',
      parentId: restaurantId,
    });
    const now = ctx.clock.now();
    const menu = await insertMenu(tx, {
      ...body,
      ...textChanges(body),
      business_id: restaurant.business_id,
      restaurant_id: restaurantId,
      hashed_id: newPublicId(),
      position,
      created_at: now,
      updated_at: now,
    });
    return readMenu(tx, menu.id);
  });
}

export async function updateMenu(
  ctx: ServiceContext,
  id: number,
  body: MenuUpdateBody,
): Promise<Menu> {
  return changeMenu(ctx, 'menu', id, async (tx, { restaurantId }) => {
    await assertTranslationsOf(tx, { restaurantId }, namedTexts(body));
    await updateMenuRow(tx, { id, changes: { ...body, ...textChanges(body) } });
  });
}

export async function deleteMenu(ctx: ServiceContext, id: number) {
  const { restaurantId } = await locate(ctx, 'menu', id);
  await commitVisibleChange(ctx, restaurantId, (tx) => deleteMenuRow(tx, { id }));
  return { detail: 'Menu deleted' };
}

/** What a copy's name ends with, per language; other languages get the English word. */
const COPY_SUFFIX: Translations = {
  it: ' (copia)',
  en: ' (copy)',
  de: ' (Kopie)',
  fr: ' (copie)',
  es: ' (copia)',
};

function copyName(name: Translations): Translations {
  return Object.fromEntries(
    Object.entries(name).map(([language, text = '']) => {
      const suffix = COPY_SUFFIX[language] ?? COPY_SUFFIX.en!;
      return [language, text.slice(0, MAX_NAME_LENGTH - suffix.length) + suffix];
    }),
  );
}

/**
 * A copy of the menu with its sections and items, under a new hashed id. It starts inactive, as
 * a draft: guests never see two identical menus while the owner edits the copy.
 */
export async function duplicateMenu(ctx: ServiceContext, id: number): Promise<Menu> {
  const { restaurantId, businessId } = await locate(ctx, 'menu', id);
  return commitVisibleChange(ctx, restaurantId, async (tx) => {
    const original = await findMenuById(tx, { id });
    if (!original) throw notFound('Menu');
    const position = await positionAtEnd(tx, {
      list: 'menus-of-restaurant',
      parentId: restaurantId,
    });
    const sections = await listSectionsOfMenus(tx, { menuIds: [id] });
    const items = await listItemsOfMenus(tx, { menuIds: [id] });
    const now = ctx.clock.now();
    const owner = { business_id: businessId, restaurant_id: restaurantId };
    const copy = await insertMenu(tx, {
      ...owner,
      hashed_id: newPublicId(),
      name: copyName(original.name),
      description: original.description,
      availability: original.availability,
      active: false,
      position,
      created_at: now,
      updated_at: now,
    });
    // Positions are renumbered 0, 1, 2 … so each copied section is found again by its position.
    const copiedSections = await insertSections(
      tx,
      sections.map((s, position) => ({
        ...owner,
        menu_id: copy.id,
        name: s.name,
        description: s.description,
        position,
      })),
    );
    const copiedIdAt = new Map(copiedSections.map((s) => [s.position, s.id]));
    const copiedSectionOf = new Map(sections.map((s, i) => [s.id, copiedIdAt.get(i)!]));
    const nextItemPosition = new Map<number, number>();
    await insertItems(
      tx,
      items.map(({ id: _id, section_id, menu_id: _m, position: _p, ...item }) => {
        const position = nextItemPosition.get(section_id) ?? 0;
        nextItemPosition.set(section_id, position + 1);
        return {
          ...item,
          menu_id: copy.id,
          section_id: copiedSectionOf.get(section_id)!,
          position,
        };
      }),
    );
    return readMenu(tx, copy.id);
  });
}

/** A new order must name every row of the list exactly once, and nothing else. */
function assertSameRows(current: number[], ids: number[]) {
  const given = new Set(ids);
  const problem =
    given.size !== ids.length
      ? 'Each id may appear only once'
      : ids.length !== current.length || current.some((id) => !given.has(id))
        ? 'Give every id of the list, and only those'
        : undefined;
  if (problem) throw ruleBroken(problem, { ids: problem });
}

export async function reorder(
  ctx: ServiceContext,
  parent: { part: MenuPart; id: number; list: OrderedList },
  ids: number[],
): Promise<Menu> {
  return changeMenu(ctx, parent.part, parent.id, async (tx) => {
    assertSameRows(await listIdsInList(tx, { list: parent.list, parentId: parent.id }), ids);
    await setPositions(tx, { list: parent.list, ids });
  });
}

/** The order guests' menu switcher shows the restaurant's active menus in. */
export async function reorderMenus(ctx: ServiceContext, restaurantId: number, ids: number[]) {
  return commitVisibleChange(ctx, restaurantId, async (tx) => {
    const list = 'menus-of-restaurant';
    assertSameRows(await listIdsInList(tx, { list, parentId: restaurantId }), ids);
    await setPositions(tx, { list, ids });
    return readMenuList(tx, restaurantId);
  });
}
