import { z } from 'zod';

// Re-exported: the public site imports them from storage-keys.ts, which has no zod.
export { COOKIE_CATEGORIES, STORAGE_KEYS } from './storage-keys';

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

/** The temporary visitor id: made when nobody is logged in, renewed after an hour. */
export const TempIdSchema = z.object({ id: z.string().min(10), expiresAt: z.number() });
export type TempId = z.infer<typeof TempIdSchema>;
