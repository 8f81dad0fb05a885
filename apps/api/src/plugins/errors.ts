import type { ApiError } from '@coperto/shared/errors/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, TooManyRequestsError } from '../shared/app-error';
import { ApiRouteMethods } from './api-route-methods';

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** `/body/address/city` → `address.city`; a root-level issue names the unknown or missing key. */
function fieldsOf(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const keys = issue.params?.keys;
    const name = path || (Array.isArray(keys) && keys.length > 0 ? keys.join(',') : '_');
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle's query error. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

const FASTIFY_CODES: Record<number, ApiError['code']> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Every error, ours or Fastify's, leaves as `{detail, code, fields}`; never a stack trace. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        }
        return reply.status(error.status).send(error.toBody());
      }
      if (error.validation) {
        const fields = fieldsOf(error.validation as ValidationIssue[]);
        const where = error.validationContext ?? 'request';
        const body: ApiError = {
          detail: `Invalid ${where}: ${Object.entries(fields)
            .map(([k, v]) => `${k}: ${v}`)
            .join('; ')}`,
          code: 'VALIDATION_FAILED',
          fields,
        };
        return reply.status(400).send(body);
      }
      if (isUniqueViolation(error)) {
        // The unique index is the last word when two requests race past a service's check.
        const body: ApiError = { detail: 'This already exists', code: 'CONFLICT' };
        return reply.status(409).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const body: ApiError = {
          detail: error.message,
          code: FASTIFY_CODES[status] ?? 'BAD_REQUEST',
        };
        return reply.status(status).send(body);
      }
      request.log.error({ err: error }, 'unhandled error');
      const body: ApiError = { detail: 'Internal server error', code: 'INTERNAL' };
      return reply.status(500).send(body);
    });

    const apiRoutes = new ApiRouteMethods();
    app.addHook('onRoute', (route) => apiRoutes.add(route.url, route.method));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // A known path asked with the wrong method: say which methods it has (RFC 9110 §15.5.6).
      const allowed = apiRoutes.allowedAt(path);
      // A path whose shape matches but that the router refused (a parameter over its maximum
      // length) names the method it was asked with: that is not a wrong method, it is not found.
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        const body: ApiError = {
          detail: `${request.method} is not allowed on ${path}: use ${allowed.join(', ')}`,
          code: 'METHOD_NOT_ALLOWED',
        };
        return reply.status(405).header('allow', allowed.join(', ')).send(body);
      }
      const body: ApiError = {
        detail: `Route ${request.method} ${path} not found`,
        code: 'NOT_FOUND',
      };
      return reply.status(404).send(body);
    });
  },
  { name: 'errors' },
);
