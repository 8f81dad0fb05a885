import type { DiscountReason } from '@coperto/shared/discounts/discount.constants';
import {
  isDiscountCodeShape,
  normalizeDiscountCode,
} from '@coperto/shared/discounts/discount-code';
import type { OrderType } from '@coperto/shared/orders/order-states';
import type { TenantTx } from '../../db/tenant-scope';
import { ruleBroken } from '../../shared/app-error';
import { findGuestForOffers } from '../guests/guests.service';
import {
  countGuestUses,
  type DiscountRow,
  findDiscountByCode,
  findDiscountById,
  findRedemptionOfOrder,
  insertRedemption,
  releaseRedemption,
  setRedemptionAmount,
  takesRestaurant,
  takeUse,
} from './discounts.repository';

/** What the checkout asks of a code: the order as priced so far, in the restaurant's tenant. */
export interface DiscountAsk {
  code: string;
  restaurantId: number;
  orderType: OrderType;
  /** The dishes' total: a discount never applies to the delivery fee. */
  subtotalCents: number;
  /** Lower case; null when not known yet (a quote without it) or never (a phone order). */
  email: string | null;
  now: Date;
}

export type DiscountCheck =
  | { ok: true; code: string; title: string; discountCents: number; row: DiscountRow }
  | { ok: false; reason: DiscountReason };

/** Cents off a subtotal: a percentage rounded half up, a fixed amount at most the subtotal. */
export function discountCentsOf(
  row: Pick<DiscountRow, 'is_percentage' | 'amount'>,
  subtotalCents: number,
): number {
  const off = row.is_percentage ? Math.round((subtotalCents * row.amount) / 10_000) : row.amount;
  return Math.max(0, Math.min(off, subtotalCents));
}

/**
 * Every rule of the code against this order, in the order a guest can act on: it exists here,
 * has started, has not ended, has uses left, fits the order, and (when the email is known) is
 * this guest's to use. Reads only: the quote shows it, the placement then takes the use.
 */
export async function checkDiscount(tx: TenantTx, ask: DiscountAsk): Promise<DiscountCheck> {
  const refuse = (reason: DiscountReason): DiscountCheck => ({ ok: false, reason });
  if (!isDiscountCodeShape(ask.code)) return refuse('discount_invalid');
  const row = await findDiscountByCode(tx, normalizeDiscountCode(ask.code));
  if (!row?.active || !(await takesRestaurant(tx, row.id, ask.restaurantId))) {
    return refuse('discount_invalid');
  }
  const now = ask.now.getTime();
  if (row.valid_from && row.valid_from.getTime() > now) return refuse('discount_not_yet_valid');
  if (row.valid_to && row.valid_to.getTime() <= now) return refuse('discount_expired');
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) {
    return refuse('discount_exhausted');
  }
  if (!row.order_types.includes(ask.orderType)) return refuse('discount_wrong_order_type');
  if (ask.subtotalCents < row.min_amount_cents) return refuse('discount_under_minimum');
  if (ask.email !== null) {
    if (row.email && row.email !== ask.email) return refuse('discount_personal');
    if (row.first_order_only) {
      const guest = await findGuestForOffers(tx, ask.email);
      if (guest && guest.orders_count > 0) return refuse('discount_first_order_only');
    }
    if (
      row.usage_limit_per_guest !== null &&
      (await countGuestUses(tx, row.id, ask.email)) >= row.usage_limit_per_guest
    ) {
      return refuse('discount_guest_limit');
    }
  }
  return {
    ok: true,
    code: row.code,
    title: row.title,
    discountCents: discountCentsOf(row, ask.subtotalCents),
    row,
  };
}

/** A use taken for an order about to be written; `recordDiscountUse` ties it to the order. */
export interface DiscountClaim {
  discountId: number;
  code: string;
  email: string;
  discountCents: number;
}

function refused(reason: DiscountReason): never {
  throw ruleBroken('The discount code cannot be used for this order', { discount_code: reason });
}

/**
 * Placing an order with a code: every rule checked, then one use taken under the code's row
 * lock (held to the order's commit), then the guest's uses counted again under that lock, so
 * neither the last use nor a guest's last use can be taken twice at once. A refusal is 422
 * `fields.discount_code` and the caller's transaction rolls everything back.
 */
export async function claimDiscount(tx: TenantTx, ask: DiscountAsk): Promise<DiscountClaim> {
  const personalWithoutEmail = ask.email === null;
  const check = await checkDiscount(tx, ask);
  if (!check.ok) refused(check.reason);
  // A personal code needs the email that proves whose order it is.
  if (personalWithoutEmail && check.row.email) refused('discount_personal');
  if (!(await takeUse(tx, check.row.id, ask.now))) refused('discount_exhausted');
  const email = ask.email ?? '';
  if (ask.email !== null && check.row.usage_limit_per_guest !== null) {
    // Counted again now that the lock is ours: a second order of the guest waited for it.
    if ((await countGuestUses(tx, check.row.id, email)) >= check.row.usage_limit_per_guest) {
      refused('discount_guest_limit');
    }
  }
  return {
    discountId: check.row.id,
    code: check.code,
    email,
    discountCents: check.discountCents,
  };
}

export async function recordDiscountUse(
  tx: TenantTx,
  claim: DiscountClaim,
  order: { id: number; business_id: number; restaurant_id: number; created_at: Date },
) {
  await insertRedemption(tx, {
    business_id: order.business_id,
    discount_id: claim.discountId,
    order_id: order.id,
    restaurant_id: order.restaurant_id,
    email: claim.email,
    amount_cents: claim.discountCents,
    created_at: order.created_at,
  });
}

/** A cancelled or rejected order gives its use back (decision 068); nothing without one. */
export function releaseDiscountUse(tx: TenantTx, orderId: number, now: Date) {
  return releaseRedemption(tx, orderId, now);
}

/**
 * The discount of an order whose dishes a staff member corrected: the code's percentage of the
 * new dishes, or its fixed amount up to them; 0 when the order used none.
 */
export async function correctedDiscountCents(
  tx: TenantTx,
  orderId: number,
  subtotalCents: number,
): Promise<number> {
  const use = await findRedemptionOfOrder(tx, orderId);
  if (!use) return 0;
  const row = await findDiscountById(tx, { id: use.discount_id });
  if (!row) return 0;
  const cents = discountCentsOf(row, subtotalCents);
  await setRedemptionAmount(tx, orderId, cents);
  return cents;
}
