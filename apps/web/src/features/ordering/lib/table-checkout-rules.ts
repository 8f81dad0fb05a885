import { MAX_NAME_LENGTH } from '@coperto/shared/common/constants';
import type { TableOrderBody } from '@coperto/shared/floor/service.schemas';
import {
  DISCOUNT_CODE_MAX_LENGTH,
  GIFT_CARD_CODE_INPUT_MAX_LENGTH,
  ORDER_NOTES_MAX_LENGTH,
} from '@coperto/shared/orders/order.constants';
import { z } from 'zod';
import { type CheckoutError, checkoutErrorsOf } from './checkout-rules';

// The checkout at a table (decision 062): no kind of order, time, address or payment to choose
// (it is brought to the table as soon as possible and paid with the bill); a name for the waiter,
// email and phone if the guest wants the link. Messages are keys of `ordering.errors`.

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const tableCheckoutSchema = z.object({
  name: text(MAX_NAME_LENGTH).min(2, 'nameShort'),
  email: z
    .string()
    .trim()
    .max(254, 'tooLong')
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'email'),
  phone: z
    .string()
    .trim()
    .max(30, 'tooLong')
    .refine(
      (value) =>
        value === '' || (/^[+\d\s().-]*$/.test(value) && (value.match(/\d/g) ?? []).length >= 5),
      'phone',
    ),
  notes: text(ORDER_NOTES_MAX_LENGTH),
  discountCode: text(DISCOUNT_CODE_MAX_LENGTH),
  /** A gift card paying what the discount leaves; the rest is paid with the bill. */
  giftCardCode: text(GIFT_CARD_CODE_INPUT_MAX_LENGTH),
  privacy: z.boolean().refine((value) => value, 'privacy'),
  marketing: z.boolean(),
});

export type TableCheckoutValues = z.input<typeof tableCheckoutSchema>;
export type TableCheckoutField = keyof TableCheckoutValues;

export function emptyTableCheckout(): TableCheckoutValues {
  // Consents are the guest's to give: never ticked beforehand.
  return {
    name: '',
    email: '',
    phone: '',
    notes: '',
    discountCode: '',
    giftCardCode: '',
    privacy: false,
    marketing: false,
  };
}

/** The order the form describes, as the table's order call takes it: never a price. */
export function tableOrderBodyOf(
  values: TableCheckoutValues,
  context: {
    items: TableOrderBody['items'];
    language: TableOrderBody['language'];
    cartTempId: string | null;
  },
): TableOrderBody {
  const email = values.email.trim();
  const phone = values.phone.trim();
  const discount = values.discountCode.trim();
  const giftCard = values.giftCardCode.trim();
  return {
    items: context.items,
    customer: {
      name: values.name.trim(),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
    },
    notes: values.notes.trim(),
    ...(discount ? { discount_code: discount } : {}),
    ...(giftCard ? { gift_card_code: giftCard } : {}),
    privacy_consent: true,
    marketing_consent: values.marketing,
    language: context.language,
    ...(context.cartTempId ? { cart_temp_id: context.cartTempId } : {}),
  };
}

/** The table form's own fields, of those the checkout's mapping names. */
const TABLE_FIELDS: readonly string[] = [
  'name',
  'email',
  'phone',
  'notes',
  'discountCode',
  'giftCardCode',
  'privacy',
] satisfies TableCheckoutField[];

/** A time that is full or gone means, at a table, that the kitchen cannot take it now. */
const KITCHEN_BUSY: readonly CheckoutError[] = ['slot_full', 'slot_unavailable'];

export type TableOrderError = CheckoutError | 'kitchen_busy';

/**
 * A refused table order (422: rule codes; 400: the schema's English words) as errors on the
 * form's fields, and the rest as messages above it: ordering closed or paying at the restaurant
 * no longer offered, a dish sold out meanwhile, the kitchen full for now.
 */
export function tableCheckoutErrorsOf(fields: Record<string, string>): {
  fields: Partial<Record<TableCheckoutField, CheckoutError>>;
  order: TableOrderError[];
} {
  const mapped = checkoutErrorsOf(fields);
  const onFields: Partial<Record<TableCheckoutField, CheckoutError>> = {};
  const order: TableOrderError[] = [];
  const add = (code: TableOrderError) => {
    if (!order.includes(code)) order.push(code);
  };
  for (const code of mapped.order) add(KITCHEN_BUSY.includes(code) ? 'kitchen_busy' : code);
  for (const [field, code] of Object.entries(mapped.fields) as [string, CheckoutError][]) {
    if (TABLE_FIELDS.includes(field)) onFields[field as TableCheckoutField] = code;
    else add(KITCHEN_BUSY.includes(code) ? 'kitchen_busy' : code);
  }
  return { fields: onFields, order };
}
