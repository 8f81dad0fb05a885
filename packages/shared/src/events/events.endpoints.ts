import { endpoint } from '../common/endpoint';
import { LiveEventSchema, LiveEventsQuerySchema } from './events.schemas';

// Live updates for the dashboard's open screens (DESIGN.md §10, decision 043).

/**
 * A Server-Sent Events stream, not a JSON answer: `stream` says so, and the web opens it with
 * `openLiveEvents` (shared/lib/live-events.ts), never with `callApi`. `response` is one message.
 */
export const streamLiveEvents = endpoint({
  method: 'GET',
  path: '/events',
  query: LiveEventsQuerySchema,
  response: LiveEventSchema,
  stream: 'text/event-stream',
});
