import * as bookingEndpoints from '@coperto/shared/bookings/booking.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import { RESTAURANT_IN_PATH, restaurantNamedBy } from '../restaurants/restaurant-resources';
import { registerBookingJobs } from './booking-jobs';
import { registerBookingCheckouts } from './booking-protection';
import { BOOKING_IN_PATH } from './booking-resources';
import * as settings from './booking-settings.service';
import * as staff from './staff-bookings.service';
import { waitlistRoutes } from './waitlist.routes';

const tags = ['bookings'];

/** The restaurant's side of bookings: the day's list, the moves, and how it takes them. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerBookingJobs(app.jobs);
  await registerBookingCheckouts(app.jobs);
  await app.register(waitlistRoutes);

  app.get(
    '/bookings',
    {
      config: {
        permission: 'read:bookings',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          "A restaurant's bookings of one day (today in its time zone unless `date` says), in the evening's order, with the day's bookings and covers",
        ...schemaOf(bookingEndpoints.listBookings),
      },
    },
    (req) => staff.listBookings(req.ctx, req.query),
  );

  app.get(
    '/bookings/:id',
    {
      config: { permission: 'read:bookings', tenantResource: BOOKING_IN_PATH },
      schema: {
        tags,
        summary: 'One booking with its guest (visits, no-shows, notes) and its history',
        ...schemaOf(bookingEndpoints.getBooking),
      },
    },
    (req) => staff.getBooking(req.ctx, req.params.id),
  );

  app.post(
    '/bookings',
    {
      config: {
        permission: 'update:bookings',
        tenantResource: restaurantNamedBy('body', 'restaurant_id'),
      },
      schema: {
        tags,
        summary:
          'Enter a booking taken on the phone (confirmed; the hours and capacity apply) or a walk-in (seated now) (Idempotency-Key required)',
        ...schemaOf(bookingEndpoints.createStaffBooking),
      },
    },
    async (req, reply) => {
      const answer = await staff.createStaffBooking(
        req.ctx,
        req.body,
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.put(
    '/bookings/:id',
    {
      config: { permission: 'update:bookings', tenantResource: BOOKING_IN_PATH },
      schema: {
        tags,
        summary:
          'Change the time, party or notes of a requested or confirmed booking (the hours and capacity apply, not the cut-off or the online maximum)',
        ...schemaOf(bookingEndpoints.changeBooking),
      },
    },
    (req) => staff.changeBooking(req.ctx, req.params.id, req.body),
  );

  app.put(
    '/bookings/:id/guest-notes',
    {
      config: { permission: 'update:bookings', tenantResource: BOOKING_IN_PATH },
      schema: {
        tags,
        summary:
          "The restaurant's notes on the booking's guest (allergies, preferences), shown on each of their bookings",
        ...schemaOf(bookingEndpoints.updateBookingGuestNotes),
      },
    },
    (req) => staff.updateBookingGuestNotes(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/bookings/:id/status',
    {
      config: { permission: 'update:bookings', tenantResource: BOOKING_IN_PATH },
      schema: {
        tags,
        summary:
          'Move a booking to another state, as the booking state machine allows (cancelling needs a reason the guest reads)',
        ...schemaOf(bookingEndpoints.changeBookingStatus),
      },
    },
    (req) => staff.changeBookingStatus(req.ctx, req.params.id, req.body),
  );

  app.post(
    '/bookings/:id/no-show-charge',
    {
      config: { permission: 'charge:bookings', tenantResource: BOOKING_IN_PATH },
      schema: {
        tags,
        summary:
          "Charge a no-show's saved card the policy's amount (owner and manager); made once, a second call answers the first outcome",
        ...schemaOf(bookingEndpoints.chargeNoShow),
      },
    },
    (req) => staff.chargeBookingNoShow(req.ctx, req.params.id),
  );

  app.get(
    '/booking-settings/:id',
    {
      config: { permission: 'read:bookings', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary: 'How the restaurant takes bookings: times, sittings, capacity, cut-off, approval',
        ...schemaOf(bookingEndpoints.getBookingSettings),
      },
    },
    (req) => settings.getBookingSettings(req.ctx, req.params.id),
  );

  app.put(
    '/booking-settings/:id',
    {
      config: { permission: 'update:booking-settings', tenantResource: RESTAURANT_IN_PATH },
      schema: {
        tags,
        summary: 'Replace the booking settings (owner and manager)',
        ...schemaOf(bookingEndpoints.updateBookingSettings),
      },
    },
    (req) => settings.updateBookingSettings(req.ctx, req.params.id, req.body),
  );
};
