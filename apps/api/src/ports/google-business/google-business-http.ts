import {
  type Service,
  WEEKDAYS,
  type Weekday,
} from '@coperto/shared/restaurants/opening-times.schemas';
import { z } from 'zod';
import {
  type GoogleAccount,
  GoogleBusinessError,
  type GoogleBusinessPort,
  type GoogleHoursUpdate,
  type GoogleLocation,
  type GoogleTokens,
} from './google-business-port';

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
const MINUTES_PER_DAY = 24 * 60;

// ------------------------------------------------------------------ hours in Google's shapes

type DayOfWeek = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
/** google.type.TimeOfDay; `hours: 24` is Google's midnight at the end of the day. */
export interface GoogleTimeOfDay {
  hours: number;
  minutes: number;
}
/** google.type.Date. */
export interface GoogleDate {
  year: number;
  month: number;
  day: number;
}
export interface GoogleTimePeriod {
  openDay: DayOfWeek;
  openTime: GoogleTimeOfDay;
  closeDay: DayOfWeek;
  closeTime: GoogleTimeOfDay;
}
export interface GoogleSpecialHourPeriod {
  startDate: GoogleDate;
  endDate?: GoogleDate;
  openTime?: GoogleTimeOfDay;
  closeTime?: GoogleTimeOfDay;
  closed: boolean;
}
/** The PATCH body for updateMask=regularHours,specialHours. */
export interface GoogleHoursBody {
  regularHours: { periods: GoogleTimePeriod[] };
  specialHours: { specialHourPeriods: GoogleSpecialHourPeriod[] };
}

const GOOGLE_DAY: Record<Weekday, DayOfWeek> = {
  mon: 'MONDAY',
  tue: 'TUESDAY',
  wed: 'WEDNESDAY',
  thu: 'THURSDAY',
  fri: 'FRIDAY',
  sat: 'SATURDAY',
  sun: 'SUNDAY',
};

function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function timeOfDay(minutes: number): GoogleTimeOfDay {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * One service as Google counts it. Past midnight we write '24:00'–'29:59' (also accepted: a close
 * earlier than or equal to the open, the older way of saying the same). Google's closeTime runs
 * 00:00–24:00 "where 24:00 represents midnight at the end of the specified day", so a service
 * ending exactly at midnight closes at 24:00 the same day and anything later closes the next day.
 */
function spanOf(service: Service) {
  const open = minutesOf(service.open);
  let close = minutesOf(service.close);
  if (close <= open) close += MINUTES_PER_DAY;
  const nextDay = close > MINUTES_PER_DAY;
  return {
    openTime: timeOfDay(open),
    closeTime: timeOfDay(nextDay ? close - MINUTES_PER_DAY : close),
    nextDay,
  };
}

function dateOf(isoDate: string): GoogleDate {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

function nextDateOf(isoDate: string): GoogleDate {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dateOf(next.toISOString().slice(0, 10));
}

/**
 * Our opening times as Google's BusinessHours and SpecialHours. A dated exception that is closed,
 * or open with no services, closes the whole day; otherwise each service is one special period,
 * ending the next day (endDate) when it runs past midnight.
 */
export function googleHoursOf(hours: GoogleHoursUpdate): GoogleHoursBody {
  const periods = WEEKDAYS.flatMap((day, index) =>
    (hours.weekly[day] ?? []).map((service): GoogleTimePeriod => {
      const span = spanOf(service);
      const closeDay = span.nextDay ? WEEKDAYS[(index + 1) % WEEKDAYS.length]! : day;
      return {
        openDay: GOOGLE_DAY[day],
        openTime: span.openTime,
        closeDay: GOOGLE_DAY[closeDay],
        closeTime: span.closeTime,
      };
    }),
  );
  const specialHourPeriods = hours.exceptions.flatMap((exception): GoogleSpecialHourPeriod[] => {
    const startDate = dateOf(exception.date);
    const services = exception.services ?? [];
    if (exception.closed || services.length === 0) return [{ startDate, closed: true }];
    return services.map((service) => {
      const span = spanOf(service);
      return {
        startDate,
        ...(span.nextDay && { endDate: nextDateOf(exception.date) }),
        openTime: span.openTime,
        closeTime: span.closeTime,
        closed: false,
      };
    });
  });
  return { regularHours: { periods }, specialHours: { specialHourPeriods } };
}

// ------------------------------------------------------------------ HTTP

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
