import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../common/constants';
import {
  ItalianTaxCodeSchema,
  isValidItalianVatNumber,
  normalizeItalianVatNumber,
} from '../common/italian-tax-ids';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import {
  SUPPLIER_ADDRESS_MAX_LENGTH,
  SUPPLIER_DESCRIPTION_MAX_LENGTH,
  SUPPLIER_NOTES_MAX_LENGTH,
  SUPPLIER_PHONE_MAX_LENGTH,
} from './expense.constants';
import { IbanSchema } from './iban';

export {
  DetailResponseSchema,
  IdParamsSchema as SupplierIdParamsSchema,
} from '../common/list.schemas';

/**
 * A supplier's VAT number: an Italian partita IVA with its check digit (the `IT` prefix dropped),
 * or another EU country's number in VIES notation (two letters and 2–13 characters), whose
 * check is that country's and not ours. Empty when not known.
 */
export const SupplierVatNumberSchema = z
  .string()
  .max(30)
  .overwrite(normalizeItalianVatNumber)
  .refine(
    (value) =>
      value === '' ||
      isValidItalianVatNumber(value) ||
      (/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value) && !value.startsWith('IT')),
    'Not a valid VAT number: 11 digits with their check digit, or an EU number with its country',
  );

const PhoneSchema = z
  .string()
  .trim()
  .max(SUPPLIER_PHONE_MAX_LENGTH)
  .regex(/^[+\d\s().-]*$/, 'Only digits, spaces and + ( ) . -');

const OptionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Not a valid email address');

/** The editable fields (spec §3's supplier, with the issue's tax code, email, address, IBAN, notes). */
export const SupplierFieldsSchema = z.strictObject({
  name: z.string().trim().min(1, 'The supplier needs a name').max(MAX_NAME_LENGTH),
  vat_number: SupplierVatNumberSchema.default(''),
  tax_code: ItalianTaxCodeSchema.default(''),
  description: z.string().trim().max(SUPPLIER_DESCRIPTION_MAX_LENGTH).default(''),
  phone_number: PhoneSchema.default(''),
  email: OptionalEmailSchema.default(''),
  address: z.string().trim().max(SUPPLIER_ADDRESS_MAX_LENGTH).default(''),
  iban: IbanSchema.default(''),
  notes: z.string().trim().max(SUPPLIER_NOTES_MAX_LENGTH).default(''),
});
export const CreateSupplierBodySchema = SupplierFieldsSchema;
export type CreateSupplierBody = z.input<typeof CreateSupplierBodySchema>;

/** PUT: the fields sent change, the others keep their value (DESIGN.md §5). */
export const UpdateSupplierBodySchema = z.strictObject({
  name: SupplierFieldsSchema.shape.name.optional(),
  vat_number: SupplierVatNumberSchema.optional(),
  tax_code: ItalianTaxCodeSchema.optional(),
  description: SupplierFieldsSchema.shape.description.removeDefault().optional(),
  phone_number: PhoneSchema.optional(),
  email: OptionalEmailSchema.optional(),
  address: SupplierFieldsSchema.shape.address.removeDefault().optional(),
  iban: IbanSchema.optional(),
  notes: SupplierFieldsSchema.shape.notes.removeDefault().optional(),
});
export type UpdateSupplierBody = z.input<typeof UpdateSupplierBodySchema>;

/** What the supplier's expenses add up to in the list's range (euros, gross). */
export const SupplierTotalsSchema = z.object({
  expenses_count: z.number().int(),
  total_gross: z.number(),
  unpaid_gross: z.number(),
});

export const SupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vat_number: z.string(),
  tax_code: z.string(),
  description: z.string(),
  phone_number: z.string(),
  email: z.string(),
  address: z.string(),
  iban: z.string(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierListItemSchema = SupplierSchema.extend({ totals: SupplierTotalsSchema });
export type SupplierListItem = z.infer<typeof SupplierListItemSchema>;

export const SUPPLIER_SORT_COLUMNS = ['name', 'total_gross', 'created_at'] as const;

/** Search by name, VAT number, tax code or email; totals over `from`–`to` (the current year by default). */
export const SupplierListQuerySchema = listQuerySchema(SUPPLIER_SORT_COLUMNS, 'name').extend({
  orderByType: z.enum(['asc', 'desc']).default('asc'),
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
});
export type SupplierListQuery = z.input<typeof SupplierListQuerySchema>;

export const SupplierListSchema = listResponseSchema(SupplierListItemSchema).extend({
  from: z.string(),
  to: z.string(),
});
export type SupplierList = z.infer<typeof SupplierListSchema>;
