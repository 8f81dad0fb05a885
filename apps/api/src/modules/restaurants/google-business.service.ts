import type {
  GoogleBusinessConnectResponse,
  GoogleBusinessExchangeBody,
  GoogleBusinessExchangeResponse,
  GoogleBusinessStatus,
  GoogleBusinessSyncResponse,
} from '@coperto/shared/restaurants/google-business.schemas';
import { WEEKDAYS } from '@coperto/shared/restaurants/opening-times.schemas';
import { GoogleBusinessError } from '../../ports/google-business/google-business-port';
import { AppError, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import {
  actorOf,
  findOwnRestaurant,
  googleBusinessOf,
  redirectUriOf,
  saveGoogleConnection,
} from './google-business-connection';
import {
  appErrorOf,
  callGoogle,
  reconnect,
  signConnectState,
  verifyConnectState,
} from './google-business-state';
import {
  isExpired,
  listAllLocations,
  openTokens,
  pickLocation,
  refreshTokens,
  sealTokens,
  storedTokensOf,
  todayIn,
} from './google-business-tokens';

// Google Business Profile: status, then connect, exchange the code, sync the opening hours.

/**
 * Where the restaurant stands: connectable on this server at all, and connected to which
 * location. Answers without calling Google, so the dashboard can show it on every visit.
 */
export async function getGoogleBusinessStatus(
  ctx: ServiceContext,
  restaurantId: number,
): Promise<GoogleBusinessStatus> {
  const restaurant = await findOwnRestaurant(ctx, restaurantId);
  const connected = Boolean(restaurant.google_tokens_encrypted && restaurant.google_location_name);
  return {
    configured: ctx.config.googleBusiness !== undefined,
    connected,
    location_name: connected ? restaurant.google_location_name : null,
    connected_at: connected ? (restaurant.google_connected_at?.toISOString() ?? null) : null,
    last_synced_at: connected ? (restaurant.google_synced_at?.toISOString() ?? null) : null,
  };
}

/** Step 1: the Google consent URL, with a state bound to this restaurant and this user. */
export async function connectGoogle(
  ctx: ServiceContext,
  restaurantId: number,
): Promise<GoogleBusinessConnectResponse> {
  const actor = actorOf(ctx);
  await findOwnRestaurant(ctx, restaurantId);
  const google = googleBusinessOf(ctx);
  const state = await signConnectState(ctx, actor, restaurantId);
  return { url: google.consentUrl({ redirectUri: redirectUriOf(ctx), state }) };
}

/** Step 2: the code Google sent back becomes stored (encrypted) tokens and a chosen location. */
export async function exchangeGoogleCode(
  ctx: ServiceContext,
  restaurantId: number,
  body: GoogleBusinessExchangeBody,
): Promise<GoogleBusinessExchangeResponse> {
  const actor = actorOf(ctx);
  const restaurant = await findOwnRestaurant(ctx, restaurantId);
  const google = googleBusinessOf(ctx);
  await verifyConnectState(ctx, body.state, actor, restaurantId);

  const tokens = await callGoogle(ctx, 'exchange', () =>
    google.exchangeCode({ code: body.code, redirectUri: redirectUriOf(ctx) }),
  );
  // A reconnection may come without a refresh token; the one we hold still works then.
  const refreshToken =
    tokens.refreshToken ??
    openTokens(ctx, restaurant.google_tokens_encrypted)?.refresh_token ??
    null;
  if (!refreshToken) {
    throw new AppError(
      502,
      'SERVICE_UNAVAILABLE',
      'Google granted no lasting access (no refresh token): please connect again',
    );
  }
  const locations = await callGoogle(ctx, 'call', () =>
    listAllLocations(google, tokens.accessToken),
  );
  const location = pickLocation(locations, restaurant.name);
  if (!location) {
    throw ruleBroken(
      'This Google account manages no Business Profile location: create or claim the restaurant on Google first, or connect another account',
    );
  }
  await saveGoogleConnection(ctx, restaurantId, {
    google_tokens_encrypted: sealTokens(ctx, storedTokensOf(ctx, tokens, refreshToken)),
    google_location_name: location.name,
    google_connected_at: ctx.clock.now(),
    // Another location has not received our hours yet; reconnecting the same one keeps the time.
    ...(location.name !== restaurant.google_location_name && { google_synced_at: null }),
  });
  ctx.log.info({ restaurantId, location: location.name }, 'google business profile connected');
  return { connected: true, location_name: location.name };
}

/** Step 3, any time after: our weekly hours and upcoming exceptions go to the Google location. */
export async function syncOpeningHours(
  ctx: ServiceContext,
  restaurantId: number,
): Promise<GoogleBusinessSyncResponse> {
  const restaurant = await findOwnRestaurant(ctx, restaurantId);
  const google = googleBusinessOf(ctx);
  const locationName = restaurant.google_location_name;
  if (!restaurant.google_tokens_encrypted || !locationName) {
    throw ruleBroken(
      'This restaurant is not connected to Google Business Profile: connect it first',
    );
  }
  const stored = openTokens(ctx, restaurant.google_tokens_encrypted);
  if (!stored) throw reconnect('The stored Google connection cannot be read');

  const { weekly, exceptions } = restaurant.opening_times;
  // Pushing nothing would wipe the hours people see on Google: refuse instead.
  if (!WEEKDAYS.some((day) => (weekly[day] ?? []).length > 0)) {
    throw ruleBroken('Set the restaurant’s weekly opening hours before syncing them to Google', {
      opening_times: 'No opening hours set',
    });
  }
  // Google shows special hours for dates to come; past ones only add noise (and may be refused).
  const today = todayIn(restaurant.time_zone, ctx.clock.now());
  const hours = { weekly, exceptions: exceptions.filter((e) => e.date >= today) };

  let tokens = stored;
  let refreshed = false;
  if (isExpired(ctx, tokens)) {
    tokens = await refreshTokens(ctx, google, restaurantId, tokens);
    refreshed = true;
  }
  try {
    await google.updateOpeningHours(tokens.access_token, locationName, hours);
  } catch (error) {
    // A token Google revoked before its expiry: one refresh and one retry, then give up.
    if (!(error instanceof GoogleBusinessError && error.failure === 'unauthorized') || refreshed) {
      throw appErrorOf(ctx, error, 'call');
    }
    tokens = await refreshTokens(ctx, google, restaurantId, tokens);
    await callGoogle(ctx, 'call', () =>
      google.updateOpeningHours(tokens.access_token, locationName, hours),
    );
  }
  const syncedAt = ctx.clock.now();
  await saveGoogleConnection(ctx, restaurantId, { google_synced_at: syncedAt });
  ctx.log.info({ restaurantId, location: locationName }, 'opening hours synced to google');
  return {
    detail: 'Opening hours synced to Google Business Profile',
    synced_at: syncedAt.toISOString(),
  };
}
