import type {
  Order,
  OrderItemsBodySchema,
  StaffOrderBodySchema,
} from '@coperto/shared/orders/order.schemas';
import type { OrderStatus } from '@coperto/shared/orders/order-states';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import { correctedDiscountCents } from '../discounts/discount-checkout.service';
import { refundOrderGiftCards } from '../giftcards/giftcards.service';
import { type KeyedAnswer, onceForKey } from '../idempotency/idempotency.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { announceOrder } from './order-announcements';
import { createOrder, numbered, priceLines, refuse, takeSlot, writeOrder } from './order-creation';
import { assertSellable, discountedBreakdownOf } from './order-pricing';
import { loadOrderingPlace } from './ordering-settings.service';
import { insertOrderEvent, listOrderItems, replaceOrderLines } from './orders.repository';
import { findVisibleOrder, readOrder } from './orders.service';

/** Lines may be corrected until the kitchen starts on them. */
const CORRECTABLE: readonly OrderStatus[] = ['received', 'accepted'];

/**
 * An order taken by staff on the phone or at the counter: the plan must include ordering, and
 * the slot, prices and capacity follow the online rules. Online ordering may be off or paused:
 * that stops guests, not the restaurant's own people.
 */
export async function createStaffOrder(
  ctx: ServiceContext,
  body: z.output<typeof StaffOrderBodySchema>,
  idempotencyKey: string,
): Promise<KeyedAnswer<Order>> {
  const actor = ctx.actor;
  const now = ctx.clock.now();
  const answer = await ctx.asActor(async (tx) => {
    const restaurant = await findRestaurant(tx, body.restaurant_id);
    if (!restaurant || !actor || !worksAt(actor, restaurant.id)) throw notFound('Restaurant');
    return onceForKey(
      tx,
      {
        businessId: restaurant.business_id,
        operation: 'order.staff',
        key: idempotencyKey,
        body,
        now,
      },
      async () => {
        const place = await loadOrderingPlace(tx, restaurant, now);
        if (!place.features.includes('ordering')) {
          refuse('restaurant_id', 'ordering_closed', 'The plan does not include ordering');
        }
        const order = await createOrder(
          tx,
          restaurant,
          place,
          {
            source: 'staff',
            type: body.type,
            slot: body.slot,
            items: body.items,
            customer: {
              name: body.customer.name,
              email: body.customer.email ?? null,
              phone: body.customer.phone ?? null,
            },
            deliveryAddress: body.delivery_address ?? null,
            notes: body.notes,
            paymentMethod: 'at_restaurant',
            language: body.language,
            marketingConsent: false,
            privacyConsentAt: null,
            createdBy: actor.userId,
            discountCode: body.discount_code || null,
          },
          now,
        );
        const entered = await readOrder(tx, actor, order.id);
        await announceOrder(tx, order, 'order.created');
        return { statusCode: 201, body: entered };
      },
    );
  });
  return numbered(ctx, answer);
}

/** A waiter's order for a seated party, as the floor module found the table and its party. */
export interface StaffTableOrderPlacement {
  restaurantId: number;
  tableId: number;
  /** The party's name (the walk-in's label, the booking's name) and the booking's phone. */
  customer: { name: string; phone: string | null };
  items: z.output<typeof OrderItemsBodySchema>['items'];
  notes: string;
  language: string;
  /** The key and the whole request it answers for (the table included). */
  idempotencyKey: string;
  request: unknown;
  /** Puts the written order on the party's bill, in the order's transaction (the floor's part). */
  attach: (tx: TenantTx, order: { id: number }) => Promise<void>;
  /** The floor's live event, after the order's own. */
  announce: (tx: TenantTx) => Promise<void>;
}

/**
 * A `table` order a waiter takes for the party at a table (issue 16): the guest's table order's
 * rules, prices and kitchen slot (as soon as possible), paid with the table's bill, accepted as
 * entered like every staff order. Ordering paused online stops guests, not the waiter.
 */
export async function createStaffTableOrder(
  ctx: ServiceContext,
  placement: StaffTableOrderPlacement,
): Promise<KeyedAnswer<Order>> {
  const actor = ctx.actor;
  const now = ctx.clock.now();
  const answer = await ctx.asActor(async (tx) => {
    const restaurant = await findRestaurant(tx, placement.restaurantId);
    if (!restaurant || !actor || !worksAt(actor, restaurant.id)) throw notFound('Restaurant');
    return onceForKey(
      tx,
      {
        businessId: restaurant.business_id,
        operation: 'order.staff-table',
        key: placement.idempotencyKey,
        body: placement.request,
        now,
      },
      async () => {
        const place = await loadOrderingPlace(tx, restaurant, now);
        if (!place.features.includes('ordering')) {
          refuse('restaurant_id', 'ordering_closed', 'The plan does not include ordering');
        }
        const pending = await writeOrder(
          tx,
          restaurant,
          place,
          {
            source: 'staff',
            type: 'table',
            slot: 'asap',
            items: placement.items,
            customer: {
              name: placement.customer.name,
              email: null,
              phone: placement.customer.phone,
            },
            deliveryAddress: null,
            notes: placement.notes,
            paymentMethod: 'at_restaurant',
            language: placement.language,
            marketingConsent: false,
            privacyConsentAt: null,
            createdBy: actor.userId,
            tableId: placement.tableId,
          },
          now,
        );
        await placement.attach(tx, pending.order);
        const order = await takeSlot(tx, pending);
        const entered = await readOrder(tx, actor, order.id);
        await announceOrder(tx, order, 'order.created');
        await placement.announce(tx);
        return { statusCode: 201, body: entered };
      },
    );
  });
  return numbered(ctx, answer);
}

const changedLine = (line: { name: string; variant_name: string | null; quantity: number }) => ({
  name: line.name,
  variant_name: line.variant_name,
  quantity: line.quantity,
});

/**
 * Staff correct an order the kitchen has not started (a line added, removed or changed):
 * priced again at its slot, with the change in its history.
 */
export function correctOrderItems(
  ctx: ServiceContext,
  id: number,
  body: z.output<typeof OrderItemsBodySchema>,
): Promise<Order> {
  const actor = ctx.actor;
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const order = await findVisibleOrder(tx, actor, id);
    if (!CORRECTABLE.includes(order.status)) {
      throw ruleBroken('The kitchen has started on this order: it can no longer change', {
        items: 'Not correctable in this state',
      });
    }
    const restaurant = await findRestaurant(tx, order.restaurant_id);
    if (!restaurant || !actor) throw notFound('Order');
    const place = await loadOrderingPlace(tx, restaurant, now);
    const before = await listOrderItems(tx, order.id);
    const feeLine = before.find((line) => line.kind === 'delivery_fee');
    const priced = await priceLines(tx, restaurant, place, {
      items: body.items,
      type: order.type,
      at: order.slot_start,
      language: order.language,
      // The fee agreed when the order was placed stays.
      zone: feeLine
        ? { name: '', postcodes: [], fee_cents: feeLine.gross_cents, min_order_cents: 0 }
        : undefined,
    });
    assertSellable(priced);
    // The order's code applies to the corrected dishes (its percentage, or its amount up to them).
    const discountCents = order.discount_code
      ? await correctedDiscountCents(tx, order.id, priced.subtotal_cents)
      : 0;
    const totalCents = priced.total_cents - discountCents;
    // A gift card never pays more than the corrected order: the excess goes back on the card,
    // and an order it paid in full is paid no more when it grows (decision 071).
    const giftCardCents = Math.min(order.gift_card_cents, totalCents);
    if (giftCardCents < order.gift_card_cents) {
      await refundOrderGiftCards(tx, {
        orderId: order.id,
        now,
        amountCents: order.gift_card_cents - giftCardCents,
        note: 'Order corrected',
      });
    }
    const paidByGiftCard = order.gift_card_cents > 0 && order.payment_method === 'at_restaurant';
    const paymentStatus = !paidByGiftCard
      ? order.payment_status
      : giftCardCents === totalCents
        ? 'paid'
        : 'unpaid';
    await replaceOrderLines(
      tx,
      order,
      priced.lines.map((line, position) => ({ ...line, position })),
      {
        subtotal_cents: priced.subtotal_cents,
        delivery_fee_cents: priced.delivery_fee_cents,
        discount_cents: discountCents,
        total_cents: totalCents,
        gift_card_cents: giftCardCents,
        payment_status: paymentStatus,
        vat_breakdown: discountedBreakdownOf(priced.lines, discountCents),
        updated_at: now,
      },
    );
    await insertOrderEvent(tx, {
      business_id: order.business_id,
      order_id: order.id,
      from_status: order.status,
      to_status: order.status,
      actor_kind: 'staff',
      actor_user_id: actor.userId,
      details: {
        before: before.filter((l) => l.kind === 'dish').map(changedLine),
        after: priced.lines.filter((l) => l.kind === 'dish').map(changedLine),
      },
      created_at: now,
    });
    const corrected = await readOrder(tx, actor, order.id);
    await announceOrder(tx, order, 'order.updated');
    return corrected;
  });
}
