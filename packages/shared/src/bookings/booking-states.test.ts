import { describe, expect, it } from 'vitest';
import { BOOKING_SEAT_EARLY_HOURS } from './booking.constants';
import { BOOKING_STATUSES, bookingMoveDueAt, isTimelyBookingMove } from './booking-states';

const HOUR = 3_600_000;
const startsAt = '2026-06-12T18:30:00.000Z';
const start = Date.parse(startsAt);

describe('a booking move is timely', () => {
  it('seats a party from twelve hours before its time, not a minute earlier', () => {
    expect(BOOKING_SEAT_EARLY_HOURS).toBe(12);
    expect(isTimelyBookingMove('seated', startsAt, start - 12 * HOUR)).toBe(true);
    expect(isTimelyBookingMove('seated', startsAt, start - 12 * HOUR - 1)).toBe(false);
    expect(isTimelyBookingMove('seated', startsAt, start - 24 * HOUR)).toBe(false);
  });

  it('seats a party early for lunch, on time, or late', () => {
    for (const at of [start - 30 * 60_000, start, start + 2 * HOUR]) {
      expect(isTimelyBookingMove('seated', startsAt, at)).toBe(true);
    }
  });

  it('marks a no-show from the time itself, never before', () => {
    expect(isTimelyBookingMove('no_show', startsAt, start - 1)).toBe(false);
    expect(isTimelyBookingMove('no_show', startsAt, start)).toBe(true);
    expect(isTimelyBookingMove('no_show', startsAt, start + 15 * 60_000)).toBe(true);
  });

  it('leaves the other moves to the state machine, at any time', () => {
    const others = BOOKING_STATUSES.filter((to) => to !== 'seated' && to !== 'no_show');
    for (const to of others) {
      expect(isTimelyBookingMove(to, startsAt, start - 30 * 24 * HOUR)).toBe(true);
    }
  });

  it('says from when each move is due', () => {
    expect(bookingMoveDueAt('seated', startsAt)).toBe(start - 12 * HOUR);
    expect(bookingMoveDueAt('no_show', new Date(startsAt))).toBe(start);
    expect(bookingMoveDueAt('cancelled', startsAt)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('takes the time as a Date or an ISO string, and now as a Date or milliseconds', () => {
    const early = new Date(start - 13 * HOUR);
    expect(isTimelyBookingMove('seated', new Date(startsAt), early)).toBe(false);
    expect(isTimelyBookingMove('seated', startsAt, early.getTime())).toBe(false);
    expect(isTimelyBookingMove('seated', new Date(startsAt), new Date(start))).toBe(true);
  });
});
