import { createEvent } from 'ics';
import type { MailAttachment } from '../../ports/mail/mail-port';

export interface CalendarBooking {
  publicId: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  location: string;
  manageUrl: string;
  /** Bumped on each change, so a calendar replaces the event instead of adding another. */
  sequence: number;
  cancelled?: boolean;
}

/**
 * The booking as an iCalendar event (RFC 5545), made by the `ics` package: in UTC, so every
 * calendar shows it in its own zone, with one stable UID per booking.
 */
export function bookingCalendarFile(booking: CalendarBooking): MailAttachment {
  const { error, value } = createEvent({
    uid: `booking-${booking.publicId}@coperto`,
    productId: 'coperto/bookings',
    method: booking.cancelled ? 'CANCEL' : 'PUBLISH',
    sequence: booking.sequence,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: booking.title,
    description: booking.description,
    location: booking.location,
    url: booking.manageUrl,
    status: booking.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be made');
  return {
    filename: 'prenotazione.ics',
    content: value,
    contentType: 'text/calendar; charset=utf-8',
  };
}
