import { splitGross } from '@coperto/shared/common/vat';
import { describe, expect, it } from 'vitest';
import { breakdownOf, discountedBreakdownOf, type PricedLine } from './order-pricing';

function line(kind: PricedLine['kind'], gross: number, code: string, bp: number): PricedLine {
  return {
    kind,
    menu_item_id: kind === 'dish' ? 1 : null,
    variant_index: null,
    name: kind,
    variant_name: null,
    quantity: 1,
    unit_price_cents: gross,
    vat_rate_code: code,
    vat_rate_bp: bp,
    notes: '',
    ...splitGross(gross, bp),
  };
}

describe("an order's VAT with a discount", () => {
  const lines = [
    line('dish', 1200, 'IT10', 1000),
    line('dish', 800, 'IT22', 2200),
    line('delivery_fee', 300, 'IT10', 1000),
  ];

  it('is the plain breakdown without one', () => {
    expect(discountedBreakdownOf(lines, 0)).toEqual(breakdownOf(lines));
  });

  it('spreads the discount over the dishes by their gross, never over the fee', () => {
    const byRate = discountedBreakdownOf(lines, 500);
    const gross = Object.fromEntries(byRate.map((r) => [r.rate_code, r.gross_cents]));
    // 500 over 1200 and 800: 300 and 200; the fee's 300 stays whole.
    expect(gross).toEqual({ IT10: 1200 - 300 + 300, IT22: 800 - 200 });
    const total = byRate.reduce((sum, r) => sum + r.gross_cents, 0);
    expect(total).toBe(1200 + 800 + 300 - 500);
    for (const r of byRate) expect(r.net_cents + r.vat_cents).toBe(r.gross_cents);
  });

  it('adds up to the cent with shares that do not divide evenly', () => {
    const odd = [
      line('dish', 333, 'IT10', 1000),
      line('dish', 667, 'IT10', 1000),
      line('dish', 1, 'IT4', 400),
    ];
    const byRate = discountedBreakdownOf(odd, 101);
    expect(byRate.reduce((sum, r) => sum + r.gross_cents, 0)).toBe(1001 - 101);
  });
});
