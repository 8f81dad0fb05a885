/**
 * Discount codes (issue 17, decision 068): limits and the reasons a code is refused, shared by the
 * API and the web. Kept apart from the schemas so the public checkout can use them without zod.
 */

/** A code as stored and compared: upper case, letters and digits (`normalizeDiscountCode`). */
export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_STORED_MAX_LENGTH = 20;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const DISCOUNT_TITLE_MAX_LENGTH = 80;
export const DISCOUNT_DESCRIPTION_MAX_LENGTH = 500;
export const DISCOUNT_MESSAGE_MAX_LENGTH = 1000;
/** A fixed discount or a minimum order above this many euros is a typo, not a promotion. */
export const DISCOUNT_MAX_EUROS = 10_000;
export const DISCOUNT_MAX_DAYS_VALID = 3650;
export const DISCOUNT_MAX_USES = 1_000_000;
/** The validity may end at most this many years ahead. */
export const DISCOUNT_MAX_YEARS_AHEAD = 10;
export const DISCOUNT_MAX_RESTAURANTS = 200;

/** The only type of this module; gift cards (type `card`) are the giftcards module's. */
export const DISCOUNT_TYPE = 'discount';

/**
 * Why a code is not applied at checkout. The quote names it in `problems.discount_code`; placing
 * the order answers 422 with `fields.discount_code`; the web words it in the guest's language.
 */
export const DISCOUNT_REASONS = [
  /** No such code here: unknown, another business's, another restaurant's, or switched off. */
  'discount_invalid',
  'discount_not_yet_valid',
  'discount_expired',
  /** Its total number of uses is reached. */
  'discount_exhausted',
  /** This guest has used it as many times as a guest may. */
  'discount_guest_limit',
  /** Not for this kind of order (pickup, delivery, table). */
  'discount_wrong_order_type',
  /** The order's dishes are below the code's minimum. */
  'discount_under_minimum',
  /** Only for a guest's first order at the business. */
  'discount_first_order_only',
  /** A personal code sent to another guest. */
  'discount_personal',
] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

/** Sort columns of the dashboard's list. */
export const DISCOUNT_SORT_COLUMNS = ['created_at', 'code', 'valid_to', 'times_used'] as const;
