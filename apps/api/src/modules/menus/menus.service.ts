import { DEFAULT_THEME_COLORS, MAX_NAME_LENGTH } from '@coperto/shared/common/constants';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import type { Translations } from '@coperto/shared/common/translations';
import {
  MAX_ITEMS_PER_SECTION,
  MAX_MENUS_PER_RESTAURANT,
  MAX_SECTIONS_PER_MENU,
} from '@coperto/shared/menus/menu.constants';
import type {
  Menu,
  MenuBody,
  MenuItem,
  MenuItemBody,
  MenuItemUpdateBody,
  MenuSectionBody,
  MenuSectionUpdateBody,
  MenuUpdateBody,
  PublicMenuResponse,
  PublicMenusResponse,
} from '@coperto/shared/menus/menu.schemas';
import type { BusinessScope, TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken, unauthenticated } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import { commitVisibleChange } from '../restaurants/restaurants.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { findPublicRestaurantRow } from '../sites/sites.service';
import {
  deleteItem as deleteItemRow,
  deleteMenu as deleteMenuRow,
  deleteSection as deleteSectionRow,
  findActiveMenuByHashedId,
  findItemById,
  findListLength,
  findMenuById,
  findMenuPlace,
  findSectionById,
  insertItems,
  insertMenu,
  insertSections,
  isMediaOfRestaurant,
  listActiveMenusOfLiveRestaurant,
  listIdsInList,
  listItemsOfMenus,
  listMenuSummaries,
  listRestaurantLanguages,
  listSectionsOfMenus,
  type MenuItemRow,
  type MenuPart,
  type MenuRow,
  type MenuSectionRow,
  type OrderedList,
  setPositions,
  updateItem as updateItemRow,
  updateMenu as updateMenuRow,
  updateSection as updateSectionRow,
} from './menus.repository';

// ---------------------------------------------------------------- rows → API shapes

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
async function loadWholeMenus(tx: TenantTx, menuRows: MenuRow[]): Promise<Menu[]> {
  if (menuRows.length === 0) return [];
  const menuIds = menuRows.map((m) => m.id);
  const [sections, items] = await Promise.all([
    listSectionsOfMenus(tx, { menuIds }),
    listItemsOfMenus(tx, { menuIds }),
  ]);
  return assembleMenus(menuRows, sections, items);
}

// ---------------------------------------------------------------- public reads

/**
 * The public reads need only the system reads that find the menu's business and a transaction
 * in it: callable from page rendering (SEO) as well.
 */
export type PublicReadContext = Pick<ServiceContext, 'system' | 'asTenant'>;

/**
 * The menu page's data: the active menu a guest's link names, whole, and its restaurant.
 * Throws `notFound` (AppError 404) for an unknown or inactive menu or a deleted restaurant.
 */
export async function getPublicMenuByHashedId(
  ctx: PublicReadContext,
  hashedId: string,
): Promise<PublicMenuResponse> {
  const menu = await findActiveMenuByHashedId(ctx.system, hashedId);
  if (!menu) throw notFound('Menu');
  const [restaurant, [whole]] = await Promise.all([
    findPublicRestaurantRow(ctx, menu.restaurant_id),
    ctx.asTenant(menu.business_id, (tx) => loadWholeMenus(tx, [menu])),
  ]);
  if (!restaurant || !whole) throw notFound('Menu');
  return {
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      public_key: restaurant.public_key,
      hostname: restaurant.hostnames,
      language: restaurant.languages,
      font: restaurant.font,
      logo_url: restaurant.logo_url,
      theme: { ...DEFAULT_THEME_COLORS, ...restaurant.theme },
    },
    menu: whole,
  };
}

/**
 * A restaurant's active menus, whole and in order (possibly none).
 * Throws `notFound` (AppError 404) for an unknown or deleted restaurant.
 */
export async function getPublicMenusOfRestaurant(
  ctx: PublicReadContext,
  restaurantId: number,
): Promise<PublicMenusResponse> {
  const menuRows = await listActiveMenusOfLiveRestaurant(ctx.system, restaurantId);
  // Only a restaurant without menus costs a second look: is it there at all?
  if (menuRows.length === 0) {
    if (!(await findPublicRestaurantRow(ctx, restaurantId))) throw notFound('Restaurant');
    return { menus: [] };
  }
  const businessId = menuRows[0]!.business_id;
  return { menus: await ctx.asTenant(businessId, (tx) => loadWholeMenus(tx, menuRows)) };
}

// ---------------------------------------------------------------- rules

function scopeOfCaller(ctx: ServiceContext): BusinessScope {
  if (!ctx.actor) throw unauthenticated();
  return scopeOf(ctx.actor);
}

/** A cleared translation is a missing one: guests then see the first language's text. */
function withoutEmpty(text: Translations): Translations {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value));
}

/** A translated text of a body, by its field path; names must have the first language. */
type TranslatedField = [path: string, text: Translations | undefined, required: boolean];

/**
 * Only the restaurant's languages, and every name in its first language: 422 naming each field
 * (`name.it`, `variants.0.name.it`), so the editor can flag it.
 */
function assertTranslations(languages: string[], texts: TranslatedField[]) {
  const [first] = languages;
  const fields: Record<string, string> = {};
  for (const [path, text, required] of texts) {
    if (!text) continue;
    for (const language of Object.keys(text)) {
      if (!languages.includes(language)) {
        fields[`${path}.${language}`] = 'Not a language of this restaurant';
      }
    }
    if (required && first && !text[first]) {
      fields[`${path}.${first}`] = 'Required in the restaurant’s first language';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw ruleBroken('Some texts are missing or in a language the restaurant does not use', fields);
  }
}

/** Reads the restaurant's languages only when the body carries a text. */
async function assertTranslationsOf(
  tx: TenantTx,
  q: { restaurantId: number },
  texts: TranslatedField[],
) {
  if (texts.every(([, text]) => text === undefined)) return;
  assertTranslations(await listRestaurantLanguages(tx, q), texts);
}

const namedTexts = (body: {
  name?: Translations;
  description?: Translations;
}): TranslatedField[] => [
  ['name', body.name, true],
  ['description', body.description, false],
];

const itemTexts = (body: MenuItemUpdateBody): TranslatedField[] => [
  ...namedTexts(body),
  ...(body.variants ?? []).map(
    (variant, i): TranslatedField => [`variants.${i}.name`, variant.name, true],
  ),
];

/** An item's picture must be one the image pipeline stored for this same restaurant. */
async function assertImageOfRestaurant(
  tx: TenantTx,
  q: { restaurantId: number; url: string | null | undefined },
) {
  if (!q.url) return;
  if (!(await isMediaOfRestaurant(tx, { ...q, url: q.url }))) {
    throw ruleBroken('Choose an image uploaded for this restaurant', {
      image_url: 'Not an image of this restaurant',
    });
  }
}

const LIST_LIMITS: Record<OrderedList, { max: number; what: string; where: string }> = {
  'menus-of-restaurant': { max: MAX_MENUS_PER_RESTAURANT, what: 'menus', where: 'a restaurant' },
  'sections-of-menu': { max: MAX_SECTIONS_PER_MENU, what: 'sections', where: 'a menu' },
  'items-of-section': { max: MAX_ITEMS_PER_SECTION, what: 'dishes', where: 'a section' },
};

/** The position a new row takes at the end of its list, once the list's limit allows it. */
async function positionAtEnd(tx: TenantTx, q: { list: OrderedList; parentId: number }) {
  const { count, nextPosition } = await findListLength(tx, q);
  const limit = LIST_LIMITS[q.list];
  if (count >= limit.max) {
    throw ruleBroken(`There can be at most ${limit.max} ${limit.what} in ${limit.where}`);
  }
  return nextPosition;
}

/** Editable text columns as stored: cleared translations dropped. */
function textChanges(body: { name?: Translations; description?: Translations }) {
  return {
    ...(body.name && { name: withoutEmpty(body.name) }),
    ...(body.description && { description: withoutEmpty(body.description) }),
  };
}

function itemChanges(body: MenuItemUpdateBody) {
  const { name: _n, description: _d, price, variants, image_url, ...flags } = body;
  return {
    ...flags,
    ...textChanges(body),
    // An emptied picture field means no picture.
    ...(image_url !== undefined && { image_url: image_url || null }),
    ...(price !== undefined && { price_cents: eurosToCents(price) }),
    ...(variants && {
      variants: variants.map((v) => ({
        name: withoutEmpty(v.name),
        price_cents: eurosToCents(v.price),
      })),
    }),
  };
}

// ---------------------------------------------------------------- the editor's reads

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
async function changeMenu(
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
    const [sections, items] = await Promise.all([
      listSectionsOfMenus(tx, { menuIds: [id] }),
      listItemsOfMenus(tx, { menuIds: [id] }),
    ]);
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

export async function createSection(
  ctx: ServiceContext,
  menuId: number,
  body: MenuSectionBody,
): Promise<Menu> {
  return changeMenu(ctx, 'menu', menuId, async (tx, { businessId, restaurantId }) => {
    await assertTranslationsOf(tx, { restaurantId }, namedTexts(body));
    const position = await positionAtEnd(tx, { list: 'sections-of-menu', parentId: menuId });
    await insertSections(tx, [
      {
        name: withoutEmpty(body.name),
        description: withoutEmpty(body.description),
        business_id: businessId,
        restaurant_id: restaurantId,
        menu_id: menuId,
        position,
      },
    ]);
  });
}

export async function updateSection(
  ctx: ServiceContext,
  id: number,
  body: MenuSectionUpdateBody,
): Promise<Menu> {
  return changeMenu(ctx, 'menu-section', id, async (tx, { restaurantId }) => {
    await assertTranslationsOf(tx, { restaurantId }, namedTexts(body));
    await updateSectionRow(tx, { id, changes: textChanges(body) });
  });
}

/** The section goes with its dishes. */
export async function deleteSection(ctx: ServiceContext, id: number): Promise<Menu> {
  return changeMenu(ctx, 'menu-section', id, (tx) => deleteSectionRow(tx, { id }));
}

export async function createItem(
  ctx: ServiceContext,
  sectionId: number,
  body: MenuItemBody,
): Promise<Menu> {
  return changeMenu(ctx, 'menu-section', sectionId, async (tx, place) => {
    const { restaurantId } = place;
    await assertTranslationsOf(tx, { restaurantId }, itemTexts(body));
    await assertImageOfRestaurant(tx, { restaurantId, url: body.image_url });
    const position = await positionAtEnd(tx, {
      list: 'items-of-section',
      parentId: sectionId,
    });
    await insertItems(tx, [
      {
        ...itemChanges(body),
        name: withoutEmpty(body.name),
        price_cents: eurosToCents(body.price),
        business_id: place.businessId,
        restaurant_id: restaurantId,
        menu_id: place.menuId,
        section_id: sectionId,
        position,
      },
    ]);
  });
}

export async function updateItem(
  ctx: ServiceContext,
  id: number,
  body: MenuItemUpdateBody,
): Promise<Menu> {
  return changeMenu(ctx, 'menu-item', id, async (tx, { restaurantId }) => {
    await assertTranslationsOf(tx, { restaurantId }, itemTexts(body));
    await assertImageOfRestaurant(tx, { restaurantId, url: body.image_url });
    await updateItemRow(tx, { id, changes: itemChanges(body) });
  });
}

/** The one-click switch during service: no rules to read, one row to change. */
export async function setItemAvailability(
  ctx: ServiceContext,
  id: number,
  available: boolean,
): Promise<Menu> {
  return changeMenu(ctx, 'menu-item', id, (tx) =>
    updateItemRow(tx, { id, changes: { available } }),
  );
}

/**
 * A dish put in the wrong section goes to the end of another section of its menu. A section of
 * another menu, or of another business, gets the same answer: nothing to probe.
 */
export async function moveItem(ctx: ServiceContext, id: number, sectionId: number): Promise<Menu> {
  return changeMenu(ctx, 'menu-item', id, async (tx, { menuId }) => {
    const target = await findSectionById(tx, { id: sectionId });
    if (target?.menu_id !== menuId) {
      throw ruleBroken('Choose a section of the same menu', {
        section_id: 'Not a section of this menu',
      });
    }
    const item = await findItemById(tx, { id });
    if (item?.section_id === sectionId) return;
    const position = await positionAtEnd(tx, {
      list: 'items-of-section',
      parentId: sectionId,
    });
    await updateItemRow(tx, { id, changes: { section_id: sectionId, position } });
  });
}

export async function deleteItem(ctx: ServiceContext, id: number): Promise<Menu> {
  return changeMenu(ctx, 'menu-item', id, (tx) => deleteItemRow(tx, { id }));
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

async function reorder(
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

export const reorderSections = (ctx: ServiceContext, menuId: number, ids: number[]) =>
  reorder(ctx, { part: 'menu', id: menuId, list: 'sections-of-menu' }, ids);

export const reorderItems = (ctx: ServiceContext, sectionId: number, ids: number[]) =>
  reorder(ctx, { part: 'menu-section', id: sectionId, list: 'items-of-section' }, ids);
