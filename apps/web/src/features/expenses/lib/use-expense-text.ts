import type { Expense, ExpenseCategory } from '@coperto/shared/expenses/expense.schemas';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../shared/lib/dates';
import { formatEuros } from '../../../shared/lib/format-money';

/** Money, days and category names of the expense screens in the user's language. */
export function useExpenseText() {
  const { t, i18n } = useTranslation('expenses');
  const language = i18n.language;
  return {
    language,
    money: (euros: number) => formatEuros(euros, language),
    /** "15 gen 2026". */
    day: (day: string) =>
      formatCalendarDate(day, language, { day: 'numeric', month: 'short', year: 'numeric' }),
    /** A default category by its key in the user's language; the business's own by its name. */
    category: (c: Pick<ExpenseCategory, 'key' | 'name'>) =>
      c.key ? t(`categories.${c.key}`) : c.name,
    expenseCategory: (e: Pick<Expense, 'category_key' | 'category_name'>) =>
      e.category_key ? t(`categories.${e.category_key}`) : e.category_name,
    rate: (rate: number | null) =>
      rate === null
        ? t('form.mixedRates')
        : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
            rate / 100,
          ),
  };
}
export type ExpenseText = ReturnType<typeof useExpenseText>;
