import { describe, expect, it } from 'vitest';
import { bodyOf, centsOf, followAmounts, initialValues } from './expense-form';

describe('the expense form’s amounts', () => {
  it('reads euros typed the Italian or the English way', () => {
    expect(centsOf('12,50')).toBe(1250);
    expect(centsOf('1.234,5')).toBe(123_450);
    expect(centsOf('12.50')).toBe(1250);
    expect(centsOf(' 7 € ')).toBe(700);
    expect(centsOf('')).toBeNull();
    expect(centsOf('12,505')).toBeNull();
    expect(centsOf('dodici')).toBeNull();
  });

  it('follows the net and the rate, or splits the gross', () => {
    const values = { amount: '100', amount_vat: '', amount_gross: '' };
    expect(followAmounts(values, 'amount', 2200, 'it')).toEqual({
      amount: '100',
      amount_vat: '22,00',
      amount_gross: '122,00',
    });
    expect(
      followAmounts({ amount: '', amount_vat: '', amount_gross: '10' }, 'amount_gross', 2200, 'en'),
    ).toEqual({ amount: '8.20', amount_vat: '1.80', amount_gross: '10' });
    expect(
      followAmounts(
        { amount: '100', amount_vat: '14,5', amount_gross: '' },
        'amount_vat',
        null,
        'it',
      ),
    ).toMatchObject({ amount_gross: '114,50' });
  });

  it('sends null for what is left empty, and no paid day while unpaid', () => {
    const values = {
      ...initialValues(null, { restaurantId: 1, today: '2026-11-26', language: 'it' }),
      supplier_id: '3',
      category_id: '4',
      amount_gross: '122,00',
    };
    expect(bodyOf(values)).toMatchObject({
      restaurant_id: 1,
      amount: null,
      amount_gross: 122,
      vat_rate_code: 'IT22',
      paid_on: null,
      expiry_date: null,
    });
  });
});
