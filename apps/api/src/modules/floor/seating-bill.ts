import { centsToEuros } from '@coperto/shared/common/money';
import { itemPartsCents, splitCentsByWeight } from '@coperto/shared/floor/service.constants';
import type { Bill, BillLine } from '@coperto/shared/floor/service.schemas';
import type { OrderStatus } from '@coperto/shared/orders/order-states';
import type { StoredBillPart } from '../../db/schema/service';
import type { SeatingRow } from './seatings.repository';

// A party's bill from its orders (decision 061), in cents: pure, so the rules of splitting and
// paying are tested without a database.

/** Orders that are not on the bill: refused or cancelled ones. */
const OFF_THE_BILL: readonly OrderStatus[] = ['rejected', 'cancelled'];

export interface BillOrder {
  id: number;
  number: number;
  status: OrderStatus;
  total_cents: number;
  discount_cents: number;
  /** What a gift card paid of the order as it was placed: not due at the table (decision 071). */
  gift_card_cents: number;
  /** Paid with an earlier bill: the bill was paid in full, then a new order opened it again. */
  paid: boolean;
}

export interface BillLineRow {
  id: number;
  order_id: number;
  name: string;
  variant_name: string | null;
  quantity: number;
  unit_price_cents: number;
  gross_cents: number;
  notes: string;
}

/** A dish of the bill with what it costs the party: its price less its share of its order's discount. */
export interface PricedLine extends BillLineRow {
  order_number: number;
  due_cents: number;
  /** Its order was paid already: the dish is in no split and asks nothing. */
  paid: boolean;
}

export function countsOnBill(order: Pick<BillOrder, 'status'>): boolean {
  return !OFF_THE_BILL.includes(order.status);
}

/**
 * The bill's dishes: those of its counted orders, each order's discount and gift card part spread
 * over its dishes, so a split by dishes asks only what is left to pay.
 */
export function pricedLinesOf(
  orders: readonly BillOrder[],
  lines: readonly BillLineRow[],
): PricedLine[] {
  const priced: PricedLine[] = [];
  for (const order of orders) {
    if (!countsOnBill(order)) continue;
    const own = lines.filter((l) => l.order_id === order.id);
    if (own.length === 0) continue;
    const discounts = splitCentsByWeight(
      order.discount_cents + order.gift_card_cents,
      own.map((l) => l.gross_cents),
    );
    own.forEach((line, i) => {
      priced.push({
        ...line,
        order_number: order.number,
        paid: order.paid,
        due_cents: line.gross_cents - (discounts[i] ?? 0),
      });
    });
  }
  return priced;
}

/** What the party pays at the table: its counted orders less what gift cards paid of them. */
export function totalCentsOf(orders: readonly BillOrder[]): number {
  return orders.filter(countsOnBill).reduce((sum, o) => sum + o.total_cents - o.gift_card_cents, 0);
}

/** What earlier bills took: the orders paid before a new order opened the bill again. */
export function paidBeforeCentsOf(orders: readonly BillOrder[]): number {
  return totalCentsOf(orders.filter((o) => o.paid));
}

/** What is left to pay or split: the bill less what earlier bills took. */
export function openCentsOf(orders: readonly BillOrder[]): number {
  return totalCentsOf(orders) - paidBeforeCentsOf(orders);
}

/**
 * The parts' amounts: a paid part keeps what was taken; an open part of a split by items is what
 * its dishes (its share of a shared one) cost now — a dish whose order was cancelled costs
 * nothing; equal parts keep their share.
 */
function partsCents(
  seating: Pick<SeatingRow, 'bill_split'>,
  parts: readonly StoredBillPart[],
  lines: readonly PricedLine[],
): number[] {
  if (seating.bill_split !== 'items') return parts.map((p) => p.amount_cents);
  const due = new Map(lines.map((l) => [l.id, l.due_cents]));
  const now = itemPartsCents(parts, (id) => due.get(id) ?? 0);
  return parts.map((p, i) => (p.paid_at !== null ? p.amount_cents : (now[i] ?? 0)));
}

export interface BillCents {
  total: number;
  paid: number;
  paid_before: number;
  due: number;
  unsplit: number;
  parts: Array<{ amount: number; line_ids: number[]; paid_at: string | null }>;
}

export function billCentsOf(
  seating: Pick<SeatingRow, 'bill_split' | 'bill_parts' | 'paid_at'>,
  orders: readonly BillOrder[],
  lines: readonly PricedLine[],
): BillCents {
  const total = totalCentsOf(orders);
  const split = seating.bill_split !== 'whole';
  const amounts = split ? partsCents(seating, seating.bill_parts, lines) : [];
  const parts = split
    ? seating.bill_parts.map((p, i) => ({
        amount: amounts[i] ?? 0,
        line_ids: p.line_ids,
        paid_at: p.paid_at,
      }))
    : [];
  const inParts = parts.reduce((sum, p) => sum + p.amount, 0);
  const paidParts = parts.filter((p) => p.paid_at !== null).reduce((sum, p) => sum + p.amount, 0);
  const paidBefore = paidBeforeCentsOf(orders);
  const paid = seating.paid_at !== null ? total : Math.min(paidBefore + paidParts, total);
  return {
    total,
    paid,
    paid_before: paidBefore,
    due: Math.max(0, total - paid),
    unsplit: split ? Math.max(0, total - paidBefore - inParts) : 0,
    parts,
  };
}

export function toBill(seating: Pick<SeatingRow, 'bill_split'>, cents: BillCents): Bill {
  return {
    total: centsToEuros(cents.total),
    paid: centsToEuros(cents.paid),
    paid_before: centsToEuros(cents.paid_before),
    due: centsToEuros(cents.due),
    split: seating.bill_split,
    parts: cents.parts.map((p, index) => ({
      index,
      amount: centsToEuros(p.amount),
      line_ids: p.line_ids,
      paid_at: p.paid_at,
    })),
    unsplit: centsToEuros(cents.unsplit),
  };
}

export function toBillLine(line: PricedLine): BillLine {
  return {
    id: line.id,
    order_id: line.order_id,
    order_number: line.order_number,
    name: line.name,
    variant_name: line.variant_name,
    quantity: line.quantity,
    unit_price: centsToEuros(line.unit_price_cents),
    total: centsToEuros(line.gross_cents),
    notes: line.notes,
    paid: line.paid,
  };
}
