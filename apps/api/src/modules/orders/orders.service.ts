import { centsToEuros } from '@coperto/shared/common/money';
import type {
  Order,
  OrderList,
  OrderListQuery,
  PublicOrder,
} from '@coperto/shared/orders/order.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, notFound } from '../../shared/app-error';
import { type Actor, type ServiceContext, worksAt } from '../../shared/context';
import { giftCardTakenByOrder } from '../giftcards/giftcards.service';
import { paymentOfOrder } from '../payments/payments.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { toOrder, toOrderSummary, toPublicOrder } from './order-views';
import {
  findOrderById,
  findOrderByPublicId,
  listOrderEvents,
  listOrderItems,
  listOrders as listOrderRows,
  type OrderFilter,
  type OrderRow,
  tableNamesOf,
  totalsOfOrders,
} from './orders.repository';

/** The longest range the list reads at once: a year, as spec §9's lists default to. */
const MAX_RANGE_DAYS = 366;

/** The actor's order in the transaction's tenant; 404 for another's or another restaurant's. */
export async function findVisibleOrder(tx: TenantTx, actor: Actor | null, id: number) {
  const order = await findOrderById(tx, { id });
  if (!order || !actor || !worksAt(actor, order.restaurant_id)) throw notFound('Order');
  return order;
}

/**
 * What went back to the guest: what the card payment gave back, or for an order a gift card paid
 * alone (decision 071), what went back on the gift card.
 */
async function refundedCentsOf(tx: TenantTx, order: OrderRow): Promise<number> {
  if (order.payment_method === 'card') {
    return (await paymentOfOrder(tx, order.id))?.refunded_cents ?? 0;
  }
  if (order.gift_card_cents > 0 && order.gift_card_cents === order.total_cents) {
    return order.gift_card_cents - (await giftCardTakenByOrder(tx, order.id));
  }
  return 0;
}

/** The whole order with its lines, history and what was given back. */
export async function readOrder(tx: TenantTx, actor: Actor | null, id: number): Promise<Order> {
  const order = await findVisibleOrder(tx, actor, id);
  const items = await listOrderItems(tx, order.id);
  const events = await listOrderEvents(tx, order.id);
  const refunded = await refundedCentsOf(tx, order);
  const tables = await tableNamesOf(tx, [order]);
  const tableName = order.table_id === null ? null : (tables.get(order.table_id) ?? null);
  return toOrder(order, items, events, refunded, tableName);
}

export function getOrder(ctx: ServiceContext, id: number): Promise<Order> {
  return ctx.asActor((tx) => readOrder(tx, ctx.actor, id));
}

/**
 * What a list or export query asks, as instants: days are read in the restaurant's time zone,
 * today when neither end is given; a range is at most a year.
 */
export function orderFilterOf(
  restaurant: { id: number; time_zone: string },
  query: Omit<OrderListQuery, 'limit' | 'page'>,
  now: Date,
): OrderFilter {
  const zone = restaurant.time_zone;
  const today = localDateOf(zone, now.getTime());
  const fromDay = query.from ?? query.to ?? today;
  const toDay = query.to ?? query.from ?? today;
  if (toDay < fromDay) throw badRequest('The range ends before it starts', { to: 'Before from' });
  if (Date.parse(toDay) - Date.parse(fromDay) > MAX_RANGE_DAYS * 86_400_000) {
    throw badRequest('Ask for at most a year at once', { to: 'At most a year after from' });
  }
  return {
    restaurantId: restaurant.id,
    from: new Date(instantOfWallClock(zone, fromDay, 0)),
    to: new Date(instantOfWallClock(zone, addDaysToDate(toDay, 1), 0)),
    status: query.status,
    type: query.type,
    paymentMethod: query.payment_method,
    search: query.search,
  };
}

/** The actor's restaurant, or 404 (another business's, or another restaurant for bound staff). */
export async function findVisibleRestaurant(tx: TenantTx, actor: Actor | null, id: number) {
  const restaurant = await findRestaurant(tx, id);
  if (!restaurant || !actor || !worksAt(actor, restaurant.id)) throw notFound('Restaurant');
  return restaurant;
}

/**
 * The orders list (spec §2, §9): newest first by default, the restaurant's today unless a range
 * is asked, days read in the restaurant's time zone; totals over the whole filtered range.
 */
export function listOrders(ctx: ServiceContext, query: OrderListQuery): Promise<OrderList> {
  return ctx.asActor(async (tx) => {
    const restaurant = await findVisibleRestaurant(tx, ctx.actor, query.restaurant_id);
    const now = ctx.clock.now();
    const filter = orderFilterOf(restaurant, query, now);
    const rows = await listOrderRows(tx, filter, {
      orderBy: query.orderByColumn,
      direction: query.orderByType,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    // Closed days' totals are kept per day (decision 052): a year reads some 365 rows.
    const totals = await totalsOfOrders(tx, filter, { timeZone: restaurant.time_zone, now });
    const tables = await tableNamesOf(tx, rows);
    return {
      items: rows.map((row) => toOrderSummary(row, tables.get(row.table_id ?? 0) ?? null)),
      total: totals.count,
      page: query.page,
      limit: query.limit,
      totals: { count: totals.count, total: centsToEuros(totals.totalCents) },
    };
  });
}

/**
 * A guest's tracking page: found by the link's public id (a listed system read), read in its
 * tenant. A card order still waiting for its payment is shown as such.
 */
export async function getPublicOrder(ctx: ServiceContext, publicId: string): Promise<PublicOrder> {
  const found = await findOrderByPublicId(ctx.system, publicId);
  if (!found) throw notFound('Order');
  return ctx.asTenant(found.business_id, async (tx) => {
    const order = await findOrderById(tx, { id: found.id });
    const restaurant = await findRestaurant(tx, found.restaurant_id);
    if (!order || !restaurant) throw notFound('Order');
    const items = await listOrderItems(tx, order.id);
    const events = await listOrderEvents(tx, order.id);
    const payment = await paymentOfOrder(tx, order.id);
    const tables = await tableNamesOf(tx, [order]);
    const open = payment?.status === 'pending' && payment.expires_at > ctx.clock.now();
    return toPublicOrder(
      order,
      items,
      events,
      restaurant,
      order.table_id === null ? null : (tables.get(order.table_id) ?? null),
      open ? payment.checkout_url : null,
      payment?.refunded_cents ?? 0,
    );
  });
}
