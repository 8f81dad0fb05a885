import { GOOGLE_BUSINESS_NOT_CONFIGURED } from '@coperto/shared/restaurants/google-business.schemas';
import { z } from 'zod';
import { createHttpGoogleBusiness } from '../../ports/google-business/google-business-http';
import type { GoogleBusinessPort } from '../../ports/google-business/google-business-port';
import { notFound, ruleBroken } from '../../shared/app-error';
import type { Actor, ServiceContext } from '../../shared/context';
import {
  findRestaurantById,
  type RestaurantRow,
  updateRestaurant as updateRestaurantRow,
} from './restaurants.repository';

// What every step of the Google Business connection shares: its URLs, limits and stored row.

/**
 * Where Google sends the browser back: the dashboard's connections tab of the restaurant settings,
 * which posts code and state back to us. Inside the dashboard, so an owner signed out meanwhile
 * signs in first; this exact URL is the one to register with the Google OAuth client.
 */
export const GOOGLE_BUSINESS_CALLBACK_PATH = '/dashboard/restaurant/connections';
/** Long enough to pick an account and consent, short enough that a leaked URL goes stale. */
export const GOOGLE_BUSINESS_STATE_TTL_MINUTES = 10;
/** Refresh this long before Google's expiry, so a token cannot lapse between check and use. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 60_000;

export const STATE_ALGORITHM = 'HS256';
export const STATE_AUDIENCE = 'coperto:google-business-connect';

/** What google_tokens_encrypted holds once decrypted. */
export const StoredTokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.iso.datetime(),
});
export type StoredTokens = z.infer<typeof StoredTokensSchema>;

export function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('google business service needs a signed-in actor');
  return ctx.actor;
}

export function googleBusinessOf(ctx: ServiceContext): GoogleBusinessPort {
  const settings = ctx.config.googleBusiness;
  if (!settings) throw ruleBroken(GOOGLE_BUSINESS_NOT_CONFIGURED);
  return createHttpGoogleBusiness(settings);
}

export function redirectUriOf(ctx: ServiceContext) {
  return `${ctx.config.publicUrl}${GOOGLE_BUSINESS_CALLBACK_PATH}`;
}

/** A restaurant of the caller's business (admins: any); another tenant's is a 404. */
export async function findOwnRestaurant(ctx: ServiceContext, id: number): Promise<RestaurantRow> {
  const row = await ctx.asActor((tx) => findRestaurantById(tx, { id }));
  if (!row) throw notFound('Restaurant');
  return row;
}

export async function saveGoogleConnection(
  ctx: ServiceContext,
  id: number,
  changes: Partial<
    Pick<
      RestaurantRow,
      | 'google_tokens_encrypted'
      | 'google_location_name'
      | 'google_connected_at'
      | 'google_synced_at'
    >
  >,
) {
  const row = await ctx.asActor((tx) => updateRestaurantRow(tx, { id, changes }));
  if (!row) throw notFound('Restaurant');
}
