import { describe, expect, it } from 'vitest';
import { cashUpFigures, takingsByService } from './cashup-figures';

const covers = { breakfast: 0, lunch: 30, aperitif: 0, dinner: 50 };

describe('cash-up figures', () => {
  it('adds cards, cash and the expenses paid from the till, and compares with the register', () => {
    const f = cashUpFigures({
      bnt_cents: 150_000,
      cash_cents: 80_050,
      till_cents: 235_000,
      extra_expense_cents: [2_500, 1_450],
      covers,
    });
    expect(f).toEqual({
      extra_expenses_cents: 3_950,
      total_takings_cents: 234_000,
      difference_cents: -1_000,
      balanced: false,
      covers: 80,
      average_per_cover_cents: 2_925,
    });
  });

  it('is balanced when counted and registered agree; no average without covers', () => {
    const f = cashUpFigures({
      bnt_cents: 1_000,
      cash_cents: 1_001,
      till_cents: 2_001,
      extra_expense_cents: [],
      covers: { breakfast: 0, lunch: 0, aperitif: 0, dinner: 0 },
    });
    expect(f.balanced).toBe(true);
    expect(f.average_per_cover_cents).toBeNull();
  });

  it('rounds the average per cover to the cent', () => {
    const f = cashUpFigures({
      bnt_cents: 1_000,
      cash_cents: 0,
      till_cents: 1_000,
      extra_expense_cents: [],
      covers: { breakfast: 3, lunch: 0, aperitif: 0, dinner: 0 },
    });
    expect(f.average_per_cover_cents).toBe(333);
  });
});

describe('takings by service', () => {
  it('lists the partial closes in service order and what the final holds beyond them', () => {
    expect(
      takingsByService([
        { type: 'final', total_takings_cents: 100_000, covers: 90 },
        { type: 'dinner', total_takings_cents: 60_000, covers: 50 },
        { type: 'lunch', total_takings_cents: 30_000, covers: 30 },
      ]),
    ).toEqual([
      { service: 'lunch', total_takings_cents: 30_000, covers: 30 },
      { service: 'dinner', total_takings_cents: 60_000, covers: 50 },
      { service: 'unassigned', total_takings_cents: 10_000, covers: 10 },
    ]);
  });

  it('shows a final without partials as one unassigned row, and partials that add up alone', () => {
    expect(takingsByService([{ type: 'final', total_takings_cents: 500, covers: 2 }])).toEqual([
      { service: 'unassigned', total_takings_cents: 500, covers: 2 },
    ]);
    expect(
      takingsByService([
        { type: 'final', total_takings_cents: 500, covers: 2 },
        { type: 'lunch', total_takings_cents: 500, covers: 2 },
      ]),
    ).toEqual([{ service: 'lunch', total_takings_cents: 500, covers: 2 }]);
  });
});
