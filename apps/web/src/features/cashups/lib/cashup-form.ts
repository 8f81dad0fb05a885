import {
  CASH_UP_MAX_COVERS,
  CASH_UP_MAX_EUROS,
  CASH_UP_SERVICES,
  type CashUpType,
} from '@coperto/shared/cashups/cashup.constants';
import type { CashUp } from '@coperto/shared/cashups/cashup.schemas';
import { type CashUpFigures, cashUpFigures } from '@coperto/shared/cashups/cashup-figures';
import { parseAmount } from '../../../shared/lib/parse-decimal';

/** The form as typed: amounts and covers as the fields hold them (text), people by id. */
export interface CashUpFormValues {
  cash_up_date: string;
  type: CashUpType;
  breakfast_count: string;
  lunch_count: string;
  aperitif_count: string;
  dinner_count: string;
  bnt: string;
  cash: string;
  till: string;
  extra_expenses: { amount: string; note: string }[];
  notes: string;
  staff: number[];
}

export const COVER_FIELDS = CASH_UP_SERVICES.map((s) => `${s}_count` as const);
export type CoverField = (typeof COVER_FIELDS)[number];
export const MONEY_FIELDS = ['bnt', 'cash', 'till'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

export function emptyForm(date: string, type: CashUpType = 'final'): CashUpFormValues {
  return {
    cash_up_date: date,
    type,
    breakfast_count: '',
    lunch_count: '',
    aperitif_count: '',
    dinner_count: '',
    bnt: '',
    cash: '',
    till: '',
    extra_expenses: [],
    notes: '',
    staff: [],
  };
}

/** A saved cash-up as the form shows it, amounts in the reader's decimal mark. */
export function formOf(cashUp: CashUp, formatAmount: (euros: number) => string): CashUpFormValues {
  const count = (n: number) => (n === 0 ? '' : String(n));
  return {
    cash_up_date: cashUp.cash_up_date,
    type: cashUp.type,
    breakfast_count: count(cashUp.breakfast_count),
    lunch_count: count(cashUp.lunch_count),
    aperitif_count: count(cashUp.aperitif_count),
    dinner_count: count(cashUp.dinner_count),
    bnt: formatAmount(cashUp.bnt),
    cash: formatAmount(cashUp.cash),
    till: formatAmount(cashUp.till),
    extra_expenses: cashUp.extra_expenses.map((e) => ({
      amount: formatAmount(e.amount),
      note: e.note,
    })),
    notes: cashUp.notes,
    staff: cashUp.staff.map((s) => s.id),
  };
}

/** Cents of a typed amount, or why not; empty counts as 0 where `optional`. */
export function centsOf(
  text: string,
  { optional = false } = {},
): { cents: number } | { error: 'required' | 'invalid' | 'tooLarge' } {
  const parsed = parseAmount(text);
  if (parsed.kind === 'empty') return optional ? { cents: 0 } : { error: 'required' };
  if (parsed.kind === 'invalid') return { error: 'invalid' };
  if (parsed.hundredths > CASH_UP_MAX_EUROS * 100) return { error: 'tooLarge' };
  return { cents: parsed.hundredths };
}

export function coversOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= CASH_UP_MAX_COVERS ? n : null;
}

const valueOr0 = (r: { cents: number } | { error: string }) => ('cents' in r ? r.cents : 0);

/** The figures as the form stands, whatever is still missing or wrong (counted as 0). */
export function liveFigures(v: CashUpFormValues): CashUpFigures {
  return cashUpFigures({
    bnt_cents: valueOr0(centsOf(v.bnt, { optional: true })),
    cash_cents: valueOr0(centsOf(v.cash, { optional: true })),
    till_cents: valueOr0(centsOf(v.till, { optional: true })),
    extra_expense_cents: v.extra_expenses.map((e) =>
      valueOr0(centsOf(e.amount, { optional: true })),
    ),
    covers: {
      breakfast: coversOf(v.breakfast_count) ?? 0,
      lunch: coversOf(v.lunch_count) ?? 0,
      aperitif: coversOf(v.aperitif_count) ?? 0,
      dinner: coversOf(v.dinner_count) ?? 0,
    },
  });
}

export type FormErrors = Partial<Record<string, string>>;

/** The fields' problems before asking the server (which checks again), as i18n keys. */
export function checkForm(v: CashUpFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.cash_up_date)) errors.cash_up_date = 'date';
  for (const field of COVER_FIELDS) if (coversOf(v[field]) === null) errors[field] = 'covers';
  for (const field of MONEY_FIELDS) {
    const r = centsOf(v[field]);
    if ('error' in r) errors[field] = r.error;
  }
  v.extra_expenses.forEach((e, i) => {
    const r = centsOf(e.amount);
    if ('error' in r) errors[`extra_expenses.${i}.amount`] = r.error;
    else if (r.cents === 0) errors[`extra_expenses.${i}.amount`] = 'invalid';
    if (e.note.trim() === '') errors[`extra_expenses.${i}.note`] = 'note';
  });
  if (v.staff.length === 0) errors.staff = 'staff';
  return errors;
}

/** The body the API takes, once checkForm found nothing. */
export function bodyOf(v: CashUpFormValues) {
  const euros = (text: string) => valueOr0(centsOf(text, { optional: true })) / 100;
  return {
    breakfast_count: coversOf(v.breakfast_count) ?? 0,
    lunch_count: coversOf(v.lunch_count) ?? 0,
    aperitif_count: coversOf(v.aperitif_count) ?? 0,
    dinner_count: coversOf(v.dinner_count) ?? 0,
    bnt: euros(v.bnt),
    cash: euros(v.cash),
    till: euros(v.till),
    extra_expenses: v.extra_expenses.map((e) => ({ amount: euros(e.amount), note: e.note.trim() })),
    notes: v.notes.trim(),
    staff: v.staff,
  };
}

/** The server's field messages as the form's keys. */
export function serverFieldError(field: string, message: string): string {
  if (field === 'staff') {
    if (message === 'unknown_person') return 'staffUnknown';
    if (message === 'other_restaurant') return 'staffElsewhere';
    return 'staff';
  }
  if (field === 'cash_up_date') return message === 'future' ? 'future' : 'date';
  if (field.endsWith('_count')) return 'covers';
  if (field.endsWith('.note')) return 'note';
  return 'invalid';
}
