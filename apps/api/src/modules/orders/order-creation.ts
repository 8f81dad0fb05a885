import { randomBytes } from 'node:crypto';
import { ORDER_DAYS_AHEAD, type OrderRule } from '@coperto/shared/orders/order.constants';
import type {
  DeliveryAddress,
  OrderLineInput,
  PaymentMethod,
} from '@coperto/shared/orders/order.schemas';
import type { OrderStatus, OrderType } from '@coperto/shared/orders/order-states';
import { localDateOf, wallClockAt } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import {
  firstOpenSlot,
  isOfferedSlot,
  orderableDates,
  type SlotKey,
  takeKitchenPlace,
} from '../availability/availability.service';
import {
  claimDiscount,
  type DiscountClaim,
  recordDiscountUse,
} from '../discounts/discount-checkout.service';
import { holdCardForOrder, recordCardRedemption } from '../giftcards/giftcards.service';
import { recordGuestOrder } from '../guests/guests.service';
import type { KeyedAnswer } from '../idempotency/idempotency.service';
import { itemsForOrder } from '../menus/orderable-items.service';
import { openPayment } from '../payments/payments.service';
import {
  listRestaurantLanguages,
  type RestaurantRow,
} from '../restaurants/tenant-restaurants.service';
import { queuePaymentTimeout } from './order-checkout';
import {
  assertSellable,
  discountedBreakdownOf,
  type PricedOrder,
  priceOrder,
} from './order-pricing';
import { findVatRates } from './ordering-settings.repository';
import type { OrderingPlace } from './ordering-settings.service';
import {
  findOrderNumberByPublicId,
  insertOrder,
  type listOrderEvents,
  type OrderEventToWrite,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository';
import { kitchenOf } from './public-ordering.service';

export function refuse(field: string, rule: OrderRule, detail: string): never {
  throw ruleBroken(detail, { [field]: rule });
}

/** An order as a guest or a staff member asked for it, before the rules and prices. */
export interface OrderDraft {
  source: 'online' | 'staff';
  type: OrderType;
  slot: string;
  items: readonly OrderLineInput[];
  customer: { name: string; email: string | null; phone: string | null };
  deliveryAddress: DeliveryAddress | null;
  notes: string;
  paymentMethod: PaymentMethod;
  language: string;
  marketingConsent: boolean;
  privacyConsentAt: Date | null;
  /** The staff member who entered it. */
  createdBy: number | null;
  /** The table whose QR code the guest ordered from (a `table` order; decision 061). */
  tableId?: number | null;
  /** A discount code the guest typed: checked and its use taken here (decision 068). */
  discountCode?: string | null;
  /** A gift card that pays what the discount leaves, or part of it (decision 071). */
  giftCardCode?: string | null;
}

/** The delivery zone of the address's postcode; the order is refused outside every zone. */
export function zoneOf(place: OrderingPlace, type: OrderType, postcode: string | undefined) {
  if (type !== 'delivery') return null;
  const zone = place.settings.delivery_zones.find((z) => z.postcodes.includes(postcode ?? ''));
  if (!zone) refuse('delivery_address.cap', 'outside_zone', 'We do not deliver to this postcode');
  return zone;
}

/** The slot asked for, checked against the hours, the lead time and the days ahead. */
async function chosenSlot(tx: TenantTx, place: OrderingPlace, slot: string, now: Date) {
  const kitchen = kitchenOf(place, now);
  if (slot === 'asap') {
    const first = await firstOpenSlot(tx, kitchen, now, ORDER_DAYS_AHEAD);
    if (!first) refuse('slot', 'slot_unavailable', 'There is no time left to order for');
    return { start: new Date(first), asap: true };
  }
  const start = new Date(slot);
  const day = localDateOf(kitchen.timeZone, start.getTime());
  if (
    !isOfferedSlot(kitchen, start, now) ||
    !orderableDates(kitchen.timeZone, now, ORDER_DAYS_AHEAD + 1).includes(day)
  ) {
    refuse('slot', 'slot_unavailable', 'This time cannot be chosen: pick one of the times offered');
  }
  return { start, asap: false };
}

// Read once per process, not once per order (decision 052). The VAT rates are platform data that
// only a migration changes, and a migration restarts the processes.
let vatRatesOnce: ReadonlyMap<string, number> | null = null;

async function vatRatesOf(tx: TenantTx): Promise<ReadonlyMap<string, number>> {
  vatRatesOnce ??= await findVatRates(tx);
  return vatRatesOnce;
}

// A restaurant's languages, kept per process under the restaurant's version: changing them moves
// `last_updated` in the same transaction, and every order reads the restaurant row afresh, so a
// change is seen by the next order in every process. Bounded: cleared when it grows past a size.
const LANGUAGES_KEPT = 2_000;
const languagesByRestaurant = new Map<number, { version: number; languages: string[] }>();

async function languagesOf(tx: TenantTx, restaurant: RestaurantRow): Promise<string[]> {
  const version = restaurant.last_updated.getTime();
  const kept = languagesByRestaurant.get(restaurant.id);
  if (kept?.version === version) return kept.languages;
  const languages = await listRestaurantLanguages(tx, restaurant.id);
  if (languagesByRestaurant.size >= LANGUAGES_KEPT) languagesByRestaurant.clear();
  languagesByRestaurant.set(restaurant.id, { version, languages });
  return languages;
}

/** Prices lines from the menu for an order of this restaurant at this time (see order-pricing). */
export async function priceLines(
  tx: TenantTx,
  restaurant: RestaurantRow,
  place: OrderingPlace,
  q: {
    items: readonly OrderLineInput[];
    type: OrderType;
    at: Date;
    language: string;
    zone: ReturnType<typeof zoneOf> | undefined;
  },
): Promise<PricedOrder> {
  const items = await itemsForOrder(
    tx,
    restaurant.id,
    q.items.map((line) => line.item_id),
  );
  const vatRates = await vatRatesOf(tx);
  const languages = await languagesOf(tx, restaurant);
  return priceOrder({
    lines: q.items,
    items,
    type: q.type,
    slotClock: wallClockAt(restaurant.time_zone, q.at.getTime()),
    language: q.language,
    fallbackLanguage: languages[0] ?? q.language,
    vatRates,
    deliveryFee: q.zone
      ? { cents: q.zone.fee_cents, vatRate: place.settings.delivery_fee_vat_rate }
      : null,
  });
}

export function assertMinimum(
  place: OrderingPlace,
  zone: ReturnType<typeof zoneOf>,
  priced: PricedOrder,
) {
  const minimum = Math.max(place.settings.min_order_cents, zone?.min_order_cents ?? 0);
  if (priced.subtotal_cents < minimum) {
    refuse('items', 'under_minimum', `The minimum order is ${(minimum / 100).toFixed(2)} €`);
  }
}

/** What an order's history reads right after placing: built from what was written, not read back. */
export type PlacedEvent = Awaited<ReturnType<typeof listOrderEvents>>[number];

/**
 * An order written with everything that is its own (guest, row, lines, history, payment) but not
 * yet the slot's place, a row the slot's other orders share.
 */
export interface PendingOrder {
  order: OrderRow;
  lines: OrderItemRow[];
  events: PlacedEvent[];
  slotKey: SlotKey;
  ordersPerSlot: number;
}

/**
 * Writes an order inside the restaurant's tenant transaction: the zone, the slot, the prices from
 * the menu, the minimum, the guest, the order with a provisional number 0, its lines and history.
 * Nothing here locks a row another order needs, so orders of one restaurant write this part side
 * by side; `takeSlot` then takes the slot's place, as late as the caller can (decision 052).
 * Any refusal throws, and the caller's transaction rolls all of it back.
 */
export async function writeOrder(
  tx: TenantTx,
  restaurant: RestaurantRow,
  place: OrderingPlace,
  draft: OrderDraft,
  now: Date,
): Promise<PendingOrder> {
  const zone = zoneOf(place, draft.type, draft.deliveryAddress?.cap);
  const slot = await chosenSlot(tx, place, draft.slot, now);
  const priced = await priceLines(tx, restaurant, place, {
    items: draft.items,
    type: draft.type,
    at: slot.start,
    language: draft.language,
    zone,
  });
  assertSellable(priced);
  // The minimum is a takeaway's rule: at the table a coffee is an order like any other.
  if (draft.type !== 'table') assertMinimum(place, zone, priced);
  // Before the guest is recorded: a first-order code reads the guest's orders before this one.
  const claim: DiscountClaim | null = draft.discountCode
    ? await claimDiscount(tx, {
        code: draft.discountCode,
        restaurantId: restaurant.id,
        orderType: draft.type,
        subtotalCents: priced.subtotal_cents,
        email: draft.customer.email?.toLowerCase() ?? null,
        now,
      })
    : null;
  const discountCents = claim?.discountCents ?? 0;
  const totalCents = priced.total_cents - discountCents;
  // The card is locked here, after the code's row and before the slot's (one order of locks, no
  // deadlock), and held to the commit: what it pays stays true (decision 071).
  const cardHold =
    draft.giftCardCode && totalCents > 0
      ? await holdCardForOrder(tx, {
          code: draft.giftCardCode,
          restaurantId: restaurant.id,
          amountCents: totalCents,
          orderTotalCents: totalCents,
          now,
        })
      : null;
  const giftCardCents = cardHold?.amountCents ?? 0;
  const toPayCents = totalCents - giftCardCents;
  // Nothing left to pay: a card payment of 0 € cannot be made (Stripe refuses it). A gift card
  // that pays it all needs no other payment: the order is paid as it is placed.
  const paidByGiftCard = cardHold !== null && toPayCents === 0;
  if (draft.paymentMethod === 'card' && toPayCents <= 0 && !paidByGiftCard) {
    refuse('payment_method', 'payment_unavailable', 'Nothing is left to pay by card');
  }
  const guestId = await recordGuestOrder(tx, {
    businessId: restaurant.business_id,
    name: draft.customer.name,
    email: draft.customer.email,
    phone: draft.customer.phone,
    language: draft.language,
    marketingConsent: draft.marketingConsent,
    privacyConsentAt: draft.privacyConsentAt,
    now,
  });
  const card = draft.paymentMethod === 'card' && !paidByGiftCard;
  // Staff entering an order accept it as they take it; the restaurant may accept online ones.
  const accepted = !card && (draft.source === 'staff' || place.settings.auto_accept);
  const status: OrderStatus = card ? 'awaiting_payment' : accepted ? 'accepted' : 'received';
  const actorKind = draft.source === 'staff' ? 'staff' : 'guest';
  const history: OrderEventToWrite[] = [
    {
      created_at: now,
      from_status: null,
      to_status: card ? 'awaiting_payment' : 'received',
      actor_kind: actorKind,
      actor_user_id: draft.createdBy,
    },
  ];
  if (accepted) {
    // Automatic acceptance is the restaurant's rule, recorded as the system's move.
    history.push({
      created_at: now,
      from_status: 'received',
      to_status: 'accepted',
      actor_kind: draft.source === 'staff' ? 'staff' : 'system',
      actor_user_id: draft.createdBy,
    });
  }
  const { order, lines } = await insertOrder(
    tx,
    {
      business_id: restaurant.business_id,
      restaurant_id: restaurant.id,
      public_id: randomBytes(16).toString('base64url'),
      // Provisional: the commit gives the day's number (migration 0024, decision 091).
      number: 0,
      status,
      type: draft.type,
      source: draft.source,
      guest_id: guestId,
      customer_name: draft.customer.name,
      email: draft.customer.email ?? '',
      phone: draft.customer.phone ?? '',
      language: draft.language,
      delivery_address: draft.type === 'delivery' ? draft.deliveryAddress : null,
      notes: draft.notes,
      order_datetime: now,
      slot_start: slot.start,
      asap: slot.asap,
      ready_at: accepted ? slot.start : null,
      subtotal_cents: priced.subtotal_cents,
      delivery_fee_cents: priced.delivery_fee_cents,
      discount_cents: discountCents,
      discount_code: claim?.code ?? null,
      total_cents: totalCents,
      gift_card_cents: giftCardCents,
      gift_card_last4: cardHold?.last4 ?? null,
      vat_breakdown: discountedBreakdownOf(priced.lines, discountCents),
      // Paid all by a gift card: nothing to pay by card or at the restaurant.
      payment_method: paidByGiftCard ? 'at_restaurant' : draft.paymentMethod,
      payment_status: paidByGiftCard ? 'paid' : card ? 'pending' : 'unpaid',
      marketing_consent: draft.marketingConsent,
      privacy_consent_at: draft.privacyConsentAt,
      created_by: draft.createdBy,
      table_id: draft.tableId ?? null,
      updated_at: now,
    },
    priced.lines.map((line, position) => ({ ...line, position })),
    history,
  );
  if (claim) {
    await recordDiscountUse(tx, claim, {
      id: order.id,
      business_id: restaurant.business_id,
      restaurant_id: restaurant.id,
      created_at: now,
    });
  }
  if (cardHold) await recordCardRedemption(tx, cardHold, order.id, now);
  if (card) {
    // canTakeCards checked the account before an order could choose cards. The provider is asked
    // only for what the gift card leaves.
    const payment = await openPayment(tx, {
      businessId: restaurant.business_id,
      orderId: order.id,
      account: place.business.stripe_account_id ?? '',
      amountCents: toPayCents,
      now,
    });
    await queuePaymentTimeout(tx, order.id, payment.expires_at);
  }
  return {
    order,
    lines,
    // A staff member's name is not needed here: the guest's tracking view shows no names.
    events: history.map((event) => ({
      from_status: event.from_status ?? null,
      to_status: event.to_status,
      reason: null,
      details: null,
      created_at: now,
      actor_kind: event.actor_kind,
      actor_name: null,
      actor_surname: null,
    })),
    slotKey: {
      businessId: restaurant.business_id,
      restaurantId: restaurant.id,
      slotStart: slot.start,
    },
    ordersPerSlot: place.settings.orders_per_slot,
  };
}

/**
 * Takes one place of the order's slot: a row the restaurant's orders of that slot lock until
 * their commit, so the caller does this last. A full slot refuses. The day's number is given
 * inside COMMIT (migration 0024), so the order answers with it once committed (`numbered`).
 */
export async function takeSlot(tx: TenantTx, pending: PendingOrder): Promise<OrderRow> {
  if (!(await takeKitchenPlace(tx, pending.slotKey, pending.ordersPerSlot))) {
    refuse('slot', 'slot_full', 'This time has just filled up: choose another');
  }
  return pending.order;
}

/** An order written and given its slot in one go, for callers with nothing to add in between. */
export async function createOrder(
  tx: TenantTx,
  restaurant: RestaurantRow,
  place: OrderingPlace,
  draft: OrderDraft,
  now: Date,
): Promise<OrderRow> {
  return takeSlot(tx, await writeOrder(tx, restaurant, place, draft, now));
}

/**
 * The answer of an order just placed, with the number its commit gave it: read after the commit,
 * as it did not exist before. A replayed answer was stored before the commit too, and reads it
 * the same way. Refusals and answers without an order pass through.
 */
export async function numbered<T extends { public_id: string; number: number }>(
  ctx: ServiceContext,
  answer: KeyedAnswer<T>,
): Promise<KeyedAnswer<T>> {
  if (answer.statusCode !== 201 || answer.body.number !== 0) return answer;
  const number = await findOrderNumberByPublicId(ctx.system, answer.body.public_id);
  return number === undefined ? answer : { ...answer, body: { ...answer.body, number } };
}
