import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, sum } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema/identity';
import { orderCounters, orderEvents, orderItems, orders } from '../../db/schema/orders';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'order_id' | 'business_id'>;
export type NewOrderEventRow = Omit<typeof orderEvents.$inferInsert, 'business_id'>;

// ---------------------------------------------------------------- public reads

/** The order a guest's tracking link names, by its unguessable public id, in any business. */
export async function findOrderByPublicId(db: SystemDb, publicId: string) {
  const [row] = await db
    .select({ id: orders.id, business_id: orders.business_id, restaurant_id: orders.restaurant_id })
    .from(orders)
    .where(eq(orders.public_id, publicId));
  return row;
}

// ---------------------------------------------------------------- writes

/**
 * The next short number of the restaurant's day. Taken last in the order's transaction: the
 * counter's row stays locked until the commit, so the shorter that is, the less orders wait.
 */
export async function takeOrderNumber(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number; day: string },
): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({
      business_id: q.businessId,
      restaurant_id: q.restaurantId,
      day: q.day,
      last_number: 1,
    })
    .onConflictDoUpdate({
      target: [orderCounters.restaurant_id, orderCounters.day],
      set: { last_number: sql`${orderCounters.last_number} + 1` },
    })
    .returning({ number: orderCounters.last_number });
  return row!.number;
}

export async function insertOrder(
  tx: TenantTx,
  order: NewOrderRow,
  lines: readonly NewOrderItemRow[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  const saved = row!;
  await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, order_id: saved.id, business_id: saved.business_id })));
  return saved;
}

export async function insertOrderEvent(
  tx: TenantTx,
  event: NewOrderEventRow & { business_id: number },
) {
  await tx.insert(orderEvents).values(event);
}

/** Moves the order only if it is still in `from`: two staff tapping at once cannot both move it. */
export async function updateOrderStatus(
  tx: TenantTx,
  q: { id: number; from: OrderRow['status'] },
  changes: Partial<
    Pick<OrderRow, 'status' | 'reason' | 'ready_at' | 'payment_status' | 'updated_at'>
  >,
) {
  const [row] = await tx
    .update(orders)
    .set(changes)
    .where(
      and(tenantFilter(tx, orders.business_id), eq(orders.id, q.id), eq(orders.status, q.from)),
    )
    .returning();
  return row;
}

// ---------------------------------------------------------------- tenant reads

export async function findOrderById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(tenantFilter(tx, orders.business_id), eq(orders.id, q.id)));
  return row;
}

export async function listOrderItems(tx: TenantTx, orderId: number) {
  return tx
    .select()
    .from(orderItems)
    .where(and(tenantFilter(tx, orderItems.business_id), eq(orderItems.order_id, orderId)))
    .orderBy(asc(orderItems.position));
}

/** The order's history, oldest first, with the name of the staff member behind each move. */
export async function listOrderEvents(tx: TenantTx, orderId: number) {
  return tx
    .select({
      from_status: orderEvents.from_status,
      to_status: orderEvents.to_status,
      reason: orderEvents.reason,
      details: orderEvents.details,
      created_at: orderEvents.created_at,
      actor_kind: orderEvents.actor_kind,
      actor_name: users.name,
      actor_surname: users.surname,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actor_user_id))
    .where(and(tenantFilter(tx, orderEvents.business_id), eq(orderEvents.order_id, orderId)))
    .orderBy(asc(orderEvents.id));
}

export interface OrderFilter {
  restaurantId: number;
  from: Date;
  to: Date;
  status?: OrderRow['status'];
  type?: OrderRow['type'];
  paymentMethod?: OrderRow['payment_method'];
  search?: string;
}

function filterOf(tx: TenantTx, f: OrderFilter) {
  const search = f.search?.trim();
  const number = search && /^#?\d{1,6}$/.test(search) ? Number(search.replace('#', '')) : null;
  return and(
    tenantFilter(tx, orders.business_id),
    eq(orders.restaurant_id, f.restaurantId),
    gte(orders.order_datetime, f.from),
    lt(orders.order_datetime, f.to),
    f.status ? eq(orders.status, f.status) : undefined,
    f.type ? eq(orders.type, f.type) : undefined,
    f.paymentMethod ? eq(orders.payment_method, f.paymentMethod) : undefined,
    search
      ? or(
          ilike(orders.customer_name, containsPattern(search)),
          ilike(orders.phone, containsPattern(search)),
          ilike(orders.email, containsPattern(search)),
          number === null ? undefined : eq(orders.number, number),
        )
      : undefined,
    // Card orders not paid yet are not orders for the restaurant.
    sql`${orders.status} <> 'awaiting_payment'`,
  );
}

const SORTS = {
  order_datetime: orders.order_datetime,
  slot_start: orders.slot_start,
  total: orders.total_cents,
  number: orders.number,
} as const;

export async function listOrders(
  tx: TenantTx,
  f: OrderFilter,
  page: { orderBy: keyof typeof SORTS; direction: 'asc' | 'desc'; limit: number; offset: number },
) {
  const column = SORTS[page.orderBy];
  const order = page.direction === 'asc' ? asc(column) : desc(column);
  return tx
    .select()
    .from(orders)
    .where(filterOf(tx, f))
    .orderBy(order, page.direction === 'asc' ? asc(orders.id) : desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many orders the filter finds and what they are worth, cancelled and rejected ones aside. */
export async function totalsOfOrders(tx: TenantTx, f: OrderFilter) {
  const [row] = await tx
    .select({
      count: count(),
      total: sum(
        sql`case when ${orders.status} in ('rejected', 'cancelled') then 0 else ${orders.total_cents} end`,
      ).mapWith(Number),
    })
    .from(orders)
    .where(filterOf(tx, f));
  return { count: row?.count ?? 0, totalCents: row?.total ?? 0 };
}

/** Items of several orders at once (the kitchen board shows each order's lines). */
export async function listItemsOfOrders(tx: TenantTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(orderItems)
    .where(and(tenantFilter(tx, orderItems.business_id), inArray(orderItems.order_id, orderIds)))
    .orderBy(asc(orderItems.order_id), asc(orderItems.position));
}

/** A correction: the order's lines replaced and its amounts with them. */
export async function replaceOrderLines(
  tx: TenantTx,
  order: Pick<OrderRow, 'id' | 'business_id'>,
  lines: readonly NewOrderItemRow[],
  amounts: Pick<
    OrderRow,
    'subtotal_cents' | 'delivery_fee_cents' | 'total_cents' | 'vat_breakdown' | 'updated_at'
  >,
) {
  await tx
    .delete(orderItems)
    .where(and(tenantFilter(tx, orderItems.business_id), eq(orderItems.order_id, order.id)));
  await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, order_id: order.id, business_id: order.business_id })));
  await tx
    .update(orders)
    .set(amounts)
    .where(and(tenantFilter(tx, orders.business_id), eq(orders.id, order.id)));
}

/** Orders waiting for someone to accept them, in a range. */
export async function countOrdersToAccept(tx: TenantTx, f: OrderFilter) {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(filterOf(tx, f), eq(orders.status, 'received')));
  return row?.n ?? 0;
}
