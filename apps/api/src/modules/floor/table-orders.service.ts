import type { TableOrderBodySchema } from '@coperto/shared/floor/service.schemas';
import type { PublicOrder } from '@coperto/shared/orders/order.schemas';
import type { z } from 'zod';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import type { KeyedAnswer } from '../idempotency/idempotency.service';
import { placeTableOrder as placeOrderAtTable } from '../orders/place-order.service';
import { findActiveTableByQrToken } from './floor.repository';
import { announceTables, attachOrderToTable } from './seatings.service';

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
