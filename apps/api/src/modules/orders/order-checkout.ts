import type { PublicOrder } from '@coperto/shared/orders/order.schemas';
import { transitionTo } from '@coperto/shared/orders/order-states';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { releaseKitchenPlace } from '../availability/availability.service';
import { releaseDiscountUse } from '../discounts/discount-checkout.service';
import { refundOrderGiftCards } from '../giftcards/giftcards.service';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/jobs.service';
import {
  ensureCheckout,
  expirePendingPayment,
  type PaymentRow,
  registerCheckoutPurpose,
} from '../payments/payments.service';
import { findRestaurantWithHosts } from '../restaurants/tenant-restaurants.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import { announceOrder } from './order-announcements';
import { queueOrderEmails } from './order-jobs';
import { findOrderSettings } from './ordering-settings.repository';
import {
  findOrderById,
  findOrderByPublicId,
  insertOrderEvent,
  updateOrderStatus,
} from './orders.repository';
import { getPublicOrder } from './orders.service';

/** Why an unpaid card order was let go, as the guest reads it. */
const UNPAID_REASON = 'Pagamento non completato / Payment not completed';

/**
 * A card order's payment page at the provider, made once (a retried checkout gets the same page);
 * answers the order as the guest sees it then, with its `payment_url`.
 */
export async function withPaymentPage(
  ctx: ServiceContext,
  order: PublicOrder,
): Promise<PublicOrder> {
  if (order.status !== 'awaiting_payment') return order;
  const found = await findOrderByPublicId(ctx.system, order.public_id);
  if (!found) throw notFound('Order');
  const [restaurant, row] = await ctx.asTenant(found.business_id, async (tx) => [
    await findRestaurantWithHosts(tx, found.restaurant_id),
    await findOrderById(tx, { id: found.id }),
  ]);
  if (!restaurant || !row) throw notFound('Order');
  const host = restaurant.hostnames[0];
  const origin = host ? siteOriginOf(ctx.config.publicUrl, host) : ctx.config.publicUrl;
  const noun = row.language === 'it' ? 'ordine n.' : 'order no.';
  // Paid or not, the guest comes back to the order's page: its cart is already empty, and the
  // page keeps a "pay now" button while the order waits for its payment.
  const orderPage = `${origin}/${row.language}/order/${order.public_id}`;
  await ensureCheckout(ctx, found.business_id, found.id, {
    purpose: 'order',
    description: `${restaurant.name} — ${noun} ${order.number}`,
    customerEmail: row.email,
    locale: row.language,
    successUrl: orderPage,
    cancelUrl: orderPage,
  });
  return getPublicOrder(ctx, order.public_id);
}

/** The verified payment confirms the order (DESIGN.md §10): then, and only then, the kitchen sees it. */
async function orderPaid(ctx: ServiceContext, tx: TenantTx, payment: PaymentRow) {
  if (payment.order_id === null) return;
  const order = await findOrderById(tx, { id: payment.order_id });
  if (!order || !transitionTo(order, 'received', 'system')) return;
  const settings = await findOrderSettings(tx, order.restaurant_id);
  const now = ctx.clock.now();
  const accepted = settings?.auto_accept === true;
  const moved = await updateOrderStatus(
    tx,
    { id: order.id, from: 'awaiting_payment' },
    {
      status: accepted ? 'accepted' : 'received',
      payment_status: 'paid',
      ready_at: accepted ? order.slot_start : null,
      updated_at: now,
    },
  );
  if (!moved) return;
  const event = {
    business_id: order.business_id,
    order_id: order.id,
    actor_kind: 'system' as const,
    created_at: now,
  };
  await insertOrderEvent(tx, { ...event, from_status: 'awaiting_payment', to_status: 'received' });
  if (accepted)
    await insertOrderEvent(tx, { ...event, from_status: 'received', to_status: 'accepted' });
  await queueOrderEmails(tx, moved, 'placed');
  await announceOrder(tx, moved, 'order.created');
}

/**
 * The guest did not pay in time: the order is let go and its slot's place given back. From the
 * provider's expiry notice, or from the timeout job when that notice never came.
 */
export async function letUnpaidOrderGo(ctx: ServiceContext, tx: TenantTx, orderId: number) {
  const order = await findOrderById(tx, { id: orderId });
  if (order?.status !== 'awaiting_payment') return;
  const now = ctx.clock.now();
  const moved = await updateOrderStatus(
    tx,
    { id: order.id, from: 'awaiting_payment' },
    { status: 'cancelled', reason: UNPAID_REASON, payment_status: 'unpaid', updated_at: now },
  );
  if (!moved) return;
  await expirePendingPayment(tx, order.id, now);
  await releaseDiscountUse(tx, order.id, now);
  // The gift card's part was taken at placing: it goes back on the card (decision 071).
  if (order.gift_card_cents > 0) {
    await refundOrderGiftCards(tx, { orderId: order.id, now, note: 'Order not paid' });
  }
  await releaseKitchenPlace(tx, {
    businessId: order.business_id,
    restaurantId: order.restaurant_id,
    slotStart: order.slot_start,
  });
  await insertOrderEvent(tx, {
    business_id: order.business_id,
    order_id: order.id,
    from_status: 'awaiting_payment',
    to_status: 'cancelled',
    actor_kind: 'system',
    reason: UNPAID_REASON,
    created_at: now,
  });
  // The guest's tracking stream hears it (the board reads it again and shows nothing new).
  await announceOrder(tx, moved, 'order.updated');
}

const PAYMENT_TIMEOUT = 'order.payment-timeout';
/** After the checkout's own expiry, time for Stripe's late notice before we let the order go. */
const PAYMENT_GRACE_MS = 10 * 60_000;

/**
 * A card order is let go if no verified payment came by its checkout's expiry (Stripe's
 * `checkout.session.expired` does the same; this covers a notice that never arrives).
 */
export async function queuePaymentTimeout(tx: TenantTx, orderId: number, expiresAt: Date) {
  await enqueueJob(
    tx,
    PAYMENT_TIMEOUT,
    { order_id: orderId },
    {
      runAt: new Date(expiresAt.getTime() + PAYMENT_GRACE_MS),
    },
  );
}

/** Orders are what 'order' checkouts pay for: registered when the app is built. */
export async function registerOrderCheckouts(jobs: JobRunner) {
  await jobs.registerJobHandler<{ order_id: number }>(PAYMENT_TIMEOUT, (payload, ctx) =>
    ctx.asActor((tx) => letUnpaidOrderGo(ctx, tx, payload.order_id)),
  );
  registerCheckoutPurpose('order', {
    paid: orderPaid,
    expired: async (ctx, tx, payment) => {
      if (payment.order_id !== null) await letUnpaidOrderGo(ctx, tx, payment.order_id);
    },
  });
}
