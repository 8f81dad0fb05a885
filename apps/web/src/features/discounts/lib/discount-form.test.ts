import type { Discount } from '@coperto/shared/discounts/discount.schemas';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  checkDiscountForm,
  type DiscountForm,
  emptyDiscountForm,
  formOfDiscount,
  instantOfDay,
} from './discount-form';

const ROME = { timeZone: 'Europe/Rome', today: '2026-11-26' };
const filled = (changes: Partial<DiscountForm> = {}): DiscountForm => ({
  ...emptyDiscountForm([1]),
  title: 'Estate',
  amount: '10',
  ...changes,
});

describe('the discount form', () => {
  it('sends a typed code as stored, the days in the restaurant clock, the limits as numbers', () => {
    const checked = checkDiscountForm(
      filled({
        code: ' estate-26 ',
        is_percentage: false,
        amount: '5,50',
        min_amount: '25',
        valid_from: '2026-12-01',
        validity: 'until',
        valid_to: '2026-12-31',
        usage_limit: '50',
        usage_limit_per_guest: '1',
        order_types: ['delivery', 'pickup'],
      }),
      ROME,
    );
    expect(checked).toEqual({
      body: expect.objectContaining({
        code: 'ESTATE26',
        is_percentage: false,
        amount: 5.5,
        min_amount: 25,
        valid_from: '2026-12-01T00:00:00+01:00',
        valid_to: '2026-12-31T23:59:59+01:00',
        days_valid: null,
        usage_limit: 50,
        usage_limit_per_guest: 1,
        order_types: ['pickup', 'delivery'],
        email: null,
        send_email: false,
      }),
    });
  });

  it('leaves the code out when empty: the server generates one', () => {
    const checked = checkDiscountForm(filled(), ROME);
    expect('body' in checked && 'code' in checked.body).toBe(false);
  });

  it('refuses hostile, negative, absurd and contradictory values before asking', () => {
    const checked = checkDiscountForm(
      filled({
        code: '<script>',
        title: '  ',
        amount: '150',
        min_amount: '-5',
        validity: 'until',
        valid_to: '2026-01-01',
        usage_limit: '2',
        usage_limit_per_guest: '3',
        order_types: [],
        restaurant_ids: [],
      }),
      ROME,
    );
    expect(checked).toEqual({
      problems: {
        code: 'codeShape',
        title: 'required',
        amount: 'percentTooHigh',
        min_amount: 'invalid',
        valid_to: 'inThePast',
        usage_limit_per_guest: 'perGuestOverTotal',
        order_types: 'atLeastOne',
        restaurant_ids: 'atLeastOne',
      },
    });
    expect(checkDiscountForm(filled({ amount: '0' }), ROME)).toEqual({
      problems: { amount: 'zero' },
    });
    expect(checkDiscountForm(filled({ is_percentage: false, amount: '10001' }), ROME)).toEqual({
      problems: { amount: 'tooHigh' },
    });
    expect(checkDiscountForm(filled({ validity: 'days', days_valid: '1.5' }), ROME)).toEqual({
      problems: { days_valid: 'wholeNumber' },
    });
    expect(checkDiscountForm(filled({ validity: 'days', days_valid: '99999' }), ROME)).toEqual({
      problems: { days_valid: 'tooHigh' },
    });
  });

  it('asks a personal code for its email, and sends it only when asked', () => {
    expect(checkDiscountForm(filled({ personal: true }), ROME)).toEqual({
      problems: { email: 'required' },
    });
    expect(checkDiscountForm(filled({ personal: true, email: 'not an email' }), ROME)).toEqual({
      problems: { email: 'emailInvalid' },
    });
    const checked = checkDiscountForm(
      filled({ personal: true, email: 'anna@example.com', send_email: true, message: ' Ciao ' }),
      ROME,
    );
    expect(checked).toEqual({
      body: expect.objectContaining({
        email: 'anna@example.com',
        send_email: true,
        message: 'Ciao',
      }),
    });
  });

  it('takes summer time into account for a day in July', () => {
    expect(instantOfDay('2026-07-15', 'Europe/Rome', 'start')).toBe('2026-07-15T00:00:00+02:00');
  });

  it('changes only what was changed, and the validity as a whole', () => {
    const saved: Discount = {
      id: 7,
      code: 'PIZZA5',
      type: 'discount',
      title: 'Pizza',
      description: '',
      is_percentage: false,
      amount: 5,
      min_amount: 25,
      valid_from: null,
      valid_to: '2026-01-31T22:59:59.000Z',
      days_valid: null,
      usage_limit: 50,
      usage_limit_per_guest: null,
      times_used: 3,
      order_types: ['pickup', 'delivery'],
      first_order_only: false,
      active: true,
      restaurant_ids: [1],
      customer_name: null,
      email: null,
      phone_number: null,
      message: '',
      email_sent_at: null,
      status: 'expired',
      created_at: '2025-12-01T10:00:00.000Z',
      updated_at: '2025-12-01T10:00:00.000Z',
    };
    const form = formOfDiscount(saved, 'Europe/Rome', 'it');
    expect(form).toMatchObject({ amount: '5', min_amount: '25', validity: 'until' });
    expect(form.valid_to).toBe('2026-01-31');
    // An expired code's title changes without sending its past end back.
    const before = checkDiscountForm(form, { timeZone: 'Europe/Rome', today: '' });
    const after = checkDiscountForm({ ...form, title: 'Pizza!' }, { ...ROME, today: '' });
    if (!('body' in before) || !('body' in after)) throw new Error('should pass');
    expect(changedFields(before.body, after.body)).toEqual({ title: 'Pizza!' });
    const longer = checkDiscountForm(
      { ...form, validity: 'days', days_valid: '30' },
      { ...ROME, today: '' },
    );
    if (!('body' in longer)) throw new Error('should pass');
    expect(changedFields(before.body, longer.body)).toEqual({
      valid_from: null,
      valid_to: null,
      days_valid: 30,
    });
  });
});
