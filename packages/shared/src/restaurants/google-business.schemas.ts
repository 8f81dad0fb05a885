import { z } from 'zod';

/** Answered for every Google Business Profile call when the server has no Google OAuth client. */
export const GOOGLE_BUSINESS_NOT_CONFIGURED =
  'Google Business Profile is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET';

/**
 * GET /restaurant/{id}/google-business: what the dashboard shows before any button is pressed.
 * `configured` is false when this server has no Google OAuth client, so nothing can be connected.
 */
export const GoogleBusinessStatusSchema = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  /** Google's resource name of the location the hours go to, e.g. `locations/123`. */
  location_name: z.string().nullable(),
  connected_at: z.iso.datetime().nullable(),
  /** When Google last accepted the opening hours for this location; null until then. */
  last_synced_at: z.iso.datetime().nullable(),
});
export type GoogleBusinessStatus = z.infer<typeof GoogleBusinessStatusSchema>;

/** POST /restaurant/{id}/connect-google: the Google consent page to send the browser to. */
export const GoogleBusinessConnectResponseSchema = z.object({ url: z.string() });
export type GoogleBusinessConnectResponse = z.infer<typeof GoogleBusinessConnectResponseSchema>;

/** POST /restaurant/{id}/exchange-google-code: what Google's redirect brought back to the web app. */
export const GoogleBusinessExchangeBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(2048),
  state: z.string().trim().min(1).max(2048),
});
export type GoogleBusinessExchangeBody = z.infer<typeof GoogleBusinessExchangeBodySchema>;

export const GoogleBusinessExchangeResponseSchema = z.object({
  connected: z.literal(true),
  /** Google's resource name of the location the hours go to, e.g. `locations/123`. */
  location_name: z.string(),
});
export type GoogleBusinessExchangeResponse = z.infer<typeof GoogleBusinessExchangeResponseSchema>;

/** POST /restaurant/{id}/sync-opening-hours. */
export const GoogleBusinessSyncResponseSchema = z.object({
  detail: z.string(),
  synced_at: z.iso.datetime(),
});
export type GoogleBusinessSyncResponse = z.infer<typeof GoogleBusinessSyncResponseSchema>;

/** POST /restaurant/test-email/: a bilingual test message to the restaurant's email address. */
export const RestaurantTestEmailBodySchema = z.strictObject({
  restaurant_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type RestaurantTestEmailBody = z.infer<typeof RestaurantTestEmailBodySchema>;

export const RestaurantTestEmailResponseSchema = z.object({
  detail: z.string(),
  sent_to: z.string(),
});
export type RestaurantTestEmailResponse = z.infer<typeof RestaurantTestEmailResponseSchema>;
