import * as waitlistEndpoints from '@coperto/shared/bookings/waitlist.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../shared/endpoint-schema';
import type { TenantResource } from '../../shared/tenant-resource';
import { restaurantNamedBy } from '../restaurants/restaurant-resources';
import { BOOKINGS_PER_IP } from './public-bookings.routes';
import { findWaitlistEntryById } from './waitlist.repository';
import * as waitlist from './waitlist.service';
import { registerWaitlistJobs } from './waitlist-jobs';
import { offerWaitlistPlace } from './waitlist-manual-offers';

const tags = ['booking'];

/** The entry a route's `:id` names, checked in the caller's tenant before anything else. */
const WAITLIST_ENTRY_IN_PATH: TenantResource = {
  label: 'Waitlist entry',
  in: 'params',
  key: 'id',
  find: findWaitlistEntryById,
};

/**
 * The waitlist of a full time (decision 060): the guest joins, leaves and accepts an offer by
 * the links of their emails; the host reads the day's line, offers a place by hand and takes an
 * entry out.
 */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerWaitlistJobs(app.jobs);

  app.post(
    '/booking/:publicKey/waitlist',
    {
      config: { public: true, rateLimit: [{ rule: BOOKINGS_PER_IP }] },
      schema: {
        tags,
        summary:
          'Wait for a full time: offered by email when a place comes free (public; Idempotency-Key required; 422 time_available while it has room)',
        ...schemaOf(waitlistEndpoints.joinWaitlist),
      },
    },
    async (req, reply) => {
      const answer = await waitlist.joinWaitlist(
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
    '/public-waitlist/:publicId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A guest's waitlist entry by the public id of its emails' links (public)",
        ...schemaOf(waitlistEndpoints.getPublicWaitlistEntry),
      },
    },
    (req) => waitlist.getPublicWaitlistEntry(req.ctx, req.params.publicId, req.query),
  );

  app.delete(
    '/public-waitlist/:publicId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Leave the waitlist, or decline an offer: it passes to the next guest (public)',
        ...schemaOf(waitlistEndpoints.leaveWaitlist),
      },
    },
    (req) => waitlist.leaveWaitlist(req.ctx, req.params.publicId, req.query),
  );

  app.post(
    '/public-waitlist/:publicId/accept',
    {
      config: { public: true, rateLimit: [{ rule: BOOKINGS_PER_IP }] },
      schema: {
        tags,
        summary:
          'Accept the offered place while the offer stands: booked by the booking rules (public; 409 when someone booked it meanwhile, 422 offer_expired)',
        ...schemaOf(waitlistEndpoints.acceptWaitlistOffer),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await waitlist.acceptWaitlistOffer(req.ctx, req.params.publicId, req.query)),
  );

  app.get(
    '/booking-waitlist',
    {
      config: {
        permission: 'read:bookings',
        tenantResource: restaurantNamedBy('query', 'restaurant_id'),
      },
      schema: {
        tags: ['bookings'],
        summary: "A restaurant's waitlist of one day, by time and then first come",
        ...schemaOf(waitlistEndpoints.listWaitlist),
      },
    },
    (req) => waitlist.listWaitlist(req.ctx, req.query),
  );

  app.delete(
    '/booking-waitlist/:id',
    {
      config: { permission: 'update:bookings', tenantResource: WAITLIST_ENTRY_IN_PATH },
      schema: {
        tags: ['bookings'],
        summary: 'Take an entry out of the waitlist; an offer it held passes to the next guest',
        ...schemaOf(waitlistEndpoints.removeWaitlistEntry),
      },
    },
    (req) => waitlist.removeWaitlistEntry(req.ctx, req.params.id),
  );

  app.post(
    '/booking-waitlist/:id/offer',
    {
      config: { permission: 'update:bookings', tenantResource: WAITLIST_ENTRY_IN_PATH },
      schema: {
        tags: ['bookings'],
        summary:
          'Offer a waiting guest the place by hand: the same email and time limit (409 slot_full / service_full when full, unless over_capacity)',
        ...schemaOf(waitlistEndpoints.offerWaitlistPlace),
      },
    },
    (req) => offerWaitlistPlace(req.ctx, req.params.id, req.body),
  );
};
