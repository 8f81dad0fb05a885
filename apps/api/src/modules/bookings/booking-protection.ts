import type { Booking, BookingProtection } from '@coperto/shared/bookings/booking.schemas';
import {
  type BookingProtectionStatus,
  freeCancellationUntil,
  type NoShowPolicy,
  noShowAmountCents,
  noShowPolicyApplies,
} from '@coperto/shared/bookings/no-show-policy';
import { centsToEuros } from '@coperto/shared/common/money';
import { weekdayOfDate } from '@coperto/shared/restaurants/opening-days';
import { localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/jobs.service';
import {
  chargeSavedCard,
  ensureBookingCheckout,
  expirePendingBookingPayment,
  openBookingPayment,
  type PaymentRow,
  paymentOfBooking,
  paymentsOfBookings,
  refundPayment,
  registerCheckoutPurpose,
  resizeBookingGuarantee,
} from '../payments/payments.service';
import { findRestaurant, findRestaurantWithHosts } from '../restaurants/tenant-restaurants.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import { announceBooking } from './booking-announcements';
import { refuse, releaseBookingCovers } from './booking-creation';
import { queueNewBookingJobs } from './booking-jobs';
import { type BookingPlace, loadBookingPlace } from './booking-place';
import { findOrCreateBookingSettings } from './booking-settings.repository';
import {
  type BookingRow,
  findBookingById,
  insertBookingEvents,
  updateBooking,
} from './bookings.repository';
import { offerFreedPlaces } from './waitlist-offers';

// No-show protection (decision 066): a booking the policy covers is held `requested` while the
// guest completes the provider's page (a card saved, or a deposit paid); the verified webhook
// confirms it, the provider's expiry or our timeout lets it go and frees its covers. A deposit
// goes back on a cancellation in time; a saved card is charged on a no-show, once.

const PURPOSE = 'booking';
/** Why a hold was let go, as the guest reads it (the manage page words its own sentence). */
const UNPAID_REASON = 'Garanzia non completata / Guarantee not completed';
/** What the history says of the guarantee, in both languages like the reasons above. */
const CARD_SAVED = 'Carta a garanzia registrata / Card guarantee saved';
const DEPOSIT_PAID = 'Caparra pagata / Deposit paid';
const NO_SHOW_CHARGED = 'No-show addebitato sulla carta / No-show charged to the card';
const NO_SHOW_REFUSED = 'Addebito del no-show rifiutato / No-show charge refused';
const PAYMENT_TIMEOUT = 'booking.payment-timeout';
const DEPOSIT_REFUND = 'booking.deposit-refund';
/** After the checkout's own expiry, time for the provider's late notice before letting go. */
const PAYMENT_GRACE_MS = 10 * 60_000;

/** Whether the policy covers this party at this time (the day in the restaurant's zone). */
export function policyCovers(
  policy: NoShowPolicy | null,
  place: BookingPlace,
  partySize: number,
  startsAt: Date,
): policy is NoShowPolicy {
  const day = localDateOf(place.restaurant.time_zone, startsAt.getTime());
  return noShowPolicyApplies(policy, partySize, weekdayOfDate(day));
}

/** Until when a booking held for the guest's card waits (the checkout's life, then our grace). */
export function paymentDueUntil(now: Date, checkoutMinutes: number) {
  return new Date(now.getTime() + checkoutMinutes * 60_000);
}

/**
 * Opens the booking's deposit or guarantee in its transaction, and the timeout that lets the hold
 * go should the provider's expiry notice never come.
 */
export async function openBookingProtection(
  tx: TenantTx,
  booking: BookingRow,
  policy: NoShowPolicy,
  account: string,
  now: Date,
) {
  const payment = await openBookingPayment(tx, {
    businessId: booking.business_id,
    bookingId: booking.id,
    kind: policy.mode === 'deposit' ? 'payment' : 'setup',
    account,
    amountCents: noShowAmountCents(policy, booking.party_size),
    now,
  });
  await enqueueJob(
    tx,
    PAYMENT_TIMEOUT,
    { booking_id: booking.id },
    { runAt: new Date(payment.expires_at.getTime() + PAYMENT_GRACE_MS) },
  );
  return payment;
}

function statusOf(payment: PaymentRow): BookingProtectionStatus {
  if (payment.kind === 'setup') {
    if (payment.status === 'saved') return 'saved';
    if (payment.status === 'paid') return 'charged';
    if (payment.status === 'failed') return 'charge_failed';
    return payment.status === 'pending' ? 'pending' : 'expired';
  }
  if (payment.status === 'refunded') return 'refunded';
  if (payment.status === 'paid') return 'paid';
  return payment.status === 'pending' ? 'pending' : 'expired';
}

/** The booking's guarantee or deposit as the guest's page and the dashboard show it. */
export function protectionOf(
  payment: PaymentRow | undefined,
  booking: Pick<BookingRow, 'starts_at'>,
  cancelHours: number,
): BookingProtection | null {
  if (!payment) return null;
  return {
    mode: payment.kind === 'setup' ? 'card_guarantee' : 'deposit',
    status: statusOf(payment),
    amount: centsToEuros(payment.amount_cents),
    refunded: centsToEuros(payment.refunded_cents),
    free_cancellation_until: freeCancellationUntil(booking.starts_at, cancelHours).toISOString(),
  };
}

/** For the dashboard: whether a no-show's card may be charged now, and a refusal's words. */
export function staffProtectionOf(
  payment: PaymentRow | undefined,
  booking: Pick<BookingRow, 'starts_at' | 'status'>,
  cancelHours: number,
): Booking['protection'] {
  const protection = protectionOf(payment, booking, cancelHours);
  if (!protection || !payment) return null;
  return {
    ...protection,
    chargeable:
      booking.status === 'no_show' && payment.kind === 'setup' && payment.status === 'saved',
    charge_failure: payment.failure_reason,
  };
}

/** The dashboard's view of each booking's guarantee or deposit, by booking id (one read each). */
export async function staffProtectionsOf(tx: TenantTx, rows: readonly BookingRow[]) {
  const result = new Map<number, Booking['protection']>();
  const first = rows[0];
  if (!first) return result;
  const payments = await paymentsOfBookings(
    tx,
    rows.map((b) => b.id),
  );
  const settings = await findOrCreateBookingSettings(tx, {
    businessId: first.business_id,
    restaurantId: first.restaurant_id,
  });
  for (const booking of rows) {
    result.set(
      booking.id,
      staffProtectionOf(payments.get(booking.id), booking, settings.guarantee_cancel_hours),
    );
  }
  return result;
}

/** The provider's page for a booking waiting for the guest's card, made once. */
export async function bookingPaymentPage(
  ctx: ServiceContext,
  booking: Pick<
    BookingRow,
    | 'id'
    | 'business_id'
    | 'restaurant_id'
    | 'public_id'
    | 'language'
    | 'email'
    | 'payment_due_until'
  >,
): Promise<string | null> {
  if (booking.payment_due_until === null) return null;
  const restaurant = await ctx.asTenant(booking.business_id, (tx) =>
    findRestaurantWithHosts(tx, booking.restaurant_id),
  );
  if (!restaurant) throw notFound('Booking');
  const host = restaurant.hostnames[0];
  const origin = host ? siteOriginOf(ctx.config.publicUrl, host) : ctx.config.publicUrl;
  // Paid, saved or abandoned, the guest comes back to the booking's own page, which reads the
  // state the provider's notice set.
  const page = `${origin}/${booking.language}/booking/${booking.public_id}`;
  return ensureBookingCheckout(ctx, booking.business_id, booking.id, {
    purpose: PURPOSE,
    description: `${restaurant.name} — ${booking.language === 'it' ? 'prenotazione' : 'booking'}`,
    customerEmail: booking.email,
    locale: booking.language,
    successUrl: page,
    cancelUrl: page,
  });
}

/** The provider confirmed the card or the deposit: the booking is the restaurant's now. */
async function bookingPaid(ctx: ServiceContext, tx: TenantTx, payment: PaymentRow) {
  if (payment.booking_id === null) return;
  const booking = await findBookingById(tx, { id: payment.booking_id });
  if (!booking) return;
  const now = ctx.clock.now();
  if (booking.status !== 'requested' || booking.payment_due_until === null) {
    // Cancelled meanwhile by the guest: a deposit taken after all goes back.
    if (booking.status === 'cancelled') await queueDepositRefund(tx, booking);
    return;
  }
  const restaurant = await findRestaurant(tx, booking.restaurant_id);
  if (!restaurant) return;
  const place = await loadBookingPlace(tx, restaurant, now);
  const status = place.settings.auto_confirm ? 'confirmed' : 'requested';
  const moved = await updateBooking(
    tx,
    { id: booking.id, from: 'requested' },
    { status, payment_due_until: null, updated_at: now },
  );
  if (!moved) return;
  await insertBookingEvents(tx, [
    {
      business_id: booking.business_id,
      booking_id: booking.id,
      from_status: 'requested',
      to_status: status,
      actor_kind: 'system',
      reason: payment.kind === 'setup' ? CARD_SAVED : DEPOSIT_PAID,
      created_at: now,
    },
  ]);
  await queueNewBookingJobs(tx, moved, now);
  await announceBooking(tx, moved, 'booking.updated');
}

/**
 * The guest did not complete the provider's page in time: the hold is cancelled and its covers
 * given back (to the waitlist too). From the provider's expiry notice, or from the timeout job.
 */
export async function letUnpaidBookingGo(ctx: ServiceContext, tx: TenantTx, bookingId: number) {
  const booking = await findBookingById(tx, { id: bookingId });
  if (booking?.status !== 'requested' || booking.payment_due_until === null) return;
  const now = ctx.clock.now();
  const moved = await updateBooking(
    tx,
    { id: booking.id, from: 'requested' },
    { status: 'cancelled', reason: UNPAID_REASON, payment_due_until: null, updated_at: now },
  );
  if (!moved) return;
  await expirePendingBookingPayment(tx, booking.id, now);
  const restaurant = await findRestaurant(tx, booking.restaurant_id);
  if (restaurant) {
    const place = await loadBookingPlace(tx, restaurant, now);
    await releaseBookingCovers(tx, place, booking);
    await offerFreedPlaces(tx, place, booking.service_starts_at, now);
  }
  await insertBookingEvents(tx, [
    {
      business_id: booking.business_id,
      booking_id: booking.id,
      from_status: 'requested',
      to_status: 'cancelled',
      actor_kind: 'system',
      reason: UNPAID_REASON,
      created_at: now,
    },
  ]);
  await announceBooking(tx, moved, 'booking.updated');
}

/**
 * A guest's change keeps the protection whole: a change the policy would now cover, on a booking
 * that has none, is refused (book anew or call); a deposit's party is fixed (it was paid for it);
 * a card guarantee not charged yet follows the party, the amount per person kept.
 */
export async function protectionOnGuestChange(
  tx: TenantTx,
  place: BookingPlace,
  policy: NoShowPolicy | null,
  booking: BookingRow,
  change: { party_size?: number; starts_at?: string },
  now: Date,
) {
  const party = change.party_size ?? booking.party_size;
  const startsAt = change.starts_at ? new Date(change.starts_at) : booking.starts_at;
  const field = party !== booking.party_size ? 'party_size' : 'starts_at';
  const payment = await paymentOfBooking(tx, booking.id);
  if (!payment || payment.status === 'expired') {
    if (policyCovers(policy, place, party, startsAt)) {
      refuse(
        field,
        'needs_guarantee',
        'This change needs a card guarantee or a deposit: book anew',
      );
    }
    return;
  }
  if (party === booking.party_size) return;
  if (payment.kind === 'payment') {
    refuse(
      'party_size',
      'needs_guarantee',
      'The deposit was paid for this party: call the restaurant',
    );
  }
  const perPerson = Math.round(payment.amount_cents / booking.party_size);
  await resizeBookingGuarantee(tx, booking.id, perPerson * party, now);
}

/**
 * A cancelled booking's deposit goes back (the guest cancelled in time, or the restaurant
 * cancelled): queued in the cancellation's transaction, made by a job, so a provider outage is
 * retried instead of lost. A hold cancelled before it was paid lets its payment go.
 */
export async function queueDepositRefund(
  tx: TenantTx,
  booking: Pick<BookingRow, 'id' | 'business_id'>,
) {
  await enqueueJob(
    tx,
    DEPOSIT_REFUND,
    { booking_id: booking.id, business_id: booking.business_id },
    { singletonKey: `${booking.id}` },
  );
}

/**
 * What a cancellation does to the booking's protection: a pending page is let go; a deposit
 * cancelled in time (or by the restaurant) goes back; a late cancellation keeps it; a saved card
 * is never charged for a cancellation.
 */
export async function protectionOnCancel(
  tx: TenantTx,
  booking: BookingRow,
  place: BookingPlace,
  by: 'guest' | 'staff',
  now: Date,
) {
  const payment = await paymentOfBooking(tx, booking.id);
  if (!payment) return;
  if (payment.status === 'pending') {
    await expirePendingBookingPayment(tx, booking.id, now);
    return;
  }
  const inTime =
    now < freeCancellationUntil(booking.starts_at, place.settings.guarantee_cancel_hours);
  if (payment.kind === 'payment' && payment.status === 'paid' && (by === 'staff' || inTime)) {
    await queueDepositRefund(tx, booking);
  }
}

/**
 * Charges a no-show's saved card the policy's amount (owners and managers). Made once: the
 * provider keys it by our payment, and a second call answers the first outcome.
 */
export async function chargeNoShow(
  ctx: ServiceContext,
  bookingId: number,
  read: (tx: TenantTx) => Promise<Booking>,
): Promise<Booking> {
  const actor = ctx.actor;
  const found = await ctx.asActor(async (tx) => {
    const booking = await findBookingById(tx, { id: bookingId });
    if (!booking || !actor || !worksAt(actor, booking.restaurant_id)) throw notFound('Booking');
    return { booking, payment: await paymentOfBooking(tx, booking.id) };
  });
  const { booking, payment } = found;
  if (payment?.kind !== 'setup') {
    throw ruleBroken('This booking has no card guarantee to charge', {
      booking: 'No card guarantee',
    });
  }
  if (payment.status === 'saved' && booking.status !== 'no_show') {
    throw ruleBroken('Only a no-show is charged', { booking: 'Not a no-show' });
  }
  const restaurant = await ctx.asActor((tx) => findRestaurant(tx, booking.restaurant_id));
  const { payment: charged, recorded } = await chargeSavedCard(
    ctx,
    booking.business_id,
    payment,
    `${restaurant?.name ?? ''} — no-show`.trim(),
  );
  return ctx.asActor(async (tx) => {
    if (recorded && actor) {
      // This call made the charge (a repeat finds it made): one line of history, with who.
      await insertBookingEvents(tx, [
        {
          business_id: booking.business_id,
          booking_id: booking.id,
          from_status: booking.status,
          to_status: booking.status,
          actor_kind: 'staff',
          actor_user_id: actor.userId,
          reason: charged.status === 'paid' ? NO_SHOW_CHARGED : NO_SHOW_REFUSED,
          created_at: charged.updated_at,
        },
      ]);
      const current = await findBookingById(tx, { id: booking.id });
      if (current) await announceBooking(tx, current, 'booking.updated');
    }
    return read(tx);
  });
}

/** Registered when the app is built: bookings are what 'booking' checkouts pay for. */
export async function registerBookingCheckouts(jobs: JobRunner) {
  await jobs.registerJobHandler<{ booking_id: number }>(PAYMENT_TIMEOUT, (payload, ctx) =>
    ctx.asActor((tx) => letUnpaidBookingGo(ctx, tx, payload.booking_id)),
  );
  await jobs.registerJobHandler<{ booking_id: number; business_id: number }>(
    DEPOSIT_REFUND,
    async (payload, ctx) => {
      const payment = await ctx.asActor((tx) => paymentOfBooking(tx, payload.booking_id));
      if (payment?.kind !== 'payment' || payment.status !== 'paid') return;
      const left = payment.amount_cents - payment.refunded_cents;
      // Throws while the provider is down: the job is retried with back-off.
      if (left > 0) await refundPayment(ctx, payload.business_id, payment, left);
    },
  );
  registerCheckoutPurpose(PURPOSE, {
    paid: bookingPaid,
    expired: async (ctx, tx, payment) => {
      if (payment.booking_id !== null) await letUnpaidBookingGo(ctx, tx, payment.booking_id);
    },
  });
}
