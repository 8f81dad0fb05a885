import { ApiErrorSchema } from '@coperto/shared/errors/error-codes';
import * as eventEndpoints from '@coperto/shared/events/events.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TenantTx } from '../../db/tenant-scope';
import { unauthenticated } from '../../shared/app-error';
import { schemaOf } from '../../shared/endpoint-schema';
import {
  liveUpdatesUnavailable,
  resumePointOf,
  type StreamScope,
  streamScopeOf,
  streamStartOf,
} from './events.service';
import type { LiveEventHub } from './live-event-hub';
import { LiveStream, STREAM_HEADERS } from './live-stream';

export interface EventsRoutesOptions {
  /** The process's one LISTEN, fanned out to its streams (events.plugin.ts owns it). */
  hub: LiveEventHub;
  /**
   * The restaurant in the caller's tenant, if any: handed over by app.ts from the restaurants
   * module, since `events` is infrastructure that calls no module (DESIGN.md §11).
   */
  findRestaurant(tx: TenantTx, restaurantId: number): Promise<unknown>;
  /** Tests shorten it. */
  heartbeatMs?: number;
}

function idOf(raw: unknown): number | undefined {
  return typeof raw === 'string' && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * `GET /api/events`: the caller's business's live events as Server-Sent Events (decision 043).
 * Not compressed (a compressor holds text back until it has enough), never remembered (no
 * `answerCache`); the security headers stay.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const { hub, findRestaurant, heartbeatMs } = options;
  const scopes = new WeakMap<FastifyRequest, StreamScope>();
  const scopeFor = (req: FastifyRequest, requested: number | undefined) => {
    const actor = req.actor;
    if (!actor) throw unauthenticated();
    return streamScopeOf(actor, requested, async (restaurantId) =>
      Boolean(await req.ctx.asActor((tx) => findRestaurant(tx, restaurantId))),
    );
  };

  app.get(
    '/events',
    {
      // A stream lasts as long as its tab: the request log does not call it slow.
      config: { permission: 'read:restaurant', longLived: true },
      compress: false,
      schema: {
        tags: ['events'],
        summary:
          "Live updates of the caller's business as Server-Sent Events (text/event-stream): `id:` the event id, `event:` its type, `data:` its JSON payload; resumes after Last-Event-ID",
        // The stream, or a refusal in the one error shape.
        produces: ['text/event-stream', 'application/json'],
        ...schemaOf(eventEndpoints.streamLiveEvents),
        response: {
          ...schemaOf(eventEndpoints.streamLiveEvents).response,
          404: ApiErrorSchema.describe('The restaurant is not found, or is another business’s'),
          503: ApiErrorSchema.describe(
            'Live updates are unavailable for now (the process cannot LISTEN, or is closing): retry',
          ),
        },
      },
      // Who may hear which restaurant: decided before the query is validated (DESIGN.md §5).
      preValidation: async (req) => {
        const raw = (req.query as Record<string, unknown> | undefined)?.restaurant_id;
        scopes.set(req, await scopeFor(req, idOf(raw)));
      },
    },
    async (req, reply) => {
      const requested = req.query.restaurant_id;
      const decided = scopes.get(req);
      // An id written otherwise than plain digits ("07") is checked again as validation read it.
      const scope =
        decided && (requested === undefined || decided.restaurantId === requested)
          ? decided
          : await scopeFor(req, requested);
      const afterId = resumePointOf(req.headers['last-event-id'], req.query.last_event_id);
      // A HEAD reads no body: a stream opened for it would hold its place in the hub until its
      // lifetime ends. The caller was checked; the headers say what a GET would answer.
      if (req.method === 'HEAD') return reply.headers(STREAM_HEADERS).send('' as never);
      const stream = new LiveStream({ heartbeatMs });
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe({
          ...scope,
          deliver: (events) => stream.deliver(events),
          end: () => stream.end(),
        });
      } catch (error) {
        stream.end();
        req.log.warn({ err: error }, 'live events: cannot open a stream');
        throw liveUpdatesUnavailable();
      }
      stream.onClose(unsubscribe);
      try {
        const start = await req.ctx.asActor((tx) => streamStartOf(tx, scope, afterId));
        stream.start(start.events, start.position, start.resumed);
      } catch (error) {
        unsubscribe();
        stream.end();
        throw error;
      }
      // The schema's answer is one message; what is sent is the stream of them.
      return reply.headers(STREAM_HEADERS).send(stream.body as never);
    },
  );
};
