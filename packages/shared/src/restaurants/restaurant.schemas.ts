import { z } from 'zod';
import { AddressSchema } from '../common/address.schemas';
import {
  DEFAULT_THEME_COLORS,
  DEFAULT_TIME_ZONE,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  SUPPORTED_LANGUAGES,
} from '../common/constants';
import { listQuerySchema, listResponseSchema } from '../common/list.schemas';
import { requireSomeChange } from '../common/update.schemas';
import { FEATURE_KEYS } from '../subscriptions/subscription.schemas';
import { OpeningTimesShapeSchema } from './opening-times.schemas';
import { WEB_FONT_FAMILIES } from './web-fonts';

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #4A90E2');
export const ThemeColorsSchema = z.strictObject({
  primary_color: HexColorSchema.default(DEFAULT_THEME_COLORS.primary_color),
  secondary_color: HexColorSchema.default(DEFAULT_THEME_COLORS.secondary_color),
  grey_color: HexColorSchema.default(DEFAULT_THEME_COLORS.grey_color),
  background_color: HexColorSchema.default(DEFAULT_THEME_COLORS.background_color),
  red_color: HexColorSchema.default(DEFAULT_THEME_COLORS.red_color),
  green_color: HexColorSchema.default(DEFAULT_THEME_COLORS.green_color),
});
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;

/** The restaurant's social links of spec §3. */
export const SOCIAL_FIELDS = [
  'instagram_url',
  'facebook_url',
  'twitter_url',
  'tripadvisor_url',
  'google_my_business_url',
  'linkedin_url',
  'youtube_url',
] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];

/** The restaurant's email fields; PATCH …/clear-email?field= clears one. */
export const RESTAURANT_EMAIL_FIELDS = ['email', 'orders_email', 'bookings_email'] as const;

export const LanguageCodeSchema = z.enum(SUPPORTED_LANGUAGES, {
  message: 'Not a supported language (ISO 639-1)',
});

/** Host names are DNS names; the port is ignored and case folded. */
export const HostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'Not a host name')
  .transform((h) => h.replace(/:\d+$/, ''));
export const HostnameParamsSchema = z.strictObject({ hostname: HostnameSchema });

/** A name a restaurant may take: dot-separated labels of letters, digits and inner hyphens. */
export function isDnsHostname(hostname: string): boolean {
  const labels = hostname.split('.');
  return (
    hostname.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(l)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}
export const DnsHostnameSchema = HostnameSchema.refine(
  isDnsHostname,
  'Not a valid host name: labels of letters, digits and hyphens separated by dots',
);

/** Where the restaurant is on the map (WGS 84): the map pin and schema.org `geo`. */
export const GeoPointSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

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
  address: AddressSchema,
  time_zone: z.string(),
  theme: ThemeColorsSchema,
  social: z.partialRecord(z.enum(SOCIAL_FIELDS), z.string()),
  opening_times: OpeningTimesShapeSchema,
  /** The description in the other languages; `description` is the first language's. */
  description_translations: z.partialRecord(LanguageCodeSchema, z.string()),
  /** What the kitchen serves ("Italian", "Pizza"): schema.org `servesCuisine`. */
  cuisines: z.array(z.string()),
  geo: GeoPointSchema.nullable(),
  /** The plan's features: the site offers ordering, bookings … only when they are on. */
  features: z.array(z.enum(FEATURE_KEYS)),
  last_updated: z.string(),
});
export type PublicRestaurant = z.infer<typeof PublicRestaurantSchema>;

/** Everything the dashboard shows of a restaurant. */
export const RestaurantSchema = PublicRestaurantSchema.extend({
  business_id: z.number().int(),
  orders_email: z.string(),
  bookings_email: z.string(),
  show_in_logo_slider: z.boolean(),
  is_trial: z.boolean(),
  google_connected: z.boolean(),
  google_location_name: z.string().nullable(),
  sitemap_generated_at: z.string().nullable(),
  created_at: z.string(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .refine((text) => text === '' || z.regexes.email.test(text), {
    message: 'Not an email address',
    params: { formMessage: 'email' },
  });
const HTTP_URL = /^https?:\/\/([^/?#\s]+)([/?#]\S*)?$/i;
/** A public web page: http(s) on a domain, with no user name or password before it. */
function isWebPageUrl(text: string): boolean {
  const host = HTTP_URL.exec(text)?.[1];
  return !!host && !host.includes('@') && z.regexes.domain.test(host.replace(/:\d{1,5}$/, ''));
}
const urlOrEmpty = z
  .string()
  .trim()
  .max(500)
  .refine((text) => text === '' || isWebPageUrl(text), {
    message: 'Not a web address (https://…)',
    params: { formMessage: 'url' },
  });
/** One of the restaurant's uploads (the images pipeline's `/media/…` URL); the service checks whose. */
const mediaUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/media\/[\w./-]+\.webp$/, 'Not an uploaded image')
  .nullable();

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The editable fields of a restaurant; host names and languages have calls of their own. */
const RestaurantFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  description: z.string().trim().max(MAX_TEXT_LENGTH),
  description_translations: z.partialRecord(
    LanguageCodeSchema,
    z.string().trim().max(MAX_TEXT_LENGTH),
  ),
  cuisines: z.array(z.string().trim().min(1).max(60)).max(10),
  geo: GeoPointSchema.nullable(),
  email: optionalEmail,
  orders_email: optionalEmail,
  bookings_email: optionalEmail,
  phone_number: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d\s().-]*$/, 'Only digits, spaces and + ( ) . -'),
  image_url: mediaUrl,
  alt_image_url: mediaUrl,
  logo_url: mediaUrl,
  /** One of the families the site ships (web-fonts.ts): no font service, nothing to inject. */
  font: z.enum(WEB_FONT_FAMILIES, { message: 'One of the fonts the site offers' }),
  theme: ThemeColorsSchema,
  address: AddressSchema,
  time_zone: z.string().max(64).refine(isTimeZone, 'Not an IANA time zone'),
  show_in_logo_slider: z.boolean(),
  instagram_url: urlOrEmpty,
  facebook_url: urlOrEmpty,
  twitter_url: urlOrEmpty,
  tripadvisor_url: urlOrEmpty,
  google_my_business_url: urlOrEmpty,
  linkedin_url: urlOrEmpty,
  youtube_url: urlOrEmpty,
} satisfies Record<SocialField, typeof urlOrEmpty> & Record<string, z.ZodType>);

export const RestaurantCreateBodySchema = RestaurantFieldsSchema.partial()
  .extend({
    name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
    /** The first host name; more can be added later. Optional: one is derived from the name. */
    hostname: DnsHostnameSchema.optional(),
    language: z.array(LanguageCodeSchema).min(1).max(10).optional(),
    business_id: z.number().int().positive().optional(),
  })
  .transform((v) => ({ time_zone: DEFAULT_TIME_ZONE, ...v }));
export type RestaurantCreateBody = z.infer<typeof RestaurantCreateBodySchema>;

export const RestaurantUpdateBodySchema = requireSomeChange(RestaurantFieldsSchema.partial());
export type RestaurantUpdateBody = z.infer<typeof RestaurantUpdateBodySchema>;

export const RESTAURANT_SORT_COLUMNS = ['date', 'name', 'city'] as const;
export const RestaurantListQuerySchema = listQuerySchema(RESTAURANT_SORT_COLUMNS, 'date').extend({
  business_id: z.coerce.number().int().positive().optional(),
});
export type RestaurantListQuery = z.infer<typeof RestaurantListQuerySchema>;
export const RestaurantListResponseSchema = listResponseSchema(RestaurantSchema);

export const RestaurantNamesQuerySchema = z.strictObject({
  business_id: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
});
export const RestaurantNamesResponseSchema = z.array(
  z.object({ id: z.number().int(), name: z.string() }),
);

/** Deleting asks to type the restaurant's name: a slip of the mouse must not take a site down. */
export const RestaurantDeleteBodySchema = z.strictObject({
  confirm_name: z.string().max(MAX_NAME_LENGTH),
});

export const ClearEmailQuerySchema = z.strictObject({ field: z.enum(RESTAURANT_EMAIL_FIELDS) });

export const RestaurantFeaturesSchema = z.object({
  restaurant_id: z.number().int(),
  plan_code: z.string(),
  status: z.string(),
  features: z.array(z.enum(FEATURE_KEYS)),
});

export const LogoSliderResponseSchema = z.object({
  items: z.array(
    z.object({ name: z.string(), logo_url: z.string().nullable(), hostname: z.string() }),
  ),
});

/** DESIGN.md §7 version poll. */
export const VersionPollParamsSchema = z.strictObject({
  hostname: HostnameSchema,
  /** The version the client holds: an ISO time with its offset, as `last_updated` is given out. */
  last_updated: z.iso
    .datetime({ offset: true, message: 'Not an ISO date-time with offset' })
    .max(40),
});
export const VersionPollQuerySchema = z.strictObject({ language: LanguageCodeSchema.optional() });
export const VersionPollResponseSchema = z.union([
  z.object({ changed: z.literal(false), last_updated: z.string() }),
  z.object({ changed: z.literal(true), restaurant: PublicRestaurantSchema }),
]);
