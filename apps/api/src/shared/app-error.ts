import type { ApiError, ErrorCode } from '@coperto/shared/errors/error-codes';

/** The one error type: services throw it, the errors plugin renders it as `{detail, code, fields}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly fields?: Record<string, string>,
  ) {
    super(detail);
  }

  toBody(): ApiError {
    return this.fields
      ? { detail: this.detail, code: this.code, fields: this.fields }
      : { detail: this.detail, code: this.code };
  }
}

/** 429: `retryAfterSeconds` goes out as Retry-After, so a client knows when trying again can work. */
export class TooManyRequestsError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super(429, code, detail);
  }
}

export const badRequest = (detail: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', detail, fields);
export const unauthenticated = (detail = 'Authentication required') =>
  new AppError(401, 'UNAUTHENTICATED', detail);
export const forbidden = (detail = 'You do not have permission to do this') =>
  new AppError(403, 'FORBIDDEN', detail);
/** Also the answer for another tenant's row, so ids cannot be probed (DESIGN.md §6). */
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (detail: string, fields?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', detail, fields);
export const ruleBroken = (detail: string, fields?: Record<string, string>) =>
  new AppError(422, 'RULE_BROKEN', detail, fields);
