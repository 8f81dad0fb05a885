import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { ORDER_LINE_NOTES_MAX_LENGTH } from '@coperto/shared/orders/order.constants';

// A cart line names what the kitchen makes: the menu item's id and, for a dish with variants,
// the chosen variant's index. Both live in the line's `id` (`"12"`, `"12~1"`), so the cart's
// stored shape and its server mirror stay as they are (decision 044).

const LINE_ID = /^(\d{1,15})(?:~(\d{1,2}))?$/;

/** The line id of a menu item, with its variant's index when it has variants. */
export function cartLineId(itemId: number, variant?: number): string {
  return variant === undefined ? String(itemId) : `${itemId}~${variant}`;
}

/** The menu item and variant a line id names, or null for a line that names none. */
export function parseCartLineId(id: string): { item_id: number; variant?: number } | null {
  const match = LINE_ID.exec(id);
  if (!match) return null;
  const itemId = Number(match[1]);
  if (!Number.isSafeInteger(itemId) || itemId <= 0) return null;
  return match[2] === undefined
    ? { item_id: itemId }
    : { item_id: itemId, variant: Number(match[2]) };
}

export interface OrderLine {
  item_id: number;
  variant?: number;
  quantity: number;
  notes?: string;
}

/**
 * The cart's lines as an order's: `lines[i]` is cart line `cartIndex[i]`, so the server's
 * `items.i` problems point back at the cart's lines. Lines naming no menu item are left out and
 * listed in `unknown` (an old cart, a dish that was never on a menu).
 */
export function orderLinesOf(items: readonly CartItem[]): {
  lines: OrderLine[];
  cartIndex: number[];
  unknown: number[];
} {
  const lines: OrderLine[] = [];
  const cartIndex: number[] = [];
  const unknown: number[] = [];
  items.forEach((item, index) => {
    const ref = parseCartLineId(item.id);
    if (!ref) {
      unknown.push(index);
      return;
    }
    const notes = item.notes?.trim().slice(0, ORDER_LINE_NOTES_MAX_LENGTH);
    lines.push({ ...ref, quantity: item.quantity, ...(notes ? { notes } : {}) });
    cartIndex.push(index);
  });
  return { lines, cartIndex, unknown };
}

/**
 * The server's problems (`items.2` → `sold_out`, `items.2.variant` → `unknown_variant`) by the
 * cart line they concern; lines naming no menu item are `unknown_dish`.
 */
export function lineProblemsOf(
  problems: Record<string, string>,
  mapping: { cartIndex: readonly number[]; unknown: readonly number[] },
): Map<number, string> {
  const byLine = new Map<number, string>();
  for (const index of mapping.unknown) byLine.set(index, 'unknown_dish');
  for (const [field, rule] of Object.entries(problems)) {
    const match = /^items\.(\d+)(?:\.|$)/.exec(field);
    if (!match) continue;
    const cartLine = mapping.cartIndex[Number(match[1])];
    if (cartLine !== undefined && !byLine.has(cartLine)) byLine.set(cartLine, rule);
  }
  return byLine;
}
