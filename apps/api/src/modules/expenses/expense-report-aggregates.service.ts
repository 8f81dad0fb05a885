import type { TenantTx } from '../../db/tenant-scope';
import {
  type ExpenseMonthRow,
  sumExpensesByCategory,
  sumExpensesByMonth,
  sumExpensesBySupplier,
} from './expense-report-aggregates.repository';

export type { ExpenseMonthRow };

type Span = { restaurantIds: readonly number[]; fromDay: string; toDay: string };

/**
 * What the reports module reads of expenses (DESIGN.md §11), each summed in SQL: net expenses per
 * restaurant, month and category; and over a span by category and by supplier, largest first.
 * Days are `YYYY-MM-DD`, `toDay` excluded.
 */
export function expensesByMonth(tx: TenantTx, q: Span): Promise<ExpenseMonthRow[]> {
  return sumExpensesByMonth(tx, q);
}

export function expensesByCategory(tx: TenantTx, q: Span) {
  return sumExpensesByCategory(tx, q);
}

export function expensesBySupplier(tx: TenantTx, q: Span) {
  return sumExpensesBySupplier(tx, q);
}
