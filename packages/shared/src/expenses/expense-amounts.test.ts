import { describe, expect, it } from 'vitest';
import { addDays, calendarDayIn, completeExpenseAmounts, expenseStatusOf } from './expense-amounts';

const none = { net_cents: null, vat_cents: null, gross_cents: null, rate_bp: null };

describe('an expense’s amounts', () => {
  it('computes VAT and gross from the net at the rate', () => {
    expect(completeExpenseAmounts({ ...none, net_cents: 10_000, rate_bp: 2200 })).toEqual({
      ok: true,
      amounts: { net_cents: 10_000, vat_cents: 2200, gross_cents: 12_200 },
    });
    // 0.05 € at 10 %: half a cent rounds up.
    expect(completeExpenseAmounts({ ...none, net_cents: 5, rate_bp: 1000 })).toMatchObject({
      amounts: { vat_cents: 1, gross_cents: 6 },
    });
  });

  it('splits a gross at the rate so that net + VAT is the gross', () => {
    const result = completeExpenseAmounts({ ...none, gross_cents: 1000, rate_bp: 2200 });
    expect(result).toEqual({
      ok: true,
      amounts: { net_cents: 820, vat_cents: 180, gross_cents: 1000 },
    });
  });

  it('takes two amounts and computes the third, without a rate', () => {
    expect(completeExpenseAmounts({ ...none, net_cents: 100, vat_cents: 4 })).toMatchObject({
      amounts: { gross_cents: 104 },
    });
    expect(completeExpenseAmounts({ ...none, vat_cents: 4, gross_cents: 104 })).toMatchObject({
      amounts: { net_cents: 100 },
    });
    expect(completeExpenseAmounts({ ...none, net_cents: 100, gross_cents: 110 })).toMatchObject({
      amounts: { vat_cents: 10 },
    });
  });

  it('refuses three amounts that do not add up to the cent, and a gross below the net', () => {
    expect(
      completeExpenseAmounts({ net_cents: 100, vat_cents: 22, gross_cents: 123, rate_bp: 2200 }),
    ).toEqual({ ok: false, problem: { field: 'amount_gross', reason: 'does_not_add_up' } });
    expect(completeExpenseAmounts({ ...none, net_cents: 100, gross_cents: 90 })).toEqual({
      ok: false,
      problem: { field: 'amount_vat', reason: 'negative' },
    });
    expect(completeExpenseAmounts({ ...none, net_cents: 100 })).toEqual({
      ok: false,
      problem: { field: 'amount_gross', reason: 'missing' },
    });
  });
});

describe('status and days', () => {
  it('is paid, unpaid, or overdue once the due day has passed', () => {
    expect(
      expenseStatusOf({ paid_on: '2026-01-01', expiry_date: '2025-01-01' }, '2026-05-01'),
    ).toBe('paid');
    expect(expenseStatusOf({ paid_on: null, expiry_date: '2026-05-01' }, '2026-05-01')).toBe(
      'unpaid',
    );
    expect(expenseStatusOf({ paid_on: null, expiry_date: '2026-04-30' }, '2026-05-01')).toBe(
      'overdue',
    );
    expect(expenseStatusOf({ paid_on: null, expiry_date: null }, '2026-05-01')).toBe('unpaid');
  });

  it('reads the day in the zone and adds days across month ends and DST', () => {
    expect(calendarDayIn(new Date('2026-12-31T23:30:00Z'), 'Europe/Rome')).toBe('2027-01-01');
    expect(addDays('2026-03-27', 7)).toBe('2026-04-03');
  });
});
