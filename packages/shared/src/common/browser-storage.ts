import { z } from 'zod';

/** The browser's storage keys (DESIGN.md §7, spec §3–§4). */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  currentRestaurant: 'currentRestaurant',
  language: 'language',
  tempId: 'tempId',
  cookieSettings: 'cookieSettings',
  cartItems: 'cartItems',
  cart: 'cart',
} as const;

/** Cookie consent (spec §3): essentials are always on; stats default on. */
export const CookieSettingsSchema = z.object({
  hasOptedIn: z.boolean().default(false),
  essentials: z.literal(true).default(true),
  functional: z.boolean().default(false),
  experience: z.boolean().default(false),
  stats: z.boolean().default(true),
  marketing: z.boolean().default(false),
});
export type CookieSettings = z.infer<typeof CookieSettingsSchema>;
export const COOKIE_CATEGORIES = ['essentials', 'functional', 'experience', 'stats', 'marketing'] as const;

/** The temporary visitor id: made when nobody is logged in, renewed after an hour. */
export const TempIdSchema = z.object({ id: z.string().min(10), expiresAt: z.number() });
export type TempId = z.infer<typeof TempIdSchema>;
