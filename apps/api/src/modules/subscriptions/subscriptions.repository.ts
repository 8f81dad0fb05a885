import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { plans, subscriptions } from '../../db/schema/billing';
import { type Executor, type TenantTx, tenantFilter } from '../../db/tenant-scope';
import type { PLAN_CATALOGUE } from './plan-catalogue';

export type PlanRow = typeof plans.$inferSelect;

export async function upsertPlans(db: Executor, catalogue: typeof PLAN_CATALOGUE) {
  for (const [position, plan] of catalogue.entries()) {
    const values = {
      code: plan.code,
      name: plan.name,
      description: plan.description,
      monthly_price_cents: plan.monthlyPriceCents,
      features: plan.features,
      limits: plan.limits,
      position,
    };
    await db
      .insert(plans)
      .values(values)
      .onConflictDoUpdate({ target: plans.code, set: { ...values, code: sql`excluded.code` } });
  }
}

export async function findPlanById(db: Executor, id: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** The plans of `codes`, in the catalogue's order. */
export async function listPlansByCode(db: Executor, codes: readonly string[]) {
  return db
    .select()
    .from(plans)
    .where(inArray(plans.code, [...codes]))
    .orderBy(asc(plans.position));
}

export async function findPlanByCode(db: Executor, code: string) {
  const [row] = await db.select().from(plans).where(eq(plans.code, code));
  return row;
}

export async function insertSubscription(tx: TenantTx, values: typeof subscriptions.$inferInsert) {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  return row!;
}

/**
 * The newest subscription's state and its plan's features, as a subquery named `plan_state`, for a
 * statement built once (decision 092): the business is its placeholder `business_id`, and the
 * newest is `distinct on`'s first row, so no value but the placeholder is written in.
 */
export function planStateOfBusinessQuery(tx: TenantTx) {
  return tx
    .selectDistinctOn([subscriptions.business_id], {
      status: subscriptions.status,
      current_period_end: subscriptions.current_period_end,
      features: plans.features,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(eq(subscriptions.business_id, sql.placeholder('business_id')))
    .orderBy(subscriptions.business_id, desc(subscriptions.id))
    .as('plan_state');
}

/** The business's newest subscription with its plan. */
export async function findSubscriptionOfBusiness(tx: TenantTx, q: { businessId: number }) {
  const [row] = await tx
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan_id))
    .where(
      and(tenantFilter(tx, subscriptions.business_id), eq(subscriptions.business_id, q.businessId)),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row;
}
