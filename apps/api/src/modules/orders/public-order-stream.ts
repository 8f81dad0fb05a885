import { createHash } from 'node:crypto';
import { PublicOrderSchema } from '@coperto/shared/orders/order.schemas';
import { FINAL_ORDER_STATUSES } from '@coperto/shared/orders/order-states';
import { PublicOrderVersionSchema } from '@coperto/shared/orders/public-order-live.schemas';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { RateRule } from '../../shared/rate-rule';
import type { LiveEventHub } from '../events/live-event-hub';
import type { EventStreamBody } from '../events/live-stream';
import type { StreamCaps } from '../events/stream-admission';
import { openSubjectStream, type SubjectEvent } from '../events/subject-stream';
import { findOrderByPublicId } from './orders.repository';
import { getPublicOrder } from './orders.service';

/**
 * Opens of a guest's order stream per address (counted in the database, so across processes): a
 * tab reconnects every 15 minutes and after a drop, and a restaurant's guests often share one
 * Wi-Fi address; a script that opens in a loop is stopped here.
 */
export const ORDER_STREAMS_PER_IP: RateRule = {
  name: 'order-stream:ip',
  limit: 120,
  windowMs: 15 * 60_000,
};

/** Streams held open at once in one process: per address, per order link, and in all. */
export const ORDER_STREAM_CAPS: StreamCaps = { perClient: 10, perSubject: 10, total: 2000 };

/** The `event:` of the stream's one kind of message. */
export const ORDER_MESSAGE = 'order';

/**
 * The version of what the tracking page shows: a digest of the public order, so the stream's ids
 * reveal nothing the page does not (no event or order ids of ours), and equal versions mean the
 * page is up to date.
 */
export function publicOrderVersionOf(order: unknown): string {
  return createHash('sha256').update(JSON.stringify(order)).digest('base64url').slice(0, 22);
}

/** The version a reconnecting client holds: the header wins; a malformed one counts as none. */
export function heldVersionOf(
  header: string | string[] | undefined,
  query: string | undefined,
): string | undefined {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim() || query;
  return raw !== undefined && PublicOrderVersionSchema.safeParse(raw).success ? raw : undefined;
}

/** The order a link names, as the tracking read finds it: the same 404 when none. */
export async function findFollowedOrder(ctx: ServiceContext, publicId: string) {
  const found = await findOrderByPublicId(ctx.system, publicId);
  if (!found) throw notFound('Order');
  return found;
}

/**
 * The guest's order as it moves (decision 053): the order's public id is the whole credential,
 * so the stream carries only what `GET /api/public-orders/:publicId` answers, re-read whenever a
 * live event names this order (the board's `order.*` events carry its internal id, which never
 * leaves the server). Unknown id: the tracking read's 404. Ends once the order is final.
 */
export async function openPublicOrderStream(
  ctx: ServiceContext,
  hub: Pick<LiveEventHub, 'subscribe'>,
  publicId: string,
  heldVersion: string | undefined,
): Promise<EventStreamBody> {
  const found = await findFollowedOrder(ctx, publicId);
  const isAbout = (event: SubjectEvent) =>
    event.type.startsWith('order.') &&
    (event.payload as { order_id?: unknown } | null)?.order_id === found.id;
  const read = async () => {
    // The contract's shape exactly: nothing reaches the guest that the tracking read leaves out.
    const order = PublicOrderSchema.parse(await getPublicOrder(ctx, publicId));
    return {
      version: publicOrderVersionOf(order),
      type: ORDER_MESSAGE,
      data: order,
      final: FINAL_ORDER_STATUSES.includes(order.status),
    };
  };
  return openSubjectStream({
    hub,
    scope: { businessId: found.business_id, restaurantId: found.restaurant_id },
    isAbout,
    read,
    lastVersion: heldVersion,
    log: ctx.log,
  });
}
