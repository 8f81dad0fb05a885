import { z } from 'zod';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { MAX_NAME_LENGTH } from '../common/constants';
import { EmailSchema } from '../common/credentials.schemas';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import { translationsSchema } from '../menus/menu.schemas';
import { CustomerSchema } from '../orders/order.schemas';
import { LanguageCodeSchema } from '../restaurants/restaurant.schemas';
import {
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_COUNTER_METHODS,
  GIFT_CARD_DEFAULT_VALIDITY_MONTHS,
  GIFT_CARD_DESCRIPTION_MAX_LENGTH,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_LEDGER_KINDS,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MAX_PRESETS,
  GIFT_CARD_MAX_VALIDITY_MONTHS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_NAME_MAX_LENGTH,
  GIFT_CARD_NOTE_MAX_LENGTH,
  GIFT_CARD_SALE_METHODS,
  GIFT_CARD_STATUSES,
  GIFT_CARD_TERMS_MAX_LENGTH,
  GIFT_CARD_TITLE_MAX_LENGTH,
  GIFT_CARD_UNIQUE_ID_PATTERN,
} from './giftcard.constants';
import { isValidShortCode } from './giftcard-code';

export {
  DetailResponseSchema,
  IdParamsSchema as GiftCardIdParamsSchema,
  IdParamsSchema as GiftCardTemplateIdParamsSchema,
} from '../common/list.schemas';
export { IdempotencyHeadersSchema, PublicKeyParamsSchema } from '../orders/order.schemas';

const IdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const QueryIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A card's value on the wire: euros with two decimals, within the card limits. */
export const GiftCardAmountSchema = z
  .number()
  .min(GIFT_CARD_MIN_AMOUNT)
  .max(GIFT_CARD_MAX_AMOUNT)
  .multipleOf(0.01, 'At most two decimals');
/** A minimum order for the card to be used online: 0 for none. */
const MinAmountSchema = z
  .number()
  .min(0)
  .max(GIFT_CARD_MAX_AMOUNT)
  .multipleOf(0.01, 'At most two decimals');

/** A code as typed: spaces and dashes allowed, any case; the check character must be right. */
export const GiftCardCodeSchema = z
  .string()
  .trim()
  .max(40)
  .refine((code) => isValidShortCode(code, GIFT_CARD_CODE_LENGTH), 'Not a gift card code');

const NoteSchema = z.string().trim().max(GIFT_CARD_NOTE_MAX_LENGTH);

// ——— Templates (owner, manager) ———

const FreeAmountSchema = z
  .strictObject({ min: GiftCardAmountSchema, max: GiftCardAmountSchema })
  .refine((range) => range.min <= range.max, {
    message: 'The minimum is above the maximum',
    path: ['max'],
  });

const templateFields = {
  name: z.string().trim().min(1).max(GIFT_CARD_NAME_MAX_LENGTH),
  /** A built-in design in the restaurant's colours; ignored when an image is chosen. */
  design_key: z.enum(GIFT_CARD_DESIGNS),
  /** An image uploaded through the images pipeline (`POST /restaurant/:id/images`), by its id. */
  image_id: IdSchema.nullable(),
  /** Amounts offered as buttons, euros, each once. */
  preset_amounts: z
    .array(GiftCardAmountSchema)
    .max(GIFT_CARD_MAX_PRESETS)
    .refine((amounts) => new Set(amounts).size === amounts.length, 'Each amount once'),
  /** A free amount between a minimum and a maximum, or null for presets only. */
  free_amount: FreeAmountSchema.nullable(),
  validity_months: z.number().int().min(1).max(GIFT_CARD_MAX_VALIDITY_MONTHS),
  /** Per restaurant language; the service checks the first language is present. */
  title: translationsSchema(GIFT_CARD_TITLE_MAX_LENGTH),
  description: translationsSchema(GIFT_CARD_DESCRIPTION_MAX_LENGTH),
  terms: translationsSchema(GIFT_CARD_TERMS_MAX_LENGTH),
  active: z.boolean(),
  /** The business's restaurants that sell and accept it. */
  restaurant_ids: z
    .array(IdSchema)
    .min(1, 'At least one restaurant accepts it')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Each restaurant once'),
};

export const GiftCardTemplateBodySchema = z
  .strictObject({
    ...templateFields,
    design_key: templateFields.design_key.default('classic'),
    image_id: templateFields.image_id.default(null),
    preset_amounts: templateFields.preset_amounts.default([]),
    free_amount: templateFields.free_amount.default(null),
    validity_months: templateFields.validity_months.default(GIFT_CARD_DEFAULT_VALIDITY_MONTHS),
    description: templateFields.description.default({}),
    terms: templateFields.terms.default({}),
    active: templateFields.active.default(true),
  })
  .refine((t) => t.preset_amounts.length > 0 || t.free_amount !== null, {
    message: 'Offer preset amounts, a free amount, or both',
    path: ['preset_amounts'],
  });
export type GiftCardTemplateBody = z.infer<typeof GiftCardTemplateBodySchema>;

export const GiftCardTemplateSchema = z.object({
  id: z.number().int(),
  ...templateFields,
  preset_amounts: z.array(z.number()),
  free_amount: z.object({ min: z.number(), max: z.number() }).nullable(),
  restaurant_ids: z.array(z.number().int()),
  /** The uploaded image's URL (its copies follow from it), or null for a built-in design. */
  image_url: z.string().nullable(),
  /** Cards issued from it: a template with cards cannot be deleted, only turned off. */
  cards_count: z.number().int(),
});
export type GiftCardTemplate = z.infer<typeof GiftCardTemplateSchema>;

export const GiftCardTemplateListSchema = z.object({ items: z.array(GiftCardTemplateSchema) });

// ——— Cards (dashboard) ———

export const GiftCardLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(GIFT_CARD_LEDGER_KINDS),
  /** Euros, signed: issued and refunded add, redeemed and expired take away. */
  amount: z.number(),
  /** The balance after this entry (the running sum, computed in the read). */
  balance_after: z.number(),
  note: z.string(),
  restaurant_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  /** Who wrote it: a user's name, or null for the guest's purchase and the jobs. */
  by: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCardLedgerEntry = z.infer<typeof GiftCardLedgerEntrySchema>;

const giftCardSummaryFields = {
  id: z.number().int(),
  unique_id: z.string(),
  /** As printed: `ABCD-EFGH-JKM2`. */
  code: z.string(),
  type: z.literal('card'),
  status: z.enum(GIFT_CARD_STATUSES),
  template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  /** The restaurant that sold it. */
  restaurant_id: z.number().int(),
  title: z.string(),
  /** The recipient (spec: customer_name, email, phone_number). */
  customer_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  buyer_name: z.string(),
  buyer_email: z.string().nullable(),
  /** Euros: the value issued and what is left (the ledger's sum). */
  amount: z.number(),
  balance: z.number(),
  min_amount: z.number(),
  date_expired: z.string(),
  /** When the card's email goes (or went) to the recipient; null: no email. */
  delivery_at: z.string().nullable(),
  sold_via: z.enum(GIFT_CARD_SALE_METHODS),
  created_at: z.string(),
};

export const GiftCardSummarySchema = z.object(giftCardSummaryFields);
export type GiftCardSummary = z.infer<typeof GiftCardSummarySchema>;

export const GiftCardSchema = z.object({
  ...giftCardSummaryFields,
  description: z.string(),
  message: z.string(),
  send_email: z.boolean(),
  is_percentage: z.literal(false),
  privacy: z.boolean(),
  marketing: z.boolean(),
  /** The guest's language: the card's email and page speak it. */
  language: z.string(),
  email_sent_at: z.string().nullable(),
  /** The restaurants where it may be used (its template's, or the selling one). */
  accepted_restaurant_ids: z.array(z.number().int()),
  ledger: z.array(GiftCardLedgerEntrySchema),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const GIFT_CARD_SORT_COLUMNS = ['created_at', 'amount', 'date_expired'] as const;

export const GiftCardListQuerySchema = listQuerySchema(GIFT_CARD_SORT_COLUMNS, 'created_at').extend(
  {
    /** Cards sold by one restaurant; all the business's when left out. */
    restaurant_id: QueryIdSchema.optional(),
    status: z.enum(GIFT_CARD_STATUSES).optional(),
    template_id: QueryIdSchema.optional(),
    /** Sold from / to (days in the restaurant's zone, both included). */
    from: CalendarDaySchema.optional(),
    to: CalendarDaySchema.optional(),
  },
);
export type GiftCardListQuery = z.infer<typeof GiftCardListQuerySchema>;

export const GiftCardTotalsSchema = z.object({
  /** Euros issued on the filtered cards (pending and cancelled ones not counted). */
  sold: z.number(),
  /** Euros spent from them (redemptions less refunds). */
  redeemed: z.number(),
  /** Euros still on active cards: what the business owes its guests. */
  outstanding: z.number(),
});

export const GiftCardListSchema = listResponseSchema(GiftCardSummarySchema).extend({
  totals: GiftCardTotalsSchema,
});
export type GiftCardList = z.infer<typeof GiftCardListSchema>;

/** A card sold at the counter (spec §3's fields), paid in cash or by card there. */
export const IssueGiftCardBodySchema = z
  .strictObject({
    restaurant_id: IdSchema,
    template_id: IdSchema.nullable().default(null),
    type: z.literal('card').default('card'),
    /** Defaults to the template's title in the guest's language. */
    title: z.string().trim().max(GIFT_CARD_TITLE_MAX_LENGTH).optional(),
    description: z.string().trim().max(GIFT_CARD_DESCRIPTION_MAX_LENGTH).default(''),
    customer_name: z.string().trim().min(2).max(MAX_NAME_LENGTH),
    phone_number: CustomerSchema.shape.phone.optional(),
    email: EmailSchema.optional(),
    /** Email the card to `email` on `delivery_date` (today when left out). */
    send_email: z.boolean().default(false),
    message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX_LENGTH).default(''),
    amount: GiftCardAmountSchema,
    min_amount: MinAmountSchema.default(0),
    /** Gift cards are worth an amount; percentages are discount codes. */
    is_percentage: z.literal(false, { message: 'A gift card is an amount' }).default(false),
    /** Defaults to the template's validity (12 months without one); must be after today. */
    date_expired: CalendarDaySchema.optional(),
    delivery_date: CalendarDaySchema.optional(),
    privacy: z.boolean().default(false),
    marketing: z.boolean().default(false),
    buyer_name: z.string().trim().max(MAX_NAME_LENGTH).default(''),
    buyer_email: EmailSchema.optional(),
    paid_with: z.enum(GIFT_CARD_COUNTER_METHODS),
    language: LanguageCodeSchema.optional(),
  })
  .refine((card) => !card.send_email || card.email !== undefined, {
    message: 'An email to send the card to',
    path: ['email'],
  });
export type IssueGiftCardBody = z.infer<typeof IssueGiftCardBodySchema>;

export const GiftCardLookupQuerySchema = z.strictObject({ code: GiftCardCodeSchema });

export const RedeemGiftCardBodySchema = z.strictObject({
  /** Euros taken from the balance; never more than it. */
  amount: z.number().min(0.01).max(GIFT_CARD_MAX_AMOUNT).multipleOf(0.01, 'At most two decimals'),
  /** Where it is used: one of the restaurants that accept the card. */
  restaurant_id: IdSchema,
  note: NoteSchema.default(''),
});
export type RedeemGiftCardBody = z.infer<typeof RedeemGiftCardBodySchema>;

export const AdjustGiftCardBodySchema = z.strictObject({
  /** Euros added (positive) or taken (negative); the balance never goes below 0. */
  amount: z
    .number()
    .min(-GIFT_CARD_MAX_AMOUNT)
    .max(GIFT_CARD_MAX_AMOUNT)
    .multipleOf(0.01, 'At most two decimals')
    .refine((amount) => amount !== 0, 'An amount other than 0'),
  reason: z.string().trim().min(3).max(GIFT_CARD_NOTE_MAX_LENGTH),
});
export type AdjustGiftCardBody = z.infer<typeof AdjustGiftCardBodySchema>;

export const ExtendGiftCardBodySchema = z.strictObject({
  /** The new last day: after today and after the current one. */
  date_expired: CalendarDaySchema,
});
export type ExtendGiftCardBody = z.infer<typeof ExtendGiftCardBodySchema>;

// ——— Public: the shop, the purchase and the card's page ———

export const GiftCardUniqueIdParamsSchema = z.strictObject({
  uniqueId: z.string().regex(GIFT_CARD_UNIQUE_ID_PATTERN, 'Not a gift card link'),
});

export const PublicGiftCardTemplateSchema = z.object({
  id: z.number().int(),
  design_key: z.enum(GIFT_CARD_DESIGNS),
  image_url: z.string().nullable(),
  preset_amounts: z.array(z.number()),
  free_amount: z.object({ min: z.number(), max: z.number() }).nullable(),
  validity_months: z.number().int(),
  /** In every restaurant language the template has; the page picks the visitor's. */
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  terms: z.record(z.string(), z.string()),
});

export const GiftCardShopSchema = z.object({
  restaurant_name: z.string(),
  /** Whether the site can sell: the platform and the business take cards (decision 049). */
  online_sale: z.boolean(),
  templates: z.array(PublicGiftCardTemplateSchema),
});
export type GiftCardShop = z.infer<typeof GiftCardShopSchema>;

export const PurchaseGiftCardBodySchema = z.strictObject({
  template_id: IdSchema,
  /** A preset of the template, or within its free range; checked on the server. */
  amount: GiftCardAmountSchema,
  buyer: z.strictObject({ name: CustomerSchema.shape.name, email: EmailSchema }),
  recipient: z.strictObject({ name: CustomerSchema.shape.name, email: EmailSchema }),
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX_LENGTH).default(''),
  /** The day the recipient gets the email; now when left out. Today to a year ahead. */
  delivery_date: CalendarDaySchema.optional(),
  privacy_consent: z.literal(true, { message: 'Accept the privacy notice to buy' }),
  marketing_consent: z.boolean().default(false),
  language: LanguageCodeSchema,
});
export type PurchaseGiftCardBody = z.infer<typeof PurchaseGiftCardBodySchema>;

export const GiftCardPurchaseSchema = z.object({
  unique_id: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  /** The provider's payment page; the card is issued only on its verified notice. */
  checkout_url: z.string().nullable(),
});
export type GiftCardPurchase = z.infer<typeof GiftCardPurchaseSchema>;

export const PublicGiftCardSchema = z.object({
  unique_id: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  /** The code for the QR and to type at the counter; null until the card is paid. */
  code: z.string().nullable(),
  design_key: z.enum(GIFT_CARD_DESIGNS),
  image_url: z.string().nullable(),
  title: z.string(),
  terms: z.string(),
  amount: z.number(),
  balance: z.number(),
  date_expired: z.string(),
  message: z.string(),
  customer_name: z.string(),
  buyer_name: z.string(),
  language: z.string(),
  restaurant: z.object({
    name: z.string(),
    /** The restaurant's own site host, for the card's links. */
    host: z.string().nullable(),
    primary_color: z.string().nullable(),
  }),
});
export type PublicGiftCard = z.infer<typeof PublicGiftCardSchema>;
