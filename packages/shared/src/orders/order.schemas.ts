import { z } from 'zod';
import { TEMP_ID_PATTERN } from '../cart/cart.constants';
import { CalendarDaySchema } from '../common/calendar-day.schemas';
import { MAX_NAME_LENGTH } from '../common/constants';
import { EmailSchema } from '../common/credentials.schemas';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import { DISCOUNT_REASONS } from '../discounts/discount.constants';
import { MAX_VARIANTS_PER_ITEM } from '../menus/menu.constants';
import { LanguageCodeSchema } from '../restaurants/restaurant.schemas';
import {
  CHECKOUT_GIFT_CARD_REASONS,
  DISCOUNT_CODE_MAX_LENGTH,
  GIFT_CARD_CODE_INPUT_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_DELIVERY_ZONES,
  MAX_POSTCODES_PER_ZONE,
  ORDER_LINE_NOTES_MAX_LENGTH,
  ORDER_MAX_LINES,
  ORDER_MAX_QUANTITY,
  ORDER_NOTES_MAX_LENGTH,
  ORDER_PAUSE_MINUTES,
  ORDER_PUBLIC_ID_PATTERN,
  ORDER_REASON_MAX_LENGTH,
  ORDER_RULES,
} from './order.constants';
import { ORDER_STATUSES, ORDER_TYPES } from './order-states';

/** Euros with two decimals on the wire, integer cents inside (DESIGN.md §5). */
const EurosSchema = z.number().min(0).max(10_000).multipleOf(0.01, 'At most two decimals');
const PhoneSchema = z
  .string()
  .trim()
  .min(5, 'A phone number the restaurant can call')
  .max(30)
  .regex(/^[+\d\s().-]*$/, 'Only digits, spaces and + ( ) . -');
const PostcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Five digits (CAP)');

export const PAYMENT_METHODS = ['at_restaurant', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ——— Ordering settings (dashboard) ———

/** A delivery zone: the postcodes it covers, with its own fee and minimum order. */
export const DeliveryZoneSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  postcodes: z.array(PostcodeSchema).min(1).max(MAX_POSTCODES_PER_ZONE),
  fee: EurosSchema,
  min_order: EurosSchema,
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

const orderingSettingsFields = {
  enabled: z.boolean(),
  pickup_enabled: z.boolean(),
  delivery_enabled: z.boolean(),
  /** Minutes from placing to the first slot. */
  lead_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  slot_minutes: z.number().int().min(5).max(120),
  /** Kitchen capacity: orders per slot. */
  orders_per_slot: z.number().int().min(1).max(1000),
  min_order: EurosSchema,
  delivery_zones: z
    .array(DeliveryZoneSchema)
    .max(MAX_DELIVERY_ZONES)
    .refine(
      (zones) =>
        new Set(zones.flatMap((z) => z.postcodes)).size ===
        zones.flatMap((z) => z.postcodes).length,
      'A postcode belongs to one zone only',
    ),
  pay_at_restaurant: z.boolean(),
  card_payments: z.boolean(),
  auto_accept: z.boolean(),
};

export const OrderingSettingsBodySchema = z.strictObject(orderingSettingsFields);
export type OrderingSettingsBody = z.infer<typeof OrderingSettingsBodySchema>;

export const OrderingSettingsSchema = z.object({
  ...orderingSettingsFields,
  delivery_zones: z.array(DeliveryZoneSchema),
  restaurant_id: z.number().int(),
  /** Orders are paused until then (null: not paused). */
  paused_until: z.string().nullable(),
  /** Minutes added to the lead time for a busy night, until `busy_until`. */
  busy_extra_minutes: z.number().int(),
  busy_until: z.string().nullable(),
  /** Whether the platform can take card payments at all (Stripe configured). */
  card_available: z.boolean(),
  /** Whether the business's plan includes ordering. */
  plan_includes_ordering: z.boolean(),
});
export type OrderingSettings = z.infer<typeof OrderingSettingsSchema>;

/** One tap for a busy night: pause for some minutes, add prep time, or clear both. */
export const OrderingRushBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('pause'),
    minutes: z.literal(ORDER_PAUSE_MINUTES),
  }),
  z.strictObject({ action: z.literal('busy') }),
  z.strictObject({ action: z.literal('clear') }),
]);
export type OrderingRushBody = z.infer<typeof OrderingRushBodySchema>;

// ——— Public: what the guest's site shows and the checkout ———

export const PublicKeyParamsSchema = z.strictObject({
  publicKey: z.string().trim().min(1).max(64),
});

/** Why ordering is not possible right now, if it is not. */
export const ORDERING_CLOSED_REASONS = ['disabled', 'not_in_plan', 'paused', 'no_slots'] as const;

/** What the public site needs to promise (or not) ordering, and the checkout's fixed choices. */
export const PublicOrderingSchema = z.object({
  available: z.boolean(),
  closed_reason: z.enum(ORDERING_CLOSED_REASONS).nullable(),
  types: z.array(z.enum(ORDER_TYPES)),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  min_order: z.number(),
  delivery_zones: z.array(z.object({ name: z.string(), fee: z.number(), min_order: z.number() })),
  paused_until: z.string().nullable(),
  /** The first slot a guest can choose now, for any enabled type; null when none in the days ahead. */
  next_slot: z.string().nullable(),
});
export type PublicOrdering = z.infer<typeof PublicOrderingSchema>;

export const OrderSlotsQuerySchema = z.strictObject({
  type: z.enum(ORDER_TYPES),
  /** A day in the restaurant's time zone; today when left out. */
  date: z.iso.date().optional(),
});

export const OrderSlotSchema = z.object({
  /** The slot's start, an instant (ISO 8601). */
  start: z.string(),
  /** Orders it can still take. */
  remaining: z.number().int(),
});
export const OrderSlotsSchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  /** The earliest slot with room: what "as soon as possible" means now. */
  asap: z.string().nullable(),
  slots: z.array(OrderSlotSchema),
});
export type OrderSlots = z.infer<typeof OrderSlotsSchema>;

export const OrderLineInputSchema = z.strictObject({
  item_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Index of the chosen variant in the dish's variants; absent for the dish's own price. */
  variant: z.number().int().min(0).max(MAX_VARIANTS_PER_ITEM).optional(),
  quantity: z.number().int().min(1).max(ORDER_MAX_QUANTITY),
  notes: z.string().trim().max(ORDER_LINE_NOTES_MAX_LENGTH).optional(),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

export const DeliveryAddressSchema = z.strictObject({
  address: z.string().trim().min(3).max(200),
  street_number: z.string().trim().max(20).default(''),
  cap: PostcodeSchema,
  city: z.string().trim().min(1).max(100),
  /** Floor, bell, how to find the door. */
  notes: z.string().trim().max(200).default(''),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

export const CustomerSchema = z.strictObject({
  name: z.string().trim().min(2).max(MAX_NAME_LENGTH),
  email: EmailSchema,
  phone: PhoneSchema,
});

/**
 * The checkout. Prices are never sent: the server computes them from the menu (DESIGN.md §10).
 * `slot` is `asap` or a slot's start as the slots call answered it.
 */
export const PlaceOrderBodySchema = z
  .strictObject({
    type: z.enum(ORDER_TYPES),
    slot: z.union([z.literal('asap'), z.iso.datetime({ offset: true })]),
    items: z.array(OrderLineInputSchema).min(1).max(ORDER_MAX_LINES),
    customer: CustomerSchema,
    delivery_address: DeliveryAddressSchema.optional(),
    notes: z.string().trim().max(ORDER_NOTES_MAX_LENGTH).default(''),
    discount_code: z.string().trim().max(DISCOUNT_CODE_MAX_LENGTH).optional(),
    /** A gift card that pays part or all of the order (decision 071). */
    gift_card_code: z.string().trim().max(GIFT_CARD_CODE_INPUT_MAX_LENGTH).optional(),
    privacy_consent: z.literal(true, { message: 'Accept the privacy notice to order' }),
    marketing_consent: z.boolean().default(false),
    payment_method: z.enum(PAYMENT_METHODS),
    language: LanguageCodeSchema,
    /** The visitor's cart, emptied once the order is placed. */
    cart_temp_id: z.string().regex(TEMP_ID_PATTERN).optional(),
  })
  .refine((o) => o.type !== 'delivery' || o.delivery_address, {
    message: 'A delivery needs an address',
    path: ['delivery_address'],
  });
export type PlaceOrderBody = z.input<typeof PlaceOrderBodySchema>;

/** The cart priced by the server before checkout: the same rules as placing, nothing stored. */
export const OrderQuoteBodySchema = z.strictObject({
  type: z.enum(ORDER_TYPES),
  slot: z.union([z.literal('asap'), z.iso.datetime({ offset: true })]).default('asap'),
  items: z.array(OrderLineInputSchema).max(ORDER_MAX_LINES),
  /** The delivery address's postcode, for its zone's fee and minimum. */
  postcode: PostcodeSchema.optional(),
  discount_code: z.string().trim().max(DISCOUNT_CODE_MAX_LENGTH).optional(),
  /** A gift card to pay with: the quote says what it covers and what is left (decision 071). */
  gift_card_code: z.string().trim().max(GIFT_CARD_CODE_INPUT_MAX_LENGTH).optional(),
  /** The guest's email when known: a code's per-guest, first-order and personal rules need it. */
  email: EmailSchema.optional(),
  language: LanguageCodeSchema,
});
export type OrderQuoteBody = z.input<typeof OrderQuoteBodySchema>;

export const OrderQuoteSchema = z.object({
  items: z.array(
    z.object({
      item_id: z.number().int(),
      variant: z.number().int().nullable(),
      name: z.string(),
      variant_name: z.string().nullable(),
      quantity: z.number().int(),
      unit_price: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  /** The code applied (as stored: upper case) and its title; null when none or refused. */
  discount_code: z.string().nullable(),
  discount_title: z.string().nullable(),
  total: z.number(),
  /** What the gift card pays of the total (euros; 0 without one or when refused). */
  gift_card: z.number(),
  /** The card's last four characters (`···ABCD`); null without a card or when refused. */
  gift_card_last4: z.string().nullable(),
  /** What the card holds before this order (euros); null without one. */
  gift_card_balance: z.number().nullable(),
  /** What is left to pay by the chosen method: the total less the gift card. */
  to_pay: z.number(),
  /** The minimum order that applies (the restaurant's, or the zone's when higher). */
  min_order: z.number(),
  /**
   * What stops this cart from being ordered, by field: `items.2` → `sold_out`; a refused code is
   * `discount_code` → one of `DISCOUNT_REASONS` (`discount_expired` …); a refused gift card is
   * `gift_card_code` → one of `CHECKOUT_GIFT_CARD_REASONS`.
   */
  problems: z.record(
    z.string(),
    z.enum([...ORDER_RULES, ...DISCOUNT_REASONS, ...CHECKOUT_GIFT_CARD_REASONS]),
  ),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

export const OrderPublicIdParamsSchema = z.strictObject({
  publicId: z.string().regex(ORDER_PUBLIC_ID_PATTERN, 'Not an order link'),
});

const VatTotalSchema = z.object({
  rate_code: z.string(),
  rate: z.number(),
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
});

export const OrderLineSchema = z.object({
  item_id: z.number().int().nullable(),
  name: z.string(),
  variant_name: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total: z.number(),
  vat_rate: z.number(),
  notes: z.string(),
});

/** A line as a correction's history shows it. */
const ChangedLineSchema = z.object({
  name: z.string(),
  variant_name: z.string().nullable(),
  quantity: z.number().int(),
});

export const OrderEventSchema = z.object({
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  reason: z.string().nullable(),
  /** A staff correction of the lines: what they were and what they became. */
  items_changed: z
    .object({ before: z.array(ChangedLineSchema), after: z.array(ChangedLineSchema) })
    .nullable(),
  at: z.string(),
  /** Who made the move: a staff member's name, or null for the guest or the system. */
  by: z.string().nullable(),
  /** Money given back to the guest's card by this event (euros); null for any other event. */
  refund: z.number().nullable(),
});

/** What the guest's tracking page shows: no internal ids, no other guest's data. */
export const PublicOrderSchema = z.object({
  public_id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  type: z.enum(ORDER_TYPES),
  slot_start: z.string(),
  asap: z.boolean(),
  ready_at: z.string().nullable(),
  reason: z.string().nullable(),
  items: z.array(OrderLineSchema),
  subtotal: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  /** The discount code the order used, as stored; null without one. */
  discount_code: z.string().nullable(),
  total: z.number(),
  /** What a gift card paid of the total (euros; decision 071), 0 without one. */
  gift_card: z.number(),
  /** The card's last four characters (`···ABCD`); null without one. */
  gift_card_last4: z.string().nullable(),
  /** What is left to pay by `payment_method`: the total less the gift card. */
  to_pay: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** The provider's payment page, while a card order waits for its payment. */
  payment_url: z.string().nullable(),
  /** Given back to the guest's card so far (euros): the whole total once `payment_status` is refunded. */
  refunded: z.number(),
  customer_name: z.string(),
  /** The table a `table` order was placed from, for the guest to read ("Al tavolo 12"); null otherwise. */
  table_name: z.string().nullable(),
  placed_at: z.string(),
  restaurant: z.object({ name: z.string(), phone_number: z.string(), public_key: z.string() }),
  events: z.array(OrderEventSchema.omit({ by: true, items_changed: true, refund: true })),
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

// ——— Dashboard ———

export const OrderSchema = z.object({
  id: z.number().int(),
  public_id: z.string(),
  restaurant_id: z.number().int(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  type: z.enum(ORDER_TYPES),
  source: z.enum(['online', 'staff']),
  order_datetime: z.string(),
  slot_start: z.string(),
  asap: z.boolean(),
  ready_at: z.string().nullable(),
  reason: z.string().nullable(),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  delivery_address: DeliveryAddressSchema.nullable(),
  notes: z.string(),
  subtotal: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  /** The discount code the order used, as stored; null without one. */
  discount_code: z.string().nullable(),
  total: z.number(),
  /** What a gift card paid of the total (euros; decision 071), 0 without one. */
  gift_card: z.number(),
  /** The card's last four characters (`···ABCD`); null without one. */
  gift_card_last4: z.string().nullable(),
  /** What is left to pay by `payment_method`: the total less the gift card. */
  to_pay: z.number(),
  vat: z.array(VatTotalSchema),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** The table a `table` order was placed from (its QR code), so the kitchen knows where it goes. */
  table_name: z.string().nullable(),
  /** Given back to the guest's card so far (euros); each refund is an event of the history. */
  refunded: z.number(),
  items: z.array(OrderLineSchema),
  events: z.array(OrderEventSchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const ORDER_SORT_COLUMNS = ['order_datetime', 'slot_start', 'total', 'number'] as const;

export const OrderListQuerySchema = listQuerySchema(ORDER_SORT_COLUMNS, 'order_datetime').extend({
  restaurant_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Days in the restaurant's time zone, inclusive; today when both are left out. */
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  type: z.enum(ORDER_TYPES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** The list's filters and order, for a spreadsheet of every order they find (no pages). */
export const OrderExportQuerySchema = OrderListQuerySchema.omit({ limit: true, page: true }).extend(
  {
    /** The header row's language; Italian also means `;` between fields and decimal commas (Excel). */
    language: z.enum(['it', 'en']).default('it'),
  },
);
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

/** A row of the list: the order without its lines and history. */
export const OrderSummarySchema = OrderSchema.omit({
  items: true,
  events: true,
  vat: true,
  refunded: true,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListSchema = listResponseSchema(OrderSummarySchema).extend({
  /** Totals of the whole filtered range, not only this page. */
  totals: z.object({ count: z.number().int(), total: z.number() }),
});
export type OrderList = z.infer<typeof OrderListSchema>;

/**
 * An order taken by staff (phone, counter): the same rules, prices and capacity as online ones,
 * accepted as it is entered. The guest gave their details for this order only: no consents.
 */
export const StaffOrderBodySchema = z
  .strictObject({
    restaurant_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    type: z.enum(['pickup', 'delivery']),
    slot: z.union([z.literal('asap'), z.iso.datetime({ offset: true })]),
    items: z.array(OrderLineInputSchema).min(1).max(ORDER_MAX_LINES),
    customer: z.strictObject({
      name: z.string().trim().min(2).max(MAX_NAME_LENGTH),
      phone: PhoneSchema.optional(),
      email: EmailSchema.optional(),
    }),
    delivery_address: DeliveryAddressSchema.optional(),
    notes: z.string().trim().max(ORDER_NOTES_MAX_LENGTH).default(''),
    /** A code the guest gave on the phone: checked like the site's (decision 068). */
    discount_code: z.string().trim().max(DISCOUNT_CODE_MAX_LENGTH).optional(),
    language: LanguageCodeSchema.default('it'),
  })
  .refine((o) => o.type !== 'delivery' || o.delivery_address, {
    message: 'A delivery needs an address',
    path: ['delivery_address'],
  });
export type StaffOrderBody = z.input<typeof StaffOrderBodySchema>;

/** A correction of an order not yet in preparation: its new lines, priced again. */
export const OrderItemsBodySchema = z.strictObject({
  items: z.array(OrderLineInputSchema).min(1).max(ORDER_MAX_LINES),
});

export const OrdersTodayQuerySchema = z.strictObject({
  restaurant_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The dashboard home's glance at ordering: today so far and the kitchen's next slots. */
export const OrdersTodaySchema = z.object({
  date: z.string(),
  count: z.number().int(),
  /** What today's orders are worth, rejected and cancelled ones aside. */
  takings: z.number(),
  /** Orders waiting for someone to accept them. */
  to_accept: z.number().int(),
  next_slots: z.array(
    z.object({ start: z.string(), taken: z.number().int(), capacity: z.number().int() }),
  ),
});
export type OrdersToday = z.infer<typeof OrdersTodaySchema>;

/** Money back to a guest who paid by card: all that is left when no amount is given. */
export const OrderRefundBodySchema = z.strictObject({
  amount: EurosSchema.refine((euros) => euros > 0, 'More than zero').optional(),
  /** Why, for the order's history (a dish missing, a late delivery). */
  reason: z.string().trim().max(ORDER_REASON_MAX_LENGTH).optional(),
});
export type OrderRefundBody = z.infer<typeof OrderRefundBodySchema>;

export const OrderTransitionBodySchema = z.strictObject({
  to: z.enum(ORDER_STATUSES),
  reason: z.string().trim().min(3).max(ORDER_REASON_MAX_LENGTH).optional(),
  /** When accepting: the time the order will be ready. */
  ready_at: z.iso.datetime({ offset: true }).optional(),
});
export type OrderTransitionBody = z.infer<typeof OrderTransitionBodySchema>;

/** A public create names its idempotency key (DESIGN.md §10); other headers pass untouched. */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ message: 'Send an Idempotency-Key header: a random string per order' })
    .regex(IDEMPOTENCY_KEY_PATTERN, 'From 8 to 128 letters, digits and _ . : -'),
});

export const OrderIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const RestaurantIdParamsSchema = OrderIdParamsSchema;
