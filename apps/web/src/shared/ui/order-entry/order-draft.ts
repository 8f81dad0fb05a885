import { pickTranslation } from '@coperto/shared/common/translations';
import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { ORDER_MAX_QUANTITY } from '@coperto/shared/orders/order.constants';
import type { Order, OrderLineInput } from '@coperto/shared/orders/order.schemas';

/** A dish as staff pick it: its name in the restaurant's language, price and variants. */
export interface PickableDish {
  id: number;
  name: string;
  price: number;
  available: boolean;
  variants: { index: number; name: string; price: number }[];
}

export interface PickableSection {
  key: string;
  name: string;
  dishes: PickableDish[];
}

/** A line being entered: what the server needs, and what the screen shows until it prices it. */
export interface DraftLine {
  key: string;
  itemId: number;
  variant?: number;
  quantity: number;
  notes: string;
  name: string;
  variantName: string | null;
  unitPrice: number;
}

/** The active menus' sections, each menu's name before its sections when there are several. */
export function pickableSections(
  menus: readonly Menu[],
  language: string,
  first: string,
): PickableSection[] {
  const name = (text: Partial<Record<string, string>>) => pickTranslation(text, language, first);
  return menus.flatMap((menu) =>
    menu.sections
      .filter((section) => section.items.length > 0)
      .map((section) => ({
        key: `${menu.id}-${section.id}`,
        name: menus.length > 1 ? `${name(menu.name)} · ${name(section.name)}` : name(section.name),
        dishes: section.items.map((item) => ({
          id: item.id,
          name: name(item.name),
          price: item.price,
          available: item.available,
          variants: item.variants.map((variant, index) => ({
            index,
            name: name(variant.name),
            price: variant.price,
          })),
        })),
      })),
  );
}

let nextKey = 0;
/** A line's own key, kept while its quantity and note change (the note field keeps its focus). */
const newKey = () => `line-${++nextKey}`;

/** One more of a dish: taps on the same dish and variant add up on its line without a note. */
export function addDish(
  lines: readonly DraftLine[],
  dish: PickableDish,
  variant?: number,
): DraftLine[] {
  const same = lines.find(
    (line) => line.itemId === dish.id && line.variant === variant && line.notes === '',
  );
  if (same) return setQuantity(lines, same.key, same.quantity + 1);
  const chosen = variant === undefined ? undefined : dish.variants[variant];
  return [
    ...lines,
    {
      key: newKey(),
      itemId: dish.id,
      variant,
      quantity: 1,
      notes: '',
      name: dish.name,
      variantName: chosen?.name ?? null,
      unitPrice: chosen?.price ?? dish.price,
    },
  ];
}

/** A line's quantity; none removes it. */
export function setQuantity(
  lines: readonly DraftLine[],
  key: string,
  quantity: number,
): DraftLine[] {
  if (quantity <= 0) return lines.filter((line) => line.key !== key);
  return lines.map((line) =>
    line.key === key ? { ...line, quantity: Math.min(quantity, ORDER_MAX_QUANTITY) } : line,
  );
}

/** A line's note for the kitchen ("senza cipolla"); it keeps its place. */
export function setNotes(lines: readonly DraftLine[], key: string, notes: string): DraftLine[] {
  return lines.map((line) => (line.key === key ? { ...line, notes } : line));
}

/** What the menu's prices make: shown as an estimate, the server prices the order itself. */
export function draftTotal(lines: readonly DraftLine[]): number {
  return (
    lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0) / 100
  );
}

export function toLineInputs(lines: readonly DraftLine[]): OrderLineInput[] {
  return lines.map((line) => ({
    item_id: line.itemId,
    ...(line.variant === undefined ? {} : { variant: line.variant }),
    quantity: line.quantity,
    ...(line.notes.trim() ? { notes: line.notes.trim() } : {}),
  }));
}

/**
 * An order's lines as a draft to correct. A line names its variant, not its index: the index is
 * the dish's variant with that name in any language; a dish no longer on the menus keeps its
 * line (the server says if it can no longer be sold).
 */
export function draftOfOrder(order: Pick<Order, 'items'>, menus: readonly Menu[]): DraftLine[] {
  const items = new Map(
    menus.flatMap((menu) => menu.sections.flatMap((s) => s.items)).map((i) => [i.id, i]),
  );
  return order.items
    .filter((line) => line.item_id !== null)
    .map((line) => {
      const item = items.get(line.item_id ?? 0);
      const found = line.variant_name
        ? item?.variants.findIndex((variant) =>
            Object.values(variant.name).includes(line.variant_name ?? ''),
          )
        : undefined;
      const variant = found === undefined || found < 0 ? undefined : found;
      return {
        key: newKey(),
        itemId: line.item_id ?? 0,
        variant,
        quantity: line.quantity,
        notes: line.notes,
        name: line.name,
        variantName: line.variant_name,
        unitPrice: line.unit_price,
      };
    });
}
