import { eurosToCents } from '@coperto/shared/common/money';
import type { Order, OrderRefundBody } from '@coperto/shared/orders/order.schemas';
import { notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { paymentOfOrder, refundPayment } from '../payments/payments.service';
import { announceOrder } from './order-announcements';
import { insertOrderEvent, updateOrderStatus } from './orders.repository';
import { findVisibleOrder, readOrder } from './orders.service';

/**
 * Gives a card order's money back, all of it or a part (owner and manager): at the provider, then
 * in the order's payment state and history. Cancelling is a move of its own.
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
    const moved =
      refunded.status === 'refunded'
        ? await updateOrderStatus(
            tx,
            { id, from: current.status },
            { payment_status: 'refunded', updated_at: now },
          )
        : current;
    await insertOrderEvent(tx, {
      business_id: current.business_id,
      order_id: current.id,
      from_status: current.status,
      to_status: current.status,
      actor_kind: 'staff',
      actor_user_id: actor.userId,
      // The amount in details (the history shows it in the reader's language), the why as said.
      reason: body.reason || null,
      details: { refund_cents: cents },
      created_at: now,
    });
    const result = await readOrder(tx, actor, id);
    await announceOrder(tx, moved ?? current, 'order.updated');
    return result;
  });
}
