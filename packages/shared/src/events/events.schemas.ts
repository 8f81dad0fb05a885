import { z } from 'zod';

/** A stored event's id as it travels: digits, since ids are bigint inside (DESIGN.md §5). */
const EventIdSchema = z.string().regex(/^(0|[1-9]\d{0,15})$/, 'An event id is a number');

/**
 * `GET /api/events`: the restaurant whose events to hear (all the business's when left out; a
 * staff session hears only its own restaurant), and where to resume. `last_event_id` stands in
 * for the `Last-Event-ID` header where a client cannot set it; the header wins when both are sent.
 */
export const LiveEventsQuerySchema = z.strictObject({
  restaurant_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  last_event_id: EventIdSchema.optional(),
});
export type LiveEventsQuery = z.infer<typeof LiveEventsQuerySchema>;

/** `order.created`, `booking.cancelled`: the area, a dot, what happened. */
export const LiveEventTypeSchema = z
  .string()
  .regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/, 'An event type is area.what-happened')
  .max(64);

/**
 * Sent by the stream itself, never published: `ready` once a stream is open (its id is where the
 * stream stands, so a reconnect resumes from there even when nothing happened), `reset` when the
 * stored events cannot bridge the gap since `Last-Event-ID` (pruned, or too many): the client
 * reloads what it shows.
 */
export const STREAM_EVENT_TYPES = ['ready', 'reset'] as const;

/**
 * One message of the stream, as a client reads it: `id:` the event's id, `event:` its type,
 * `data:` the JSON of its payload. The endpoint's answer is `text/event-stream`, a sequence of
 * these, never one JSON body.
 */
export const LiveEventSchema = z.object({
  id: EventIdSchema,
  type: z.string(),
  payload: z.unknown(),
});
export type LiveEvent = z.infer<typeof LiveEventSchema>;
