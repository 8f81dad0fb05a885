// The booking's life as data (DESIGN.md §10): the API refuses any other move, the dashboard shows
// only these actions, and the guest's manage page names the same states. Zod-free: the public
// site's manage page uses it.

import { BOOKING_SEAT_EARLY_HOURS } from './booking.constants';

export const BOOKING_STATUSES = [
  /** Waiting for the restaurant's approval (manual confirmation). */
  'requested',
  'confirmed',
  'seated',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How the booking came: the site, a phone call taken by staff, or a guest at the door. */
export const BOOKING_SOURCES = ['online', 'phone', 'walk_in'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** States a booking no longer leaves on its own (a no-show may still turn up late). */
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = ['completed', 'cancelled'];

/** Who makes a move: staff in the dashboard, the guest from the manage link. */
export type BookingActor = 'staff' | 'guest';

export interface BookingTransition {
  from: BookingStatus;
  to: BookingStatus;
  by: BookingActor;
  /** A reason the guest reads (staff cancelling or declining). */
  requires?: 'reason';
}

export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  { from: 'requested', to: 'confirmed', by: 'staff' },
  { from: 'requested', to: 'cancelled', by: 'staff', requires: 'reason' },
  { from: 'requested', to: 'cancelled', by: 'guest' },
  { from: 'confirmed', to: 'seated', by: 'staff' },
  { from: 'confirmed', to: 'no_show', by: 'staff' },
  { from: 'confirmed', to: 'cancelled', by: 'staff', requires: 'reason' },
  { from: 'confirmed', to: 'cancelled', by: 'guest' },
  { from: 'seated', to: 'completed', by: 'staff' },
  // Marked a no-show too early: the party arrived late after all.
  { from: 'no_show', to: 'seated', by: 'staff' },
];

/** The moves `by` may make from a booking's state. */
export function allowedBookingTransitions(
  booking: { status: BookingStatus },
  by: BookingActor = 'staff',
): BookingTransition[] {
  return BOOKING_TRANSITIONS.filter((t) => t.from === booking.status && t.by === by);
}

/** The move from the booking's state to `to`, or undefined when it is not allowed. */
export function bookingTransitionTo(
  booking: { status: BookingStatus },
  to: BookingStatus,
  by: BookingActor = 'staff',
): BookingTransition | undefined {
  return allowedBookingTransitions(booking, by).find((t) => t.to === to);
}

/**
 * From when a move is due, in milliseconds: seated from BOOKING_SEAT_EARLY_HOURS before the time,
 * no-show from the time itself; the others at any time the state machine allows them (completed
 * follows seated).
 */
export function bookingMoveDueAt(to: BookingStatus, startsAt: Date | string): number {
  const startMs = new Date(startsAt).getTime();
  if (to === 'seated') return startMs - BOOKING_SEAT_EARLY_HOURS * 3_600_000;
  if (to === 'no_show') return startMs;
  return Number.NEGATIVE_INFINITY;
}

/** The move is due by the clock `now` (decision 081). */
export function isTimelyBookingMove(
  to: BookingStatus,
  startsAt: Date | string,
  now: Date | number,
): boolean {
  return (typeof now === 'number' ? now : now.getTime()) >= bookingMoveDueAt(to, startsAt);
}

/** A booking still holds its covers in the slot and the service (given back when cancelled). */
export function holdsCovers(status: BookingStatus): boolean {
  return status !== 'cancelled';
}

/** The guest may still change or cancel it from the manage link (before the cut-off, too). */
export function guestCanManage(status: BookingStatus): boolean {
  return status === 'requested' || status === 'confirmed';
}
