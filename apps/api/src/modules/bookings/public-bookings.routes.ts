import * as bookingEndpoints from '@coperto/shared/bookings/booking.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import type { RateRule } from '../../shared/rate-rule';
import * as bookings from './public-bookings.service';

const tags = ['booking'];

/**
 * Bookings per address: generous, since a restaurant's guests often share one Wi-Fi address, but
 * bounded so a script cannot fill a restaurant's evening.
 */
export const BOOKINGS_PER_IP: RateRule = {
  name: 'booking-create:ip',
  limit: 30,
  windowMs: 15 * 60_000,
};

/** The guest's side of bookings: what the site offers, the times, booking and the manage link. */
export const publicBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/booking/:publicKey',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Whether the restaurant takes bookings online, the largest party and how far ahead (public)',
        ...schemaOf(bookingEndpoints.getPublicBookingInfo),
      },
    },
    (req) => bookings.getPublicBookingInfo(req.ctx, req.params.publicKey),
  );

  app.get(
    '/booking/:publicKey/availability',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "A day's times with room for the party, from the hours, the settings and the bookings taken (public; 422 for a day the book is not open for)",
        ...schemaOf(bookingEndpoints.getBookingAvailability),
      },
    },
    (req) => bookings.getBookingAvailability(req.ctx, req.params.publicKey, req.query),
  );

  app.post(
    '/booking/:publicKey/bookings',
    {
      config: { public: true, rateLimit: [{ rule: BOOKINGS_PER_IP }] },
      schema: {
        tags,
        summary:
          'Book a table (public; Idempotency-Key required). 422 names the field and the rule broken',
        ...schemaOf(bookingEndpoints.createBooking),
      },
    },
    async (req, reply) => {
      const answer = await bookings.createBooking(
        req.ctx,
        req.params.publicKey,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/public-bookings/:publicId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A guest's booking by the public id of its manage link (public)",
        ...schemaOf(bookingEndpoints.getPublicBooking),
      },
    },
    (req) => bookings.getPublicBooking(req.ctx, req.params.publicId, req.query),
  );

  app.put(
    '/public-bookings/:publicId',
    {
      config: { public: true, rateLimit: [{ rule: BOOKINGS_PER_IP }] },
      schema: {
        tags,
        summary:
          'Change the time, party or notes of a booking until the cut-off, by the same rules as booking (public)',
        ...schemaOf(bookingEndpoints.changePublicBooking),
      },
    },
    (req) => bookings.changePublicBooking(req.ctx, req.params.publicId, req.query, req.body),
  );

  app.delete(
    '/public-bookings/:publicId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Cancel a booking until the cut-off; its places are free again at once (public)',
        ...schemaOf(bookingEndpoints.cancelPublicBooking),
      },
    },
    (req) => bookings.cancelPublicBooking(req.ctx, req.params.publicId, req.query),
  );

  app.post(
    '/public-bookings/:publicId/confirm',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The reminder's one click: the guest confirms they are coming (public)",
        ...schemaOf(bookingEndpoints.confirmPublicBooking),
      },
    },
    (req) => bookings.confirmPublicBooking(req.ctx, req.params.publicId, req.query),
  );
};
