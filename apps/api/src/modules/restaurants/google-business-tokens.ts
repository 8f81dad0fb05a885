import type {
  GoogleBusinessPort,
  GoogleLocation,
  GoogleTokens,
} from '../../ports/google-business/google-business-port';
import type { ServiceContext } from '../../shared/context';
import { decryptSecret, encryptSecret } from '../../shared/encryption';
import {
  ACCESS_TOKEN_REFRESH_MARGIN_MS,
  type StoredTokens,
  StoredTokensSchema,
  saveGoogleConnection,
} from './google-business-connection';
import { callGoogle } from './google-business-state';

// Google's tokens, sealed at rest and refreshed before they expire; the business locations.

export function storedTokensOf(ctx: ServiceContext, tokens: GoogleTokens, refreshToken: string) {
  const expiresAt = new Date(ctx.clock.now().getTime() + tokens.expiresInSeconds * 1000);
  const stored: StoredTokens = {
    access_token: tokens.accessToken,
    refresh_token: refreshToken,
    expires_at: expiresAt.toISOString(),
  };
  return stored;
}

export function sealTokens(ctx: ServiceContext, tokens: StoredTokens) {
  return encryptSecret(JSON.stringify(tokens), ctx.config.encryptionKey);
}

/** The stored tokens, or undefined when they cannot be read (never connected, key rotated). */
export function openTokens(ctx: ServiceContext, sealed: string | null): StoredTokens | undefined {
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
export async function refreshTokens(
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

export function isExpired(ctx: ServiceContext, tokens: StoredTokens) {
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

export async function listAllLocations(google: GoogleBusinessPort, accessToken: string) {
  const accounts = await google.listAccounts(accessToken);
  const locations: GoogleLocation[] = [];
  for (const account of accounts) {
    locations.push(...(await google.listLocations(accessToken, account.name)));
  }
  return locations;
}

/** 'YYYY-MM-DD' of `now` in the restaurant's time zone. */
export function todayIn(timeZone: string, now: Date) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
