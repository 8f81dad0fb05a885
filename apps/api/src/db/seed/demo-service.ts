import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@coperto/shared/orders/order-states';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import {
  instantOfWallClock,
  localDateOf,
  wallClockAt,
} from '@coperto/shared/restaurants/opening-hours';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { itemsForOrder } from '../../modules/menus/orderable-items.service';
import { breakdownOf, priceOrder } from '../../modules/orders/order-pricing';
import { bookings } from '../schema/bookings';
import { floorTables } from '../schema/floor';
import { orderCounters, orderEvents, orderItems, orderSlotLoads, orders } from '../schema/orders';
import {
  bookingTables,
  tableSeatingOrders,
  tableSeatings,
  tableSeatingTables,
} from '../schema/service';
import { menuItems, menus } from '../schema/site';
import { vatRates } from '../schema/vat';
import type { TenantTx } from '../tenant-scope';

interface DemoRoom {
  id: number;
  business_id: number;
  time_zone: string;
}

const MINUTE = 60_000;

/**
 * Walk-ins at the Trattoria in the last hour and a half, one of each state the service view
 * shows: just seated, ordering, asking for the bill, paid and waiting to be cleared.
 */
const WALK_INS: Array<{
  table: string;
  party: number;
  name: string;
  seatedAgo: number;
  /** Orders placed after sitting down, in minutes after `seatedAgo`, with their dishes. */
  orders: Array<{ after: number; dishes: number; status: OrderStatus }>;
  billAsked?: number;
  paid?: number;
}> = [
  { table: '20', party: 2, name: 'Coppia in dehors', seatedAgo: 10, orders: [] },
  {
    table: '5',
    party: 3,
    name: 'Famiglia Conti',
    seatedAgo: 45,
    orders: [
      { after: 5, dishes: 3, status: 'ready' },
      { after: 30, dishes: 2, status: 'preparing' },
    ],
  },
  {
    table: '6',
    party: 4,
    name: 'Amici di Marco',
    seatedAgo: 80,
    orders: [{ after: 8, dishes: 4, status: 'completed' }],
    billAsked: 4,
  },
  {
    table: '23',
    party: 2,
    name: 'Signori Greco',
    seatedAgo: 95,
    orders: [{ after: 6, dishes: 2, status: 'completed' }],
    paid: 3,
  },
];

/** The moves of a table order to `status`, as the kitchen made them. */
function pathTo(status: OrderStatus): OrderStatus[] {
  const path: OrderStatus[] = ['received', 'accepted', 'preparing', 'ready', 'completed'];
  return path.slice(0, path.indexOf(status) + 1);
}

/**
 * Tonight's service at the demo Trattoria (decision 061): parties at tables with QR orders, a bill
 * asked for, one paid and waiting to be cleared, today's seated bookings at tables that fit them,
 * and the next bookings' tables held ahead, so the service view opens on a room in use. Seeded
 * with the history, after the bookings, dated from `now` as they are.
 */
export async function seedDemoService(tx: TenantTx, room: DemoRoom, staffId: number, now: Date) {
  const owner = { business_id: room.business_id, restaurant_id: room.id };
  const tables = await tx
    .select()
    .from(floorTables)
    .where(eq(floorTables.restaurant_id, room.id))
    .orderBy(asc(floorTables.seats_max), asc(floorTables.id));
  if (tables.length === 0) return;
  const byName = new Map(tables.map((t) => [t.name, t]));
  const taken = new Set<number>();
  const dishes = await demoDishes(tx, room.id);
  const rates = new Map(
    (await tx.select().from(vatRates)).map((rate) => [rate.code, rate.rate_bp] as const),
  );
  const today = localDateOf(room.time_zone, now.getTime());
  // Each day's numbers go on from the history's (an order seated before midnight is yesterday's).
  const numbers = new Map<string, { last: number; stored: boolean }>();
  const nextNumber = async (placedAt: Date) => {
    const day = localDateOf(room.time_zone, placedAt.getTime());
    let counter = numbers.get(day);
    if (!counter) {
      const [row] = await tx
        .select()
        .from(orderCounters)
        .where(and(eq(orderCounters.restaurant_id, room.id), eq(orderCounters.day, day)));
      counter = { last: row?.last_number ?? 0, stored: row !== undefined };
      numbers.set(day, counter);
    }
    counter.last += 1;
    return counter.last;
  };
  let pick = 0;

  const seat = async (values: {
    tableIds: number[];
    party: number;
    name: string;
    bookingId: number | null;
    seatedAt: Date;
    billAskedAt?: Date;
    paidAt?: Date;
  }) => {
    const [seating] = await tx
      .insert(tableSeatings)
      .values({
        ...owner,
        booking_id: values.bookingId,
        party_size: values.party,
        guest_name: values.bookingId === null ? values.name : '',
        seated_at: values.seatedAt,
        bill_requested_at: values.billAskedAt ?? null,
        paid_at: values.paidAt ?? null,
        created_at: values.seatedAt,
        updated_at: values.paidAt ?? values.billAskedAt ?? values.seatedAt,
      })
      .returning();
    await tx
      .insert(tableSeatingTables)
      .values(values.tableIds.map((table_id) => ({ ...owner, seating_id: seating!.id, table_id })));
    for (const id of values.tableIds) taken.add(id);
    return seating!;
  };

  const order = async (
    seatingId: number,
    tableId: number,
    customer: string,
    placedAt: Date,
    count: number,
    status: OrderStatus,
    /** Paid with the table's bill. */
    paid = false,
  ) => {
    if (dishes.ids.length === 0) return;
    const lines = Array.from({ length: count }, () => ({
      item_id: dishes.ids[pick++ % dishes.ids.length]!,
      quantity: 1,
    }));
    const priced = priceOrder({
      lines,
      items: dishes.items,
      type: 'table',
      slotClock: wallClockAt(room.time_zone, placedAt.getTime()),
      language: 'it',
      fallbackLanguage: 'it',
      vatRates: rates,
      deliveryFee: null,
    });
    if (priced.lines.length === 0) return;
    const number = await nextNumber(placedAt);
    // As soon as possible: the first quarter-hour slot after the kitchen's 20 minutes.
    const quarter = 15 * MINUTE;
    const readyAt = new Date(Math.ceil((placedAt.getTime() + 20 * MINUTE) / quarter) * quarter);
    const [row] = await tx
      .insert(orders)
      .values({
        ...owner,
        public_id: randomBytes(16).toString('base64url'),
        number,
        status,
        type: 'table',
        source: 'online',
        customer_name: customer,
        language: 'it',
        order_datetime: placedAt,
        slot_start: readyAt,
        asap: true,
        ready_at: status === 'received' ? null : readyAt,
        subtotal_cents: priced.subtotal_cents,
        total_cents: priced.total_cents,
        vat_breakdown: breakdownOf(priced.lines),
        payment_method: 'at_restaurant',
        payment_status: paid ? 'paid' : 'unpaid',
        privacy_consent_at: placedAt,
        table_id: tableId,
        updated_at: placedAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      priced.lines.map((line, position) => ({
        ...line,
        business_id: room.business_id,
        order_id: row!.id,
        position,
      })),
    );
    await tx.insert(orderEvents).values(
      pathTo(status).map((to, step, path) => ({
        business_id: room.business_id,
        order_id: row!.id,
        from_status: step === 0 ? null : path[step - 1]!,
        to_status: to,
        actor_kind: step === 0 ? ('guest' as const) : ('staff' as const),
        actor_user_id: step === 0 ? null : staffId,
        created_at: new Date(placedAt.getTime() + step * 4 * MINUTE),
      })),
    );
    // It holds a place of its slot in the kitchen, as a placed order does.
    await tx
      .insert(orderSlotLoads)
      .values({ ...owner, slot_start: readyAt, taken: 1 })
      .onConflictDoUpdate({
        target: [orderSlotLoads.restaurant_id, orderSlotLoads.slot_start],
        set: { taken: sql`${orderSlotLoads.taken} + 1` },
      });
    await tx
      .insert(tableSeatingOrders)
      .values({ ...owner, order_id: row!.id, seating_id: seatingId });
  };

  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
  for (const walkIn of WALK_INS) {
    const table = byName.get(walkIn.table);
    if (!table) continue;
    const seating = await seat({
      tableIds: [table.id],
      party: walkIn.party,
      name: walkIn.name,
      bookingId: null,
      seatedAt: ago(walkIn.seatedAgo),
      billAskedAt: walkIn.billAsked === undefined ? undefined : ago(walkIn.billAsked),
      paidAt: walkIn.paid === undefined ? undefined : ago(walkIn.paid),
    });
    for (const o of walkIn.orders) {
      await order(
        seating.id,
        table.id,
        walkIn.name,
        ago(walkIn.seatedAgo - o.after),
        o.dishes,
        o.status,
        walkIn.paid !== undefined,
      );
    }
  }

  // Today's bookings: those seated (started, not over) sit at the smallest free table that
  // fits them (or two joined); the next confirmed ones have a table held.
  const from = new Date(instantOfWallClock(room.time_zone, today, 0));
  const to = new Date(instantOfWallClock(room.time_zone, addDaysToDate(today, 1), 0));
  const todays = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.restaurant_id, room.id),
        gte(bookings.starts_at, from),
        lt(bookings.starts_at, to),
      ),
    )
    .orderBy(asc(bookings.starts_at), asc(bookings.id));
  const fitting = (party: number) =>
    tables.find((t) => t.active && !taken.has(t.id) && t.seats_max >= party);
  const joinedFor = (party: number) => {
    const [a, b] = ['10', '11'].map((n) => byName.get(n));
    return a && b && !taken.has(a.id) && !taken.has(b.id) && a.seats_max + b.seats_max >= party
      ? [a.id, b.id]
      : null;
  };
  for (const booking of todays.filter((b) => b.status === 'seated')) {
    const one = fitting(booking.party_size);
    const ids = one ? [one.id] : joinedFor(booking.party_size);
    if (!ids) continue;
    const seating = await seat({
      tableIds: ids,
      party: booking.party_size,
      name: booking.name,
      bookingId: booking.id,
      seatedAt: booking.starts_at,
    });
    // Most have ordered by now.
    if (now.getTime() - booking.starts_at.getTime() > 15 * MINUTE && seating.id % 3 !== 0) {
      await order(
        seating.id,
        ids[0]!,
        booking.name,
        new Date(booking.starts_at.getTime() + 10 * MINUTE),
        Math.min(booking.party_size + 1, 6),
        'preparing',
      );
    }
  }
  const upcoming = todays.filter((b) => b.status === 'confirmed' && b.starts_at > now).slice(0, 5);
  for (const booking of upcoming) {
    const table = fitting(booking.party_size);
    if (!table) continue;
    taken.add(table.id);
    await tx.insert(bookingTables).values({ ...owner, booking_id: booking.id, table_id: table.id });
  }
  for (const [day, counter] of numbers) {
    if (counter.stored) {
      await tx
        .update(orderCounters)
        .set({ last_number: counter.last })
        .where(and(eq(orderCounters.restaurant_id, room.id), eq(orderCounters.day, day)));
    } else {
      await tx.insert(orderCounters).values({ ...owner, day, last_number: counter.last });
    }
  }
}

/** Dishes a table can order at any hour: available, on an active menu without hours. */
async function demoDishes(tx: TenantTx, restaurantId: number) {
  const ids = (
    await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .innerJoin(menus, eq(menus.id, menuItems.menu_id))
      .where(
        and(
          eq(menuItems.restaurant_id, restaurantId),
          eq(menuItems.available, true),
          eq(menus.active, true),
          isNull(menus.availability),
        ),
      )
      .orderBy(asc(menuItems.id))
  ).map((row) => row.id);
  return { ids, items: await itemsForOrder(tx, restaurantId, ids) };
}
