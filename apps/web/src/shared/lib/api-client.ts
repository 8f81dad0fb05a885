import type { EndpointAnswer, EndpointRequest, HttpMethod } from '@coperto/shared/common/endpoint';
// Only types: the contract's schemas (and zod) stay out of the browser's bundles.
import type { ApiContract } from '@coperto/shared/contract/api-contract';
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

/** A call's query: each value written as text, an undefined one left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/** The endpoints whose body is a file: they go through `apiUpload`, which reports progress. */
export type UploadKey = {
  [K in keyof ApiContract]: ApiContract[K] extends { file: true } ? K : never;
}[keyof ApiContract];
/** The endpoints that answer a stream of events: they go through `openLiveEvents` (live-events.ts). */
export type StreamKey = {
  [K in keyof ApiContract]: ApiContract[K] extends { stream: string } ? K : never;
}[keyof ApiContract];
/** The endpoints that answer a file to save (a CSV export): fetched as a file, not as JSON. */
export type DownloadKey = {
  [K in keyof ApiContract]: ApiContract[K] extends { download: string } ? K : never;
}[keyof ApiContract];
/** Every other endpoint, by its key in the contract: `'PUT /menus/:id'`. */
export type ApiKey = Exclude<keyof ApiContract, UploadKey | StreamKey | DownloadKey>;

/** What the endpoint answers on success. */
export type ApiAnswer<K extends keyof ApiContract> = EndpointAnswer<ApiContract[K]>;

/** The options argument, left optional when nothing in it is required. */
export type OptionsArgument<O> = object extends O ? [options?: O] : [options: O];

export type CallOptions<K extends keyof ApiContract> = EndpointRequest<ApiContract[K]> & {
  signal?: AbortSignal;
};

/** The parts of any call, as the sending code sees them once the types have checked them. */
export interface RequestParts {
  params?: Record<string, unknown>;
  query?: QueryValues;
  /** Headers the endpoint names (an `Idempotency-Key`). */
  headers?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The method and the URL of an endpoint's call: `PUT /menus/7` for `PUT /menus/:id` and
 * `{ id: 7 }`, each parameter URL-encoded (the types make every one present).
 */
export function requestTarget(key: keyof ApiContract, { params = {}, query = {} }: RequestParts) {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  const filled = path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const url = new URL(`/api${filled}`, window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return { method, url };
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

/**
 * The one way the web talks to the API: the endpoint's key from the shared contract, and the
 * call's parts, typed from that endpoint's schemas, as is the answer (decision 036).
 */
export async function callApi<K extends ApiKey>(
  key: K,
  ...[options]: OptionsArgument<CallOptions<K>>
): Promise<ApiAnswer<K>> {
  const parts: RequestParts = options ?? {};
  const { method, url } = requestTarget(key, parts);
  const headers = { ...sessionHeaders(), ...parts.headers };
  let body: string | undefined;
  if (parts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(parts.form).toString();
  } else if (parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(parts.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: parts.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw answerError(response.status, response.statusText, payload, headers);
  return payload as ApiAnswer<K>;
}
