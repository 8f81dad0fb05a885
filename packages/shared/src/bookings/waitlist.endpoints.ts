import { endpoint } from '../common/endpoint';
import {
  IdempotencyHeadersSchema,
  PublicBookingQuerySchema,
  PublicBookingSchema,
  PublicKeyParamsSchema,
} from './booking.schemas';
import {
  JoinWaitlistBodySchema,
  OfferWaitlistPlaceBodySchema,
  PublicWaitlistEntrySchema,
  WaitlistDaySchema,
  WaitlistEntrySchema,
  WaitlistIdParamsSchema,
  WaitlistPublicIdParamsSchema,
  WaitlistQuerySchema,
} from './waitlist.schemas';

// The waitlist of a full time (decision 060). The guest's entry by the unguessable public id of
// its emails' links; the host's by its id.

export const joinWaitlist = endpoint({
  method: 'POST',
  path: '/booking/:publicKey/waitlist',
  params: PublicKeyParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: JoinWaitlistBodySchema,
  response: PublicWaitlistEntrySchema,
  status: 201,
});

export const getPublicWaitlistEntry = endpoint({
  method: 'GET',
  path: '/public-waitlist/:publicId',
  params: WaitlistPublicIdParamsSchema,
  query: PublicBookingQuerySchema,
  response: PublicWaitlistEntrySchema,
});

/** The guest leaves the line (or turns an offer down: it passes to the next). */
export const leaveWaitlist = endpoint({
  method: 'DELETE',
  path: '/public-waitlist/:publicId',
  params: WaitlistPublicIdParamsSchema,
  query: PublicBookingQuerySchema,
  response: PublicWaitlistEntrySchema,
});

/** The offer's link: books the freed place by the booking rules, while the offer stands. */
export const acceptWaitlistOffer = endpoint({
  method: 'POST',
  path: '/public-waitlist/:publicId/accept',
  params: WaitlistPublicIdParamsSchema,
  query: PublicBookingQuerySchema,
  response: PublicBookingSchema,
  status: 201,
});

export const listWaitlist = endpoint({
  method: 'GET',
  path: '/booking-waitlist',
  query: WaitlistQuerySchema,
  response: WaitlistDaySchema,
});

export const removeWaitlistEntry = endpoint({
  method: 'DELETE',
  path: '/booking-waitlist/:id',
  params: WaitlistIdParamsSchema,
  response: WaitlistEntrySchema,
});

/** A host offers a waiting guest the place by hand: the same email and time limit as any offer. */
export const offerWaitlistPlace = endpoint({
  method: 'POST',
  path: '/booking-waitlist/:id/offer',
  params: WaitlistIdParamsSchema,
  body: OfferWaitlistPlaceBodySchema,
  response: WaitlistEntrySchema,
});
