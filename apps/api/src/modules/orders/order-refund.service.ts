import { eurosToCents } from '@coperto/shared/common/money';
import type { Order, OrderRefundBody } from '@coperto/shared/orders/order.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { giftCardTakenByOrder, refundOrderGiftCards } from '../giftcards/giftcards.service';
import { paymentOfOrder, refundPayment } from '../payments/payments.service';
import { announceOrder } from './order-announcements';
import { insertOrderEvent, updateOrderStatus } from './orders.repository';
import { findVisibleOrder, readOrder } from './orders.service';

type Actor = NonNullable<ServiceContext['actor']>;

/** The refund's line in the order's history, the amount in details (shown in the reader's language). */
function refundEvent(
  order: { id: number; business_id: number; status: Order['status'] },
  actor: Actor,
  body: OrderRefundBody,
  cents: number,
  now: Date,
) {
  return {
    business_id: order.business_id,
    order_id: order.id,
    from_status: order.status,
    to_status: order.status,
    actor_kind: 'staff' as const,
    actor_user_id: actor.userId,
    reason: body.reason || null,
    details: { refund_cents: cents },
    created_at: now,
  };
}

/**
 * An order a gift card paid in full (decision 071): its refund goes back on the card, all of it or
 * a part; once all of it is back, the order's payment is refunded.
 */
async function refundToGiftCard(
  ctx: ServiceContext,
  tx: TenantTx,
  actor: Actor,
  id: number,
  body: OrderRefundBody,
): Promise<Order> {
  const now = ctx.clock.now();
  const order = await findVisibleOrder(tx, actor, id);
  // No amount: all the card still has taken (a part may have gone back already).
  const cents =
    body.amount === undefined
      ? await giftCardTakenByOrder(tx, order.id)
      : eurosToCents(body.amount);
  const given = await refundOrderGiftCards(tx, { orderId: order.id, now, amountCents: cents });
  if (given <= 0 || given < cents) {
    throw ruleBroken('The gift card already has back more than is left to give', {
      amount: 'More than the gift card paid',
    });
  }
  const moved =
    (await giftCardTakenByOrder(tx, order.id)) === 0
      ? await updateOrderStatus(
          tx,
          { id, from: order.status },
          { payment_status: 'refunded', updated_at: now },
        )
      : order;
  await insertOrderEvent(tx, refundEvent(order, actor, body, given, now));
  const result = await readOrder(tx, actor, id);
  await announceOrder(tx, moved ?? order, 'order.updated');
  return result;
}

/**
 * Gives a card order's money back, all of it or a part (owner and manager): at the provider, then
 * in the order's payment state and history. What a gift card paid goes back on the card once the
 * card payment is refunded in full; an order the gift card paid alone is refunded to the card.
 * Cancelling is a move of its own.
 */
export async function refundOrder(
  ctx: ServiceContext,
  id: number,
  body: OrderRefundBody,
): Promise<Order> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Order');
  const { order, payment } = await ctx.asActor(async (tx) => {
    const order = await findVisibleOrder(tx, actor, id);
    return { order, payment: await paymentOfOrder(tx, order.id) };
  });
  if (!payment) {
    if (order.gift_card_cents > 0 && order.payment_status === 'paid') {
      return ctx.asActor((tx) => refundToGiftCard(ctx, tx, actor, id, body));
    }
    throw ruleBroken('This order was not paid by card', { amount: 'Nothing paid by card' });
  }
  const cents =
    body.amount === undefined
      ? payment.amount_cents - payment.refunded_cents
      : eurosToCents(body.amount);
  const refunded = await refundPayment(ctx, order.business_id, payment, cents);
  return ctx.asActor(async (tx) => {
    const now = ctx.clock.now();
    const current = await findVisibleOrder(tx, actor, id);
    const whole = refunded.status === 'refunded';
    // The card payment given back in full: the gift card's part goes back on the card too.
    const toCard = whole ? await refundOrderGiftCards(tx, { orderId: current.id, now }) : 0;
    const moved = whole
      ? await updateOrderStatus(
          tx,
          { id, from: current.status },
          { payment_status: 'refunded', updated_at: now },
        )
      : current;
    await insertOrderEvent(tx, refundEvent(current, actor, body, cents + toCard, now));
    const result = await readOrder(tx, actor, id);
    await announceOrder(tx, moved ?? current, 'order.updated');
    return result;
  });
}
