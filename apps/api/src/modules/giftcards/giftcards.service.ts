import { randomBytes } from 'node:crypto';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import {
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_DEFAULT_VALIDITY_MONTHS,
  giftCardActions,
} from '@coperto/shared/giftcards/giftcard.constants';
import type {
  AdjustGiftCardBody,
  ExtendGiftCardBody,
  GiftCard,
  GiftCardList,
  GiftCardListQuery,
  IssueGiftCardBody,
  RedeemGiftCardBody,
} from '@coperto/shared/giftcards/giftcard.schemas';
import {
  isValidShortCode,
  makeShortCode,
  normalizeShortCode,
} from '@coperto/shared/giftcards/giftcard-code';
import {
  CHECKOUT_GIFT_CARD_REASONS,
  type CheckoutGiftCardReason,
} from '@coperto/shared/orders/order.constants';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { AppError, badRequest, notFound } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import {
  findFirstRestaurant,
  findRestaurant,
  listRestaurantLanguages,
  type RestaurantRow,
} from '../restaurants/tenant-restaurants.service';
import { isPastExpiry, queueGiftCardEmail, queueGiftCardExpiry } from './giftcard-jobs';
import { lockCardWithBalance, refuseCard, writeLedgerEntry } from './giftcard-ledger';
import { toGiftCard, toGiftCardSummary } from './giftcard-views';
import {
  balanceOf,
  findGiftCardByCode,
  findGiftCardById,
  findGiftCardTemplateById,
  type GiftCardRow,
  type GiftCardTemplateRow,
  insertGiftCard,
  listGiftCardRows,
  listLedgerEntries,
  listLedgerEntriesOfOrder,
  type NewGiftCardRow,
  restaurantsOfTemplates,
  totalsOfGiftCards,
  updateGiftCard,
} from './giftcards.repository';

/** The hour of the delivery day a card's email goes, in the restaurant's zone. */
const DELIVERY_MINUTES = 9 * 60;

/** `2026-01-31` plus one month is `2026-02-28`: the day, capped at the month's last. */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A fresh code and link id (the code unique across every business, by its index). */
export function newCardKeys() {
  return {
    code: makeShortCode(GIFT_CARD_CODE_LENGTH, (n) => new Uint8Array(randomBytes(n))),
    unique_id: newPublicId(24),
  };
}

/**
 * Inserts a card with fresh keys; a clash of codes (about one in 2^54 per pair) is tried again in
 * a savepoint, so the transaction survives it.
 */
export async function insertCardWithKeys(
  tx: TenantTx,
  values: Omit<NewGiftCardRow, 'code' | 'unique_id'>,
): Promise<GiftCardRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction((inner) =>
        insertGiftCard(inner as TenantTx, { ...values, ...newCardKeys() }),
      );
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** The restaurant the actor works at (bound staff: only theirs), or 404. */
async function visibleRestaurant(ctx: ServiceContext, tx: TenantTx, id: number) {
  const restaurant = await findRestaurant(tx, id);
  if (!restaurant || !ctx.actor || !worksAt(ctx.actor, restaurant.id)) {
    throw notFound('Restaurant');
  }
  return restaurant;
}

/** Where a card may be used: its template's restaurants, or the one that sold it. */
async function acceptedRestaurantsOf(tx: TenantTx, card: GiftCardRow): Promise<number[]> {
  if (card.template_id === null) return [card.restaurant_id];
  const byTemplate = await restaurantsOfTemplates(tx, [card.template_id]);
  return byTemplate.get(card.template_id) ?? [card.restaurant_id];
}

/** The card as the dashboard reads it: with its ledger, balance and where it is accepted. */
export async function giftCardView(tx: TenantTx, card: GiftCardRow): Promise<GiftCard> {
  const ledger = await listLedgerEntries(tx, card.id);
  const accepted = await acceptedRestaurantsOf(tx, card);
  const template =
    card.template_id === null
      ? undefined
      : await findGiftCardTemplateById(tx, { id: card.template_id });
  return toGiftCard(card, {
    templateName: template?.name ?? null,
    acceptedRestaurantIds: accepted,
    ledger,
  });
}

/** A card of the caller's business; bound staff see the cards their restaurant sold or accepts. */
async function visibleCard(ctx: ServiceContext, tx: TenantTx, id: number) {
  const card = await findGiftCardById(tx, { id });
  if (!card || !ctx.actor) throw notFound('Gift card');
  if (!worksAt(ctx.actor, card.restaurant_id)) {
    const accepted = await acceptedRestaurantsOf(tx, card);
    if (!accepted.some((r) => worksAt(ctx.actor!, r))) throw notFound('Gift card');
  }
  return card;
}

// ---------------------------------------------------------------- reads

export function listGiftCards(
  ctx: ServiceContext,
  query: GiftCardListQuery,
): Promise<GiftCardList> {
  const actor = ctx.actor;
  if (!actor?.businessId) throw notFound('Business');
  return ctx.asActor(async (tx) => {
    const bound = actor.role === 'staff' ? actor.restaurantId : null;
    if (bound !== null && query.restaurant_id !== undefined && query.restaurant_id !== bound) {
      throw notFound('Restaurant');
    }
    const restaurantId = query.restaurant_id ?? bound ?? undefined;
    const restaurant =
      restaurantId !== undefined
        ? await visibleRestaurant(ctx, tx, restaurantId)
        : await findFirstRestaurant(tx, actor.businessId!);
    const zone = restaurant?.time_zone ?? 'Europe/Rome';
    const filter = {
      restaurantId,
      status: query.status,
      templateId: query.template_id,
      from: query.from ? new Date(instantOfWallClock(zone, query.from, 0)) : undefined,
      to: query.to ? new Date(instantOfWallClock(zone, addDaysToDate(query.to, 1), 0)) : undefined,
      search: query.search || undefined,
    };
    const rows = await listGiftCardRows(tx, filter, {
      orderBy: query.orderByColumn,
      direction: query.orderByType,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const totals = await totalsOfGiftCards(tx, filter);
    return {
      items: rows.map((r) =>
        toGiftCardSummary(r.card, { balanceCents: r.balance_cents, templateName: r.template_name }),
      ),
      total: totals.total,
      page: query.page,
      limit: query.limit,
      totals: {
        sold: centsToEuros(totals.sold),
        redeemed: centsToEuros(totals.redeemed),
        outstanding: centsToEuros(totals.outstanding),
      },
    };
  });
}

export function getGiftCard(ctx: ServiceContext, id: number) {
  return ctx.asActor(async (tx) => giftCardView(tx, await visibleCard(ctx, tx, id)));
}

/** The counter's look-up: a typed or scanned code of the caller's business. */
export function lookUpGiftCard(ctx: ServiceContext, code: string) {
  return ctx.asActor(async (tx) => {
    const card = await findGiftCardByCode(tx, normalizeShortCode(code));
    if (!card || card.status === 'cancelled') throw notFound('Gift card');
    return giftCardView(tx, await visibleCard(ctx, tx, card.id));
  });
}

// ---------------------------------------------------------------- issue

/** The template a card is issued from: the business's, accepted at the selling restaurant. */
async function templateFor(tx: TenantTx, id: number | null, restaurantId: number) {
  if (id === null) return null;
  const template = await findGiftCardTemplateById(tx, { id });
  if (!template) throw notFound('Gift card template');
  const accepted = (await restaurantsOfTemplates(tx, [id])).get(id) ?? [];
  if (!accepted.includes(restaurantId)) {
    refuseCard(
      'template_id',
      'giftcard_not_accepted_here',
      'This restaurant does not sell this template',
    );
  }
  return template;
}

/** The card's last day: as asked (after today), or the template's validity from today. */
export function expiryOf(
  asked: string | undefined,
  template: Pick<GiftCardTemplateRow, 'validity_months'> | null,
  today: string,
): string {
  if (asked !== undefined) {
    if (asked <= today) {
      throw badRequest('The card must be valid after today', {
        date_expired: 'A day after today',
      });
    }
    return asked;
  }
  return addMonthsToDate(today, template?.validity_months ?? GIFT_CARD_DEFAULT_VALIDITY_MONTHS);
}

/** When the email goes: now on `today` (or without a day), else at 9:00 of that day. */
export function deliveryInstantOf(
  zone: string,
  day: string | undefined,
  today: string,
  now: Date,
): Date {
  if (day === undefined || day === today) return now;
  return new Date(instantOfWallClock(zone, day, DELIVERY_MINUTES));
}

async function languageOf(tx: TenantTx, restaurant: RestaurantRow, asked: string | undefined) {
  if (asked) return asked;
  const [first] = await listRestaurantLanguages(tx, restaurant.id);
  return first ?? 'it';
}

export function issueGiftCard(
  ctx: ServiceContext,
  body: IssueGiftCardBody,
  idempotencyKey: string,
): Promise<KeyedAnswer<GiftCard>> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Restaurant');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const restaurant = await visibleRestaurant(ctx, tx, body.restaurant_id);
    return onceForKey(
      tx,
      {
        businessId: restaurant.business_id,
        operation: 'giftcard.issue',
        key: idempotencyKey,
        body,
        now,
      },
      async () => {
        const zone = restaurant.time_zone;
        const today = localDateOf(zone, now.getTime());
        const template = await templateFor(tx, body.template_id, restaurant.id);
        const dateExpired = expiryOf(body.date_expired, template, today);
        if (body.delivery_date !== undefined) {
          if (body.delivery_date < today || body.delivery_date > dateExpired) {
            throw badRequest('The email goes between today and the last valid day', {
              delivery_date: 'From today to the last valid day',
            });
          }
        }
        const language = await languageOf(tx, restaurant, body.language);
        const title =
          body.title ||
          (template
            ? template.title[language] || Object.values(template.title).find(Boolean) || ''
            : '') ||
          template?.name ||
          'Gift card';
        const card = await insertCardWithKeys(tx, {
          business_id: restaurant.business_id,
          restaurant_id: restaurant.id,
          template_id: template?.id ?? null,
          type: 'card',
          status: 'pending',
          title,
          description: body.description,
          customer_name: body.customer_name,
          phone_number: body.phone_number ?? null,
          email: body.email ?? null,
          send_email: body.send_email,
          message: body.message,
          amount_cents: eurosToCents(body.amount),
          min_amount_cents: eurosToCents(body.min_amount),
          is_percentage: false,
          date_expired: dateExpired,
          privacy: body.privacy,
          marketing: body.marketing,
          buyer_name: body.buyer_name,
          buyer_email: body.buyer_email ?? null,
          language,
          delivery_at: body.send_email
            ? deliveryInstantOf(zone, body.delivery_date, today, now)
            : null,
          sold_via: body.paid_with,
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
        });
        const issued = await writeLedgerEntry(
          tx,
          { card, balanceCents: 0 },
          {
            kind: 'issued',
            amountCents: card.amount_cents,
            note: body.paid_with === 'cash' ? 'Paid in cash' : 'Paid by card',
            restaurantId: restaurant.id,
            userId: actor.userId,
            now,
          },
        );
        if (issued.card.send_email && issued.card.delivery_at) {
          await queueGiftCardEmail(tx, issued.card, issued.card.delivery_at, 'first');
        }
        await queueGiftCardExpiry(tx, issued.card, zone);
        return { statusCode: 201, body: await giftCardView(tx, issued.card) };
      },
    );
  });
}

// ---------------------------------------------------------------- money moves

/** Checks a card can pay at `restaurantId` today; answers the zone it lives in. */
async function checkUsable(
  tx: TenantTx,
  card: GiftCardRow,
  restaurantId: number,
  now: Date,
  /** The field every refusal names: the checkout has one for the card. */
  field?: string,
) {
  if (card.status === 'pending' || card.status === 'cancelled') {
    refuseCard(field ?? 'code', 'giftcard_not_active', 'This gift card is not active');
  }
  const seller = await findRestaurant(tx, card.restaurant_id);
  const zone = seller?.time_zone ?? 'Europe/Rome';
  if (card.status === 'expired' || isPastExpiry(zone, card.date_expired, now)) {
    refuseCard(
      field ?? 'code',
      'giftcard_expired',
      `This gift card expired after ${card.date_expired}`,
    );
  }
  const accepted = await acceptedRestaurantsOf(tx, card);
  if (!accepted.includes(restaurantId)) {
    refuseCard(
      field ?? 'restaurant_id',
      'giftcard_not_accepted_here',
      'This restaurant does not accept this card',
    );
  }
  return zone;
}

/** Spend part or all of a card at the counter, once per Idempotency-Key. */
export function redeemGiftCard(
  ctx: ServiceContext,
  id: number,
  body: RedeemGiftCardBody,
  idempotencyKey: string,
): Promise<KeyedAnswer<GiftCard>> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Gift card');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const card = await visibleCard(ctx, tx, id);
    const restaurant = await visibleRestaurant(ctx, tx, body.restaurant_id);
    return onceForKey(
      tx,
      {
        businessId: card.business_id,
        operation: 'giftcard.redeem',
        key: idempotencyKey,
        body: { id, ...body },
        now,
      },
      async () => {
        const locked = await lockCardWithBalance(tx, card.id);
        await checkUsable(tx, locked.card, restaurant.id, now);
        const written = await writeLedgerEntry(tx, locked, {
          kind: 'redeemed',
          amountCents: -eurosToCents(body.amount),
          note: body.note,
          restaurantId: restaurant.id,
          userId: actor.userId,
          now,
        });
        return { statusCode: 200, body: await giftCardView(tx, written.card) };
      },
    );
  });
}

/** A correction by hand, either way, with its reason; never below 0, never on an expired card. */
export function adjustGiftCard(ctx: ServiceContext, id: number, body: AdjustGiftCardBody) {
  const actor = ctx.actor;
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const card = await visibleCard(ctx, tx, id);
    const locked = await lockCardWithBalance(tx, card.id);
    if (!giftCardActions(locked.card.status).adjust) {
      refuseCard(
        'amount',
        locked.card.status === 'expired' ? 'giftcard_expired' : 'giftcard_not_active',
        'Only an active or used card can be adjusted (extend an expired one first)',
      );
    }
    const written = await writeLedgerEntry(tx, locked, {
      kind: 'adjusted',
      amountCents: eurosToCents(body.amount),
      note: body.reason,
      userId: actor?.userId ?? null,
      now,
    });
    return giftCardView(tx, written.card);
  });
}

/**
 * The owner moves the last day later. An expired card gets back what its expiry wrote off, in an
 * adjustment that says so; a new expiry job waits for the new day.
 */
export function extendGiftCard(ctx: ServiceContext, id: number, body: ExtendGiftCardBody) {
  const actor = ctx.actor;
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const card = await visibleCard(ctx, tx, id);
    const locked = await lockCardWithBalance(tx, card.id);
    if (!giftCardActions(locked.card.status).extend) {
      refuseCard('date_expired', 'giftcard_not_active', 'This gift card is not active');
    }
    const seller = await findRestaurant(tx, locked.card.restaurant_id);
    const zone = seller?.time_zone ?? 'Europe/Rome';
    const today = localDateOf(zone, now.getTime());
    if (body.date_expired <= today || body.date_expired <= locked.card.date_expired) {
      throw badRequest('Extend to a day after today and after the current last day', {
        date_expired: 'After today and after the current last day',
      });
    }
    const ledger = await listLedgerEntries(tx, locked.card.id);
    const lastExpiry = [...ledger].reverse().find((r) => r.entry.kind === 'expired');
    const restored =
      locked.card.status === 'expired' && lastExpiry ? -lastExpiry.entry.amount_cents : 0;
    const moved = await updateGiftCard(tx, locked.card.id, {
      date_expired: body.date_expired,
      // An expired card's state follows its restored balance (the entry below moves it).
      ...(locked.card.status === 'expired' && restored === 0
        ? { status: 'redeemed' as const }
        : {}),
      updated_at: now,
    });
    const written = await writeLedgerEntry(
      tx,
      { card: moved, balanceCents: locked.balanceCents },
      {
        kind: 'adjusted',
        amountCents: restored,
        note: `Valid until ${body.date_expired} (was ${locked.card.date_expired})`,
        userId: actor?.userId ?? null,
        now,
      },
    );
    await queueGiftCardExpiry(tx, written.card, zone);
    return giftCardView(tx, written.card);
  });
}

/** The card's email again, now, to the recipient (and the buyer's copy). */
export function resendGiftCard(ctx: ServiceContext, id: number) {
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const card = await visibleCard(ctx, tx, id);
    if (card.status !== 'active') {
      refuseCard('code', 'giftcard_not_active', 'Only an active card is sent');
    }
    if (!card.email) {
      throw badRequest('The card has no email to send it to', { email: 'No email' });
    }
    await queueGiftCardEmail(tx, card, now, `resend:${now.getTime()}`);
    return { detail: 'The gift card email is on its way' };
  });
}

// ---------------------------------------------------------------- orders

export interface OrderRedemption {
  cardId: number;
  /** What the card paid, cents: at most what was asked and what it held. */
  amountCents: number;
  /** What is left on the card. */
  balanceCents: number;
  /** The code's last four characters, as the order shows the card (`···ABCD`). */
  last4: string;
}

/** What the checkout's quote reads about a card (decision 071): nothing is locked or written. */
export type OrderCardCheck =
  | { ok: true; amountCents: number; balanceCents: number; last4: string }
  | { ok: false; reason: CheckoutGiftCardReason };

/** A card by the code a guest typed: a mistyped code (its check character) never asks the database. */
async function cardByTypedCode(tx: TenantTx, typed: string) {
  if (!isValidShortCode(typed, GIFT_CARD_CODE_LENGTH)) return undefined;
  return findGiftCardByCode(tx, normalizeShortCode(typed));
}

/**
 * Whether a card can pay an order, and how much of `amountCents` (the order's total) it would pay:
 * the same rules as `redeemForOrder`, for the quote, answered as a reason instead of a throw.
 */
export async function checkCardForOrder(
  tx: TenantTx,
  q: {
    code: string;
    restaurantId: number;
    amountCents: number;
    orderTotalCents: number;
    now: Date;
  },
): Promise<OrderCardCheck> {
  const card = await cardByTypedCode(tx, q.code);
  if (!card) return { ok: false, reason: 'giftcard_not_found' };
  try {
    await checkUsable(tx, card, q.restaurantId, q.now, 'gift_card_code');
  } catch (error) {
    const reason = error instanceof AppError ? error.fields?.gift_card_code : undefined;
    if (reason && (CHECKOUT_GIFT_CARD_REASONS as readonly string[]).includes(reason)) {
      return { ok: false, reason: reason as CheckoutGiftCardReason };
    }
    throw error;
  }
  if (q.orderTotalCents < card.min_amount_cents) {
    return { ok: false, reason: 'giftcard_below_minimum' };
  }
  const balance = await balanceOf(tx, card.id);
  if (balance <= 0) return { ok: false, reason: 'giftcard_insufficient_balance' };
  return {
    ok: true,
    amountCents: Math.max(0, Math.min(q.amountCents, balance)),
    balanceCents: balance,
    last4: card.code.slice(-4),
  };
}

/** A card locked for an order being written: what it will pay, known before the order's row. */
export interface OrderCardHold {
  locked: Awaited<ReturnType<typeof lockCardWithBalance>>;
  restaurantId: number;
  amountCents: number;
  last4: string;
}

/**
 * Locks a card for an order and decides what it pays (decision 071), before the order is
 * written: the lock is held to the commit, so the amount stays true until `recordCardRedemption`
 * writes it. Two orders at once cannot both spend the card's last euro: the second waits here and
 * then finds it empty. Refuses (422, field `gift_card_code`) an unknown, mistyped, inactive,
 * expired or foreign card, an empty one, an order below the card's minimum, or one at a
 * restaurant that does not accept it.
 */
export async function holdCardForOrder(
  tx: TenantTx,
  q: {
    code: string;
    restaurantId: number;
    /** What the order would like the card to pay, cents. */
    amountCents: number;
    /** The order's total, for the card's minimum. */
    orderTotalCents: number;
    now: Date;
  },
): Promise<OrderCardHold> {
  const found = await cardByTypedCode(tx, q.code);
  if (!found) refuseCard('gift_card_code', 'giftcard_not_found', 'No gift card has this code');
  const locked = await lockCardWithBalance(tx, found.id);
  await checkUsable(tx, locked.card, q.restaurantId, q.now, 'gift_card_code');
  if (q.orderTotalCents < locked.card.min_amount_cents) {
    refuseCard('gift_card_code', 'giftcard_below_minimum', 'The order is below the card’s minimum');
  }
  const amount = Math.min(q.amountCents, locked.balanceCents);
  if (amount <= 0) {
    refuseCard('gift_card_code', 'giftcard_insufficient_balance', 'The card has nothing left');
  }
  return {
    locked,
    restaurantId: q.restaurantId,
    amountCents: amount,
    last4: locked.card.code.slice(-4),
  };
}

/** Writes a held card's payment of the order, as a `redeemed` entry naming the order. */
export async function recordCardRedemption(
  tx: TenantTx,
  hold: OrderCardHold,
  orderId: number,
  now: Date,
): Promise<OrderRedemption> {
  const written = await writeLedgerEntry(tx, hold.locked, {
    kind: 'redeemed',
    amountCents: -hold.amountCents,
    restaurantId: hold.restaurantId,
    orderId,
    now,
  });
  return {
    cardId: hold.locked.card.id,
    amountCents: hold.amountCents,
    balanceCents: written.balanceCents,
    last4: hold.last4,
  };
}

/**
 * Pays part or all of an existing order with a card, in the order's own transaction
 * (decision 067): `holdCardForOrder` and `recordCardRedemption` in one go.
 */
export async function redeemForOrder(
  tx: TenantTx,
  q: {
    code: string;
    restaurantId: number;
    orderId: number;
    amountCents: number;
    orderTotalCents: number;
    now: Date;
  },
): Promise<OrderRedemption> {
  const hold = await holdCardForOrder(tx, q);
  return recordCardRedemption(tx, hold, q.orderId, q.now);
}

/**
 * Gives back to a card what an order took from it (the order cancelled or refunded), once: what
 * was already given back for the order is not given again. `amountCents` gives back only that
 * much (a correction that lowered the order below what the card paid); all of it otherwise.
 */
export async function refundForOrder(
  tx: TenantTx,
  q: { cardId: number; orderId: number; now: Date; amountCents?: number; note?: string },
): Promise<number> {
  const locked = await lockCardWithBalance(tx, q.cardId);
  const entries = await listLedgerEntries(tx, q.cardId);
  const owed = -entries
    .filter((r) => r.entry.order_id === q.orderId)
    .reduce((sum, r) => sum + r.entry.amount_cents, 0);
  const amount = Math.min(owed, q.amountCents ?? owed);
  if (amount <= 0) return 0;
  await writeLedgerEntry(tx, locked, {
    kind: 'refunded',
    amountCents: amount,
    restaurantId: null,
    orderId: q.orderId,
    note: q.note ?? 'Order cancelled',
    now: q.now,
  });
  return amount;
}

/**
 * Gives back what an order took from gift cards (decision 071): all of it (the order cancelled,
 * rejected, let go unpaid or refunded) or `amountCents` of it. Answers the cents given back.
 */
export async function refundOrderGiftCards(
  tx: TenantTx,
  q: { orderId: number; now: Date; amountCents?: number; note?: string },
): Promise<number> {
  const entries = await listLedgerEntriesOfOrder(tx, q.orderId);
  const cardIds = [...new Set(entries.map((e) => e.card_id))].sort((a, b) => a - b);
  let left = q.amountCents ?? Number.POSITIVE_INFINITY;
  let given = 0;
  for (const cardId of cardIds) {
    if (left <= 0) break;
    const back = await refundForOrder(tx, {
      cardId,
      orderId: q.orderId,
      now: q.now,
      ...(Number.isFinite(left) ? { amountCents: left } : {}),
      ...(q.note ? { note: q.note } : {}),
    });
    given += back;
    left -= back;
  }
  return given;
}

/** What gift cards still hold of an order's payment: taken less given back, cents. */
export async function giftCardTakenByOrder(tx: TenantTx, orderId: number): Promise<number> {
  const entries = await listLedgerEntriesOfOrder(tx, orderId);
  return -entries.reduce((sum, e) => sum + e.amount_cents, 0);
}
