import type { ApiError, ErrorCode } from '@coperto/shared/errors/error-codes';

/** A non-2xx answer (spec §7: it counts as an error), carrying the server's `{detail, code, fields}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    readonly detail: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(detail);
  }
}

interface ApiClientHooks {
  /** The current access token, sent as the bearer on every call. */
  getToken(): string | undefined;
  /** A 401 on a call that carried a token: the session is gone, log out cleanly. */
  onUnauthorized(): void;
}

let hooks: ApiClientHooks = { getToken: () => undefined, onUnauthorized: () => {} };

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (the login call). */
  form?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** The API URL of a path (also used by api-upload.ts). */
export function apiUrlOf(path: string, query: ApiRequestOptions['query'] = {}): URL {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** Accepts JSON and carries the session's bearer token, if there is one. */
export function sessionHeaders(): Record<string, string> {
  const token = hooks.getToken();
  return token
    ? { accept: 'application/json', authorization: `Bearer ${token}` }
    : { accept: 'application/json' };
}

/** A non-2xx answer as an error; a 401 to a call that carried a token ends the session. */
export function answerError(
  status: number,
  statusText: string,
  payload: unknown,
  headers: Record<string, string>,
): ApiRequestError {
  const problem = (payload ?? {}) as Partial<ApiError>;
  if (status === 401 && headers.authorization) hooks.onUnauthorized();
  return new ApiRequestError(
    status,
    problem.code ?? 'INTERNAL',
    problem.detail ?? statusText,
    problem.fields,
  );
}

export const networkError = () =>
  new ApiRequestError(0, 'NETWORK', 'Network error: check your connection');

/** The one way the web talks to the API. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = apiUrlOf(path, options.query);
  const headers = sessionHeaders();
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw answerError(response.status, response.statusText, payload, headers);
  return payload as T;
}
