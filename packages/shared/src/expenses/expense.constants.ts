/** Suppliers and expenses (issue 18, decision 074): the limits the API and the forms share. */

/** The categories every business starts with (rows of `expense_categories`, renamable). */
export const DEFAULT_EXPENSE_CATEGORIES = [
  'food',
  'beverage',
  'utilities',
  'rent',
  'staff',
  'maintenance',
  'other',
] as const;
export type DefaultExpenseCategory = (typeof DEFAULT_EXPENSE_CATEGORIES)[number];

/** An invoice of up to a million euros; larger is a typing error. */
export const EXPENSE_MAX_AMOUNT = 1_000_000;
export const EXPENSE_INVOICE_NUMBER_MAX_LENGTH = 60;
export const EXPENSE_DESCRIPTION_MAX_LENGTH = 500;
/** Expense days: this century, so a typed 1925 or 2125 is refused on its field. */
export const EXPENSE_FIRST_DAY = '2000-01-01';
export const EXPENSE_LAST_DAY = '2099-12-31';
/** "Due soon" on the home page: due today or in the next days. */
export const EXPENSE_DUE_SOON_DAYS = 7;
export const EXPENSE_DUE_ITEMS_SHOWN = 5;
export const EXPENSE_EXPORT_MAX_ROWS = 20_000;
export const EXPENSE_STATUSES = ['paid', 'unpaid', 'overdue'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/** The supplier's invoice: a PDF or a photo of the paper, up to 10 MB. */
export const EXPENSE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const EXPENSE_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type ExpenseFileType = (typeof EXPENSE_FILE_TYPES)[number];
export const EXPENSE_FILE_NAME_MAX_LENGTH = 200;

export const SUPPLIER_DESCRIPTION_MAX_LENGTH = 500;
export const SUPPLIER_ADDRESS_MAX_LENGTH = 300;
export const SUPPLIER_NOTES_MAX_LENGTH = 2000;
export const SUPPLIER_PHONE_MAX_LENGTH = 40;
export const EXPENSE_CATEGORY_NAME_MAX_LENGTH = 60;
export const EXPENSE_CATEGORIES_MAX = 50;
