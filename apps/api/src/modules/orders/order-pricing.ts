import { pickTranslation } from '@coperto/shared/common/translations';
import { splitGross, type VatAmounts, vatBreakdown } from '@coperto/shared/common/vat';
import { splitCentsByWeight } from '@coperto/shared/floor/service.constants';
import { isMenuServedAt } from '@coperto/shared/menus/menu-hours';
import type { OrderRule } from '@coperto/shared/orders/order.constants';
import type { OrderLineInput } from '@coperto/shared/orders/order.schemas';
import type { OrderType } from '@coperto/shared/orders/order-states';
import { ruleBroken } from '../../shared/app-error';
import type { ItemForOrder } from '../menus/orderable-items.service';

export interface PricedLine extends VatAmounts {
  kind: 'dish' | 'delivery_fee';
  menu_item_id: number | null;
  variant_index: number | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  unit_price_cents: number;
  vat_rate_code: string;
  vat_rate_bp: number;
  notes: string;
}

export interface PricingInput {
  lines: readonly OrderLineInput[];
  items: ReadonlyMap<number, ItemForOrder>;
  type: OrderType;
  /** The slot as the restaurant's clock reads it: menus have hours. */
  slotClock: { date: string; minutes: number };
  language: string;
  fallbackLanguage: string;
  /** Basis points by rate code (the `vat_rates` table). */
  vatRates: ReadonlyMap<string, number>;
  deliveryFee: { cents: number; vatRate: string } | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Lines that cannot be sold, by field (`items.2`): left out of the lines and totals. */
  problems: Record<string, OrderRule>;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
}

function rateOf(vatRates: ReadonlyMap<string, number>, code: string): number {
  const rate = vatRates.get(code);
  // Codes are foreign keys of vat_rates: a missing one is a broken database, not bad input.
  if (rate === undefined) throw new Error(`Unknown VAT rate ${code}`);
  return rate;
}

/**
 * Prices an order from the menu, never from the guest (DESIGN.md §10): each line's unit price is
 * the dish's or its variant's, its VAT rate the dish's served or take-away rate, and its net and
 * VAT are split once here and stored. Lines that cannot be sold come back as problems, so the
 * cart can mark them and the checkout refuses them.
 */
export function priceOrder(input: PricingInput): PricedOrder {
  const takeaway = input.type !== 'table';
  const problems: Record<string, OrderRule> = {};
  const lines: PricedLine[] = [];
  input.lines.forEach((line, index) => {
    const field = `items.${index}`;
    const item = input.items.get(line.item_id);
    const variant = line.variant === undefined ? undefined : item?.variants[line.variant];
    const problem: [string, OrderRule] | null = !item
      ? [field, 'unknown_dish']
      : !item.available
        ? [field, 'sold_out']
        : !item.menu_active || !isMenuServedAt(item.menu_availability, input.slotClock)
          ? [field, 'menu_closed']
          : line.variant !== undefined && !variant
            ? [`${field}.variant`, 'unknown_variant']
            : null;
    if (problem || !item) {
      if (problem) problems[problem[0]] = problem[1];
      return;
    }
    const unit = variant ? variant.price_cents : item.price_cents;
    const code = (takeaway && item.takeaway_vat_rate) || item.vat_rate;
    const rate = rateOf(input.vatRates, code);
    lines.push({
      kind: 'dish',
      menu_item_id: item.id,
      variant_index: line.variant ?? null,
      name: pickTranslation(item.name, input.language, input.fallbackLanguage),
      variant_name: variant
        ? pickTranslation(variant.name, input.language, input.fallbackLanguage)
        : null,
      quantity: line.quantity,
      unit_price_cents: unit,
      vat_rate_code: code,
      vat_rate_bp: rate,
      notes: line.notes ?? '',
      ...splitGross(unit * line.quantity, rate),
    });
  });
  const subtotal = lines.reduce((sum, line) => sum + line.gross_cents, 0);
  const fee = input.deliveryFee;
  if (fee && fee.cents > 0) {
    const rate = rateOf(input.vatRates, fee.vatRate);
    lines.push({
      kind: 'delivery_fee',
      menu_item_id: null,
      variant_index: null,
      name: 'delivery',
      variant_name: null,
      quantity: 1,
      unit_price_cents: fee.cents,
      vat_rate_code: fee.vatRate,
      vat_rate_bp: rate,
      notes: '',
      ...splitGross(fee.cents, rate),
    });
  }
  const deliveryFee = fee?.cents ?? 0;
  return {
    lines,
    problems,
    subtotal_cents: subtotal,
    delivery_fee_cents: deliveryFee,
    total_cents: subtotal + deliveryFee,
  };
}

/** Refuses an order with any line that cannot be sold, naming every such line. */
export function assertSellable(priced: PricedOrder) {
  if (Object.keys(priced.problems).length > 0) {
    throw ruleBroken('Some dishes cannot be ordered now', priced.problems);
  }
}

/** The VAT by rate of priced lines (the fee included), as the order stores it. */
export function breakdownOf(lines: readonly PricedLine[]) {
  return vatBreakdown(
    lines.map((l) => ({ ...l, rate_code: l.vat_rate_code, rate_bp: l.vat_rate_bp })),
  );
}

/**
 * The VAT by rate of an order with a discount (decision 068): the discount is spread over the
 * dishes by their gross (largest remainders, as the table's bill spreads it), each dish's rest
 * split again at its own rate; the delivery fee keeps its figures. Without a discount it is
 * `breakdownOf` exactly.
 */
export function discountedBreakdownOf(lines: readonly PricedLine[], discountCents: number) {
  if (discountCents <= 0) return breakdownOf(lines);
  const dishes = lines.filter((l) => l.kind === 'dish');
  const shares = splitCentsByWeight(
    discountCents,
    dishes.map((l) => l.gross_cents),
  );
  let next = 0;
  return breakdownOf(
    lines.map((line) => {
      if (line.kind !== 'dish') return line;
      const share = shares[next++] ?? 0;
      return { ...line, ...splitGross(line.gross_cents - share, line.vat_rate_bp) };
    }),
  );
}
