import { z } from 'zod';
import {
  type GoogleAccount,
  GoogleBusinessError,
  type GoogleBusinessPort,
  type GoogleLocation,
  type GoogleTokens,
} from './google-business-port';
import { googleHoursOf } from './google-hours';

/** The OAuth client and the endpoints (config.googleBusiness); tests point them at a local server. */
export interface GoogleBusinessSettings {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  accountsApiUrl: string;
  businessApiUrl: string;
}

/** Managing a Business Profile needs this one scope (Business Profile APIs, "Basic setup"). */
export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

const HTTP_TIMEOUT_MS = 10_000;
/** A guard against a paging loop; 20 pages of 100 is far more than any restaurant group has. */
const MAX_PAGES = 20;

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  refresh_token: z.string().min(1).optional(),
});
/** RFC 6749 §5.2 error answer of the token endpoint. */
const TokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
/** Google APIs' error answer (google.rpc.Status in JSON). */
const ApiErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});
const AccountsAnswerSchema = z.object({
  accounts: z
    .array(
      z.object({
        name: z.string().regex(/^accounts\/[^/?#]+$/),
        accountName: z.string().optional(),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});
const LocationsAnswerSchema = z.object({
  locations: z
    .array(
      z.object({ name: z.string().regex(/^locations\/[^/?#]+$/), title: z.string().optional() }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});

interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
}

async function send(url: string, init: RequestInit, action: string): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleBusinessError('unreachable', `Google could not be reached to ${action}`, {
      cause: error,
    });
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, ok: response.ok, body };
}

/** A failed API call: 401 is the access token, 4xx the request, anything else Google's side. */
function apiFailure(answer: Answer, action: string): GoogleBusinessError {
  const parsed = ApiErrorSchema.safeParse(answer.body);
  const reason =
    parsed.success && parsed.data.error.message ? `: ${parsed.data.error.message}` : '';
  const message = `Google answered ${answer.status} to ${action}${reason}`;
  if (answer.status === 401) return new GoogleBusinessError('unauthorized', message);
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
    return new GoogleBusinessError('rejected', message);
  }
  return new GoogleBusinessError('failed', message);
}

function unusable(action: string) {
  return new GoogleBusinessError('failed', `Google answered something unexpected to ${action}`);
}

/** The real adapter: Google's OAuth 2.0 endpoints and Business Profile APIs over fetch. */
export function createHttpGoogleBusiness(settings: GoogleBusinessSettings): GoogleBusinessPort {
  async function requestTokens(form: Record<string, string>, action: string) {
    const answer = await send(
      settings.tokenUrl,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          ...form,
        }).toString(),
      },
      action,
    );
    if (!answer.ok) {
      const refusal = TokenErrorSchema.safeParse(answer.body);
      const reason = refusal.success
        ? `${refusal.data.error}${refusal.data.error_description ? ` (${refusal.data.error_description})` : ''}`
        : `status ${answer.status}`;
      const message = `Google's token endpoint refused to ${action}: ${reason}`;
      // invalid_grant is the code or refresh token itself; invalid_client & co. are our setup.
      if (refusal.success && refusal.data.error === 'invalid_grant') {
        throw new GoogleBusinessError('invalid_grant', message);
      }
      throw new GoogleBusinessError(
        answer.status >= 500 || answer.status === 429 ? 'failed' : 'rejected',
        message,
      );
    }
    const tokens = TokenAnswerSchema.safeParse(answer.body);
    if (!tokens.success) throw unusable(action);
    return {
      accessToken: tokens.data.access_token,
      refreshToken: tokens.data.refresh_token ?? null,
      expiresInSeconds: tokens.data.expires_in,
    } satisfies GoogleTokens;
  }

  async function getJson(url: string, accessToken: string, action: string) {
    const answer = await send(
      url,
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      action,
    );
    if (!answer.ok) throw apiFailure(answer, action);
    return answer.body;
  }

  return {
    consentUrl({ redirectUri, state }) {
      const url = new URL(settings.authUrl);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', GOOGLE_BUSINESS_SCOPE);
      // offline + consent: Google sends a refresh token every time, so syncing works for months.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      url.searchParams.set('state', state);
      return url.toString();
    },

    exchangeCode({ code, redirectUri }) {
      return requestTokens(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        'exchange the authorization code',
      );
    },

    refreshAccessToken(refreshToken) {
      return requestTokens(
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        'refresh the access token',
      );
    },

    async listAccounts(accessToken) {
      const action = 'list the Business Profile accounts';
      const accounts: GoogleAccount[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : '';
        const body = await getJson(
          `${settings.accountsApiUrl}/accounts${query}`,
          accessToken,
          action,
        );
        const parsed = AccountsAnswerSchema.safeParse(body ?? {});
        if (!parsed.success) throw unusable(action);
        accounts.push(
          ...parsed.data.accounts.map((a) => ({ name: a.name, accountName: a.accountName ?? '' })),
        );
        pageToken = parsed.data.nextPageToken;
        if (!pageToken) break;
      }
      return accounts;
    },

    async listLocations(accessToken, accountName) {
      const action = `list the locations of ${accountName}`;
      const locations: GoogleLocation[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const next = pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : '';
        const body = await getJson(
          `${settings.businessApiUrl}/${accountName}/locations?readMask=name,title&pageSize=100${next}`,
          accessToken,
          action,
        );
        const parsed = LocationsAnswerSchema.safeParse(body ?? {});
        if (!parsed.success) throw unusable(action);
        locations.push(
          ...parsed.data.locations.map((l) => ({ name: l.name, title: l.title ?? '' })),
        );
        pageToken = parsed.data.nextPageToken;
        if (!pageToken) break;
      }
      return locations;
    },

    async updateOpeningHours(accessToken, locationName, hours) {
      const action = `update the opening hours of ${locationName}`;
      const answer = await send(
        `${settings.businessApiUrl}/${locationName}?updateMask=regularHours,specialHours`,
        {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(googleHoursOf(hours)),
        },
        action,
      );
      if (!answer.ok) throw apiFailure(answer, action);
    },
  };
}
