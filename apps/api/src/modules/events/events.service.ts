import { LiveEventTypeSchema } from '@coperto/shared/events/events.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { AppError, badRequest, forbidden, notFound } from '../../shared/app-error';
import { type Actor, boundRestaurantOf } from '../../shared/context';
import {
  findEventsAfter,
  hasEvent,
  insertEvent,
  lastEventId,
  pruneEvents,
  type StoredLiveEvent,
} from './events.repository';

/** Events are kept this long: long enough for a tab asleep or offline a while to resume. */
export const EVENT_RETENTION_SECONDS = 60 * 60;
/** About one publish in this many prunes its business: cheap, and often enough. */
export const PRUNE_EVERY = 64;
/** The most a prune deletes (it reads this many of the business's oldest rows). */
export const PRUNE_BATCH = 500;
/** The most a resume replays; a longer gap answers `ready` with `resumed: false` instead. */
export const RESUME_LIMIT = 500;

export interface LiveEventInput {
  /** The business the event belongs to: the transaction's own; required only in the platform scope. */
  businessId?: number;
  /** The restaurant it concerns; null for a business-wide event every stream of the business hears. */
  restaurantId: number | null;
  /** `order.created`: the area, a dot, what happened. */
  type: string;
  /** JSON; keep it small (ids and states), a screen reloads what it shows from the API. */
  payload: unknown;
}

function businessOf(tx: TenantTx, businessId: number | undefined): number {
  if (tx.scope === 'platform') {
    if (businessId === undefined)
      throw new Error('publishEvent in the platform scope names a business');
    return businessId;
  }
  if (businessId !== undefined && businessId !== tx.scope) {
    throw new Error(`publishEvent: business ${businessId} is not the transaction's (${tx.scope})`);
  }
  return tx.scope;
}

/**
 * Publishes a live event inside the caller's tenant transaction (DESIGN.md §11: every operation
 * may call this; it calls no module): stored in `live_events`, given its id and NOTIFYed inside
 * the commit, so streams hear it only if the transaction commits, in every API process. The
 * business's publishers queue only while they commit, never while they work (decision 091). About
 * one publish in PRUNE_EVERY also deletes its business's events older than EVENT_RETENTION_SECONDS.
 */
export async function publishEvent(tx: TenantTx, event: LiveEventInput): Promise<void> {
  const businessId = businessOf(tx, event.businessId);
  if (!LiveEventTypeSchema.safeParse(event.type).success) {
    throw new Error(`publishEvent: "${event.type}" is not an event type (area.what-happened)`);
  }
  await insertEvent(tx, {
    businessId,
    restaurantId: event.restaurantId,
    type: event.type,
    payload: event.payload ?? null,
  });
  // By chance, not by id: the id is given at commit, after this.
  if (Math.random() * PRUNE_EVERY < 1) await pruneOldEvents(tx, businessId);
}

/** Deletes up to PRUNE_BATCH of the business's events older than the retention. */
export function pruneOldEvents(tx: TenantTx, businessId: number) {
  return pruneEvents(tx, {
    businessId,
    retentionSeconds: EVENT_RETENTION_SECONDS,
    limit: PRUNE_BATCH,
  });
}

/** Whose events a stream carries. */
export interface StreamScope {
  businessId: number;
  /** One restaurant's events and the business-wide ones; all the business's when null. */
  restaurantId: number | null;
}

/**
 * Who may hear what (checked before the query is validated, DESIGN.md §5): a member of a business
 * hears its events; a staff session only its own restaurant's; owners and managers any restaurant
 * of the business, or all. `restaurantExists` looks the restaurant up in the caller's tenant.
 */
export async function streamScopeOf(
  actor: Actor,
  requestedRestaurantId: number | undefined,
  restaurantExists: (restaurantId: number) => Promise<boolean>,
): Promise<StreamScope> {
  if (actor.businessId === null) {
    throw forbidden('Live updates are for the members of a business');
  }
  const bound = boundRestaurantOf(actor);
  if (bound !== null) {
    if (requestedRestaurantId !== undefined && requestedRestaurantId !== bound) {
      throw forbidden("You can follow only your own restaurant's live updates");
    }
    return { businessId: actor.businessId, restaurantId: bound };
  }
  if (requestedRestaurantId === undefined)
    return { businessId: actor.businessId, restaurantId: null };
  if (!(await restaurantExists(requestedRestaurantId))) throw notFound('Restaurant');
  return { businessId: actor.businessId, restaurantId: requestedRestaurantId };
}

const EVENT_ID = /^(0|[1-9]\d{0,15})$/;

/** `Last-Event-ID` (header) or `last_event_id` (query, already validated): the header wins. */
export function resumePointOf(
  header: string | string[] | undefined,
  query: string | undefined,
): number | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  const value = raw?.trim() || query;
  if (value === undefined || value === '') return undefined;
  if (!EVENT_ID.test(value)) {
    throw badRequest('Last-Event-ID is not an event id', { last_event_id: 'Not an event id' });
  }
  return Number(value);
}

/** Where a stream starts: the stored events it replays, and the id it stands at after them. */
export interface StreamStart {
  events: StoredLiveEvent[];
  /** The `ready` event's id: every event of the business up to it is accounted for. */
  position: number;
  /** The stored events bridged the gap since `Last-Event-ID`: the client's view is whole. */
  resumed: boolean;
}

/**
 * The replay for a stream that resumes after `afterId` (none for a fresh one). It bridges the gap
 * only if event `afterId` is still stored (nothing after it was pruned) and at most RESUME_LIMIT
 * events follow; otherwise the client is told to reload, from the business's newest event on.
 */
export async function streamStartOf(
  tx: TenantTx,
  scope: StreamScope,
  afterId: number | undefined,
): Promise<StreamStart> {
  const fresh = async () => ({
    events: [],
    position: await lastEventId(tx, scope.businessId),
    resumed: false,
  });
  if (afterId === undefined) return fresh();
  if (afterId > 0 && !(await hasEvent(tx, { businessId: scope.businessId, id: afterId }))) {
    return fresh();
  }
  const events = await findEventsAfter(tx, { ...scope, afterId, limit: RESUME_LIMIT + 1 });
  if (events.length > RESUME_LIMIT) return fresh();
  return { events, position: events.at(-1)?.id ?? afterId, resumed: true };
}

/** The stream cannot start: LISTEN is down or the app is closing. The client retries. */
export const liveUpdatesUnavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'Live updates are unavailable, try again shortly');
