import type { Subscription } from '@coperto/shared/subscriptions/subscription.schemas';

/** What the owner is told: the status, or `expired` once an active or trial period has passed. */
export type SubscriptionState = Subscription['status'] | 'expired';

/** The colour each state shows in (MUI palette names). */
export const STATE_COLOURS = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  canceled: 'error',
  expired: 'error',
} as const satisfies Record<SubscriptionState, string>;

/**
 * As the API decides the plan's features (restaurants.service): only an active or trialing
 * subscription whose period has not ended enables them, so such a one past its end is expired.
 */
export function subscriptionStateOf(subscription: Subscription, now: Date): SubscriptionState {
  const running = subscription.status === 'active' || subscription.status === 'trialing';
  return running && new Date(subscription.current_period_end) <= now
    ? 'expired'
    : subscription.status;
}
