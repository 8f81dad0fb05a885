import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import {
  hotStatement,
  ofTenant,
  placeholdersFor,
  prefixedValues,
  preparedPerDatabase,
} from '../../db/hot-statement';
import { containsPattern } from '../../db/like-pattern';
import { floorTables } from '../../db/schema/floor';
import { users } from '../../db/schema/identity';
import { orderDayTotals, orderEvents, orderItems, orders } from '../../db/schema/orders';
import type { SystemDb } from '../../db/system-access';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';
import type { restaurantForMail } from '../restaurants/tenant-restaurants.service';

/** The advisory lock class of a restaurant's kept day totals (the trigger of migration 0010 uses it too). */
const DAY_TOTALS_LOCK_CLASS = 52_052;

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

// Every order placed asks it once committed (decision 084).
const orderNumberByPublicId = preparedPerDatabase((db: SystemDb) =>
  db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.public_id, sql.placeholder('publicId')))
    .prepare('order_number_by_public_id'),
);

/**
 * The day's number the commit gave an order just placed (migration 0024: a trigger numbers it
 * inside COMMIT), by its unguessable public id, which only the caller that placed it holds.
 */
export async function findOrderNumberByPublicId(db: SystemDb, publicId: string) {
  const [row] = await orderNumberByPublicId(db).execute({ publicId });
  return row?.number;
}

// ---------------------------------------------------------------- writes

/** Every column an order is written with; the rest take their defaults. */
const ORDER_COLUMNS = [
  'business_id',
  'restaurant_id',
  'public_id',
  'number',
  'status',
  'type',
  'source',
  'guest_id',
  'customer_name',
  'email',
  'phone',
  'language',
  'delivery_address',
  'notes',
  'order_datetime',
  'slot_start',
  'asap',
  'ready_at',
  'subtotal_cents',
  'delivery_fee_cents',
  'discount_cents',
  'discount_code',
  'total_cents',
  'gift_card_cents',
  'gift_card_last4',
  'vat_breakdown',
  'payment_method',
  'payment_status',
  'marketing_consent',
  'privacy_consent_at',
  'created_by',
  'table_id',
  'updated_at',
] as const satisfies readonly (keyof NewOrderRow)[];

export type OrderToWrite = Pick<NewOrderRow, (typeof ORDER_COLUMNS)[number]>;

const insertOrderRow = hotStatement('orders.insert', (tx) =>
  tx.insert(orders).values(placeholdersFor(ORDER_COLUMNS)).returning(),
);

/** Every column a line is written with, besides its order's. */
const LINE_COLUMNS = [
  'kind',
  'menu_item_id',
  'variant_index',
  'name',
  'variant_name',
  'quantity',
  'unit_price_cents',
  'vat_rate_code',
  'vat_rate_bp',
  'net_cents',
  'vat_cents',
  'gross_cents',
  'notes',
  'position',
] as const satisfies readonly (keyof NewOrderItemRow)[];

export type OrderLineToWrite = Required<Pick<NewOrderItemRow, (typeof LINE_COLUMNS)[number]>>;

/** Every column an order's first history is written with, besides its order's. */
const EVENT_COLUMNS = [
  'from_status',
  'to_status',
  'actor_kind',
  'actor_user_id',
  'created_at',
] as const satisfies readonly (keyof NewOrderEventRow)[];

export type OrderEventToWrite = Required<Pick<NewOrderEventRow, (typeof EVENT_COLUMNS)[number]>>;

/**
 * The lines and the first history of an order in one statement (a CTE), built once per shape —
 * so many lines, so many events — as every order sends one (decision 092). The shapes are bounded:
 * at most the order schema's ORDER_MAX_LINES dishes and a delivery fee, one or two events.
 */
const linesStatements = new Map<string, ReturnType<typeof linesStatementOf>>();

function linesStatementOf(lineCount: number, eventCount: number) {
  const owner = placeholdersFor(['business_id', 'order_id']);
  const rows = <K extends string>(count: number, prefix: string, columns: readonly K[]) =>
    Array.from({ length: count }, (_, index) => ({
      ...owner,
      ...placeholdersFor(columns, `${prefix}${index}_`),
    }));
  return hotStatement(`orders.lines-${lineCount}-${eventCount}`, (tx) => {
    const events = tx
      .$with('first_events')
      .as(tx.insert(orderEvents).values(rows(eventCount, 'e', EVENT_COLUMNS)));
    return tx
      .with(events)
      .insert(orderItems)
      .values(rows(lineCount, 'l', LINE_COLUMNS))
      .returning();
  });
}

/**
 * The order, then its lines and its first history in one statement: the lines' insert returns
 * them, so nothing is read back, and an order pays two round trips for its rows.
 */
export async function insertOrder(
  tx: TenantTx,
  order: OrderToWrite,
  lines: readonly OrderLineToWrite[],
  history: readonly OrderEventToWrite[],
): Promise<{ order: OrderRow; lines: OrderItemRow[] }> {
  const [row] = await insertOrderRow(tx, order);
  const saved = row!;
  const shape = `${lines.length}-${history.length}`;
  let writeLines = linesStatements.get(shape);
  if (!writeLines) {
    writeLines = linesStatementOf(lines.length, history.length);
    linesStatements.set(shape, writeLines);
  }
  const written = await writeLines(tx, {
    business_id: saved.business_id,
    order_id: saved.id,
    ...prefixedValues('l', LINE_COLUMNS, lines),
    ...prefixedValues('e', EVENT_COLUMNS, history),
  });
  return { order: saved, lines: written.sort((a, b) => a.position - b.position) };
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

/**
 * Orders paid at the restaurant with their table's bill (decision 061): those among `ids` not paid
 * yet become paid. Answers the orders it changed.
 */
export function markOrdersPaidAtRestaurant(tx: TenantTx, ids: readonly number[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .update(orders)
    .set({ payment_status: 'paid', updated_at: now })
    .where(
      and(
        tenantFilter(tx, orders.business_id),
        inArray(orders.id, [...ids]),
        eq(orders.payment_method, 'at_restaurant'),
        eq(orders.payment_status, 'unpaid'),
      ),
    )
    .returning({
      id: orders.id,
      business_id: orders.business_id,
      restaurant_id: orders.restaurant_id,
      status: orders.status,
      number: orders.number,
    });
}

// ---------------------------------------------------------------- tenant reads

export async function findOrderById(tx: TenantTx, q: { id: number }) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(tenantFilter(tx, orders.business_id), eq(orders.id, q.id)));
  return row;
}

/**
 * What an order's email is written from, in one statement built once (each order sends two): the
 * order, its lines in position order, and its restaurant, the restaurants area's subquery given
 * by `joined` at the first call. Undefined when the order or its restaurant is gone.
 */
export function orderForMailStatement(
  joined: (tx: TenantTx) => ReturnType<typeof restaurantForMail>,
) {
  const read = hotStatement('orders.for-mail', (tx) => {
    const restaurant = joined(tx);
    return tx
      .select({
        order: orders,
        // Every column of a line is a number or text: JSON carries them as they are.
        items: sql<OrderItemRow[]>`coalesce((
          select json_agg(line order by line.position) from ${orderItems} line
          where line.order_id = ${orders.id}), '[]'::json)`,
        restaurant: {
          business_id: restaurant.business_id,
          name: restaurant.name,
          phone_number: restaurant.phone_number,
          time_zone: restaurant.time_zone,
          email: restaurant.email,
          orders_email: restaurant.orders_email,
          hostnames: restaurant.hostnames,
        },
      })
      .from(orders)
      .innerJoin(restaurant, eq(restaurant.id, orders.restaurant_id))
      .where(and(ofTenant(orders.business_id), eq(orders.id, sql.placeholder('id'))));
  });
  return async (tx: TenantTx, orderId: number) => {
    const [row] = await read(tx, { id: orderId });
    return row;
  };
}

/**
 * The names of the tables these orders were placed from (their QR codes), by table id: what the
 * board and the order show, so the kitchen knows where a `table` order goes (decision 061).
 */
export async function tableNamesOf(
  tx: TenantTx,
  orders: readonly { table_id: number | null }[],
): Promise<Map<number, string>> {
  const ids = [...new Set(orders.flatMap((o) => (o.table_id === null ? [] : [o.table_id])))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: floorTables.id, name: floorTables.name })
    .from(floorTables)
    .where(and(tenantFilter(tx, floorTables.business_id), inArray(floorTables.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
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
export async function totalsOfOrders(tx: TenantTx, f: OrderFilter, kept?: KeptDays) {
  // A search reads the range's orders anyway; the platform scope keeps nothing (no tenant to key).
  const days = kept && !f.search?.trim() && tx.scope !== 'platform' ? closedDaysOf(f, kept) : null;
  if (!days) return liveTotals(tx, f);
  let read = await totalsWithKeptDays(tx, f, kept!, days);
  if (read.missing.length > 0) {
    await keepDayTotals(tx, f.restaurantId, kept!.timeZone, read.missing);
    read = await totalsWithKeptDays(tx, f, kept!, days);
  }
  return { count: read.count, totalCents: read.totalCents };
}

/** The filter's orders summed one by one: a search, today, or a range without a closed day. */
async function liveTotals(tx: TenantTx, f: OrderFilter) {
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

/** What totals may read from `order_day_totals`: the restaurant's zone, and now. */
export interface KeptDays {
  timeZone: string;
  now: Date;
}

/**
 * A day is kept once it ended this long ago: every order placed in it has committed by then
 * (an order's transaction lasts seconds), so a sum made later can only change by an order
 * moved, which the trigger on `orders` handles (decision 052).
 */
const KEEP_AFTER_MS = 60 * 60 * 1000;

/** The whole days of the filter's range that ended long enough ago, and the instants they span. */
function closedDaysOf(f: OrderFilter, kept: KeptDays) {
  const zone = kept.timeZone;
  const closedBefore = kept.now.getTime() - KEEP_AFTER_MS;
  let day = localDateOf(zone, f.from.getTime());
  if (instantOfWallClock(zone, day, 0) < f.from.getTime()) day = addDaysToDate(day, 1);
  const list: string[] = [];
  let start = instantOfWallClock(zone, day, 0);
  const first = start;
  for (;;) {
    const end = instantOfWallClock(zone, addDaysToDate(day, 1), 0);
    if (end > f.to.getTime() || end > closedBefore) break;
    list.push(day);
    day = addDaysToDate(day, 1);
    start = end;
  }
  if (list.length === 0) return null;
  return { list, from: new Date(first), to: new Date(start) };
}

/**
 * The kept days' sums and the rest of the range summed live (the part before the first whole
 * day and after the last: usually today), in one statement; `missing` names the days not kept.
 */
async function totalsWithKeptDays(
  tx: TenantTx,
  f: OrderFilter,
  kept: KeptDays,
  days: { list: string[]; from: Date; to: Date },
) {
  const bucket = (field: string) => sql`(b.value ->> ${field})`;
  const bucketFilter = [
    f.status ? sql` and ${bucket('status')} = ${f.status}` : sql``,
    f.type ? sql` and ${bucket('type')} = ${f.type}` : sql``,
    f.paymentMethod ? sql` and ${bucket('payment_method')} = ${f.paymentMethod}` : sql``,
  ];
  const dayList = sql`${`{${days.list.join(',')}}`}::date[]`;
  const liveBefore = filterOf(tx, { ...f, to: days.from });
  const liveAfter = filterOf(tx, { ...f, from: days.to });
  const liveSum = (where: SQL | undefined) => sql`(select count(*)::bigint as n,
      coalesce(sum(case when ${orders.status} in ('rejected', 'cancelled') then 0 else ${orders.total_cents} end), 0)::bigint as cents
      from ${orders} where ${where})`;
  // Typed here: the database handle is PGlite's or pg's, and both answer `rows`.
  const result = (await tx.execute(sql`
    select
      array(select d.day::text from unnest(${dayList}) as d(day)
        where not exists (select 1 from ${orderDayTotals} t
          where t.restaurant_id = ${f.restaurantId} and t.day = d.day and t.time_zone = ${kept.timeZone})
        order by d.day) as missing,
      kept.n + before.n + after.n as count,
      kept.cents + before.cents + after.cents as cents
    from
      (select coalesce(sum((${bucket('orders')})::int), 0)::bigint as n,
          coalesce(sum(case when ${bucket('status')} in ('rejected', 'cancelled') then 0
            else (${bucket('total_cents')})::bigint end), 0)::bigint as cents
        from ${orderDayTotals} t, jsonb_array_elements(t.buckets) as b
        where t.business_id = ${tx.scope} and t.restaurant_id = ${f.restaurantId}
          and t.day = any(${dayList}) and t.time_zone = ${kept.timeZone}
          ${sql.join(bucketFilter, sql``)}) as kept,
      ${liveSum(liveBefore)} as before,
      ${liveSum(liveAfter)} as after`)) as {
    rows: { missing: string[]; count: number | string; cents: number | string }[];
  };
  const row = result.rows[0]!;
  return { missing: row.missing, count: Number(row.count), totalCents: Number(row.cents) };
}

/**
 * Sums the days not kept yet (or cut in another zone) from `orders` and keeps them, one row per
 * day, empty days too: one index range scan from the first missing day to the last, grouped by
 * the day in the restaurant's zone (bounds as instants, so the time index serves it). Holds the
 * restaurant's totals lock, so a change of one of these days' orders still in flight commits
 * first and is summed, or waits and then deletes the row.
 */
async function keepDayTotals(
  tx: TenantTx,
  restaurantId: number,
  timeZone: string,
  missing: readonly string[],
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${DAY_TOTALS_LOCK_CLASS}::int, ${restaurantId % 2_147_483_647}::int)`,
  );
  const from = new Date(instantOfWallClock(timeZone, missing[0]!, 0));
  const to = new Date(
    instantOfWallClock(timeZone, addDaysToDate(missing[missing.length - 1]!, 1), 0),
  );
  const dayList = sql`${`{${missing.join(',')}}`}::date[]`;
  await tx.execute(sql`
    insert into ${orderDayTotals} (business_id, restaurant_id, day, time_zone, buckets)
    select ${tx.scope}, ${restaurantId}, d.day, ${timeZone}, coalesce(g.buckets, '[]'::jsonb)
    from unnest(${dayList}) as d(day)
    left join (
      select x.day, jsonb_agg(jsonb_build_object('status', x.status, 'type', x.type,
          'payment_method', x.payment_method, 'orders', x.n, 'total_cents', x.cents)) as buckets
      from (
        select (o.order_datetime at time zone ${timeZone})::date as day,
          o.status, o.type, o.payment_method, count(*) as n, sum(o.total_cents) as cents
        from ${orders} o
        where o.business_id = ${tx.scope} and o.restaurant_id = ${restaurantId}
          and o.order_datetime >= ${from.toISOString()}::timestamptz
          and o.order_datetime < ${to.toISOString()}::timestamptz
          and o.status <> 'awaiting_payment'
        group by 1, 2, 3, 4
      ) as x
      group by x.day
    ) as g on g.day = d.day
    where not exists (select 1 from ${orderDayTotals} t
      where t.restaurant_id = ${restaurantId} and t.day = d.day and t.time_zone = ${timeZone})
    on conflict (restaurant_id, day) do update
      set time_zone = excluded.time_zone, buckets = excluded.buckets, made_at = now()`);
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
    | 'subtotal_cents'
    | 'delivery_fee_cents'
    | 'discount_cents'
    | 'total_cents'
    | 'vat_breakdown'
    | 'updated_at'
  > &
    Partial<Pick<OrderRow, 'gift_card_cents' | 'payment_status'>>,
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
