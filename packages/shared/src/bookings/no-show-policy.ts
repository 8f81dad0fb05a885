// No-show protection (issue 16, decision 066): what a restaurant asks before a booking, as data.
// Zod-free: the public booking form decides with it whether to show the policy, and the API
// decides with it whether a booking waits for the guest's card.

import type { Weekday } from '../restaurants/opening-days';

/**
 * `card_guarantee`: the card is saved at booking and charged only on a no-show.
 * `deposit`: charged at booking, given back when the guest cancels in time, kept on a no-show.
 */
export const NO_SHOW_MODES = ['card_guarantee', 'deposit'] as const;
export type NoShowMode = (typeof NO_SHOW_MODES)[number];

/** The longest cancellation window a restaurant may ask: a week. */
export const NO_SHOW_MAX_CANCEL_HOURS = 168;

/** The policy as the guest's page reads it; null when the restaurant asks nothing. */
export interface NoShowPolicy {
  mode: NoShowMode;
  /** Euros per person. */
  amount_per_person: number;
  /** Parties from this many guests; null: the party's size alone never asks. */
  min_party: number | null;
  /** Days on which every party is asked. */
  weekdays: Weekday[];
  /** A cancellation at least this many hours before the time is "in time". */
  cancel_hours: number;
}

/** Whether a party of `partySize` on `weekday` is asked for a card or a deposit. */
export function noShowPolicyApplies(
  policy: { min_party: number | null; weekdays: readonly Weekday[] } | null,
  partySize: number,
  weekday: Weekday,
): boolean {
  if (!policy) return false;
  return (
    (policy.min_party !== null && partySize >= policy.min_party) ||
    policy.weekdays.includes(weekday)
  );
}

/** What the booking holds, in cents: the amount per person times the party. */
export function noShowAmountCents(
  policy: Pick<NoShowPolicy, 'amount_per_person'>,
  partySize: number,
) {
  return Math.round(policy.amount_per_person * 100) * partySize;
}

/** Until when a cancellation is in time: `cancel_hours` before the booking's time. */
export function freeCancellationUntil(startsAt: Date, cancelHours: number): Date {
  return new Date(startsAt.getTime() - cancelHours * 3_600_000);
}

/**
 * Where the booking's guarantee or deposit stands:
 * `pending` waits for the guest on the provider's page; `saved` a card is kept (guarantee);
 * `paid` the deposit was taken; `charged` a no-show was charged; `charge_failed` the card refused
 * it; `refunded` the deposit went back; `expired` the guest never completed the page.
 */
export const BOOKING_PROTECTION_STATUSES = [
  'pending',
  'saved',
  'paid',
  'charged',
  'charge_failed',
  'refunded',
  'expired',
] as const;
export type BookingProtectionStatus = (typeof BOOKING_PROTECTION_STATUSES)[number];
