/**
 * Gift cards (issue 17, decision 067): the numbers and states, as data, so that the API enforces
 * them and the dashboard shows only what may be done. Zod-free.
 */

/** Characters of a redemption code, the check character included: `ABCD-EFGH-JKM2`. */
export const GIFT_CARD_CODE_LENGTH = 12;
/** The card's link id: 32 base64url characters, 192 random bits (≥ 128, DESIGN.md §10). */
export const GIFT_CARD_UNIQUE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A card's value in euros: at least this… */
export const GIFT_CARD_MIN_AMOUNT = 1;
/** …and at most this (a card worth more is a mistake or an abuse). */
export const GIFT_CARD_MAX_AMOUNT = 2_000;
export const GIFT_CARD_MAX_PRESETS = 8;
export const GIFT_CARD_DEFAULT_VALIDITY_MONTHS = 12;
export const GIFT_CARD_MAX_VALIDITY_MONTHS = 60;
/** A purchase may be delivered at most this many days after it is paid. */
export const GIFT_CARD_MAX_DELIVERY_DAYS = 365;

export const GIFT_CARD_NAME_MAX_LENGTH = 80;
export const GIFT_CARD_TITLE_MAX_LENGTH = 120;
export const GIFT_CARD_DESCRIPTION_MAX_LENGTH = 1_000;
export const GIFT_CARD_TERMS_MAX_LENGTH = 2_000;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;
export const GIFT_CARD_NOTE_MAX_LENGTH = 300;

/** The built-in designs, drawn in the restaurant's colours; a template may use an uploaded image instead. */
export const GIFT_CARD_DESIGNS = ['classic', 'festive', 'elegant', 'minimal'] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];

/** How a card sold at the counter was paid; `online` is the site's sale. */
export const GIFT_CARD_SALE_METHODS = ['cash', 'card', 'online'] as const;
export type GiftCardSaleMethod = (typeof GIFT_CARD_SALE_METHODS)[number];
export const GIFT_CARD_COUNTER_METHODS = ['cash', 'card'] as const;

/**
 * pending: bought online, awaiting the verified payment; active: has a balance and may be used;
 * redeemed: its balance is 0; expired: past its date, the rest written off; cancelled: the
 * payment never came.
 */
export const GIFT_CARD_STATUSES = [
  'pending',
  'active',
  'redeemed',
  'expired',
  'cancelled',
] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** The allowed moves between states; anything else is refused (DESIGN.md §10). */
export const GIFT_CARD_TRANSITIONS: Readonly<Record<GiftCardStatus, readonly GiftCardStatus[]>> = {
  pending: ['active', 'cancelled'],
  active: ['redeemed', 'expired'],
  // A refund or an adjustment gives a used card a balance again.
  redeemed: ['active', 'expired'],
  // The owner extends an expired card: its written-off balance comes back.
  expired: ['active', 'redeemed'],
  cancelled: [],
};

export function canMoveGiftCard(from: GiftCardStatus, to: GiftCardStatus): boolean {
  return GIFT_CARD_TRANSITIONS[from].includes(to);
}

/** What may be done to a card in each state, for the dashboard's buttons. */
export function giftCardActions(status: GiftCardStatus) {
  return {
    redeem: status === 'active',
    adjust: status === 'active' || status === 'redeemed',
    extend: status === 'active' || status === 'expired' || status === 'redeemed',
    resend: status === 'active',
  };
}

/** The ledger's entries: the balance is their sum, never stored (decision 067). */
export const GIFT_CARD_LEDGER_KINDS = [
  'issued',
  'redeemed',
  'refunded',
  'adjusted',
  'expired',
] as const;
export type GiftCardLedgerKind = (typeof GIFT_CARD_LEDGER_KINDS)[number];

/** Reasons a card cannot pay, for the dashboard and the checkout to word. */
export const GIFT_CARD_REFUSALS = [
  'giftcard_not_found',
  'giftcard_not_active',
  'giftcard_expired',
  'giftcard_insufficient_balance',
  'giftcard_not_accepted_here',
  'giftcard_below_minimum',
  'giftcard_amount_not_offered',
  'payments_unavailable',
] as const;
export type GiftCardRefusal = (typeof GIFT_CARD_REFUSALS)[number];
