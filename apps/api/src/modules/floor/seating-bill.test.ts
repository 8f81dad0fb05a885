import { describe, expect, it } from 'vitest';
import { type BillLineRow, type BillOrder, billCentsOf, pricedLinesOf } from './seating-bill';

const order = (
  id: number,
  total: number,
  discount = 0,
  status: BillOrder['status'] = 'accepted',
): BillOrder => ({
  id,
  number: id,
  status,
  total_cents: total,
  discount_cents: discount,
  gift_card_cents: 0,
  paid: false,
});
const line = (id: number, orderId: number, gross: number): BillLineRow => ({
  id,
  order_id: orderId,
  name: `Piatto ${id}`,
  variant_name: null,
  quantity: 1,
  unit_price_cents: gross,
  gross_cents: gross,
  notes: '',
});

describe("a party's bill", () => {
  it('spreads an order’s discount over its dishes, so the dishes sum to the order', () => {
    const orders = [order(1, 2000, 100), order(2, 700)];
    const priced = pricedLinesOf(orders, [
      line(11, 1, 1000),
      line(12, 1, 650),
      line(13, 1, 450),
      line(21, 2, 700),
    ]);
    expect(priced.map((l) => l.due_cents)).toEqual([952, 619, 429, 700]);
    expect(priced.filter((l) => l.order_id === 1).reduce((s, l) => s + l.due_cents, 0)).toBe(2000);
  });

  it('leaves rejected and cancelled orders off the bill', () => {
    const orders = [order(1, 1500), order(2, 900, 0, 'cancelled'), order(3, 400, 0, 'rejected')];
    const priced = pricedLinesOf(orders, [line(11, 1, 1500), line(21, 2, 900), line(31, 3, 400)]);
    expect(priced.map((l) => l.id)).toEqual([11]);
    const bill = billCentsOf(
      { bill_split: 'whole', bill_parts: [], paid_at: null },
      orders,
      priced,
    );
    expect(bill).toMatchObject({ total: 1500, paid: 0, due: 1500, unsplit: 0, parts: [] });
  });

  it('prices open parts by their dishes now, keeps a paid part’s amount, and shows what is outside the parts', () => {
    const orders = [order(1, 1000), order(2, 600), order(3, 250)];
    const priced = pricedLinesOf(orders, [line(11, 1, 1000), line(21, 2, 600), line(31, 3, 250)]);
    const bill = billCentsOf(
      {
        bill_split: 'items',
        bill_parts: [
          { amount_cents: 1000, line_ids: [11], paid_at: '2026-11-26T20:00:00.000Z' },
          { amount_cents: 999, line_ids: [21], paid_at: null },
        ],
        paid_at: null,
      },
      orders,
      priced,
    );
    // Order 3 came after the split: in no part.
    expect(bill).toMatchObject({ total: 1850, paid: 1000, due: 850, unsplit: 250 });
    expect(bill.parts.map((p) => p.amount)).toEqual([1000, 600]);
  });

  it('is paid whole once marked so, whatever its parts say', () => {
    const orders = [order(1, 1234)];
    const bill = billCentsOf(
      {
        bill_split: 'equal',
        bill_parts: [
          { amount_cents: 617, line_ids: [], paid_at: null },
          { amount_cents: 617, line_ids: [], paid_at: null },
        ],
        paid_at: new Date(),
      },
      orders,
      pricedLinesOf(orders, [line(11, 1, 1234)]),
    );
    expect(bill).toMatchObject({ total: 1234, paid: 1234, due: 0, unsplit: 0 });
  });
});
