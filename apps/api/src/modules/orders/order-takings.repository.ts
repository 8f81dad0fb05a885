import { and, count, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/**
 * A restaurant's orders paid by card in a span (a day in its zone), not cancelled or rejected:
 * how many and their worth in cents. Reads the (restaurant_id, order_datetime) index.
 */
export async function sumCardOrders(
  tx: TenantTx,
  q: { restaurantId: number; from: Date; to: Date },
) {
  const [row] = await tx
    .select({
      n: count(),
      // What the card took: a gift card's part was taken when the card was sold (decision 071).
      cents: sql<string>`coalesce(sum(${orders.total_cents} - ${orders.gift_card_cents}), 0)`,
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
        notInArray(orders.status, ['cancelled', 'rejected']),
      ),
    );
  return { count: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
}
