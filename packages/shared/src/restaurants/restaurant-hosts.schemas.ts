import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../common/constants';
import { DnsHostnameSchema, HostnameSchema, LanguageCodeSchema } from './restaurant.schemas';

/** Host names, languages and the public key of a restaurant: each change has a call of its own. */

const RestaurantIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const HostnameAddBodySchema = z.strictObject({
  restaurant_id: RestaurantIdSchema,
  hostname: DnsHostnameSchema,
});
export type HostnameAddBody = z.infer<typeof HostnameAddBodySchema>;

/** Any stored host name can be removed, even one that predates the DNS rule. */
export const HostnameDeleteBodySchema = z.strictObject({
  restaurant_id: RestaurantIdSchema,
  hostname: HostnameSchema,
});
export type HostnameDeleteBody = z.infer<typeof HostnameDeleteBodySchema>;

export const LanguageAddBodySchema = z.strictObject({
  restaurant_id: RestaurantIdSchema,
  language: LanguageCodeSchema,
  /**
   * 0-based place in the restaurant's list (0 = default language); past the end or left out = at
   * the end. For a language already in the list it moves it there.
   */
  position: z.number().int().min(0).max(SUPPORTED_LANGUAGES.length).optional(),
});
export type LanguageAddBody = z.infer<typeof LanguageAddBodySchema>;

export const LanguageDeleteBodySchema = z.strictObject({
  restaurant_id: RestaurantIdSchema,
  language: LanguageCodeSchema,
});
export type LanguageDeleteBody = z.infer<typeof LanguageDeleteBodySchema>;

/** A readable public key: lower-case letters, digits and inner hyphens, safe in any URL. */
export const UNIQUE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,62}$/;
export const UniqueIdBodySchema = z.strictObject({
  restaurant_id: RestaurantIdSchema,
  unique_id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      UNIQUE_ID_PATTERN,
      '3 to 63 lower-case letters, digits and hyphens, starting with a letter or digit',
    ),
});
export type UniqueIdBody = z.infer<typeof UniqueIdBodySchema>;
