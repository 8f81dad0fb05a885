import type { Expense } from '@coperto/shared/expenses/expense.schemas';
import { vatOnNet } from '@coperto/shared/expenses/expense-amounts';

/** What the form holds: text as typed (euros with a comma or a dot), days as `YYYY-MM-DD`. */
export interface ExpenseFormValues {
  restaurant_id: string;
  supplier_id: string;
  category_id: string;
  invoice_number: string;
  description: string;
  /** A `vat_rates` code, or '' for an invoice of several rates. */
  vat_rate_code: string;
  amount: string;
  amount_vat: string;
  amount_gross: string;
  date_created: string;
  expiry_date: string;
  is_extra: boolean;
  paid: boolean;
  paid_on: string;
}

/** "12,50", "12.50", "1.234,50" → cents; null when empty or not a number. */
export function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s|€/g, '');
  if (trimmed === '') return null;
  // Italian thousands (1.234,50): dots before a comma are grouping.
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** Cents as the form shows them: "12,50" in Italian, "12.50" in English. */
export function textOf(cents: number, language: string): string {
  const text = (cents / 100).toFixed(2);
  return language.startsWith('en') ? text : text.replace('.', ',');
}

/**
 * After one amount or the rate changed, the others follow: net or rate → VAT and gross; gross →
 * net and VAT split at the rate; VAT → gross. Without a rate (several rates), net and VAT make
 * the gross. The server checks them again, to the cent.
 */
export function followAmounts(
  values: Pick<ExpenseFormValues, 'amount' | 'amount_vat' | 'amount_gross'>,
  changed: 'amount' | 'amount_vat' | 'amount_gross' | 'rate',
  rateBp: number | null,
  language: string,
): Pick<ExpenseFormValues, 'amount' | 'amount_vat' | 'amount_gross'> {
  const net = centsOf(values.amount);
  const vat = centsOf(values.amount_vat);
  const gross = centsOf(values.amount_gross);
  const show = (cents: number) => textOf(cents, language);
  if ((changed === 'amount' || changed === 'rate') && net !== null && rateBp !== null) {
    const v = vatOnNet(net, rateBp);
    return { amount: values.amount, amount_vat: show(v), amount_gross: show(net + v) };
  }
  if (changed === 'amount_gross' && gross !== null && rateBp !== null) {
    const n = Math.round((gross * 10_000) / (10_000 + rateBp));
    return { amount: show(n), amount_vat: show(gross - n), amount_gross: values.amount_gross };
  }
  if ((changed === 'amount_vat' || changed === 'amount') && net !== null && vat !== null) {
    return { ...values, amount_gross: show(net + vat) };
  }
  return values;
}

export function initialValues(
  expense: Expense | null,
  defaults: { restaurantId: number | null; today: string; language: string },
): ExpenseFormValues {
  if (!expense) {
    return {
      restaurant_id: defaults.restaurantId ? String(defaults.restaurantId) : '',
      supplier_id: '',
      category_id: '',
      invoice_number: '',
      description: '',
      vat_rate_code: 'IT22',
      amount: '',
      amount_vat: '',
      amount_gross: '',
      date_created: defaults.today,
      expiry_date: '',
      is_extra: false,
      paid: false,
      paid_on: defaults.today,
    };
  }
  const money = (euros: number) => textOf(Math.round(euros * 100), defaults.language);
  return {
    restaurant_id: String(expense.restaurant_id),
    supplier_id: String(expense.supplier_id),
    category_id: String(expense.category_id),
    invoice_number: expense.invoice_number,
    description: expense.description,
    vat_rate_code: expense.vat_rate_code ?? '',
    amount: money(expense.amount),
    amount_vat: money(expense.amount_vat),
    amount_gross: money(expense.amount_gross),
    date_created: expense.date_created,
    expiry_date: expense.expiry_date ?? '',
    is_extra: expense.is_extra,
    paid: expense.paid,
    paid_on: expense.paid_on ?? defaults.today,
  };
}

/** The body the API takes; amounts as euros, or null where left empty (the server computes it). */
export function bodyOf(values: ExpenseFormValues) {
  const euros = (text: string) => {
    const cents = centsOf(text);
    return cents === null ? null : cents / 100;
  };
  const id = (text: string) => Number(text) || 0;
  return {
    restaurant_id: id(values.restaurant_id),
    supplier_id: id(values.supplier_id),
    category_id: id(values.category_id),
    invoice_number: values.invoice_number,
    description: values.description,
    vat_rate_code: values.vat_rate_code === '' ? null : values.vat_rate_code,
    amount: euros(values.amount),
    amount_vat: euros(values.amount_vat),
    amount_gross: euros(values.amount_gross),
    date_created: values.date_created,
    expiry_date: values.expiry_date === '' ? null : values.expiry_date,
    is_extra: values.is_extra,
    paid_on: values.paid ? values.paid_on : null,
  };
}
