import { createHmac } from 'node:crypto';
import {
  GOOGLE_BUSINESS_NOT_CONFIGURED,
  type GoogleBusinessConnectResponse,
  type GoogleBusinessExchangeBody,
  type GoogleBusinessExchangeResponse,
  type GoogleBusinessStatus,
  type GoogleBusinessSyncResponse,
} from '@coperto/shared/restaurants/google-business.schemas';
import { WEEKDAYS } from '@coperto/shared/restaurants/opening-times.schemas';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { createHttpGoogleBusiness } from '../../ports/google-business/google-business-http';
import {
  GoogleBusinessError,
  type GoogleBusinessPort,
  type GoogleLocation,
  type GoogleTokens,
} from '../../ports/google-business/google-business-port';
import { AppError, notFound, ruleBroken } from '../../shared/app-error';
import type { Actor, ServiceContext } from '../../shared/context';
import { decryptSecret, encryptSecret } from '../../shared/encryption';
import { newPublicId } from '../../shared/secrets';
import {
  findRestaurantById,
  type RestaurantRow,
  updateRestaurant as updateRestaurantRow,
} from './restaurants.repository';

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

const STATE_ALGORITHM = 'HS256';
const STATE_AUDIENCE = 'coperto:google-business-connect';

/** What google_tokens_encrypted holds once decrypted. */
const StoredTokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.iso.datetime(),
});
type StoredTokens = z.infer<typeof StoredTokensSchema>;

function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('google business service needs a signed-in actor');
  return ctx.actor;
}

function googleBusinessOf(ctx: ServiceContext): GoogleBusinessPort {
  const settings = ctx.config.googleBusiness;
  if (!settings) throw ruleBroken(GOOGLE_BUSINESS_NOT_CONFIGURED);
  return createHttpGoogleBusiness(settings);
}

function redirectUriOf(ctx: ServiceContext) {
  return `${ctx.config.publicUrl}${GOOGLE_BUSINESS_CALLBACK_PATH}`;
}

/** A restaurant of the caller's business (admins: any); another tenant's is a 404. */
async function findOwnRestaurant(ctx: ServiceContext, id: number): Promise<RestaurantRow> {
  const row = await ctx.asActor((tx) => findRestaurantById(tx, { id }));
  if (!row) throw notFound('Restaurant');
  return row;
}

async function saveGoogleConnection(
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

// ---------------------------------------------------------------- state

/**
 * The OAuth `state` is a JWT signed with a key derived from the JWT secret (so it can never pass
 * as an access token, nor one as it), naming the user and the restaurant and expiring in minutes.
 * Stateless on purpose: any API process can check it, and oauth_states has no column for a
 * restaurant or a user. Replaying it within its lifetime gains nothing: Google's code is single-use
 * and the state only ever works for the same user on the same restaurant.
 */
function stateKeyOf(ctx: ServiceContext) {
  return createHmac('sha256', ctx.config.jwtSecret).update('google-business-oauth-state').digest();
}

async function signConnectState(ctx: ServiceContext, actor: Actor, restaurantId: number) {
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ rid: restaurantId })
    .setProtectedHeader({ alg: STATE_ALGORITHM })
    .setSubject(String(actor.userId))
    .setAudience(STATE_AUDIENCE)
    .setJti(newPublicId(12))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GOOGLE_BUSINESS_STATE_TTL_MINUTES * 60)
    .sign(stateKeyOf(ctx));
}

function invalidState(detail: string, field: string) {
  return new AppError(400, 'INVALID_TOKEN', detail, { state: field });
}

async function verifyConnectState(
  ctx: ServiceContext,
  state: string,
  actor: Actor,
  restaurantId: number,
) {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(state, stateKeyOf(ctx), {
      algorithms: [STATE_ALGORITHM],
      audience: STATE_AUDIENCE,
      currentDate: ctx.clock.now(),
      requiredClaims: ['sub', 'exp', 'rid'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw invalidState('This Google connection has expired: please start again', 'Expired');
    }
    throw invalidState('This Google connection is not valid: please start again', 'Invalid');
  }
  if (payload.sub !== String(actor.userId) || payload.rid !== restaurantId) {
    throw invalidState(
      'This Google connection was started for another restaurant or user: please start again',
      'Issued for another restaurant or user',
    );
  }
}

// ---------------------------------------------------------------- Google's failures

type Step = 'exchange' | 'refresh' | 'call';

function reconnect(detail: string) {
  return ruleBroken(`${detail}: connect the restaurant to Google again`);
}

/** Google's failures in the API's words; the cause goes to the log, never a 500 to the caller. */
function appErrorOf(ctx: ServiceContext, error: unknown, step: Step): unknown {
  if (!(error instanceof GoogleBusinessError)) return error;
  ctx.log.warn({ err: error, step }, 'google business profile call failed');
  switch (error.failure) {
    case 'invalid_grant':
      return step === 'exchange'
        ? new AppError(
            400,
            'INVALID_TOKEN',
            'Google did not accept this authorization (it may have expired or been used): please start again',
            { code: 'Not accepted by Google' },
          )
        : reconnect('Google no longer accepts this connection (it was revoked or has expired)');
    case 'unauthorized':
      return reconnect('Google refused the access to this Business Profile');
    case 'rejected':
      return new AppError(
        502,
        'SERVICE_UNAVAILABLE',
        `Google Business Profile refused the request. ${error.message}`,
      );
    case 'failed':
      return new AppError(
        502,
        'SERVICE_UNAVAILABLE',
        `Google Business Profile is not working right now, please try again later. ${error.message}`,
      );
    case 'unreachable':
      return new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'Google Business Profile cannot be reached right now, please try again later',
      );
  }
}

async function callGoogle<T>(ctx: ServiceContext, step: Step, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    throw appErrorOf(ctx, error, step);
  }
}

// ---------------------------------------------------------------- tokens

function storedTokensOf(ctx: ServiceContext, tokens: GoogleTokens, refreshToken: string) {
  const expiresAt = new Date(ctx.clock.now().getTime() + tokens.expiresInSeconds * 1000);
  const stored: StoredTokens = {
    access_token: tokens.accessToken,
    refresh_token: refreshToken,
    expires_at: expiresAt.toISOString(),
  };
  return stored;
}

function sealTokens(ctx: ServiceContext, tokens: StoredTokens) {
  return encryptSecret(JSON.stringify(tokens), ctx.config.encryptionKey);
}

/** The stored tokens, or undefined when they cannot be read (never connected, key rotated). */
function openTokens(ctx: ServiceContext, sealed: string | null): StoredTokens | undefined {
  if (!sealed) return undefined;
  try {
    const parsed = StoredTokensSchema.safeParse(
      JSON.parse(decryptSecret(sealed, ctx.config.encryptionKey)),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh access token from the refresh token; the new one is stored for the next call. */
async function refreshTokens(
  ctx: ServiceContext,
  google: GoogleBusinessPort,
  restaurantId: number,
  current: StoredTokens,
) {
  const tokens = await callGoogle(ctx, 'refresh', () =>
    google.refreshAccessToken(current.refresh_token),
  );
  // Google usually keeps the refresh token as it is; when it sends a new one, that one wins.
  const next = storedTokensOf(ctx, tokens, tokens.refreshToken ?? current.refresh_token);
  await saveGoogleConnection(ctx, restaurantId, { google_tokens_encrypted: sealTokens(ctx, next) });
  return next;
}

function isExpired(ctx: ServiceContext, tokens: StoredTokens) {
  const expiresAt = new Date(tokens.expires_at).getTime();
  return expiresAt - ACCESS_TOKEN_REFRESH_MARGIN_MS <= ctx.clock.now().getTime();
}

// ---------------------------------------------------------------- locations

function comparableName(name: string) {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The only location; else the one titled like the restaurant; else the first. */
export function pickLocation(
  locations: GoogleLocation[],
  restaurantName: string,
): GoogleLocation | undefined {
  if (locations.length <= 1) return locations[0];
  const wanted = comparableName(restaurantName);
  return locations.find((l) => comparableName(l.title) === wanted) ?? locations[0];
}

async function listAllLocations(google: GoogleBusinessPort, accessToken: string) {
  const accounts = await google.listAccounts(accessToken);
  const locations: GoogleLocation[] = [];
  for (const account of accounts) {
    locations.push(...(await google.listLocations(accessToken, account.name)));
  }
  return locations;
}

/** 'YYYY-MM-DD' of `now` in the restaurant's time zone. */
function todayIn(timeZone: string, now: Date) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

// ---------------------------------------------------------------- status and the three steps

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
