import type {
  BookingAvailability,
  BookingAvailabilityQuery,
  ChangeBookingBody,
  CreateBookingBodySchema,
  PublicBooking,
  PublicBookingInfo,
  PublicBookingQuery,
} from '@coperto/shared/bookings/booking.schemas';
import { bookingTransitionTo, guestCanManage } from '@coperto/shared/bookings/booking-states';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict, notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import { CHECKOUT_MINUTES, paymentOfBooking } from '../payments/payments.service';
import { findRestaurant, type RestaurantRow } from '../restaurants/tenant-restaurants.service';
import { findRestaurantOfPublicKey } from '../sites/sites.service';
import { announceBooking } from './booking-announcements';
import { changeBookingRow } from './booking-changes';
import {
  createBookingWithHistory,
  dayTimesOn,
  refuse,
  releaseBookingCovers,
} from './booking-creation';
import { queueBookingEmail, queueNewBookingJobs } from './booking-jobs';
import {
  type BookingPlace,
  bookingClosedReasonOf,
  cardAccountOf,
  loadBookingPlace,
  noShowPolicyOf,
} from './booking-place';
import {
  bookingPaymentPage,
  openBookingProtection,
  paymentDueUntil,
  policyCovers,
  protectionOf,
  protectionOnCancel,
  protectionOnGuestChange,
} from './booking-protection';
import { bookableDates } from './booking-times';
import { manageUntilOf, toPublicBooking } from './booking-views';
import {
  type BookingRow,
  findBookingById,
  findBookingByPublicId,
  insertBookingEvents,
  listBookingEvents,
  updateBooking,
} from './bookings.repository';
import { offerFreedPlaces } from './waitlist-offers';

type CreateBookingInput = z.output<typeof CreateBookingBodySchema>;

/**
 * A restaurant's site names it by public key, as ordering does: a listed system read, then
 * everything in its tenant.
 */
async function inPublicRestaurant<T>(
  ctx: ServiceContext,
  publicKey: string,
  work: (tx: TenantTx, place: BookingPlace) => Promise<T>,
): Promise<T> {
  const restaurant = await findRestaurantOfPublicKey(ctx, publicKey);
  if (!restaurant) throw notFound('Restaurant');
  return ctx.asTenant(restaurant.business_id, async (tx) =>
    work(tx, await loadBookingPlace(tx, restaurant, ctx.clock.now())),
  );
}

/** What the booking page needs before asking anything. */
export function getPublicBookingInfo(
  ctx: ServiceContext,
  publicKey: string,
): Promise<PublicBookingInfo> {
  return inPublicRestaurant(ctx, publicKey, async (tx, place) => {
    const closed = bookingClosedReasonOf(place);
    const account = await cardAccountOf(ctx, tx, place.restaurant.business_id);
    return {
      available: closed === null,
      closed_reason: closed,
      time_zone: place.restaurant.time_zone,
      max_party_online: place.settings.max_party_online,
      days_ahead: place.settings.days_ahead,
      cutoff_minutes: place.settings.cutoff_minutes,
      phone_number: place.restaurant.phone_number,
      cancellation_policy: place.settings.cancellation_policy,
      no_show_policy: noShowPolicyOf(place, account),
    };
  });
}

/** Refuses a day the book is not open for: before today, or past the days ahead. */
function assertBookableDay(place: BookingPlace, date: string, now: Date) {
  if (!bookableDates(place.restaurant.time_zone, now, place.settings.days_ahead).includes(date)) {
    refuse('date', 'date_unavailable', 'Bookings are not open for this day');
  }
}

/**
 * The times of a day with room for the party. A party above the online maximum is told to call;
 * a day outside the book, or bookings closed, is a 422.
 */
export function getBookingAvailability(
  ctx: ServiceContext,
  publicKey: string,
  query: BookingAvailabilityQuery,
): Promise<BookingAvailability> {
  const now = ctx.clock.now();
  return inPublicRestaurant(ctx, publicKey, async (tx, place) => {
    if (bookingClosedReasonOf(place) !== null) {
      refuse('date', 'bookings_closed', 'The restaurant does not take bookings online');
    }
    assertBookableDay(place, query.date, now);
    const callInstead = query.party_size > place.settings.max_party_online;
    const day = callInstead
      ? []
      : await dayTimesOn(tx, place, query.date, now, place.settings.cutoff_minutes);
    return {
      date: query.date,
      time_zone: place.restaurant.time_zone,
      party_size: query.party_size,
      call_instead: callInstead,
      times: day.filter((time) => time.remaining >= query.party_size),
      full_times: day.filter((time) => time.remaining < query.party_size).map((time) => time.start),
    };
  });
}

async function publicView(tx: TenantTx, place: BookingPlace, booking: BookingRow, now: Date) {
  const events = await listBookingEvents(tx, booking.id);
  const payment = await paymentOfBooking(tx, booking.id);
  return toPublicBooking(booking, events, place.restaurant, place.settings, now, {
    protection: protectionOf(payment, booking, place.settings.guarantee_cancel_hours),
    payment_url:
      booking.payment_due_until !== null && payment?.status === 'pending'
        ? payment.checkout_url
        : null,
  });
}

/**
 * Books a table (DESIGN.md §10), all in one transaction of the restaurant's tenant: the
 * idempotency key, the rules, the covers, the guest, the booking, its emails and its live event.
 * Any refusal rolls all of it back, so bad input stores nothing.
 */
export async function createBooking(
  ctx: ServiceContext,
  publicKey: string,
  body: CreateBookingInput,
  idempotencyKey: string,
): Promise<KeyedAnswer<PublicBooking>> {
  const answer = await createBookingAnswer(ctx, publicKey, body, idempotencyKey);
  if (answer.body.protection?.status !== 'pending') return answer;
  // Held for the guest's card: the provider's page, made after the booking's transaction
  // committed (no row locked while the provider answers), once however often it is asked.
  const found = await findBookingByPublicId(ctx.system, answer.body.public_id);
  const booking =
    found && (await ctx.asTenant(found.business_id, (tx) => findBookingById(tx, { id: found.id })));
  if (!booking) return answer;
  await bookingPaymentPage(ctx, booking);
  return { ...answer, body: await getPublicBooking(ctx, answer.body.public_id, {}) };
}

function createBookingAnswer(
  ctx: ServiceContext,
  publicKey: string,
  body: CreateBookingInput,
  idempotencyKey: string,
): Promise<KeyedAnswer<PublicBooking>> {
  const now = ctx.clock.now();
  return inPublicRestaurant(ctx, publicKey, (tx, place) =>
    onceForKey(
      tx,
      {
        businessId: place.restaurant.business_id,
        operation: 'booking.create',
        key: idempotencyKey,
        // The restaurant is part of the request: the same key at another one is another booking.
        body: { restaurant: place.restaurant.id, ...body },
        now,
      },
      async (saveEarly) => {
        if (bookingClosedReasonOf(place) !== null) {
          refuse('starts_at', 'bookings_closed', 'The restaurant does not take bookings online');
        }
        if (body.party_size > place.settings.max_party_online) {
          refuse('party_size', 'party_too_large', 'For a party this large, call the restaurant');
        }
        // No-show protection (decision 066): the guest saw the policy before booking; the
        // booking waits for their card or deposit on the provider's page.
        const account = await cardAccountOf(ctx, tx, place.restaurant.business_id);
        const policy = noShowPolicyOf(place, account);
        const held =
          account !== null &&
          policyCovers(policy, place, body.party_size, new Date(body.starts_at)) &&
          policy;
        let answer: { statusCode: number; body: PublicBooking } | undefined;
        const { booking } = await createBookingWithHistory(
          tx,
          place,
          {
            source: 'online',
            startsAt: body.starts_at,
            partySize: body.party_size,
            guest: body.guest,
            notes: body.notes,
            language: body.language,
            marketingConsent: body.marketing_consent,
            privacyConsentAt: now,
            createdBy: null,
            ...(held && { paymentDueUntil: paymentDueUntil(now, CHECKOUT_MINUTES) }),
          },
          now,
          // Written before the covers are taken, so the covers' rows are held the least.
          async ({ booking: made, events }) => {
            if (held && account !== null) {
              // Its emails go once the provider confirms it (booking-protection.ts).
              await openBookingProtection(tx, made, held, account, now);
              return;
            }
            await queueNewBookingJobs(tx, made, now);
            // Nothing read back: the history is what was just written, and a booking not held
            // for a card has no payment yet (decision 079). Known now, the answer is the key's
            // before the covers are taken (decision 085).
            answer = {
              statusCode: 201,
              body: toPublicBooking(made, events, place.restaurant, place.settings, now),
            };
            await saveEarly(answer);
          },
        );
        await announceBooking(tx, booking, 'booking.created');
        // A booking held for a card reads the payment just opened.
        return answer ?? { statusCode: 201, body: await publicView(tx, place, booking, now) };
      },
    ),
  );
}

/**
 * The booking a manage link names, with its restaurant, in its own tenant; 404 for none, and for
 * a link opened on another restaurant's site (`public_key`).
 */
async function withPublicBooking<T>(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
  work: (tx: TenantTx, place: BookingPlace, booking: BookingRow) => Promise<T>,
): Promise<T> {
  const found = await findBookingByPublicId(ctx.system, publicId);
  if (!found) throw notFound('Booking');
  return ctx.asTenant(found.business_id, async (tx) => {
    const booking = await findBookingById(tx, { id: found.id });
    const restaurant: RestaurantRow | undefined =
      booking && (await findRestaurant(tx, booking.restaurant_id));
    if (!booking || !restaurant) throw notFound('Booking');
    if (site.public_key !== undefined && site.public_key !== restaurant.public_key) {
      throw notFound('Booking');
    }
    return work(tx, await loadBookingPlace(tx, restaurant, ctx.clock.now()), booking);
  });
}

export function getPublicBooking(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
): Promise<PublicBooking> {
  const now = ctx.clock.now();
  return withPublicBooking(ctx, publicId, site, (tx, place, booking) =>
    publicView(tx, place, booking, now),
  );
}

/** The guest may still change or cancel: an open booking, before the cut-off. */
function assertManageable(place: BookingPlace, booking: BookingRow, now: Date) {
  if (!guestCanManage(booking.status)) {
    refuse('status', 'not_changeable', `A booking that is ${booking.status} cannot be changed`);
  }
  if (now >= manageUntilOf(booking, place.settings.cutoff_minutes)) {
    refuse(
      'starts_at',
      'past_cutoff',
      'It is too late to change this booking online: call the restaurant',
    );
  }
}

/**
 * The guest's change from the manage link, by the same rules as booking: the old covers given
 * back and the new ones taken in one transaction, so a refused change keeps the booking as it was.
 */
export function changePublicBooking(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
  body: ChangeBookingBody,
): Promise<PublicBooking> {
  const now = ctx.clock.now();
  return withPublicBooking(ctx, publicId, site, async (tx, place, booking) => {
    assertManageable(place, booking, now);
    const account = await cardAccountOf(ctx, tx, place.restaurant.business_id);
    await protectionOnGuestChange(tx, place, noShowPolicyOf(place, account), booking, body, now);
    const updated = await changeBookingRow(tx, place, booking, body, now, { kind: 'guest' });
    return publicView(tx, place, updated, now);
  });
}

/** The guest cancels from the manage link, until the cut-off: the covers go back at once. */
export function cancelPublicBooking(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
): Promise<PublicBooking> {
  const now = ctx.clock.now();
  return withPublicBooking(ctx, publicId, site, async (tx, place, booking) => {
    assertManageable(place, booking, now);
    if (!bookingTransitionTo(booking, 'cancelled', 'guest')) {
      refuse('status', 'not_changeable', `A booking that is ${booking.status} cannot be cancelled`);
    }
    const updated = await updateBooking(
      tx,
      { id: booking.id, from: booking.status },
      { status: 'cancelled', updated_at: now },
    );
    if (!updated) throw conflict('The booking was changed meanwhile: look at it again');
    await releaseBookingCovers(tx, place, booking);
    await offerFreedPlaces(tx, place, booking.service_starts_at, now);
    // A deposit cancelled in time goes back; a late one is kept; a pending page is let go.
    await protectionOnCancel(tx, booking, place, 'guest', now);
    await insertBookingEvents(tx, [
      {
        business_id: booking.business_id,
        booking_id: booking.id,
        from_status: booking.status,
        to_status: 'cancelled',
        actor_kind: 'guest',
        created_at: now,
      },
    ]);
    await queueBookingEmail(tx, updated, 'cancelled', 'guest');
    await announceBooking(tx, updated, 'booking.updated');
    return publicView(tx, place, updated, now);
  });
}

/** The reminder's one click: the guest says they are coming. Saying it twice changes nothing. */
export function confirmPublicBooking(
  ctx: ServiceContext,
  publicId: string,
  site: PublicBookingQuery,
): Promise<PublicBooking> {
  const now = ctx.clock.now();
  return withPublicBooking(ctx, publicId, site, async (tx, place, booking) => {
    if (!guestCanManage(booking.status) || booking.starts_at <= now) {
      refuse('status', 'not_changeable', `A booking that is ${booking.status} cannot be confirmed`);
    }
    if (booking.guest_confirmed_at) return publicView(tx, place, booking, now);
    const updated = await updateBooking(
      tx,
      { id: booking.id, from: booking.status },
      { guest_confirmed_at: now, updated_at: now },
    );
    if (!updated) throw conflict('The booking was changed meanwhile: look at it again');
    await insertBookingEvents(tx, [
      {
        business_id: booking.business_id,
        booking_id: booking.id,
        from_status: booking.status,
        to_status: booking.status,
        actor_kind: 'guest',
        details: { guest_confirmed: { from: false, to: true } },
        created_at: now,
      },
    ]);
    await announceBooking(tx, updated, 'booking.updated');
    return publicView(tx, place, updated, now);
  });
}
