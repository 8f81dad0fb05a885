import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';

/** The OAuth tokens Google hands out; `expiresInSeconds` counts from when they were issued. */
export interface GoogleTokens {
  accessToken: string;
  /** Google sends it on the first consent (access_type=offline, prompt=consent), not on refresh. */
  refreshToken: string | null;
  expiresInSeconds: number;
}

/** A Business Profile account (`accounts/123`) the signed-in Google user can manage. */
export interface GoogleAccount {
  name: string;
  accountName: string;
}

/** A location (`locations/456`): the listing whose hours we keep in step with ours. */
export interface GoogleLocation {
  name: string;
  title: string;
}

/** Our opening hours as the location should show them; exceptions already narrowed to the future. */
export type GoogleHoursUpdate = Pick<OpeningTimes, 'weekly' | 'exceptions'>;

/**
 * Why a call failed, so the service can answer in the caller's words:
 * `invalid_grant` (Google refused the code or refresh token: expired, revoked, reused),
 * `unauthorized` (the access token was refused), `rejected` (Google refused the request itself),
 * `failed` (Google answered a server error or something unusable), `unreachable` (no answer).
 */
export type GoogleBusinessFailure =
  | 'invalid_grant'
  | 'unauthorized'
  | 'rejected'
  | 'failed'
  | 'unreachable';

export class GoogleBusinessError extends Error {
  constructor(
    readonly failure: GoogleBusinessFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Google Business Profile as the restaurant module needs it: consent, tokens, locations, hours. */
export interface GoogleBusinessPort {
  consentUrl(request: { redirectUri: string; state: string }): string;
  exchangeCode(request: { code: string; redirectUri: string }): Promise<GoogleTokens>;
  refreshAccessToken(refreshToken: string): Promise<GoogleTokens>;
  listAccounts(accessToken: string): Promise<GoogleAccount[]>;
  listLocations(accessToken: string, accountName: string): Promise<GoogleLocation[]>;
  updateOpeningHours(
    accessToken: string,
    locationName: string,
    hours: GoogleHoursUpdate,
  ): Promise<void>;
}
