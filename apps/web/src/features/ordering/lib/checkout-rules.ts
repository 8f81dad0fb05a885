import {
  type LanguageCode,
  MAX_NAME_LENGTH,
  SUPPORTED_LANGUAGES,
} from '@coperto/shared/common/constants';
import { DISCOUNT_REASONS } from '@coperto/shared/discounts/discount.constants';
import {
  CHECKOUT_GIFT_CARD_REASONS,
  DISCOUNT_CODE_MAX_LENGTH,
  GIFT_CARD_CODE_INPUT_MAX_LENGTH,
  ORDER_NOTES_MAX_LENGTH,
} from '@coperto/shared/orders/order.constants';
import type { PaymentMethod, PlaceOrderBody } from '@coperto/shared/orders/order.schemas';
import { z } from 'zod';

// The checkout's rules, as the form checks them before sending, and the server's answers mapped
// back onto the form's fields. Messages are keys of the `ordering` namespace's `errors`.

export const CHECKOUT_ERRORS = [
  'required',
  'nameShort',
  'email',
  'phone',
  'postcode',
  'address',
  'city',
  'privacy',
  'tooLong',
  'invalid',
  'ordering_closed',
  'type_unavailable',
  'payment_unavailable',
  'slot_unavailable',
  'slot_full',
  'unknown_dish',
  'unknown_variant',
  'sold_out',
  'menu_closed',
  'outside_zone',
  'under_minimum',
  // A discount code's and a gift card's refusals (decisions 068, 071), said on their fields.
  ...DISCOUNT_REASONS,
  ...CHECKOUT_GIFT_CARD_REASONS,
] as const;
export type CheckoutError = (typeof CHECKOUT_ERRORS)[number];

/** A language the API takes for the order's emails; a site language it lacks reads Italian's. */
export const apiLanguageOf = (language: string): LanguageCode =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : 'it';

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const checkoutSchema = z
  .object({
    type: z.enum(['pickup', 'delivery']),
    day: z.string(),
    slot: z.string().min(1, 'required'),
    name: text(MAX_NAME_LENGTH).min(2, 'nameShort'),
    email: z
      .string()
      .trim()
      .min(1, 'required')
      .max(254, 'tooLong')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email'),
    phone: z
      .string()
      .trim()
      .min(5, 'phone')
      .max(30, 'tooLong')
      .regex(/^[+\d\s().-]*$/, 'phone')
      .refine((value) => (value.match(/\d/g) ?? []).length >= 5, 'phone'),
    address: text(200),
    streetNumber: text(20),
    postcode: z.string().trim(),
    city: text(100),
    addressNotes: text(200),
    notes: text(ORDER_NOTES_MAX_LENGTH),
    discountCode: text(DISCOUNT_CODE_MAX_LENGTH),
    giftCardCode: text(GIFT_CARD_CODE_INPUT_MAX_LENGTH),
    privacy: z.boolean().refine((value) => value, 'privacy'),
    marketing: z.boolean(),
    payment: z.enum(['at_restaurant', 'card']),
  })
  .superRefine((values, ctx) => {
    if (values.type !== 'delivery') return;
    if (values.address.length < 3)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'address' });
    if (!/^\d{5}$/.test(values.postcode)) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'postcode' });
    }
    if (values.city.length < 1) ctx.addIssue({ code: 'custom', path: ['city'], message: 'city' });
  });

export type CheckoutValues = z.input<typeof checkoutSchema>;
export type CheckoutField = keyof CheckoutValues;

export function emptyCheckout(input: {
  type: 'pickup' | 'delivery';
  day: string;
  payment: PaymentMethod;
}): CheckoutValues {
  return {
    type: input.type,
    day: input.day,
    slot: 'asap',
    name: '',
    email: '',
    phone: '',
    address: '',
    streetNumber: '',
    postcode: '',
    city: '',
    addressNotes: '',
    notes: '',
    discountCode: '',
    giftCardCode: '',
    // Consents are the guest's to give: never ticked beforehand.
    privacy: false,
    marketing: false,
    payment: input.payment,
  };
}

/** The order the form describes, as the API takes it: never a price (DESIGN.md §10). */
export function placeOrderBodyOf(
  values: CheckoutValues,
  context: {
    items: PlaceOrderBody['items'];
    language: PlaceOrderBody['language'];
    cartTempId: string | null;
  },
): PlaceOrderBody {
  const trim = (value: string) => value.trim();
  const discount = trim(values.discountCode);
  const giftCard = trim(values.giftCardCode);
  return {
    type: values.type,
    slot: values.slot,
    items: context.items,
    customer: { name: trim(values.name), email: trim(values.email), phone: trim(values.phone) },
    ...(values.type === 'delivery'
      ? {
          delivery_address: {
            address: trim(values.address),
            street_number: trim(values.streetNumber),
            cap: trim(values.postcode),
            city: trim(values.city),
            notes: trim(values.addressNotes),
          },
        }
      : {}),
    notes: trim(values.notes),
    ...(discount ? { discount_code: discount } : {}),
    ...(giftCard ? { gift_card_code: giftCard } : {}),
    privacy_consent: true,
    marketing_consent: values.marketing,
    payment_method: values.payment,
    language: context.language,
    ...(context.cartTempId ? { cart_temp_id: context.cartTempId } : {}),
  };
}

/** The API's field paths, as the form names its fields. */
const SERVER_FIELDS: Record<string, CheckoutField> = {
  type: 'type',
  slot: 'slot',
  payment_method: 'payment',
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
  delivery_address: 'address',
  'delivery_address.address': 'address',
  'delivery_address.street_number': 'streetNumber',
  'delivery_address.cap': 'postcode',
  'delivery_address.city': 'city',
  'delivery_address.notes': 'addressNotes',
  notes: 'notes',
  discount_code: 'discountCode',
  gift_card_code: 'giftCardCode',
  privacy_consent: 'privacy',
};

/** Rules that concern the whole order, not a field the guest can fix there. */
const ORDER_LEVEL: readonly string[] = ['ordering_closed', 'under_minimum'];

const isCheckoutError = (value: string): value is CheckoutError =>
  (CHECKOUT_ERRORS as readonly string[]).includes(value);

/**
 * A refused order's `fields` (422: a rule code such as `slot_full`; 400: the schema's English
 * words) as errors on the form's fields, and what concerns the order as a whole (a dish sold
 * out meanwhile, the minimum, ordering closed) as messages above the form.
 */
export function checkoutErrorsOf(fields: Record<string, string>): {
  fields: Partial<Record<CheckoutField, CheckoutError>>;
  order: CheckoutError[];
} {
  const onFields: Partial<Record<CheckoutField, CheckoutError>> = {};
  const order: CheckoutError[] = [];
  for (const [path, value] of Object.entries(fields)) {
    const code: CheckoutError = isCheckoutError(value) ? value : 'invalid';
    const field = SERVER_FIELDS[path];
    if (path === 'items' || path.startsWith('items.') || ORDER_LEVEL.includes(code) || !field) {
      if (!order.includes(code)) order.push(code);
    } else {
      onFields[field] = code;
    }
  }
  return { fields: onFields, order };
}
