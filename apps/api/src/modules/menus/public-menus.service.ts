import { DEFAULT_THEME_COLORS } from '@coperto/shared/common/constants';
import type { PublicMenuResponse, PublicMenusResponse } from '@coperto/shared/menus/menu.schemas';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { findPublicRestaurantRow } from '../sites/sites.service';
import { loadWholeMenus } from './menu-shapes';
import { findActiveMenuByHashedId, listActiveMenusOfLiveRestaurant } from './menus.repository';

// Guests' reads: a menu by its hashed id, a live restaurant's active menus.

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
