import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { hotStatement, placeholdersFor } from '../../db/hot-statement';
import { liveEvents } from '../../db/schema/events';
import type { TenantTx } from '../../db/tenant-scope';

/** The one channel every API process LISTENs on; a notification names an event, never its data. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** What a NOTIFY on `live_events` carries: enough to decide who wants the event before reading it. */
export interface EventNotice {
  id: number;
  businessId: number;
  restaurantId: number | null;
}

export interface StoredLiveEvent {
  id: number;
  restaurant_id: number | null;
  type: string;
  payload: unknown;
}

const columns = {
  id: liveEvents.id,
  restaurant_id: liveEvents.restaurant_id,
  type: liveEvents.type,
  payload: liveEvents.payload,
};

/** The business's events of one restaurant and its business-wide ones; all of them when null. */
function restaurantFilter(restaurantId: number | null): SQL | undefined {
  return restaurantId === null
    ? undefined
    : or(eq(liveEvents.restaurant_id, restaurantId), isNull(liveEvents.restaurant_id));
}

/**
 * Stores the event with a provisional id, and takes no lock: inside COMMIT a trigger (migration
 * 0024) takes the business's publishing lock, gives the event its final id and NOTIFYs it, so a
 * business's ids commit in id order, and a stream that has sent id N has seen every event of the
 * business below N: `Last-Event-ID` resumes without a gap (decisions 043, 085, 091). A rollback
 * drops the row and the notice. The notice names the event only.
 */
export async function insertEvent(
  tx: TenantTx,
  event: { businessId: number; restaurantId: number | null; type: string; payload: unknown },
) {
  await insertEventRow(tx, {
    business_id: event.businessId,
    restaurant_id: event.restaurantId,
    type: event.type,
    payload: event.payload,
  });
}

// Every order, booking and floor change sends it: built once (decision 092).
const insertEventRow = hotStatement('live-events.insert', (tx) =>
  tx
    .insert(liveEvents)
    .values(placeholdersFor(['business_id', 'restaurant_id', 'type', 'payload'])),
);

/** `"12 3 7"` (event 12, business 3, restaurant 7) or `"12 3 "` (business-wide); else undefined. */
export function parseEventNotice(payload: string): EventNotice | undefined {
  const match = /^(\d{1,16}) (\d{1,16}) (\d{0,16})$/.exec(payload);
  if (!match) return undefined;
  return {
    id: Number(match[1]),
    businessId: Number(match[2]),
    restaurantId: match[3] ? Number(match[3]) : null,
  };
}

/**
 * Deletes those of the business's `limit` oldest events that are older than `retentionSeconds`
 * (by the database's clock, which stamped them). Bounded work: it reads `limit` entries from the
 * oldest end of the (business_id, id) index, where ids and age agree.
 */
export async function pruneEvents(
  tx: TenantTx,
  q: { businessId: number; retentionSeconds: number; limit: number },
) {
  const head = tx
    .select({ id: liveEvents.id, created_at: liveEvents.created_at })
    .from(liveEvents)
    .where(eq(liveEvents.business_id, q.businessId))
    .orderBy(asc(liveEvents.id))
    .limit(q.limit)
    .as('head');
  const old = tx
    .select({ id: head.id })
    .from(head)
    .where(lt(head.created_at, sql`now() - make_interval(secs => ${q.retentionSeconds})`));
  await tx
    .delete(liveEvents)
    .where(and(eq(liveEvents.business_id, q.businessId), inArray(liveEvents.id, old)));
}

/** The business's events with these ids, in id order (those pruned meanwhile are simply absent). */
export function findEventsByIds(tx: TenantTx, q: { businessId: number; ids: number[] }) {
  return tx
    .select(columns)
    .from(liveEvents)
    .where(and(eq(liveEvents.business_id, q.businessId), inArray(liveEvents.id, q.ids)))
    .orderBy(asc(liveEvents.id));
}

/** The business's events after `afterId` that the filter lets through, oldest first, at most `limit`. */
export function findEventsAfter(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number | null; afterId: number; limit: number },
) {
  return tx
    .select(columns)
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.business_id, q.businessId),
        gt(liveEvents.id, q.afterId),
        restaurantFilter(q.restaurantId),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(q.limit);
}

/** Whether the business still stores event `id` (false once pruned, or when it is another's). */
export async function hasEvent(tx: TenantTx, q: { businessId: number; id: number }) {
  const [row] = await tx
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(and(eq(liveEvents.business_id, q.businessId), eq(liveEvents.id, q.id)));
  return row !== undefined;
}

/** The business's newest event id, 0 when it has none stored. */
export async function lastEventId(tx: TenantTx, businessId: number): Promise<number> {
  const [row] = await tx
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(eq(liveEvents.business_id, businessId))
    .orderBy(desc(liveEvents.id))
    .limit(1);
  return row?.id ?? 0;
}
