import type {
  Booking,
  BookingList,
  BookingListQuery,
  BookingTransitionBody,
  ChangeBookingBody,
  GuestNotesBody,
  StaffBookingBodySchema,
} from '@coperto/shared/bookings/booking.schemas';
import {
  bookingTransitionTo,
  guestCanManage,
  holdsCovers,
  isTimelyBookingMove,
} from '@coperto/shared/bookings/booking-states';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import { type Actor, type ServiceContext, worksAt } from '../../shared/context';
import { countGuestOutcome, listGuestProfiles, updateGuestNotes } from '../guests/guests.service';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { announceBooking } from './booking-announcements';
import { changeBookingRow } from './booking-changes';
import { createBookingRow, refuse, releaseBookingCovers } from './booking-creation';
import { queueBookingEmail, queueBookingReminder } from './booking-jobs';
import { loadBookingPlace } from './booking-place';
import { chargeNoShow, protectionOnCancel, staffProtectionsOf } from './booking-protection';
import { type GuestProfile, toBooking, toBookingSummary } from './booking-views';
import {
  type BookingRow,
  findBookingById,
  insertBookingEvents,
  listBookingEvents,
  listBookingRows,
  totalsOfBookings,
  updateBooking,
} from './bookings.repository';
import { offerFreedPlaces } from './waitlist-offers';

/** The actor's restaurant, or 404 (another business's, or another restaurant for bound staff). */
async function findVisibleRestaurant(tx: TenantTx, actor: Actor | null, id: number) {
  const restaurant = await findRestaurant(tx, id);
  if (!restaurant || !actor || !worksAt(actor, restaurant.id)) throw notFound('Restaurant');
  return restaurant;
}

/** The actor's booking in the transaction's tenant; 404 for another's or another restaurant's. */
async function findVisibleBooking(tx: TenantTx, actor: Actor | null, id: number) {
  const booking = await findBookingById(tx, { id });
  if (!booking || !actor || !worksAt(actor, booking.restaurant_id)) throw notFound('Booking');
  return booking;
}

async function guestsOf(tx: TenantTx, rows: readonly BookingRow[]) {
  const ids = [...new Set(rows.flatMap((b) => (b.guest_id === null ? [] : [b.guest_id])))];
  const profiles = await listGuestProfiles(tx, ids);
  return new Map<number, GuestProfile>(profiles.map((p) => [p.id, p]));
}

/** The booking as staff see it at `now`: the moves due by then (decision 081). */
async function readBooking(
  tx: TenantTx,
  actor: Actor | null,
  id: number,
  now: Date,
): Promise<Booking> {
  const booking = await findVisibleBooking(tx, actor, id);
  const guests = await guestsOf(tx, [booking]);
  const events = await listBookingEvents(tx, booking.id);
  const protections = await staffProtectionsOf(tx, [booking]);
  return toBooking(
    booking,
    guests.get(booking.guest_id ?? 0) ?? null,
    events,
    now,
    protections.get(booking.id) ?? null,
  );
}

/** Charges a no-show's saved card, once (decision 066). */
export function chargeBookingNoShow(ctx: ServiceContext, id: number): Promise<Booking> {
  return chargeNoShow(ctx, id, (tx) => readBooking(tx, ctx.actor, id, ctx.clock.now()));
}

export function getBooking(ctx: ServiceContext, id: number): Promise<Booking> {
  return ctx.asActor((tx) => readBooking(tx, ctx.actor, id, ctx.clock.now()));
}

/**
 * The day's bookings (the host's list): a service's day in the restaurant's time zone, today
 * unless asked, in the evening's order; a service past midnight stays on the day it opened.
 */
export function listBookings(ctx: ServiceContext, query: BookingListQuery): Promise<BookingList> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findVisibleRestaurant(tx, ctx.actor, query.restaurant_id);
    const zone = restaurant.time_zone;
    const now = ctx.clock.now();
    const date = query.date ?? localDateOf(zone, now.getTime());
    const filter = {
      restaurantId: restaurant.id,
      from: new Date(instantOfWallClock(zone, date, 0)),
      to: new Date(instantOfWallClock(zone, addDaysToDate(date, 1), 0)),
      status: query.status,
      source: query.source,
      search: query.search,
    };
    const rows = await listBookingRows(tx, filter, {
      orderBy: query.orderByColumn,
      direction: query.orderByType,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const totals = await totalsOfBookings(tx, filter);
    const guests = await guestsOf(tx, rows);
    const protections = await staffProtectionsOf(tx, rows);
    return {
      items: rows.map((b) =>
        toBookingSummary(
          b,
          guests.get(b.guest_id ?? 0) ?? null,
          now,
          protections.get(b.id) ?? null,
        ),
      ),
      total: totals.count,
      page: query.page,
      limit: query.limit,
      date,
      now: now.toISOString(),
      totals: { bookings: totals.count, covers: totals.covers },
    };
  });
}

/**
 * A booking taken on the phone or a walk-in at the door: the plan must include bookings; online
 * bookings may be off, that stops guests, not the restaurant's own people. A phone booking keeps
 * the hours and the capacity (not the cut-off or the online maximum); a walk-in is seated now.
 */
export function createStaffBooking(
  ctx: ServiceContext,
  body: z.output<typeof StaffBookingBodySchema>,
  idempotencyKey: string,
): Promise<KeyedAnswer<Booking>> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Restaurant');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const restaurant = await findVisibleRestaurant(tx, actor, body.restaurant_id);
    return onceForKey(
      tx,
      {
        businessId: restaurant.business_id,
        operation: 'booking.staff-create',
        key: idempotencyKey,
        body,
        now,
      },
      async () => {
        const place = await loadBookingPlace(tx, restaurant, now);
        if (!place.features.includes('bookings')) {
          refuse(
            'restaurant_id',
            'bookings_closed',
            'The business’s plan does not include bookings',
          );
        }
        const booking = await createBookingRow(
          tx,
          place,
          {
            source: body.source,
            startsAt: body.starts_at,
            partySize: body.party_size,
            guest: {
              name: body.guest.name,
              email: body.guest.email ?? null,
              phone: body.guest.phone ?? null,
            },
            notes: body.notes,
            language: body.language,
            marketingConsent: false,
            privacyConsentAt: null,
            createdBy: actor.userId,
          },
          now,
        );
        if (booking.source === 'phone') {
          await queueBookingEmail(tx, booking, 'confirmed', 'new');
          await queueBookingReminder(tx, booking, now);
        }
        await announceBooking(tx, booking, 'booking.created');
        return { statusCode: 201, body: await readBooking(tx, actor, booking.id, now) };
      },
    );
  });
}

/**
 * A host changes a booking on the phone with the guest: time, party or notes, by the hours and the
 * capacity (not the online cut-off or maximum), while it is requested or confirmed.
 */
export function changeBooking(
  ctx: ServiceContext,
  id: number,
  body: ChangeBookingBody,
): Promise<Booking> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Booking');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const booking = await findVisibleBooking(tx, actor, id);
    if (!guestCanManage(booking.status)) {
      refuse('status', 'not_changeable', `A booking that is ${booking.status} cannot be changed`);
    }
    const restaurant = await findVisibleRestaurant(tx, actor, booking.restaurant_id);
    const place = await loadBookingPlace(tx, restaurant, now);
    await changeBookingRow(tx, place, booking, body, now, { kind: 'staff', userId: actor.userId });
    return readBooking(tx, actor, id, now);
  });
}

/**
 * The restaurant's notes on the booking's guest (allergies, preferences): kept on the guest, so
 * every booking of theirs shows them. A booking without a guest has nowhere to keep them (422).
 */
export function updateBookingGuestNotes(
  ctx: ServiceContext,
  id: number,
  body: GuestNotesBody,
): Promise<Booking> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Booking');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const booking = await findVisibleBooking(tx, actor, id);
    if (
      booking.guest_id === null ||
      !(await updateGuestNotes(tx, booking.guest_id, body.notes, now))
    ) {
      throw ruleBroken('This booking has no guest to keep notes on', { notes: 'No guest' });
    }
    return readBooking(tx, actor, id, now);
  });
}

/**
 * Moves a booking along the shared state machine (DESIGN.md §10): only the moves it allows, when
 * their time has come, with the reason a cancellation needs, recorded with who and when. A
 * cancelled booking gives its covers back; a completed one counts a visit of its guest, a no-show
 * a no-show.
 */
export function changeBookingStatus(
  ctx: ServiceContext,
  id: number,
  body: BookingTransitionBody,
): Promise<Booking> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Booking');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    await moveBookingStatus(tx, actor, id, body, now);
    return readBooking(tx, actor, id, now);
  });
}

/**
 * The same move inside the caller's transaction, announced as `booking.updated`: the floor seats
 * a booking and completes it when its table is freed, with the table's own change (decision 061).
 * A booking of another business, or of another restaurant for bound staff, is not found.
 */
export async function moveBookingStatus(
  tx: TenantTx,
  actor: Actor,
  id: number,
  body: BookingTransitionBody,
  now: Date,
): Promise<void> {
  const booking = await findVisibleBooking(tx, actor, id);
  const move = bookingTransitionTo(booking, body.to, 'staff');
  // Held for the guest's card or deposit: the provider's notice confirms it, not a host.
  if (!move || (body.to === 'confirmed' && booking.payment_due_until !== null)) {
    throw ruleBroken(`A booking that is ${booking.status} cannot become ${body.to}`, {
      to: 'Not allowed from the booking’s state',
    });
  }
  // Tomorrow's party seated, or a no-show before its time: a slip, refused (decision 081).
  if (!isTimelyBookingMove(body.to, booking.starts_at, now)) {
    refuse(
      'to',
      'too_early',
      `A booking at ${booking.starts_at.toISOString()} cannot become ${body.to} yet`,
    );
  }
  if (move.requires === 'reason' && !body.reason) {
    throw ruleBroken('Say why: the guest reads it', { reason: 'Required' });
  }
  const moved = await updateBooking(
    tx,
    { id, from: booking.status },
    {
      status: body.to,
      reason: move.requires === 'reason' ? (body.reason ?? null) : booking.reason,
      updated_at: now,
    },
  );
  // Someone else moved it first: say so instead of moving it twice.
  if (!moved) throw conflict('The booking was changed meanwhile: look at it again');
  if (holdsCovers(booking.status) && !holdsCovers(body.to)) {
    const restaurant = await findVisibleRestaurant(tx, actor, booking.restaurant_id);
    const place = await loadBookingPlace(tx, restaurant, now);
    await releaseBookingCovers(tx, place, booking);
    // A cancellation frees its places for the waitlist (a no-show keeps them: decision 060).
    await offerFreedPlaces(tx, place, booking.service_starts_at, now);
    // The restaurant cancelled: a deposit goes back, a pending card page is let go.
    await protectionOnCancel(tx, booking, place, 'staff', now);
  }
  if (booking.guest_id !== null && (body.to === 'completed' || body.to === 'no_show')) {
    await countGuestOutcome(
      tx,
      booking.guest_id,
      body.to === 'completed' ? 'visit' : 'no_show',
      now,
    );
  }
  await insertBookingEvents(tx, [
    {
      business_id: booking.business_id,
      booking_id: booking.id,
      from_status: booking.status,
      to_status: body.to,
      actor_kind: 'staff',
      actor_user_id: actor.userId,
      reason: body.reason ?? null,
      created_at: now,
    },
  ]);
  if (body.to === 'confirmed' || body.to === 'cancelled') {
    await queueBookingEmail(tx, moved, body.to, 'staff');
  }
  await announceBooking(tx, moved, 'booking.updated');
}
