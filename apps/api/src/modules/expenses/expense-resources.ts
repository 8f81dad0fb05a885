import type { TenantResource } from '../../shared/tenant-resource';
import { findCategoryById, findExpenseById } from './expenses.repository';

/** The expense a route's `:id` names, found in the caller's business before the body is read. */
export const EXPENSE_IN_PATH: TenantResource = {
  label: 'Expense',
  in: 'params',
  key: 'id',
  find: findExpenseById,
};

export const EXPENSE_CATEGORY_IN_PATH: TenantResource = {
  label: 'Expense category',
  in: 'params',
  key: 'id',
  find: findCategoryById,
};
