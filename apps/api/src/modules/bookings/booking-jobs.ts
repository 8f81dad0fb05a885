import { BOOKING_REMINDER_HOURS } from '@coperto/shared/bookings/booking.constants';
import type { TenantTx } from '../../db/tenant-scope';
import { findOwnerEmailOf } from '../contact/contact.service';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJobs, type JobToQueue } from '../jobs/jobs.service';
import { findRestaurantWithHosts } from '../restaurants/tenant-restaurants.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import {
  type GuestBookingEmailKind,
  guestBookingEmail,
  restaurantBookingEmail,
} from './booking-emails';
import { type BookingRow, findBookingById, listBookingEvents } from './bookings.repository';

const GUEST_EMAIL = 'booking.guest-email';
const RESTAURANT_EMAIL = 'booking.restaurant-email';
const REMINDER = 'booking.reminder';
/** A reminder closer than this to its sending is not worth a job: the guest just booked. */
const REMINDER_MIN_LEAD_MS = 60 * 60_000;

/**
 * The emails a booking sends, queued in its transaction (DESIGN.md §10: they go if and only if the
 * booking's change commits, retried when the mail server refuses), and its reminder the day
 * before. Each is a list of none or one job, so a change queues all of its jobs in one statement.
 * `version` tells two emails of the same kind apart (a booking changed twice).
 */
function guestEmailJobs(
  booking: Pick<BookingRow, 'id' | 'email'>,
  kind: GuestBookingEmailKind,
  version: string,
): JobToQueue[] {
  if (!booking.email) return [];
  return [
    {
      name: GUEST_EMAIL,
      payload: { booking_id: booking.id, kind },
      options: { singletonKey: `${booking.id}:${kind}:${version}` },
    },
  ];
}

/**
 * The reminder, BOOKING_REMINDER_HOURS before the time. A booking moved later gets a new one; the
 * old one finds the time changed and sends nothing.
 */
function reminderJobs(
  booking: Pick<BookingRow, 'id' | 'email' | 'starts_at'>,
  now: Date,
): JobToQueue[] {
  if (!booking.email) return [];
  const runAt = new Date(booking.starts_at.getTime() - BOOKING_REMINDER_HOURS * 3_600_000);
  if (runAt.getTime() < now.getTime() + REMINDER_MIN_LEAD_MS) return [];
  const startsAt = booking.starts_at.toISOString();
  return [
    {
      name: REMINDER,
      payload: { booking_id: booking.id, starts_at: startsAt },
      options: { runAt, singletonKey: `${booking.id}:${startsAt}` },
    },
  ];
}

export function queueBookingEmail(
  tx: TenantTx,
  booking: Pick<BookingRow, 'id' | 'email'>,
  kind: GuestBookingEmailKind,
  version: string,
) {
  return enqueueJobs(tx, guestEmailJobs(booking, kind, version));
}

export function queueBookingReminder(
  tx: TenantTx,
  booking: Pick<BookingRow, 'id' | 'email' | 'starts_at'>,
  now: Date,
) {
  return enqueueJobs(tx, reminderJobs(booking, now));
}

/** The restaurant hears of a new online booking. */
const restaurantEmailJob = (booking: Pick<BookingRow, 'id'>): JobToQueue => ({
  name: RESTAURANT_EMAIL,
  payload: { booking_id: booking.id },
});

export function queueRestaurantBookingEmail(tx: TenantTx, booking: Pick<BookingRow, 'id'>) {
  return enqueueJobs(tx, [restaurantEmailJob(booking)]);
}

/**
 * A new online booking's jobs, in one statement (decision 085): the guest's email (confirmed or
 * requested, by its status), the reminder, and the restaurant's notice.
 */
export function queueNewBookingJobs(
  tx: TenantTx,
  booking: Pick<BookingRow, 'id' | 'email' | 'starts_at' | 'status'>,
  now: Date,
) {
  const kind = booking.status === 'confirmed' ? 'confirmed' : 'requested';
  return enqueueJobs(tx, [
    ...guestEmailJobs(booking, kind, 'new'),
    ...reminderJobs(booking, now),
    restaurantEmailJob(booking),
  ]);
}

async function guestMail(
  tx: TenantTx,
  publicUrl: string,
  bookingId: number,
  kind: GuestBookingEmailKind,
  stillDue: (booking: BookingRow) => boolean = () => true,
) {
  const booking = await findBookingById(tx, { id: bookingId });
  if (!booking?.email || !stillDue(booking)) return null;
  const restaurant = await findRestaurantWithHosts(tx, booking.restaurant_id);
  const events = await listBookingEvents(tx, booking.id);
  if (!restaurant) return null;
  const host = restaurant.hostnames[0];
  const origin = host ? siteOriginOf(publicUrl, host) : publicUrl;
  const a = restaurant.address;
  return guestBookingEmail(
    kind,
    booking,
    {
      name: restaurant.name,
      phone_number: restaurant.phone_number,
      time_zone: restaurant.time_zone,
      address: [`${a.address} ${a.street_number}`.trim(), `${a.cap} ${a.city}`.trim()]
        .filter(Boolean)
        .join(', '),
      manageUrl: `${origin}/${booking.language}/booking/${booking.public_id}`,
    },
    // Each change in the history is a new version of the calendar event.
    events.length,
  );
}

/** Registered when the app is built: the jobs module runs them, the bookings module owns them. */
export async function registerBookingJobs(jobs: JobRunner) {
  await jobs.registerJobHandler<{ booking_id: number; kind: GuestBookingEmailKind }>(
    GUEST_EMAIL,
    async (payload, ctx) => {
      const mail = await ctx.asActor((tx) =>
        guestMail(tx, ctx.config.publicUrl, payload.booking_id, payload.kind),
      );
      if (mail) await ctx.mail.send(mail);
    },
  );
  await jobs.registerJobHandler<{ booking_id: number; starts_at: string }>(
    REMINDER,
    async (payload, ctx) => {
      const mail = await ctx.asActor((tx) =>
        guestMail(
          tx,
          ctx.config.publicUrl,
          payload.booking_id,
          'reminder',
          (booking) =>
            (booking.status === 'confirmed' || booking.status === 'requested') &&
            booking.starts_at.toISOString() === payload.starts_at,
        ),
      );
      if (mail) await ctx.mail.send(mail);
    },
  );
  await jobs.registerJobHandler<{ booking_id: number }>(RESTAURANT_EMAIL, async (payload, ctx) => {
    const mail = await ctx.asActor(async (tx) => {
      const booking = await findBookingById(tx, { id: payload.booking_id });
      if (!booking) return null;
      const restaurant = await findRestaurantWithHosts(tx, booking.restaurant_id);
      if (!restaurant) return null;
      const to =
        restaurant.bookings_email ||
        restaurant.email ||
        (await findOwnerEmailOf(tx, restaurant.business_id));
      if (!to) return null;
      return restaurantBookingEmail(
        booking,
        restaurant,
        to,
        `${ctx.config.publicUrl}/dashboard/bookings`,
      );
    });
    if (mail) await ctx.mail.send(mail);
  });
}
