import { ApiErrorSchema } from '@coperto/shared/errors/error-codes';
import * as orderEndpoints from '@coperto/shared/orders/order.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../shared/app-error';
import { schemaOf } from '../../shared/endpoint-schema';
import type { RateRule } from '../../shared/rate-rule';
import { STREAM_HEADERS } from '../events/live-stream';
import { StreamAdmission, type StreamCaps } from '../events/stream-admission';
import { withPaymentPage } from './order-checkout';
import { getPublicOrder } from './orders.service';
import { placeOrder } from './place-order.service';
import {
  findFollowedOrder,
  heldVersionOf,
  ORDER_STREAM_CAPS,
  ORDER_STREAMS_PER_IP,
  openPublicOrderStream,
} from './public-order-stream';
import { getOrderSlots, getPublicOrdering } from './public-ordering.service';
import { quoteOrder } from './quote-order.service';

const tags = ['ordering'];

/**
 * Orders per address: generous, since a restaurant's guests often share one Wi-Fi address, but
 * bounded so a script cannot fill a kitchen's slots.
 */
export const ORDERS_PER_IP: RateRule = { name: 'order-place:ip', limit: 60, windowMs: 15 * 60_000 };

/** A client at its cap of open streams tries again after this long (the page polls meanwhile). */
const STREAM_CAP_RETRY_SECONDS = 30;

export interface PublicOrdersRoutesOptions {
  /** How many guest order streams this process holds at once (tests lower them). */
  streamCaps?: StreamCaps;
}

/** The guest's side of ordering: what the site offers, the slots, placing and tracking. */
export const publicOrdersRoutes: FastifyPluginAsyncZod<PublicOrdersRoutesOptions> = async (
  app,
  options,
) => {
  const streams = new StreamAdmission(options.streamCaps ?? ORDER_STREAM_CAPS);

  app.get(
    '/ordering/:publicKey',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether the restaurant takes orders now, how, and its next slot (public)',
        ...schemaOf(orderEndpoints.getPublicOrdering),
      },
    },
    (req) => getPublicOrdering(req.ctx, req.params.publicKey),
  );

  app.get(
    '/ordering/:publicKey/slots',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A day's order slots that still have room, and the first one (public)",
        ...schemaOf(orderEndpoints.getOrderSlots),
      },
    },
    (req) => getOrderSlots(req.ctx, req.params.publicKey, req.query),
  );

  app.post(
    '/ordering/:publicKey/quote',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Price a cart as an order would be priced, naming what cannot be sold now; stores nothing (public)',
        ...schemaOf(orderEndpoints.quoteOrder),
      },
    },
    (req) => quoteOrder(req.ctx, req.params.publicKey, req.body),
  );

  app.post(
    '/ordering/:publicKey/orders',
    {
      config: { public: true, rateLimit: [{ rule: ORDERS_PER_IP }] },
      schema: {
        tags,
        summary:
          'Place an order (public; Idempotency-Key required). Prices come from the menu; 422 names the field and the rule broken',
        ...schemaOf(orderEndpoints.placeOrder),
      },
    },
    async (req, reply) => {
      const answer = await placeOrder(
        req.ctx,
        req.params.publicKey,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // A card order answers with its payment page; made after the order's commit, never inside.
      return reply.status(201).send(await withPaymentPage(req.ctx, answer.body));
    },
  );

  app.get(
    '/public-orders/:publicId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A guest's order by the public id of its tracking link (public)",
        ...schemaOf(orderEndpoints.getPublicOrder),
      },
    },
    (req) => getPublicOrder(req.ctx, req.params.publicId),
  );

  app.get(
    '/public-orders/:publicId/events',
    {
      // The link is the credential: no session looked at. A stream lasts as long as its tab.
      config: {
        public: true,
        ignoresCaller: true,
        longLived: true,
        rateLimit: [{ rule: ORDER_STREAMS_PER_IP }],
      },
      // A compressor holds text back until it has a block.
      compress: false,
      schema: {
        tags,
        summary:
          "A guest's order as it moves, as Server-Sent Events (public): `id:` the order's version, `event: order`, `data:` the order as the tracking read answers it; sent on opening unless Last-Event-ID is that version, then on each change; ends once the order is final",
        produces: ['text/event-stream', 'application/json'],
        ...schemaOf(orderEndpoints.streamPublicOrder),
        response: {
          ...schemaOf(orderEndpoints.streamPublicOrder).response,
          404: ApiErrorSchema.describe('No order has this link'),
          429: ApiErrorSchema.describe(
            'Too many streams opened, or open at once, from this address or for this order',
          ),
          503: ApiErrorSchema.describe('Live updates are unavailable for now: retry'),
        },
      },
    },
    async (req, reply) => {
      // A HEAD reads no body: a stream opened for it would hold its place until its lifetime ends.
      if (req.method === 'HEAD') {
        await findFollowedOrder(req.ctx, req.params.publicId);
        return reply.headers(STREAM_HEADERS).send('' as never);
      }
      const release = streams.admit(req.ip, req.params.publicId);
      if (!release) {
        throw new TooManyRequestsError(
          'Too many live views of orders are open from here: close some and try again',
          STREAM_CAP_RETRY_SECONDS,
        );
      }
      let stream: Awaited<ReturnType<typeof openPublicOrderStream>>;
      try {
        stream = await openPublicOrderStream(
          req.ctx,
          req.server.liveEvents,
          req.params.publicId,
          heldVersionOf(req.headers['last-event-id'], req.query.last_event_id),
        );
      } catch (error) {
        release();
        throw error;
      }
      stream.onClose(release);
      // The schema's answer is one message; what is sent is the stream of them.
      return reply.headers(STREAM_HEADERS).send(stream.body as never);
    },
  );
};
