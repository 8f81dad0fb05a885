import { and, count, eq, gte, lt, notInArray, sql, sum } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/** One month's online takings of a restaurant: orders paid by card, and their worth in cents. */
export interface OnlineTakingsRow {
  month: string;
  orders: number;
  cents: number;
}

/**
 * A restaurant's card-paid orders between two instants, summed per month of its time zone, in one
 * statement over `orders_restaurant_datetime_idx` (the range is the index's own columns). Orders
 * rejected, cancelled, refunded or still awaiting their payment took no money.
 */
export async function sumOnlineTakingsByMonth(
  tx: TenantTx,
  q: { restaurantId: number; timeZone: string; from: Date; to: Date },
): Promise<OnlineTakingsRow[]> {
  const month = sql<string>`to_char(${orders.order_datetime} at time zone ${q.timeZone}, 'YYYY-MM')`;
  const rows = await tx
    .select({
      month,
      orders: count(),
      // What the card took: a gift card's part was taken when the card was sold (decision 071).
      cents: sum(sql`${orders.total_cents} - ${orders.gift_card_cents}`).mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        tenantFilter(tx, orders.business_id),
        eq(orders.restaurant_id, q.restaurantId),
        gte(orders.order_datetime, q.from),
        lt(orders.order_datetime, q.to),
        eq(orders.payment_method, 'card'),
        eq(orders.payment_status, 'paid'),
        notInArray(orders.status, ['rejected', 'cancelled']),
      ),
    )
    // By position: the zone is a parameter, so the expression written twice would not match.
    .groupBy(sql`1`);
  return rows.map((r) => ({ month: r.month, orders: r.orders, cents: r.cents ?? 0 }));
}
