import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { giftCardLedger } from '../../db/schema/giftcards';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';

/** Gift-card money spent at a restaurant in a span: the redeemed entries, as positive cents. */
export async function sumRedeemed(tx: TenantTx, q: { restaurantId: number; from: Date; to: Date }) {
  const [row] = await tx
    .select({
      n: count(),
      cents: sql<string>`coalesce(-sum(${giftCardLedger.amount_cents}), 0)`,
    })
    .from(giftCardLedger)
    .where(
      and(
        tenantFilter(tx, giftCardLedger.business_id),
        eq(giftCardLedger.restaurant_id, q.restaurantId),
        eq(giftCardLedger.kind, 'redeemed'),
        gte(giftCardLedger.created_at, q.from),
        lt(giftCardLedger.created_at, q.to),
      ),
    );
  return { count: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
}
