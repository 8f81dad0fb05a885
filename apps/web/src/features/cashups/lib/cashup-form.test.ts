import { describe, expect, it } from 'vitest';
import { bodyOf, checkForm, emptyForm, liveFigures } from './cashup-form';

describe('the cash-up form', () => {
  it('computes the figures as it is typed, in Italian or English marks', () => {
    const v = {
      ...emptyForm('2026-11-26'),
      lunch_count: '30',
      dinner_count: '50',
      bnt: '1.500,00',
      cash: '800,5',
      till: '2350',
      extra_expenses: [{ amount: '39.50', note: 'Ghiaccio' }],
    };
    expect(liveFigures(v)).toMatchObject({
      total_takings_cents: 234_000,
      difference_cents: -1_000,
      balanced: false,
      covers: 80,
      average_per_cover_cents: 2_925,
    });
    expect(checkForm({ ...v, staff: [3] })).toEqual({});
    expect(bodyOf({ ...v, staff: [3] })).toMatchObject({ bnt: 1500, cash: 800.5, till: 2350 });
  });

  it('names what is missing or wrong before asking the server', () => {
    const errors = checkForm({
      ...emptyForm('2026-11-26'),
      bnt: 'abc',
      cash: '1,234',
      dinner_count: '-3',
      extra_expenses: [{ amount: '', note: ' ' }],
    });
    expect(errors).toEqual({
      bnt: 'invalid',
      cash: 'invalid',
      till: 'required',
      dinner_count: 'covers',
      'extra_expenses.0.amount': 'required',
      'extra_expenses.0.note': 'note',
      staff: 'staff',
    });
  });
});
