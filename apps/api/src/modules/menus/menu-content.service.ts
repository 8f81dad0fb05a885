import { eurosToCents } from '@coperto/shared/common/money';
import { withoutEmpty } from '@coperto/shared/common/translations';
import type {
  Menu,
  MenuItemBody,
  MenuItemUpdateBody,
  MenuSectionBody,
  MenuSectionUpdateBody,
} from '@coperto/shared/menus/menu.schemas';
import { ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import {
  assertImageOfRestaurant,
  assertTranslationsOf,
  itemChanges,
  itemTexts,
  namedTexts,
  positionAtEnd,
  textChanges,
} from './menu-rules';
import {
  deleteItem as deleteItemRow,
  deleteSection as deleteSectionRow,
  findItemById,
  findSectionById,
  insertItems,
  insertSections,
  updateItem as updateItemRow,
  updateSection as updateSectionRow,
} from './menus.repository';
import { changeMenu, reorder } from './menus.service';

// The editor's sections and items. Each write runs through `changeMenu` (the menu's tenant, the
// visible-change touch) and answers the whole menu as committed.

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

export const reorderSections = (ctx: ServiceContext, menuId: number, ids: number[]) =>
  reorder(ctx, { part: 'menu', id: menuId, list: 'sections-of-menu' }, ids);

export const reorderItems = (ctx: ServiceContext, sectionId: number, ids: number[]) =>
  reorder(ctx, { part: 'menu-section', id: sectionId, list: 'items-of-section' }, ids);
