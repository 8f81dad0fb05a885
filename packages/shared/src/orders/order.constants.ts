/**
 * Ordering limits, shared by the API and the web. Kept apart from order.schemas.ts so the public
 * site can use them without loading zod.
 */
export const ORDER_MAX_LINES = 50;
export const ORDER_MAX_QUANTITY = 99;
export const ORDER_LINE_NOTES_MAX_LENGTH = 200;
export const ORDER_NOTES_MAX_LENGTH = 500;
export const ORDER_REASON_MAX_LENGTH = 300;
export const DISCOUNT_CODE_MAX_LENGTH = 40;
/** A gift card code as typed (12 characters, with spaces or dashes between groups; decision 071). */
export const GIFT_CARD_CODE_INPUT_MAX_LENGTH = 30;
/**
 * Why a gift card cannot pay at checkout (decision 071): unknown (or mistyped, or another
 * business's), not active, expired, empty, not accepted at this restaurant, order below its minimum.
 */
export const CHECKOUT_GIFT_CARD_REASONS = [
  'giftcard_not_found',
  'giftcard_not_active',
  'giftcard_expired',
  'giftcard_insufficient_balance',
  'giftcard_not_accepted_here',
  'giftcard_below_minimum',
] as const;
export type CheckoutGiftCardReason = (typeof CHECKOUT_GIFT_CARD_REASONS)[number];
/** How many days ahead a guest may order. */
export const ORDER_DAYS_AHEAD = 7;
/** One-tap "pause orders" choices, in minutes. */
export const ORDER_PAUSE_MINUTES = [15, 30, 60] as const;
/** One tap adds this much to the preparation time, for a busy night. */
export const BUSY_EXTRA_MINUTES = 15;
/** A busy-night addition lasts this long unless cleared. */
export const BUSY_EXTRA_HOURS = 4;
export const MAX_DELIVERY_ZONES = 20;
export const MAX_POSTCODES_PER_ZONE = 200;
/**
 * Public ids a guest holds (tracking links): 16 random bytes, base64url, so 22 characters and
 * 128 bits (DESIGN.md §10).
 */
export const ORDER_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * Why an order was refused (422): the error's `fields` map the field to one of these, and the
 * checkout words it in the guest's language.
 */
export const ORDER_RULES = [
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
] as const;
export type OrderRule = (typeof ORDER_RULES)[number];

/** The most orders one CSV export holds: a busy restaurant's year. */
export const ORDER_EXPORT_MAX_ROWS = 50_000;
