import { describe, expect, it } from 'vitest';
import { splitGross, vatBreakdown } from './vat';

describe('splitGross', () => {
  it('splits a VAT-inclusive price so net + VAT is the gross exactly', () => {
    expect(splitGross(1100, 1000)).toEqual({ net_cents: 1000, vat_cents: 100, gross_cents: 1100 });
    expect(splitGross(1220, 2200)).toEqual({ net_cents: 1000, vat_cents: 220, gross_cents: 1220 });
    // 9.50 at 10 %: 863.636… rounds to 864
    expect(splitGross(950, 1000)).toEqual({ net_cents: 864, vat_cents: 86, gross_cents: 950 });
    for (let gross = 0; gross < 3000; gross += 7) {
      for (const rate of [0, 400, 500, 1000, 2200]) {
        const { net_cents, vat_cents } = splitGross(gross, rate);
        expect(net_cents + vat_cents).toBe(gross);
        expect(vat_cents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('has no VAT at a zero rate', () => {
    expect(splitGross(1234, 0)).toEqual({ net_cents: 1234, vat_cents: 0, gross_cents: 1234 });
  });

  it('refuses fractions of a cent and negative rates', () => {
    expect(() => splitGross(10.5, 1000)).toThrow(RangeError);
    expect(() => splitGross(100, -1)).toThrow(RangeError);
  });
});

describe('vatBreakdown', () => {
  it('sums the lines per rate, highest rate first, adding up to the lines', () => {
    const lines = [
      { rate_code: 'IT10', rate_bp: 1000, ...splitGross(950, 1000) },
      { rate_code: 'IT22', rate_bp: 2200, ...splitGross(1800, 2200) },
      { rate_code: 'IT10', rate_bp: 1000, ...splitGross(350, 1000) },
    ];
    const breakdown = vatBreakdown(lines);
    expect(breakdown.map((r) => r.rate_code)).toEqual(['IT22', 'IT10']);
    expect(breakdown[1]).toEqual({
      rate_code: 'IT10',
      rate_bp: 1000,
      net_cents: 864 + 318,
      vat_cents: 86 + 32,
      gross_cents: 1300,
    });
    const sum = (key: 'net_cents' | 'vat_cents' | 'gross_cents') =>
      breakdown.reduce((s, r) => s + r[key], 0);
    expect(sum('gross_cents')).toBe(950 + 1800 + 350);
    expect(sum('net_cents') + sum('vat_cents')).toBe(sum('gross_cents'));
  });

  it('is empty for no lines', () => {
    expect(vatBreakdown([])).toEqual([]);
  });
});
