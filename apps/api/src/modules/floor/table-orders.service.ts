import type {
  StaffTableOrderBodySchema,
  TableOrderBodySchema,
} from '@coperto/shared/floor/service.schemas';
import type { Order, PublicOrder } from '@coperto/shared/orders/order.schemas';
import type { z } from 'zod';
import { notFound, ruleBroken } from '../../shared/app-error';
import { type ServiceContext, worksAt } from '../../shared/context';
import type { KeyedAnswer } from '../idempotency/idempotency.service';
import { placeTableOrder as placeOrderAtTable } from '../orders/place-order.service';
import { createStaffTableOrder } from '../orders/staff-orders.service';
import { findActiveTableByQrToken, findFloorTableById } from './floor.repository';
import { findOpenSeatingAt, findSeatingById, findServiceBooking } from './seatings.repository';
import {
  announceTables,
  attachOrderToTable,
  noSeating,
  putOrderOnSeating,
} from './seatings.service';

/**
 * The guest's order from a table's QR code (decision 061): the floor finds the table by its token
 * and hands the order to the orders service's placement, which calls back, in the order's own
 * transaction, to put it on the bill of the party at the table (§11: floor → orders, never back).
 * An unknown token, a table switched off or a restaurant gone is 404.
 */
export async function placeTableOrder(
  ctx: ServiceContext,
  token: string,
  body: z.output<typeof TableOrderBodySchema>,
  idempotencyKey: string,
): Promise<KeyedAnswer<PublicOrder>> {
  const table = await findActiveTableByQrToken(ctx.system, token);
  if (!table) throw notFound('Table');
  const owner = { business_id: table.business_id, restaurant_id: table.restaurant_id };
  return placeOrderAtTable(ctx, {
    publicKey: table.restaurant_public_key,
    tableId: table.table_id,
    tableName: table.table_name,
    body,
    idempotencyKey,
    attach: (tx, order) => attachOrderToTable(tx, { ...table, ...owner }, order, ctx.clock.now()),
    announce: (tx) => announceTables(tx, owner).then(() => undefined),
  });
}

/**
 * The party at a table of this restaurant, and who it is: a table of another restaurant (or
 * business) is not found, one switched off refused, one nobody sits at 409 `no_seating`.
 */
async function findPartyAt(ctx: ServiceContext, restaurantId: number, tableId: number) {
  return ctx.asActor(async (tx) => {
    const table = await findFloorTableById(tx, { id: tableId });
    const actor = ctx.actor;
    if (!table || table.restaurant_id !== restaurantId || !actor || !worksAt(actor, restaurantId)) {
      throw notFound('Table');
    }
    if (!table.active) {
      throw ruleBroken('This table is switched off on the plan', { table_id: 'table_inactive' });
    }
    const seatingId = await findOpenSeatingAt(tx, table.id);
    const seating =
      seatingId === undefined ? undefined : await findSeatingById(tx, { id: seatingId });
    if (!seating) throw noSeating();
    const booking = seating.booking_id ? await findServiceBooking(tx, seating.booking_id) : null;
    return {
      owner: { business_id: table.business_id, restaurant_id: table.restaurant_id },
      seatingId: seating.id,
      // The board names the order after the party, or the table for a walk-in without a name.
      name: booking?.name || seating.guest_name || `Tavolo ${table.name}`,
      phone: booking?.phone || null,
    };
  });
}

/**
 * A waiter's order for the party at a table (issue 16): the floor finds the party, the orders
 * service writes the order by the guest's table-order rules and calls back, in its transaction,
 * to put it on that party's bill (§11: floor → orders). The party leaving meanwhile is 409.
 */
export async function addTableOrder(
  ctx: ServiceContext,
  restaurantId: number,
  body: z.output<typeof StaffTableOrderBodySchema>,
  idempotencyKey: string,
): Promise<KeyedAnswer<Order>> {
  const party = await findPartyAt(ctx, restaurantId, body.table_id);
  const now = ctx.clock.now();
  return createStaffTableOrder(ctx, {
    restaurantId,
    tableId: body.table_id,
    customer: { name: party.name, phone: party.phone },
    items: body.items,
    notes: body.notes,
    language: body.language,
    idempotencyKey,
    request: body,
    attach: (tx, order) => putOrderOnSeating(tx, party.owner, party.seatingId, order.id, now),
    announce: (tx) => announceTables(tx, party.owner).then(() => undefined),
  });
}
