import {
  CART_ITEM_ID_MAX_LENGTH,
  CART_ITEM_NOTES_MAX_LENGTH,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  CART_MAX_UNIT_PRICE,
  CART_MIN_QUANTITY,
} from '@coperto/shared/cart/cart.constants';
import type { CartItem } from '@coperto/shared/cart/cart.schemas';
import { MAX_NAME_LENGTH } from '@coperto/shared/common/constants';

// Pure operations on cart lines: the store calls them, tests call them directly.

/** The same item with different notes ("senza cipolla") is a line of its own. */
export function lineKeyOf(item: Pick<CartItem, 'id' | 'notes'>): string {
  return `${item.id}\u0000${item.notes ?? ''}`;
}

export const clampQuantity = (quantity: number) =>
  Math.min(CART_MAX_QUANTITY, Math.max(CART_MIN_QUANTITY, Math.round(quantity)));

/** A cart line as the API accepts it, checked by hand (no zod in the public site's first load). */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, unit_price, quantity, notes } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id.trim().length > 0 &&
    id.length <= CART_ITEM_ID_MAX_LENGTH &&
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.length <= MAX_NAME_LENGTH &&
    typeof unit_price === 'number' &&
    Number.isFinite(unit_price) &&
    unit_price >= 0 &&
    unit_price <= CART_MAX_UNIT_PRICE &&
    Number.isInteger(quantity) &&
    (quantity as number) >= CART_MIN_QUANTITY &&
    (quantity as number) <= CART_MAX_QUANTITY &&
    (notes === undefined ||
      (typeof notes === 'string' && notes.length <= CART_ITEM_NOTES_MAX_LENGTH))
  );
}

/**
 * Adds an item: to its line's quantity when the line exists (up to 99), else as a new line.
 * Answers null when the cart already has the most lines allowed.
 */
export function addLine(items: readonly CartItem[], item: CartItem): CartItem[] | null {
  const key = lineKeyOf(item);
  const index = items.findIndex((line) => lineKeyOf(line) === key);
  if (index === -1) {
    if (items.length >= CART_MAX_LINES) return null;
    return [...items, { ...item, quantity: clampQuantity(item.quantity) }];
  }
  return items.map((line, i) =>
    i === index ? { ...line, quantity: clampQuantity(line.quantity + item.quantity) } : line,
  );
}

/** Sets a line's quantity; below 1 removes the line. */
export function setLineQuantity(
  items: readonly CartItem[],
  lineKey: string,
  quantity: number,
): CartItem[] {
  if (quantity < CART_MIN_QUANTITY) return removeLine(items, lineKey);
  return items.map((line) =>
    lineKeyOf(line) === lineKey ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

export function removeLine(items: readonly CartItem[], lineKey: string): CartItem[] {
  return items.filter((line) => lineKeyOf(line) !== lineKey);
}

/** The total in integer cents, so that 0.1 + 0.2 adds up (DESIGN.md §5). */
export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + Math.round(line.unit_price * 100) * line.quantity, 0);
}

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
