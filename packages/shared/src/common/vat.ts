// VAT arithmetic on integer cents (DESIGN.md §10). Italian restaurant prices include VAT, so a
// line's net and VAT are split out of its gross; the rates themselves are data (the `vat_rates`
// table), passed in here as basis points (10 % = 1000).

export interface VatAmounts {
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

/**
 * Splits a VAT-inclusive amount: the net rounded half up to the cent, the VAT the rest, so
 * net + VAT = gross exactly.
 */
export function splitGross(grossCents: number, rateBp: number): VatAmounts {
  if (!Number.isInteger(grossCents) || !Number.isInteger(rateBp) || rateBp < 0) {
    throw new RangeError('Cents and basis points are non-negative integers');
  }
  const net = Math.round((grossCents * 10_000) / (10_000 + rateBp));
  return { net_cents: net, vat_cents: grossCents - net, gross_cents: grossCents };
}

export interface VatRateTotal extends VatAmounts {
  rate_code: string;
  rate_bp: number;
}

/**
 * The breakdown by rate is the sum of the lines' own figures, never split again from the total:
 * so an order, its cash-up and its invoice add up to the same cent.
 */
export function vatBreakdown(
  lines: readonly (VatAmounts & { rate_code: string; rate_bp: number })[],
): VatRateTotal[] {
  const byRate = new Map<string, VatRateTotal>();
  for (const line of lines) {
    const total = byRate.get(line.rate_code) ?? {
      rate_code: line.rate_code,
      rate_bp: line.rate_bp,
      net_cents: 0,
      vat_cents: 0,
      gross_cents: 0,
    };
    total.net_cents += line.net_cents;
    total.vat_cents += line.vat_cents;
    total.gross_cents += line.gross_cents;
    byRate.set(line.rate_code, total);
  }
  return [...byRate.values()].sort((a, b) => b.rate_bp - a.rate_bp);
}
