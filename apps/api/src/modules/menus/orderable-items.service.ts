import type { TenantTx } from '../../db/tenant-scope';
import { findItemsForOrder } from './menus.repository';

export type ItemForOrder = Awaited<ReturnType<typeof findItemsForOrder>>[number];

/**
 * The restaurant's dishes an order names, by id, with their menu's state and hours: the orders
 * module prices every line from these, never from what the guest sent (DESIGN.md §10). A dish of
 * another restaurant or business is simply absent.
 */
export async function itemsForOrder(
  tx: TenantTx,
  restaurantId: number,
  itemIds: number[],
): Promise<Map<number, ItemForOrder>> {
  const rows = await findItemsForOrder(tx, { restaurantId, itemIds: [...new Set(itemIds)] });
  return new Map(rows.map((row) => [row.id, row]));
}
