import { endpoint } from '../common/endpoint';
import {
  BookingAvailabilityQuerySchema,
  BookingAvailabilitySchema,
  BookingIdParamsSchema,
  BookingListQuerySchema,
  BookingListSchema,
  BookingPublicIdParamsSchema,
  BookingSchema,
  BookingSettingsBodySchema,
  BookingSettingsSchema,
  BookingTransitionBodySchema,
  ChangeBookingBodySchema,
  CreateBookingBodySchema,
  GuestNotesBodySchema,
  IdempotencyHeadersSchema,
  PublicBookingInfoSchema,
  PublicBookingQuerySchema,
  PublicBookingSchema,
  PublicKeyParamsSchema,
  RestaurantIdParamsSchema,
  StaffBookingBodySchema,
} from './booking.schemas';

// Table bookings (issue 16). Public calls name the restaurant by its public key, as ordering
// does; the guest's booking by the unguessable public id of its manage link; the dashboard's by
// their ids.

export const getPublicBookingInfo = endpoint({
  method: 'GET',
  path: '/booking/:publicKey',
  params: PublicKeyParamsSchema,
  response: PublicBookingInfoSchema,
});

export const getBookingAvailability = endpoint({
  method: 'GET',
  path: '/booking/:publicKey/availability',
  params: PublicKeyParamsSchema,
  query: BookingAvailabilityQuerySchema,
  response: BookingAvailabilitySchema,
});

export const createBooking = endpoint({
  method: 'POST',
  path: '/booking/:publicKey/bookings',
  params: PublicKeyParamsSchema,
  headers: IdempotencyHeadersSchema,
  body: CreateBookingBodySchema,
  response: PublicBookingSchema,
  status: 201,
});

export const getPublicBooking = endpoint({
  method: 'GET',
  path: '/public-bookings/:publicId',
  params: BookingPublicIdParamsSchema,
  query: PublicBookingQuerySchema,
  response: PublicBookingSchema,
});

export const changePublicBooking = endpoint({
  method: 'PUT',
  path: '/public-bookings/:publicId',
  params: BookingPublicIdParamsSchema,
  query: PublicBookingQuerySchema,
  body: ChangeBookingBodySchema,
  response: PublicBookingSchema,
});

export const cancelPublicBooking = endpoint({
  method: 'DELETE',
  path: '/public-bookings/:publicId',
  params: BookingPublicIdParamsSchema,
  query: PublicBookingQuerySchema,
  response: PublicBookingSchema,
});

/** The reminder's one-click "I am coming". */
export const confirmPublicBooking = endpoint({
  method: 'POST',
  path: '/public-bookings/:publicId/confirm',
  params: BookingPublicIdParamsSchema,
  query: PublicBookingQuerySchema,
  response: PublicBookingSchema,
});

export const getBookingSettings = endpoint({
  method: 'GET',
  path: '/booking-settings/:id',
  params: RestaurantIdParamsSchema,
  response: BookingSettingsSchema,
});

export const updateBookingSettings = endpoint({
  method: 'PUT',
  path: '/booking-settings/:id',
  params: RestaurantIdParamsSchema,
  body: BookingSettingsBodySchema,
  response: BookingSettingsSchema,
});

export const listBookings = endpoint({
  method: 'GET',
  path: '/bookings',
  query: BookingListQuerySchema,
  response: BookingListSchema,
});

export const getBooking = endpoint({
  method: 'GET',
  path: '/bookings/:id',
  params: BookingIdParamsSchema,
  response: BookingSchema,
});

export const createStaffBooking = endpoint({
  method: 'POST',
  path: '/bookings',
  headers: IdempotencyHeadersSchema,
  body: StaffBookingBodySchema,
  response: BookingSchema,
  status: 201,
});

/** A host changes the time, party or notes, on the phone with the guest: the hours and capacity apply. */
export const changeBooking = endpoint({
  method: 'PUT',
  path: '/bookings/:id',
  params: BookingIdParamsSchema,
  body: ChangeBookingBodySchema,
  response: BookingSchema,
});

/** The restaurant's notes on the booking's guest (allergies …), shown on all their bookings. */
export const updateBookingGuestNotes = endpoint({
  method: 'PUT',
  path: '/bookings/:id/guest-notes',
  params: BookingIdParamsSchema,
  body: GuestNotesBodySchema,
  response: BookingSchema,
});

export const changeBookingStatus = endpoint({
  method: 'POST',
  path: '/bookings/:id/status',
  params: BookingIdParamsSchema,
  body: BookingTransitionBodySchema,
  response: BookingSchema,
});

/**
 * Charges a no-show's saved card the policy's amount (decision 066; owners and managers). Never
 * twice: a second call answers the first charge's outcome.
 */
export const chargeNoShow = endpoint({
  method: 'POST',
  path: '/bookings/:id/no-show-charge',
  params: BookingIdParamsSchema,
  response: BookingSchema,
});

// The waitlist's endpoints are bookings' too (one area of the contract).
export * from './waitlist.endpoints';
