import type { FeatureKey } from './subscription.schemas';

/** What the lookups read of a plan; the API's Plan has it. */
export interface PlanOffer {
  monthly_price: number;
  features: readonly string[];
}

/**
 * The plan that unlocks `feature` for the least money: the cheapest of `plans` that includes it,
 * the first in the catalogue's order on a tie; undefined when none does.
 */
export function cheapestPlanWith<P extends PlanOffer>(
  plans: readonly P[],
  feature: FeatureKey,
): P | undefined {
  let cheapest: P | undefined;
  for (const plan of plans) {
    if (!plan.features.includes(feature)) continue;
    if (!cheapest || plan.monthly_price < cheapest.monthly_price) cheapest = plan;
  }
  return cheapest;
}
