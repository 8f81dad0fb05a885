import { z } from 'zod';
import { DEFAULT_THEME_COLORS } from '../common/constants';

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const ThemeColorsSchema = z.strictObject({
  primary_color: HexColorSchema.default(DEFAULT_THEME_COLORS.primary_color),
  secondary_color: HexColorSchema.default(DEFAULT_THEME_COLORS.secondary_color),
  grey_color: HexColorSchema.default(DEFAULT_THEME_COLORS.grey_color),
  background_color: HexColorSchema.default(DEFAULT_THEME_COLORS.background_color),
  red_color: HexColorSchema.default(DEFAULT_THEME_COLORS.red_color),
  green_color: HexColorSchema.default(DEFAULT_THEME_COLORS.green_color),
});
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;

/** The public view of a restaurant, as the site stores it in `currentRestaurant` (spec §3). */
export const PublicRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  public_key: z.string(),
  hostname: z.array(z.string()),
  language: z.array(z.string()),
  font: z.string(),
  logo_url: z.string().nullable(),
  image_url: z.string().nullable(),
  alt_image_url: z.string().nullable(),
  email: z.string(),
  phone_number: z.string(),
  time_zone: z.string(),
  theme: ThemeColorsSchema,
  last_updated: z.string(),
});
export type PublicRestaurant = z.infer<typeof PublicRestaurantSchema>;

/** Host names are DNS names; the port is ignored and case folded. */
export const HostnameParamsSchema = z.strictObject({
  hostname: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'Not a host name')
    .transform((h) => h.replace(/:\d+$/, '')),
});
