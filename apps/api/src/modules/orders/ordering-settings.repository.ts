import { and, eq, sql } from 'drizzle-orm';
import { hotStatement } from '../../db/hot-statement';
import { orderingSettings } from '../../db/schema/orders';
import { vatRates } from '../../db/schema/vat';
import { type TenantTx, tenantFilter } from '../../db/tenant-scope';
import type { businessQuery } from '../restaurants/tenant-restaurants.service';
import type { planStateQuery } from '../subscriptions/subscriptions.service';

export type OrderingSettingsRow = typeof orderingSettings.$inferSelect;
export type OrderingSettingsChanges = Partial<
  Omit<OrderingSettingsRow, 'id' | 'business_id' | 'restaurant_id'>
>;

function ofRestaurant(tx: TenantTx, restaurantId: number) {
  return and(
    tenantFilter(tx, orderingSettings.business_id),
    eq(orderingSettings.restaurant_id, restaurantId),
  );
}

/** The restaurant's settings; the first read makes its row with the table's defaults. */
export async function findOrCreateOrderingSettings(
  tx: TenantTx,
  q: { businessId: number; restaurantId: number },
): Promise<OrderingSettingsRow> {
  const [row] = await tx.select().from(orderingSettings).where(ofRestaurant(tx, q.restaurantId));
  if (row) return row;
  await tx
    .insert(orderingSettings)
    .values({ business_id: q.businessId, restaurant_id: q.restaurantId })
    .onConflictDoNothing();
  const [made] = await tx.select().from(orderingSettings).where(ofRestaurant(tx, q.restaurantId));
  return made!;
}

/**
 * The restaurant's settings (null before its first read makes them), its business and its plan's
 * state in one statement, built once (decision 092): every order reads it. The business and plan
 * subqueries are their areas' reads, given by `joined` at the first call, their business the
 * placeholder `business_id`.
 */
export function settingsWithBusinessAndPlanStatement(
  joined: (tx: TenantTx) => {
    business: ReturnType<typeof businessQuery>;
    planState: ReturnType<typeof planStateQuery>;
  },
) {
  const read = hotStatement('ordering.place', (tx) => {
    const { business, planState } = joined(tx);
    return tx
      .select()
      .from(business)
      .leftJoin(planState, sql`true`)
      .leftJoin(
        orderingSettings,
        and(
          eq(orderingSettings.business_id, sql.placeholder('business_id')),
          eq(orderingSettings.restaurant_id, sql.placeholder('restaurant_id')),
        ),
      );
  });
  return async (tx: TenantTx, q: { businessId: number; restaurantId: number }) => {
    // The restaurant's business, not the transaction's: another tenant's restaurant then finds
    // nothing (Row Level Security), where the transaction's business would be found instead.
    const [row] = await read(tx, { business_id: q.businessId, restaurant_id: q.restaurantId });
    return row;
  };
}

export async function updateOrderingSettings(
  tx: TenantTx,
  restaurantId: number,
  changes: OrderingSettingsChanges,
) {
  const [row] = await tx
    .update(orderingSettings)
    .set(changes)
    .where(ofRestaurant(tx, restaurantId))
    .returning();
  return row;
}

/** Basis points by rate code: a handful of platform rows. */
export async function findVatRates(tx: TenantTx): Promise<Map<string, number>> {
  const rows = await tx.select({ code: vatRates.code, rate_bp: vatRates.rate_bp }).from(vatRates);
  return new Map(rows.map((r) => [r.code, r.rate_bp]));
}

/** The settings row if the restaurant has one (read-only: a payment's webhook reads the rule). */
export async function findOrderSettings(tx: TenantTx, restaurantId: number) {
  const [row] = await tx.select().from(orderingSettings).where(ofRestaurant(tx, restaurantId));
  return row;
}
