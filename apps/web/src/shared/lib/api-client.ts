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

function apiUrlOf(path: string, query: ApiRequestOptions['query'] = {}): URL {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** Accepts JSON and carries the session's bearer token, if there is one. */
function sessionHeaders(): Record<string, string> {
  const token = hooks.getToken();
  return token
    ? { accept: 'application/json', authorization: `Bearer ${token}` }
    : { accept: 'application/json' };
}

/** A non-2xx answer as an error; a 401 to a call that carried a token ends the session. */
function answerError(
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

const networkError = () =>
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

export interface ApiUploadOptions {
  query?: ApiRequestOptions['query'];
  /** How much of the file has gone out, from 0 to 1. */
  onProgress?(sent: number): void;
  signal?: AbortSignal;
}

/**
 * POSTs a file as the body itself (the images pipeline takes no multipart) and reports the upload's
 * progress, which fetch cannot: hence XMLHttpRequest. Same session, errors and answers as
 * apiRequest.
 */
export function apiUpload<T>(path: string, file: Blob, options: ApiUploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const headers = sessionHeaders();
    request.open('POST', apiUrlOf(path, options.query));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(answerError(request.status, request.statusText, payload, headers));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
    if (options.signal?.aborted) request.abort();
  });
}
