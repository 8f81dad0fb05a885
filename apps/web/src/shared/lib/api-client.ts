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

/** The one way the web talks to the API. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = hooks.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
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
    throw new ApiRequestError(0, 'NETWORK', 'Network error: check your connection');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = (payload ?? {}) as Partial<ApiError>;
    if (response.status === 401 && token) hooks.onUnauthorized();
    throw new ApiRequestError(
      response.status,
      problem.code ?? 'INTERNAL',
      problem.detail ?? response.statusText,
      problem.fields,
    );
  }
  return payload as T;
}
