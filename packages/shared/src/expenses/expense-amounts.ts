// An expense's three amounts (net, VAT, gross) in integer cents (DESIGN.md §10): the server keeps
// them adding up to the cent and computes the one left out. The rate is data (`vat_rates`), given
// here in basis points; null means an invoice of several rates, whose VAT is typed as printed.

export interface ExpenseAmountsInput {
  net_cents: number | null;
  vat_cents: number | null;
  gross_cents: number | null;
  /** Basis points (22 % = 2200), or null for an invoice with several rates. */
  rate_bp: number | null;
}

export interface ExpenseAmounts {
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

/** Which field is wrong and why, for the form's flag: the field names are the API's. */
export type ExpenseAmountsProblem =
  | { field: 'amount_gross'; reason: 'does_not_add_up' }
  | { field: 'amount_gross'; reason: 'missing' }
  | { field: 'amount_vat'; reason: 'negative' };

export type ExpenseAmountsResult =
  | { ok: true; amounts: ExpenseAmounts }
  | { ok: false; problem: ExpenseAmountsProblem };

/** VAT on a net amount, rounded half up to the cent. */
export function vatOnNet(netCents: number, rateBp: number): number {
  return Math.round((netCents * rateBp) / 10_000);
}

/**
 * Completes and checks the amounts:
 * - all three given: net + VAT must equal gross to the cent;
 * - two given: the third is their sum or difference;
 * - one given with a rate: net → VAT on it, gross → split (net rounded, VAT the rest).
 * A single amount without a rate, or none, is missing the gross.
 */
export function completeExpenseAmounts(input: ExpenseAmountsInput): ExpenseAmountsResult {
  const { net_cents: net, vat_cents: vat, gross_cents: gross, rate_bp: rate } = input;
  const done = (n: number, v: number, g: number): ExpenseAmountsResult =>
    v < 0 || n < 0
      ? { ok: false, problem: { field: 'amount_vat', reason: 'negative' } }
      : { ok: true, amounts: { net_cents: n, vat_cents: v, gross_cents: g } };
  if (net !== null && vat !== null && gross !== null) {
    return net + vat === gross
      ? done(net, vat, gross)
      : { ok: false, problem: { field: 'amount_gross', reason: 'does_not_add_up' } };
  }
  if (net !== null && vat !== null) return done(net, vat, net + vat);
  if (net !== null && gross !== null) return done(net, gross - net, gross);
  if (vat !== null && gross !== null) return done(gross - vat, vat, gross);
  if (rate !== null && net !== null) {
    const v = vatOnNet(net, rate);
    return done(net, v, net + v);
  }
  if (rate !== null && gross !== null) {
    const n = Math.round((gross * 10_000) / (10_000 + rate));
    return done(n, gross - n, gross);
  }
  return { ok: false, problem: { field: 'amount_gross', reason: 'missing' } };
}

/** An unpaid expense is overdue once its due day has passed (days compared as `YYYY-MM-DD`). */
export function expenseStatusOf(
  row: { paid_on: string | null; expiry_date: string | null },
  today: string,
): 'paid' | 'unpaid' | 'overdue' {
  if (row.paid_on !== null) return 'paid';
  return row.expiry_date !== null && row.expiry_date < today ? 'overdue' : 'unpaid';
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** `day` plus `days` calendar days, as `YYYY-MM-DD` (UTC arithmetic on a date has no DST). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
