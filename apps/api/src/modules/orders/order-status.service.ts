import type { Order, OrderTransitionBody } from '@coperto/shared/orders/order.schemas';
import { holdsCapacity, transitionTo } from '@coperto/shared/orders/order-states';
import { conflict, notFound, ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { releaseKitchenPlace } from '../availability/availability.service';
import { releaseDiscountUse } from '../discounts/discount-checkout.service';
import { refundOrderGiftCards } from '../giftcards/giftcards.service';
import { announceOrder } from './order-announcements';
import { queueOrderEmails } from './order-jobs';
import { insertOrderEvent, updateOrderStatus } from './orders.repository';
import { findVisibleOrder, readOrder } from './orders.service';

/** How long after the order's time (or now, if later) a ready time may be. */
const READY_AT_MOST_MS = 24 * 60 * 60 * 1000;

/**
 * Moves an order along the shared state machine (DESIGN.md §10): only the moves it allows, with
 * the reason or ready time the move needs, recorded with who and when. A rejected or cancelled
 * order gives its place in the slot back.
 */
export function changeOrderStatus(
  ctx: ServiceContext,
  id: number,
  body: OrderTransitionBody,
): Promise<Order> {
  const actor = ctx.actor;
  if (!actor) throw notFound('Order');
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const order = await findVisibleOrder(tx, actor, id);
    const move = transitionTo(order, body.to);
    if (!move) {
      throw ruleBroken(`An order that is ${order.status} cannot become ${body.to}`, {
        to: 'Not allowed from the order’s state',
      });
    }
    if (move.requires === 'reason' && !body.reason) {
      throw ruleBroken('Say why: the guest reads it', { reason: 'Required' });
    }
    if (move.requires === 'ready_at') {
      if (!body.ready_at) throw ruleBroken('Say when it will be ready', { ready_at: 'Required' });
      const readyAt = new Date(body.ready_at).getTime();
      if (readyAt < now.getTime() - 60_000) {
        throw ruleBroken('The ready time has already passed', { ready_at: 'In the past' });
      }
      // The guest's tracking page shows it: a day after the order's time at most, not a typo's 2199.
      if (readyAt > Math.max(now.getTime(), order.slot_start.getTime()) + READY_AT_MOST_MS) {
        throw ruleBroken('The ready time is more than a day after the order’s time', {
          ready_at: 'Too far ahead',
        });
      }
    }
    const moved = await updateOrderStatus(
      tx,
      { id, from: order.status },
      {
        status: body.to,
        reason: move.requires === 'reason' ? (body.reason ?? null) : order.reason,
        ready_at: body.ready_at ? new Date(body.ready_at) : order.ready_at,
        updated_at: now,
      },
    );
    // Someone else moved it first: say so instead of moving it twice.
    if (!moved) throw conflict('The order was changed meanwhile: look at it again');
    if (holdsCapacity(order.status) && !holdsCapacity(body.to)) {
      await releaseKitchenPlace(tx, {
        businessId: order.business_id,
        restaurantId: order.restaurant_id,
        slotStart: order.slot_start,
      });
    }
    // A cancelled or rejected order gives its discount code's use back (decision 068), and what a
    // gift card paid goes back on the card (decision 071).
    if (body.to === 'cancelled' || body.to === 'rejected') {
      await releaseDiscountUse(tx, order.id, now);
      if (order.gift_card_cents > 0) {
        await refundOrderGiftCards(tx, {
          orderId: order.id,
          now,
          note: body.to === 'rejected' ? 'Order rejected' : 'Order cancelled',
        });
      }
    }
    await insertOrderEvent(tx, {
      business_id: order.business_id,
      order_id: order.id,
      from_status: order.status,
      to_status: body.to,
      actor_kind: 'staff',
      actor_user_id: actor.userId,
      reason: body.reason ?? null,
      created_at: now,
    });
    const result = await readOrder(tx, actor, id);
    await queueOrderEmails(tx, moved, 'moved');
    await announceOrder(tx, moved, 'order.updated');
    return result;
  });
}
