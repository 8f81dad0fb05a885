import { centsToEuros } from '@coperto/shared/common/money';
import {
  FEATURE_KEYS,
  type FeatureKey,
  type Plan,
  type PlanListResponse,
  type Subscription,
} from '@coperto/shared/subscriptions/subscription.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { OFFERED_PLAN_CODES } from './plan-catalogue';
import {
  findPlanByCode,
  findPlanById,
  findSubscriptionOfBusiness,
  insertSubscription,
  listPlansByCode,
  type PlanRow,
  planStateOfBusinessQuery,
} from './subscriptions.repository';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    monthly_price: centsToEuros(row.monthly_price_cents),
    features: row.features.filter((f): f is FeatureKey =>
      (FEATURE_KEYS as readonly string[]).includes(f),
    ),
    limits: row.limits,
  };
}

/** Plans are public knowledge (the sign-up page shows them). */
export async function getPlan(ctx: ServiceContext, id: number): Promise<Plan> {
  const row = await findPlanById(ctx.system, id);
  if (!row) throw notFound('Plan');
  return toPlan(row);
}

/**
 * What an owner can choose from, side by side (public, as the sign-up page shows them too), and
 * the address that takes requests to change plan, configured per deployment.
 */
export async function listOfferedPlans(ctx: ServiceContext): Promise<PlanListResponse> {
  const rows = await listPlansByCode(ctx.system, OFFERED_PLAN_CODES);
  return { items: rows.map(toPlan), plan_change_email: ctx.config.salesEmail };
}

export async function getBusinessSubscription(
  ctx: ServiceContext,
  businessId: number,
): Promise<Subscription> {
  if (!ctx.actor) throw notFound('Subscription');
  const row = await ctx.asActor((tx) => findSubscriptionOfBusiness(tx, { businessId }));
  if (!row) throw notFound('Subscription');
  return {
    id: row.subscription.id,
    business_id: row.subscription.business_id,
    status: row.subscription.status,
    current_period_end: row.subscription.current_period_end.toISOString(),
    plan: toPlan(row.plan),
  };
}

// What other areas ask of plans and subscriptions (DESIGN.md §11: a service, never the repository).

/** A plan by its code, for a sign-up choosing it before its business exists. */
export function findPlanOfCode(ctx: Pick<ServiceContext, 'system'>, code: string) {
  return findPlanByCode(ctx.system, code);
}

/** A new business's first subscription, in the transaction that creates the business. */
export function startSubscription(tx: TenantTx, values: Parameters<typeof insertSubscription>[1]) {
  return insertSubscription(tx, values);
}

/** The business's newest subscription with its plan (limits and features), in the caller's tenant. */
export function findBusinessSubscription(tx: TenantTx, businessId: number) {
  return findSubscriptionOfBusiness(tx, { businessId });
}

/**
 * What decides the plan's live features (its status, period end and features), unrun: a subquery
 * `plan_state` of at most one row, for a caller that reads it with its own rows in one statement
 * built once, the business its placeholder `business_id` (decision 092).
 */
export function planStateQuery(tx: TenantTx) {
  return planStateOfBusinessQuery(tx);
}
