import type { TenantTx } from '../../db/tenant-scope';
import { findOwnerEmailOf } from '../contact/contact.service';
import type { JobRunner } from '../jobs/job-runner';
import { enqueueJobs, type JobToQueue } from '../jobs/jobs.service';
import { restaurantForMail } from '../restaurants/tenant-restaurants.service';
import { siteOriginOf } from '../sitemap/sitemap.service';
import { guestOrderEmail, restaurantOrderEmail } from './order-emails';
import { type OrderRow, orderForMailStatement } from './orders.repository';

const GUEST_EMAIL = 'order.guest-email';
const RESTAURANT_EMAIL = 'order.restaurant-email';
type GuestEmailKind = Parameters<typeof guestOrderEmail>[0];

/**
 * The emails an order sends, queued in its transaction (DESIGN.md §10: they go if and only if
 * the order's change commits, retried when the mail server refuses): the guest's confirmation and
 * the moves they need to know of, and the restaurant's notice of a new order.
 */
export async function queueOrderEmails(
  tx: TenantTx,
  order: Pick<OrderRow, 'id' | 'email' | 'status'>,
  what: 'placed' | 'moved',
) {
  if (order.status === 'awaiting_payment') return;
  const kind: GuestEmailKind | null =
    what === 'placed'
      ? order.status === 'accepted'
        ? 'accepted'
        : 'placed'
      : order.status === 'accepted' || order.status === 'rejected' || order.status === 'cancelled'
        ? order.status
        : null;
  const jobs: JobToQueue[] = [];
  if (kind && order.email) {
    // One email per order and kind, even if the move were queued twice.
    jobs.push({
      name: GUEST_EMAIL,
      payload: { order_id: order.id, kind },
      options: { singletonKey: `${order.id}:${kind}` },
    });
  }
  if (what === 'placed') jobs.push({ name: RESTAURANT_EMAIL, payload: { order_id: order.id } });
  // One statement for both: a new order pays one round trip for its emails (decision 090).
  await enqueueJobs(tx, jobs);
}

/** What an order's email is written from, in the job's tenant transaction (one statement). */
const orderForEmail = orderForMailStatement(restaurantForMail);

/** Registered when the app is built: the jobs module runs them, the orders module owns them. */
export async function registerOrderJobs(jobs: JobRunner) {
  await jobs.registerJobHandler<{ order_id: number; kind: GuestEmailKind }>(
    GUEST_EMAIL,
    async (payload, ctx) => {
      const mail = await ctx.asActor(async (tx) => {
        const found = await orderForEmail(tx, payload.order_id);
        if (!found?.order.email) return null;
        const { order, items, restaurant } = found;
        const host = restaurant.hostnames[0];
        const origin = host ? siteOriginOf(ctx.config.publicUrl, host) : ctx.config.publicUrl;
        return guestOrderEmail(payload.kind, order, items, {
          name: restaurant.name,
          phone_number: restaurant.phone_number,
          time_zone: restaurant.time_zone,
          trackingUrl: `${origin}/${order.language}/order/${order.public_id}`,
        });
      });
      if (mail) await ctx.mail.send(mail);
    },
  );
  await jobs.registerJobHandler<{ order_id: number }>(RESTAURANT_EMAIL, async (payload, ctx) => {
    const mail = await ctx.asActor(async (tx) => {
      const found = await orderForEmail(tx, payload.order_id);
      if (!found) return null;
      const { order, items, restaurant } = found;
      const to =
        restaurant.orders_email ||
        restaurant.email ||
        (await findOwnerEmailOf(tx, restaurant.business_id));
      if (!to) return null;
      return restaurantOrderEmail(
        order,
        items,
        restaurant,
        to,
        `${ctx.config.publicUrl}/dashboard/orders`,
      );
    });
    if (mail) await ctx.mail.send(mail);
  });
}
