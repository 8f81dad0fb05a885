import { CASH_UP_SERVICES, type CashUpService, type CashUpType } from './cashup.constants';

/** What the figures are computed from: cents and covers, as typed or as stored. */
export interface CashUpAmounts {
  bnt_cents: number;
  cash_cents: number;
  till_cents: number;
  extra_expense_cents: readonly number[];
  covers: Readonly<Record<CashUpService, number>>;
}

export interface CashUpFigures {
  /** Paid from the till during the day (each with a note). */
  extra_expenses_cents: number;
  /** What came in: card/POS slips, the cash counted, and the cash already spent from the till. */
  total_takings_cents: number;
  /** Counted minus registered: above 0 there is more money than the register says, below 0 less. */
  difference_cents: number;
  /** Whether counted and registered agree to the cent. */
  balanced: boolean;
  covers: number;
  /** Total takings per cover, rounded to the cent; null without covers. */
  average_per_cover_cents: number | null;
}

/**
 * The cash-up's figures (decision 075), the same in the form as it is typed and on the server:
 * total takings = bnt + cash + extra expenses (the cash paid out was taken first), difference =
 * total takings − till (what the register says).
 */
export function cashUpFigures(a: CashUpAmounts): CashUpFigures {
  const extra = a.extra_expense_cents.reduce((sum, cents) => sum + cents, 0);
  const total = a.bnt_cents + a.cash_cents + extra;
  const difference = total - a.till_cents;
  const covers = CASH_UP_SERVICES.reduce((sum, s) => sum + (a.covers[s] ?? 0), 0);
  return {
    extra_expenses_cents: extra,
    total_takings_cents: total,
    difference_cents: difference,
    balanced: difference === 0,
    covers,
    average_per_cover_cents: covers > 0 ? Math.round(total / covers) : null,
  };
}

export interface ServiceTakings {
  /** A service, or 'unassigned': what the day's close holds beyond its partial closes. */
  service: CashUpService | 'unassigned';
  total_takings_cents: number;
  covers: number;
}

/**
 * The day's takings by service: each partial close is its service's takings; with the day's
 * final close, the rest of its total (not closed per service) is 'unassigned'. Without partials
 * the final's covers per service are shown with no money beside them but the whole.
 */
export function takingsByService(
  day: readonly { type: CashUpType; total_takings_cents: number; covers: number }[],
): ServiceTakings[] {
  const rows: ServiceTakings[] = [];
  let partialTotal = 0;
  let partialCovers = 0;
  for (const service of CASH_UP_SERVICES) {
    const partial = day.find((c) => c.type === service);
    if (!partial) continue;
    rows.push({
      service,
      total_takings_cents: partial.total_takings_cents,
      covers: partial.covers,
    });
    partialTotal += partial.total_takings_cents;
    partialCovers += partial.covers;
  }
  const final = day.find((c) => c.type === 'final');
  if (final && (final.total_takings_cents !== partialTotal || rows.length === 0)) {
    rows.push({
      service: 'unassigned',
      total_takings_cents: final.total_takings_cents - partialTotal,
      covers: Math.max(final.covers - partialCovers, 0),
    });
  }
  return rows;
}
