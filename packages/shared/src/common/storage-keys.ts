/**
 * The browser's storage keys (DESIGN.md §7, spec §3–§4) and the cookie categories, without zod:
 * the public site's first load reads them, and importing browser-storage.ts at run time would
 * bring zod along (its schemas are built when the module loads).
 */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  currentRestaurant: 'currentRestaurant',
  language: 'language',
  tempId: 'tempId',
  cookieSettings: 'cookieSettings',
  cartItems: 'cartItems',
  cart: 'cart',
} as const;

export const COOKIE_CATEGORIES = [
  'essentials',
  'functional',
  'experience',
  'stats',
  'marketing',
] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
