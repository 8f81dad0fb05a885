import type {
  BookingTransitionBody,
  ChangeBookingBody,
  StaffBookingBody,
} from '@coperto/shared/bookings/booking.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/api-client';
import { bookingsKeys } from './bookings-keys';
import { putBooking } from './get-bookings-day';

export interface BookingStatusChange extends BookingTransitionBody {
  bookingId: number;
}

/** Approve, seat, complete, no-show or cancel: a move the shared state machine allows. */
export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: BookingStatusChange) =>
      callApi('POST /bookings/:id/status', { params: { id: bookingId }, body }),
    onSuccess: (booking) => putBooking(queryClient, booking),
    // Refused (moved meanwhile, not due yet): the screen reads the booking as it is now.
    onError: (_error, { bookingId }) => {
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.days });
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.booking(bookingId) });
    },
  });
}

/**
 * A host changes the time, day, party or notes (PUT /bookings/:id): the hours and the covers apply,
 * not the online cut-off or maximum; only what changed is sent.
 */
export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: number; body: ChangeBookingBody }) =>
      callApi('PUT /bookings/:id', { params: { id: bookingId }, body }),
    onSuccess: (booking) => putBooking(queryClient, booking),
  });
}

/** A booking taken on the phone or a walk-in, sent with the attempt's Idempotency-Key. */
export function useCreateStaffBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StaffBookingBody; key: string }) =>
      callApi('POST /bookings', { headers: { 'idempotency-key': key }, body }),
    onSuccess: (booking) => putBooking(queryClient, booking),
  });
}

/** A fresh Idempotency-Key for one attempt (a retry of the same booking reuses it). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The restaurant's notes on the booking's guest (allergies …), shown on all their bookings. */
export function useSaveGuestNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, notes }: { bookingId: number; notes: string }) =>
      callApi('PUT /bookings/:id/guest-notes', { params: { id: bookingId }, body: { notes } }),
    onSuccess: (booking) => putBooking(queryClient, booking),
  });
}

/** Hold tables for a booking of any day still to come (replaces those it held; [] holds none). */
export function useHoldBookingTables(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, tableIds }: { bookingId: number; tableIds: number[] }) =>
      callApi('PUT /bookings/:id/tables', {
        params: { id: bookingId },
        body: { table_ids: tableIds },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.tables(restaurantId) });
    },
  });
}
