import { ORDER_RULES, type OrderRule } from '@coperto/shared/orders/order.constants';
import { ApiRequestError } from '../../lib/api-client';

export interface OrderProblems {
  /** Rules a line broke, by the line's index: `{ 0: 'sold_out' }`. */
  lines: Record<number, OrderRule>;
  /** Rules of the whole order (a full slot, an address outside the zones …). */
  order: OrderRule[];
  /** The server refused for another reason: a generic message. */
  other: boolean;
}

const isRule = (value: string): value is OrderRule =>
  (ORDER_RULES as readonly string[]).includes(value);

/** A refused order's reasons from the 422's `fields` (`{ 'items.0': 'sold_out' }`), as codes to word. */
export function orderProblemsOf(error: unknown): OrderProblems {
  const problems: OrderProblems = { lines: {}, order: [], other: false };
  if (!(error instanceof ApiRequestError) || error.status !== 422) {
    problems.other = true;
    return problems;
  }
  for (const [field, code] of Object.entries(error.fields)) {
    const line = /^items\.(\d+)/.exec(field);
    if (!isRule(code)) problems.other = true;
    else if (line) problems.lines[Number(line[1])] = code;
    else if (!problems.order.includes(code)) problems.order.push(code);
  }
  if (Object.keys(error.fields).length === 0) problems.other = true;
  return problems;
}

/**
 * Whether an attempt's answer settled it: a 4xx was decided and stored nothing, so the next
 * attempt gets a new Idempotency-Key; after a network error or a 5xx the outcome is unknown,
 * so a retry must send the same key (the server answers the first order if it was made).
 */
export function attemptSettled(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** A fresh Idempotency-Key for one attempt to place an order. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
