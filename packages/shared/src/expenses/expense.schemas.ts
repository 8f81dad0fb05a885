import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import { requireSomeChange } from '../common/update.schemas';
import {
  DEFAULT_EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_NAME_MAX_LENGTH,
  EXPENSE_DESCRIPTION_MAX_LENGTH,
  EXPENSE_FILE_NAME_MAX_LENGTH,
  EXPENSE_FILE_TYPES,
  EXPENSE_FIRST_DAY,
  EXPENSE_INVOICE_NUMBER_MAX_LENGTH,
  EXPENSE_LAST_DAY,
  EXPENSE_MAX_AMOUNT,
  EXPENSE_STATUSES,
} from './expense.constants';

export {
  DetailResponseSchema,
  IdParamsSchema as ExpenseIdParamsSchema,
} from '../common/list.schemas';

const IdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const QueryIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A day of an expense: this century only (a typed 1925 or 2125 is a mistake). */
export const ExpenseDaySchema = z.iso
  .date()
  .refine(
    (day) => day >= EXPENSE_FIRST_DAY && day <= EXPENSE_LAST_DAY,
    `A day from ${EXPENSE_FIRST_DAY.slice(0, 4)} to ${EXPENSE_LAST_DAY.slice(0, 4)}`,
  );

/** Euros on the wire (DESIGN.md §5): never negative, at most two decimals. */
const EurosSchema = z
  .number()
  .min(0, 'Not below zero')
  .max(EXPENSE_MAX_AMOUNT)
  .multipleOf(0.01, 'At most two decimals');

/** A `vat_rates` code (IT22, IT10, IT5, IT4, N4 …), or null for an invoice of several rates. */
const VatRateCodeSchema = z
  .string()
  .trim()
  .max(10)
  .regex(/^[A-Z0-9]+$/, 'A VAT rate code');

/**
 * The editable fields (spec §3's expense). Of `amount` (net), `amount_vat` and `amount_gross`
 * send at least the gross, or one amount and a VAT rate: the server computes the one missing
 * and refuses three that do not add up to the cent (422 on `amount_gross`).
 */
export const CreateExpenseBodySchema = z.strictObject({
  restaurant_id: IdSchema,
  supplier_id: IdSchema,
  category_id: IdSchema,
  invoice_number: z.string().trim().max(EXPENSE_INVOICE_NUMBER_MAX_LENGTH).default(''),
  description: z.string().trim().max(EXPENSE_DESCRIPTION_MAX_LENGTH).default(''),
  amount: EurosSchema.nullable().default(null),
  vat_rate_code: VatRateCodeSchema.nullable().default(null),
  amount_vat: EurosSchema.nullable().default(null),
  amount_gross: EurosSchema.nullable().default(null),
  date_created: ExpenseDaySchema,
  /** The day it is due; null when paid on the spot or unknown. */
  expiry_date: ExpenseDaySchema.nullable().default(null),
  is_extra: z.boolean().default(false),
  /** The day it was paid; null while unpaid. */
  paid_on: ExpenseDaySchema.nullable().default(null),
});
export type CreateExpenseBody = z.input<typeof CreateExpenseBodySchema>;

/** PUT: the fields sent change, the others keep their value; amounts are checked again together. */
export const UpdateExpenseBodySchema = z.strictObject({
  restaurant_id: IdSchema.optional(),
  supplier_id: IdSchema.optional(),
  category_id: IdSchema.optional(),
  invoice_number: z.string().trim().max(EXPENSE_INVOICE_NUMBER_MAX_LENGTH).optional(),
  description: z.string().trim().max(EXPENSE_DESCRIPTION_MAX_LENGTH).optional(),
  amount: EurosSchema.nullable().optional(),
  vat_rate_code: VatRateCodeSchema.nullable().optional(),
  amount_vat: EurosSchema.nullable().optional(),
  amount_gross: EurosSchema.nullable().optional(),
  date_created: ExpenseDaySchema.optional(),
  expiry_date: ExpenseDaySchema.nullable().optional(),
  is_extra: z.boolean().optional(),
  paid_on: ExpenseDaySchema.nullable().optional(),
});
export type UpdateExpenseBody = z.input<typeof UpdateExpenseBodySchema>;

export const ExpenseFileSchema = z.object({
  name: z.string(),
  content_type: z.enum(EXPENSE_FILE_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});

export const ExpenseSchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  restaurant_name: z.string(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
  category_id: z.number().int(),
  /** A default category's key, which the dashboard translates; null for one the business named. */
  category_key: z.enum(DEFAULT_EXPENSE_CATEGORIES).nullable(),
  category_name: z.string(),
  invoice_number: z.string(),
  description: z.string(),
  amount: z.number(),
  vat_rate_code: z.string().nullable(),
  /** The rate in percent (22), null for several rates. */
  vat_rate: z.number().nullable(),
  amount_vat: z.number(),
  amount_gross: z.number(),
  date_created: z.string(),
  expiry_date: z.string().nullable(),
  is_extra: z.boolean(),
  paid: z.boolean(),
  paid_on: z.string().nullable(),
  status: z.enum(EXPENSE_STATUSES),
  invoice_file: ExpenseFileSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Expense = z.infer<typeof ExpenseSchema>;

export const EXPENSE_SORT_COLUMNS = [
  'date_created',
  'expiry_date',
  'amount_gross',
  'created_at',
] as const;

/** Filters of the list and the CSV; `from`–`to` (on `date_created`) default to the current year. */
export const ExpenseFilterSchema = z.strictObject({
  restaurant_id: QueryIdSchema.optional(),
  supplier_id: QueryIdSchema.optional(),
  category_id: QueryIdSchema.optional(),
  status: z.enum(EXPENSE_STATUSES).optional(),
  is_extra: z.enum(['true', 'false']).optional(),
  from: ExpenseDaySchema.optional(),
  to: ExpenseDaySchema.optional(),
});

export const ExpenseListQuerySchema = listQuerySchema(EXPENSE_SORT_COLUMNS, 'date_created').extend(
  ExpenseFilterSchema.shape,
);
export type ExpenseListQuery = z.input<typeof ExpenseListQuerySchema>;

export const ExpenseExportQuerySchema = ExpenseListQuerySchema.omit({
  limit: true,
  page: true,
}).extend({ language: z.enum(['it', 'en']).default('it') });
export type ExpenseExportQuery = z.output<typeof ExpenseExportQuerySchema>;

export const ExpenseTotalsSchema = z.object({
  count: z.number().int(),
  amount: z.number(),
  amount_vat: z.number(),
  amount_gross: z.number(),
  unpaid_gross: z.number(),
});

export const ExpenseListSchema = listResponseSchema(ExpenseSchema).extend({
  totals: ExpenseTotalsSchema,
  /** The range used: the query's, or the current year. */
  from: z.string(),
  to: z.string(),
});
export type ExpenseList = z.infer<typeof ExpenseListSchema>;

/** The home page's glance: what is overdue and what falls due in the next days. */
export const ExpensesDueSchema = z.object({
  today: z.string(),
  overdue: z.object({ count: z.number().int(), amount_gross: z.number() }),
  due_soon: z.object({ count: z.number().int(), amount_gross: z.number() }),
  /** The first few, overdue first, then by due day. */
  items: z.array(ExpenseSchema),
});
export type ExpensesDue = z.infer<typeof ExpensesDueSchema>;

export const ExpenseFileQuerySchema = z.strictObject({
  /** The file's name as the user picked it, shown on the expense. */
  name: z.string().trim().min(1).max(EXPENSE_FILE_NAME_MAX_LENGTH).optional(),
});

// ---------------------------------------------------------------- categories and rates

export const ExpenseCategorySchema = z.object({
  id: z.number().int(),
  key: z.enum(DEFAULT_EXPENSE_CATEGORIES).nullable(),
  name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type ExpenseCategory = z.infer<typeof ExpenseCategorySchema>;
export const ExpenseCategoryListSchema = z.object({ items: z.array(ExpenseCategorySchema) });

const CategoryNameSchema = z
  .string()
  .trim()
  .min(1, 'The category needs a name')
  .max(EXPENSE_CATEGORY_NAME_MAX_LENGTH);

export const CreateExpenseCategoryBodySchema = z.strictObject({ name: CategoryNameSchema });
/** Renaming a default category makes it the business's own name (its key goes). */
export const UpdateExpenseCategoryBodySchema = requireSomeChange(
  z.strictObject({
    name: CategoryNameSchema.optional(),
    active: z.boolean().optional(),
    position: z.number().int().min(0).max(1000).optional(),
  }),
);

export const ExpenseVatRateSchema = z.object({
  code: z.string(),
  rate: z.number(),
  nature: z.string().nullable(),
  description: z.string(),
});
export const ExpenseVatRateListSchema = z.object({ items: z.array(ExpenseVatRateSchema) });
