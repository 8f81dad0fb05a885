import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../common/constants';
import { EmailSchema } from '../common/credentials.schemas';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import { ORDER_TYPES } from '../orders/order-states';
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_DESCRIPTION_MAX_LENGTH,
  DISCOUNT_MAX_DAYS_VALID,
  DISCOUNT_MAX_EUROS,
  DISCOUNT_MAX_RESTAURANTS,
  DISCOUNT_MAX_USES,
  DISCOUNT_MESSAGE_MAX_LENGTH,
  DISCOUNT_SORT_COLUMNS,
  DISCOUNT_TITLE_MAX_LENGTH,
  DISCOUNT_TYPE,
} from './discount.constants';
import { normalizeDiscountCode } from './discount-code';

export {
  DetailResponseSchema,
  IdParamsSchema as DiscountIdParamsSchema,
} from '../common/list.schemas';

/** A code typed in the dashboard: spaces and dashes dropped, upper case, then 3–20 letters/digits. */
export const DiscountCodeInputSchema = z
  .string()
  .max(40)
  .transform(normalizeDiscountCode)
  .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, 'Letters and digits only, 3 to 20'));

/** Euros (fixed amount, minimum order) or a percentage: two decimals at most. */
const AmountSchema = z
  .number()
  .positive('More than zero')
  .max(DISCOUNT_MAX_EUROS)
  .multipleOf(0.01, 'At most two decimals');
const MinAmountSchema = z
  .number()
  .min(0)
  .max(DISCOUNT_MAX_EUROS)
  .multipleOf(0.01, 'At most two decimals');
const UsesSchema = z.number().int().min(1).max(DISCOUNT_MAX_USES);
const PhoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+\d\s().-]*$/, 'Only digits, spaces and + ( ) . -');

export const DISCOUNT_STATUSES = [
  'active',
  'scheduled',
  'expired',
  'exhausted',
  'inactive',
] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/**
 * The editable fields (spec §3 with type `discount`). `amount` is a percentage when
 * `is_percentage`, else euros off. The validity is a window (`valid_from`/`valid_to`) or a number
 * of days from `valid_from` (or from its creation): one or the other. A code with an `email` is
 * personal: only that guest can use it, and the dashboard can send it to them.
 */
const discountFields = {
  title: z.string().trim().min(1).max(DISCOUNT_TITLE_MAX_LENGTH),
  description: z.string().trim().max(DISCOUNT_DESCRIPTION_MAX_LENGTH),
  is_percentage: z.boolean(),
  amount: AmountSchema,
  min_amount: MinAmountSchema,
  valid_from: z.iso.datetime({ offset: true }).nullable(),
  valid_to: z.iso.datetime({ offset: true }).nullable(),
  days_valid: z.number().int().min(1).max(DISCOUNT_MAX_DAYS_VALID).nullable(),
  /** Uses in total (null: no limit); a cancelled or rejected order gives its use back. */
  usage_limit: UsesSchema.nullable(),
  /** Uses per guest, by email (null: no limit). */
  usage_limit_per_guest: UsesSchema.nullable(),
  order_types: z
    .array(z.enum(ORDER_TYPES))
    .min(1)
    .max(ORDER_TYPES.length)
    .refine((types) => new Set(types).size === types.length, 'Each type once'),
  first_order_only: z.boolean(),
  active: z.boolean(),
  /** The business's restaurants that take it. */
  restaurant_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .min(1)
    .max(DISCOUNT_MAX_RESTAURANTS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each restaurant once'),
  customer_name: z.string().trim().max(MAX_NAME_LENGTH).nullable(),
  email: EmailSchema.nullable(),
  phone_number: PhoneSchema.nullable(),
  /** The personal email's own words. */
  message: z.string().trim().max(DISCOUNT_MESSAGE_MAX_LENGTH),
};

/** Rules across fields, shared by the form and the server (which adds "not in the past"). */
type DiscountRules = {
  is_percentage?: boolean;
  amount?: number;
  valid_from?: string | null;
  valid_to?: string | null;
  days_valid?: number | null;
  usage_limit?: number | null;
  usage_limit_per_guest?: number | null;
  send_email?: boolean;
  email?: string | null;
};

/** The fields a code's values break, by field: `{ amount: 'At most 100 %' }`. */
export function discountRuleProblems(d: DiscountRules): Record<string, string> {
  const problems: Record<string, string> = {};
  if (d.is_percentage && d.amount !== undefined && d.amount > 100) {
    problems.amount = 'At most 100 %';
  }
  if (d.valid_to && d.days_valid) {
    problems.days_valid = 'An end date or a number of days, not both';
  }
  if (d.valid_from && d.valid_to && Date.parse(d.valid_to) <= Date.parse(d.valid_from)) {
    problems.valid_to = 'After the start';
  }
  if (
    d.usage_limit != null &&
    d.usage_limit_per_guest != null &&
    d.usage_limit_per_guest > d.usage_limit
  ) {
    problems.usage_limit_per_guest = 'At most the total uses';
  }
  if (d.send_email && !d.email) problems.email = 'An email to send the code to';
  return problems;
}

function withRules<T extends z.ZodType<DiscountRules>>(schema: T) {
  return schema.superRefine((d, ctx) => {
    for (const [path, message] of Object.entries(discountRuleProblems(d))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

export const CreateDiscountBodySchema = withRules(
  z.strictObject({
    /** Left out: the server generates one (alphabet without look-alikes, a check character). */
    code: DiscountCodeInputSchema.optional(),
    type: z.literal(DISCOUNT_TYPE).default(DISCOUNT_TYPE),
    ...discountFields,
    description: discountFields.description.default(''),
    min_amount: MinAmountSchema.default(0),
    valid_from: discountFields.valid_from.default(null),
    valid_to: discountFields.valid_to.default(null),
    days_valid: discountFields.days_valid.default(null),
    usage_limit: discountFields.usage_limit.default(null),
    usage_limit_per_guest: discountFields.usage_limit_per_guest.default(null),
    order_types: discountFields.order_types.default([...ORDER_TYPES]),
    first_order_only: z.boolean().default(false),
    active: z.boolean().default(true),
    customer_name: discountFields.customer_name.default(null),
    email: discountFields.email.default(null),
    phone_number: discountFields.phone_number.default(null),
    message: discountFields.message.default(''),
    /** Email the code to `email` now (the guest's marketing consent is required: 422 without). */
    send_email: z.boolean().default(false),
  }),
);
export type CreateDiscountBody = z.input<typeof CreateDiscountBodySchema>;

/** A change: the fields sent change, the others keep their value; `{}` is a 400. */
export const UpdateDiscountBodySchema = withRules(
  z
    .strictObject({ code: DiscountCodeInputSchema, ...discountFields })
    .partial()
    .refine((body) => Object.keys(body).length > 0, {
      message: 'Send at least one field to change',
    }),
);
export type UpdateDiscountBody = z.input<typeof UpdateDiscountBodySchema>;

export const SendDiscountBodySchema = z.strictObject({
  /** Replaces the code's message for this email (and is kept). */
  message: z.string().trim().max(DISCOUNT_MESSAGE_MAX_LENGTH).optional(),
});
export type SendDiscountBody = z.input<typeof SendDiscountBodySchema>;

export const DiscountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.literal(DISCOUNT_TYPE),
  title: z.string(),
  description: z.string(),
  is_percentage: z.boolean(),
  amount: z.number(),
  min_amount: z.number(),
  valid_from: z.string().nullable(),
  /** The end of the validity: the one set, or `valid_from` (or the creation) plus `days_valid`. */
  valid_to: z.string().nullable(),
  days_valid: z.number().int().nullable(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_guest: z.number().int().nullable(),
  /** Uses by orders not cancelled or rejected. */
  times_used: z.number().int(),
  order_types: z.array(z.enum(ORDER_TYPES)),
  first_order_only: z.boolean(),
  active: z.boolean(),
  restaurant_ids: z.array(z.number().int()),
  customer_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  message: z.string(),
  /** When the personal email was last sent; null if never. */
  email_sent_at: z.string().nullable(),
  /** Computed now: switched off, not started, past its end, or out of uses. */
  status: z.enum(DISCOUNT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Discount = z.infer<typeof DiscountSchema>;

export const DiscountListQuerySchema = listQuerySchema(DISCOUNT_SORT_COLUMNS, 'created_at').extend({
  /** Codes this restaurant takes. */
  restaurant_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(DISCOUNT_STATUSES).optional(),
});
export type DiscountListQuery = z.input<typeof DiscountListQuerySchema>;

export const DiscountListSchema = listResponseSchema(DiscountSchema);
export type DiscountList = z.infer<typeof DiscountListSchema>;

export const NewDiscountCodeSchema = z.object({ code: z.string() });

/** One use of a code: the order it lowered, and whether that order gave it back. */
export const DiscountUseSchema = z.object({
  order_id: z.number().int(),
  order_number: z.number().int(),
  restaurant_id: z.number().int(),
  email: z.string(),
  amount: z.number(),
  used_at: z.string(),
  /** The order was cancelled or rejected: the use no longer counts. */
  released: z.boolean(),
});
export const DiscountUsesSchema = z.object({ items: z.array(DiscountUseSchema) });
export type DiscountUse = z.infer<typeof DiscountUseSchema>;
