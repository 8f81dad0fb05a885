/**
 * Cart limits, shared by the API and the web. Kept apart from cart.schemas.ts so the public site
 * can use them without loading zod.
 */
export const CART_MAX_LINES = 100;
export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 99;
/** Highest unit price accepted, in euros: far above any dish, low enough to stay exact in cents. */
export const CART_MAX_UNIT_PRICE = 100_000;
export const CART_ITEM_ID_MAX_LENGTH = 64;
export const CART_ITEM_NOTES_MAX_LENGTH = 500;
/** A server-side cart is forgotten this long after its last update. */
export const CART_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * The temporary visitor id: a random string the browser makes (16 random bytes, base64url, is 22
 * characters). Long enough that nobody guesses another visitor's cart.
 */
export const TEMP_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
