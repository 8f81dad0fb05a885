import {
  BOARD_MAX_ORDERS,
  type BoardLine,
  type OrderBoard,
} from '@coperto/shared/orders/order-board.schemas';
import { addDaysToDate } from '@coperto/shared/restaurants/opening-days';
import { instantOfWallClock, localDateOf } from '@coperto/shared/restaurants/opening-hours';
import type { ServiceContext } from '../../shared/context';
import { listBoardLines, listFinishedOrders, listOpenOrders } from './board-orders.repository';
import { toOrderSummary } from './order-views';
import { type OrderRow, tableNamesOf } from './orders.repository';
import { findVisibleRestaurant } from './orders.service';

/**
 * The live board and the kitchen display in one read (decision 051): every order of the
 * restaurant still open, whatever its day, and today's finished ones (today in the restaurant's
 * time zone), each with its dishes, oldest placed first. Open orders take the room first: past
 * BOARD_MAX_ORDERS the oldest open ones, then the earliest finished, are left out and the answer
 * says so. Staff bound to another restaurant, or another business, get 404.
 */
export function getOrderBoard(ctx: ServiceContext, restaurantId: number): Promise<OrderBoard> {
  const now = ctx.clock.now();
  return ctx.asActor(async (tx) => {
    const restaurant = await findVisibleRestaurant(tx, ctx.actor, restaurantId);
    const zone = restaurant.time_zone;
    const date = localDateOf(zone, now.getTime());
    // One more than the room, to know whether anything was left out.
    const open = await listOpenOrders(tx, { restaurantId, limit: BOARD_MAX_ORDERS + 1 });
    const openRoom = Math.min(open.length, BOARD_MAX_ORDERS);
    const finishedRoom = BOARD_MAX_ORDERS - openRoom;
    const finished = await listFinishedOrders(tx, {
      restaurantId,
      from: new Date(instantOfWallClock(zone, date, 0)),
      to: new Date(instantOfWallClock(zone, addDaysToDate(date, 1), 0)),
      limit: finishedRoom + 1,
    });
    const kept = [...open.slice(0, openRoom), ...finished.slice(0, finishedRoom)].sort(
      (a, b) => a.order_datetime.getTime() - b.order_datetime.getTime() || a.id - b.id,
    );
    const lines = await listBoardLines(
      tx,
      kept.map((order) => order.id),
    );
    const tables = await tableNamesOf(tx, kept);
    return {
      date,
      orders: withLines(kept, lines, tables),
      truncated: open.length > openRoom || finished.length > finishedRoom,
    };
  });
}

function withLines(
  orders: readonly OrderRow[],
  lines: readonly (BoardLine & { order_id: number })[],
  tables: ReadonlyMap<number, string>,
): OrderBoard['orders'] {
  const byOrder = new Map<number, BoardLine[]>();
  for (const { order_id, ...line } of lines) {
    const list = byOrder.get(order_id);
    if (list) list.push(line);
    else byOrder.set(order_id, [line]);
  }
  return orders.map((order) => ({
    ...toOrderSummary(order, tables.get(order.table_id ?? 0) ?? null),
    items: byOrder.get(order.id) ?? [],
  }));
}
