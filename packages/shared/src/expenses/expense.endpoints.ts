import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { IdParamsSchema } from '../common/list.schemas';
import {
  CreateExpenseBodySchema,
  CreateExpenseCategoryBodySchema,
  DetailResponseSchema,
  ExpenseCategoryListSchema,
  ExpenseCategorySchema,
  ExpenseExportQuerySchema,
  ExpenseFileQuerySchema,
  ExpenseIdParamsSchema,
  ExpenseListQuerySchema,
  ExpenseListSchema,
  ExpenseSchema,
  ExpensesDueSchema,
  ExpenseVatRateListSchema,
  UpdateExpenseBodySchema,
  UpdateExpenseCategoryBodySchema,
} from './expense.schemas';

// Expenses (issue 18, decision 074): the suppliers' invoices, their VAT, due days and payment.

export const listExpenses = endpoint({
  method: 'GET',
  path: '/expenses',
  query: ExpenseListQuerySchema,
  response: ExpenseListSchema,
});

/** The same filters as the list, as a CSV file (Italian: `;` and decimal commas). */
export const exportExpenses = endpoint({
  method: 'GET',
  path: '/expenses/export',
  query: ExpenseExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

/** The home page's glance: overdue and due in the next 7 days. */
export const getExpensesDue = endpoint({
  method: 'GET',
  path: '/expenses/due',
  response: ExpensesDueSchema,
});

export const listExpenseVatRates = endpoint({
  method: 'GET',
  path: '/expenses/vat-rates',
  response: ExpenseVatRateListSchema,
});

export const getExpense = endpoint({
  method: 'GET',
  path: '/expenses/:id',
  params: ExpenseIdParamsSchema,
  response: ExpenseSchema,
});

export const createExpense = endpoint({
  method: 'POST',
  path: '/expenses',
  body: CreateExpenseBodySchema,
  response: ExpenseSchema,
  status: 201,
});

export const updateExpense = endpoint({
  method: 'PUT',
  path: '/expenses/:id',
  params: ExpenseIdParamsSchema,
  body: UpdateExpenseBodySchema,
  response: ExpenseSchema,
});

export const deleteExpense = endpoint({
  method: 'DELETE',
  path: '/expenses/:id',
  params: ExpenseIdParamsSchema,
  response: DetailResponseSchema,
});

/** The body is the file's own bytes (PDF, JPEG, PNG, WebP), at most 10 MB; replaces the one before. */
export const uploadExpenseInvoice = endpoint({
  method: 'POST',
  path: '/expenses/:id/invoice',
  params: ExpenseIdParamsSchema,
  query: ExpenseFileQuerySchema,
  file: true,
  response: ExpenseSchema,
  status: 201,
});

/** The attached invoice's bytes: only the business's own users reach it. */
export const downloadExpenseInvoice = endpoint({
  method: 'GET',
  path: '/expenses/:id/invoice',
  params: ExpenseIdParamsSchema,
  response: z.string(),
  download: 'application/octet-stream',
});

export const deleteExpenseInvoice = endpoint({
  method: 'DELETE',
  path: '/expenses/:id/invoice',
  params: ExpenseIdParamsSchema,
  response: ExpenseSchema,
});

export const listExpenseCategories = endpoint({
  method: 'GET',
  path: '/expense-categories',
  response: ExpenseCategoryListSchema,
});

export const createExpenseCategory = endpoint({
  method: 'POST',
  path: '/expense-categories',
  body: CreateExpenseCategoryBodySchema,
  response: ExpenseCategorySchema,
  status: 201,
});

export const updateExpenseCategory = endpoint({
  method: 'PUT',
  path: '/expense-categories/:id',
  params: IdParamsSchema,
  body: UpdateExpenseCategoryBodySchema,
  response: ExpenseCategorySchema,
});
