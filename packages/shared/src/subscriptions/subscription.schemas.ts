import { z } from 'zod';

/** Feature keys a plan enables; the dashboard locks the screens of those a plan lacks. */
export const FEATURE_KEYS = [
  'website',
  'menu',
  'gallery',
  'contact',
  'ordering',
  'giftcards',
  'bookings',
  'floor',
  'discounts',
  'suppliers',
  'expenses',
  'cashups',
  'shifts',
  'invoices',
  'google-business',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/**
 * The features that work today. A plan's other features are shown as coming ("in arrivo"),
 * never as included, and their sections as coming soon, not as locked (decision 025).
 */
export const AVAILABLE_FEATURE_KEYS: readonly FeatureKey[] = [
  'website',
  'menu',
  'gallery',
  'contact',
  'ordering',
  'giftcards',
  'bookings',
  'floor',
  'discounts',
  'suppliers',
  'expenses',
  'cashups',
  'shifts',
  'google-business',
];

export function isFeatureAvailable(feature: FeatureKey): boolean {
  return AVAILABLE_FEATURE_KEYS.includes(feature);
}

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;

export const PlanSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  monthly_price: z.number(),
  features: z.array(z.enum(FEATURE_KEYS)),
  limits: z.object({ restaurants: z.number().int(), users: z.number().int() }),
});
export type Plan = z.infer<typeof PlanSchema>;

/**
 * GET /api/subscriptions/plans: the plans a business can move to, in the catalogue's order, and
 * where to ask for the change (the server's SALES_EMAIL): there is no payment flow yet.
 */
export const PlanListResponseSchema = z.object({
  items: z.array(PlanSchema),
  plan_change_email: z.string(),
});
export type PlanListResponse = z.infer<typeof PlanListResponseSchema>;

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end: z.string(),
  plan: PlanSchema,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
