import { ApiErrorSchema } from '@coperto/shared/errors/error-codes';
import type { RouteOptions } from 'fastify';

/** What each error answer means, as the OpenAPI document says it. */
const MEANING: Record<number, string> = {
  400: 'Bad input: a value that breaks the schema, or a NUL character anywhere',
  401: 'No session, or one that has ended',
  403: 'The caller may not do this',
  404: 'Not found, or another business’s',
  409: 'Conflicts with what exists (a unique value already in use)',
  413: 'The body is too large',
  415: 'The body is not of the media type this operation takes',
  422: 'Well-formed, but breaks a business rule',
  429: 'Too many attempts: try again after Retry-After seconds',
};

/**
 * The answers of the business rules (services), which the route's options cannot tell:
 * 409 conflict, 422 rule broken, 429 rate limited, and the auth routes' own 401/403/404.
 * `errors-of-every-operation.test.ts` fails when an operation gives a status not documented.
 */
const RULE_ANSWERS: Record<string, number[]> = {
  'POST /api/auth/login': [401, 403, 404, 429],
  'POST /api/auth/refresh-token': [401],
  'POST /api/auth/logout': [401],
  'POST /api/auth/signup': [409, 429],
  'POST /api/auth/signup-demo': [409, 429],
  'POST /api/auth/verification/:id': [422, 429],
  'POST /api/auth/verification-demo': [404, 422, 429],
  'POST /api/auth/resend-code-email/:id': [429],
  'POST /api/auth/resend-email': [429],
  'POST /api/auth/send-reset-email': [429],
  'POST /api/auth/reset-password': [429],
  'POST /api/auth/invite-user-email': [409, 422],
  'POST /api/auth/google/start': [404],
  'POST /api/auth/google/complete': [403, 404, 409],
  'PUT /api/users/me': [409, 429],
  'PUT /api/users/:id': [409, 422],
  'POST /api/users/:id/disable': [422],
  'POST /api/users/:id/enable': [422],
  'POST /api/restaurant': [409, 422],
  'PUT /api/restaurant/:id': [409, 422],
  'DELETE /api/restaurant/:id': [422],
  'POST /api/restaurant/signup/:business_id': [409, 422],
  'POST /api/restaurant/hostname': [409],
  'POST /api/restaurant/hostname/delete': [422],
  'POST /api/restaurant/language': [409],
  'POST /api/restaurant/language/delete': [422],
  'POST /api/restaurant/unique_id': [409],
  'POST /api/r2/config-files/:id/sitemap': [422],
  'POST /api/restaurant/:id/connect-google': [422],
  'POST /api/restaurant/:id/exchange-google-code': [422],
  'POST /api/restaurant/:id/sync-opening-hours': [422],
  'POST /api/restaurant/test-email': [422],
  'POST /api/restaurant/:id/images': [413, 415, 422],
  'POST /api/restaurant/:id/menus': [422],
  'PUT /api/restaurant/:id/menus/order': [422],
  'PUT /api/menus/:id': [422],
  'POST /api/menus/:id/duplicate': [422],
  'POST /api/menus/:id/sections': [422],
  'PUT /api/menus/:id/sections/order': [422],
  'PUT /api/menu-sections/:id': [422],
  'POST /api/menu-sections/:id/items': [422],
  'PUT /api/menu-sections/:id/items/order': [422],
  'PUT /api/menu-items/:id': [422],
  'PUT /api/menu-items/:id/section': [422],
  'POST /api/restaurant/:id/gallery': [422],
  'PUT /api/restaurant/:id/gallery/order': [422],
  'PUT /api/cart/:tempId': [429],
  'DELETE /api/cart/:tempId': [429],
  'POST /api/restaurant/:id/contact': [429],
  // Ordering: a rule broken names its field (order.constants.ts ORDER_RULES); a reused key, 409.
  'POST /api/ordering/:publicKey/orders': [409, 422, 429, 503],
  'POST /api/orders': [409, 422],
  'PUT /api/orders/:id/items': [422],
  'POST /api/orders/:id/status': [409, 422],
  'POST /api/orders/:id/refund': [422, 503],
  'POST /api/restaurant/business/:id/payments/connect': [422, 503],
  // Stripe's webhook: 404 where the platform takes no cards.
  'POST /api/payments/stripe/webhook': [404],
  'PUT /api/ordering-settings/:id': [422],
  // The floor plan (decision 059): 409 a name taken or an area not empty; 422 a limit, or a
  // table or area not of the restaurant.
  'PUT /api/floor/:id/layout': [422],
  'POST /api/floor/:id/areas': [409, 422],
  'PUT /api/floor-areas/:id': [409],
  'DELETE /api/floor-areas/:id': [409],
  'POST /api/floor-areas/:id/tables': [409, 422],
  'PUT /api/floor-tables/:id': [409, 422],
  'DELETE /api/floor-tables/:id': [409],
  'PUT /api/floor-tables/:id/neighbours': [422],
  // The service (decision 061): 409 a table taken, a party gone or a bill paid; 422 a rule
  // (a table switched off, a booking not to seat, a bill not paid).
  'POST /api/floor/:id/seatings': [409, 422],
  'PUT /api/seatings/:id/tables': [409, 422],
  'POST /api/seatings/:id/merge': [409, 422],
  'PUT /api/seatings/:id/split': [409, 422],
  'POST /api/seatings/:id/bill-request': [409],
  'POST /api/seatings/:id/payments': [409, 422],
  'POST /api/seatings/:id/free': [409, 422],
  'PUT /api/bookings/:id/tables': [409, 422],
  'POST /api/table-qr/:token/orders': [409, 422, 429],
  // Bookings: a rule broken names its field (booking.constants.ts BOOKING_RULES); a reused key or
  // a booking moved meanwhile, 409.
  'GET /api/booking/:publicKey/availability': [422],
  'POST /api/booking/:publicKey/bookings': [409, 422, 429],
  'PUT /api/public-bookings/:publicId': [409, 422, 429],
  'DELETE /api/public-bookings/:publicId': [409, 422],
  'POST /api/public-bookings/:publicId/confirm': [409, 422],
  'POST /api/bookings': [409, 422],
  'PUT /api/bookings/:id': [409, 422],
  'PUT /api/bookings/:id/guest-notes': [422],
  'POST /api/bookings/:id/status': [409, 422],
  'PUT /api/booking-settings/:id': [422],
  // The waitlist (decision 060): 409 a reused key, or a place booked meanwhile; 422 a rule.
  'POST /api/booking/:publicKey/waitlist': [409, 422, 429],
  'DELETE /api/public-waitlist/:publicId': [409, 422],
  'POST /api/public-waitlist/:publicId/accept': [409, 422, 429],
  'DELETE /api/booking-waitlist/:id': [409, 422],
  'POST /api/booking-waitlist/:id/offer': [409, 422],
  // Gift cards (decision 067): 404 another business's restaurant, image or list filter; 409 a
  // reused key, a template with cards, or no card payments; 422 a card that cannot do it
  // (giftcard.constants.ts GIFT_CARD_REFUSALS); 429 code look-ups, card pages and purchases.
  'POST /api/giftcard-templates': [404],
  'DELETE /api/giftcard-templates/:id': [409],
  'GET /api/giftcards': [404],
  'POST /api/giftcards': [409, 422],
  'GET /api/giftcards/lookup': [404, 429],
  'POST /api/giftcards/:id/redeem': [409, 422],
  'POST /api/giftcards/:id/adjust': [422],
  'PUT /api/giftcards/:id/expiry': [422],
  'POST /api/giftcards/:id/resend': [422],
  'GET /api/public/giftcards/:publicKey/shop': [429],
  'POST /api/public/giftcards/:publicKey/purchase': [409, 422, 429, 503],
  'GET /api/public/giftcards/:uniqueId': [429],
  // Discount codes (decision 068): 409 a code taken, a used code deleted or renamed; 422 a
  // personal code emailed without the guest's marketing consent or without an email.
  'GET /api/discounts/new-code': [409],
  'POST /api/discounts': [409, 422],
  'PUT /api/discounts/:id': [409],
  'DELETE /api/discounts/:id': [409],
  'POST /api/discounts/:id/send': [422],
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `METHOD /path/:param`: the key of RULE_ANSWERS, from a route or an OpenAPI operation. */
export function operationKey(method: string, url: string) {
  return `${method.toUpperCase()} ${url.replace(/\{([^}]+)\}/g, ':$1').replace(/\/$/, '')}`;
}

export function ruleAnswerKeys() {
  return Object.keys(RULE_ANSWERS);
}

/** The error statuses a route really gives: from its options, its schema and its rules. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>) {
  const config = route.config as
    | { public?: boolean; permission?: string; tenantResource?: unknown }
    | undefined;
  const method = [route.method].flat()[0] ?? 'GET';
  const statuses = new Set<number>([400]);
  if (config?.public !== true) statuses.add(401);
  if (config?.public !== true && config?.permission) statuses.add(403);
  // An id or key in the path, or a tenant row named in the body, is looked up.
  if (route.url.includes(':') || config?.tenantResource) statuses.add(404);
  // Fastify reads a body for these methods, whether or not the route declares one.
  if (BODY_METHODS.has(method.toUpperCase())) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const status of RULE_ANSWERS[operationKey(method, route.url)] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The route's response schemas with each error answer added, in the one error shape. A route
 * with an answer of its own (say `404: ApiErrorSchema`, "where the demo is not seeded")
 * declares it in its schema, and keeps it.
 */
export function withErrorAnswers(
  route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>,
  response: Record<string, unknown> | undefined,
) {
  const answers: Record<string, unknown> = { ...response };
  for (const status of errorStatusesOf(route)) {
    answers[status] ??= ApiErrorSchema.describe(MEANING[status] ?? 'Error');
  }
  return answers;
}
