import type { Subscription } from '@coperto/shared/subscriptions/subscription.schemas';
import { describe, expect, it } from 'vitest';
import { subscriptionStateOf } from './subscription-state';

const now = new Date('2026-11-21T10:00:00Z');
const subscription = (status: Subscription['status'], periodEnd: string): Subscription => ({
  id: 1,
  business_id: 1,
  status,
  current_period_end: periodEnd,
  plan: {
    id: 1,
    code: 'pro',
    name: 'Pro',
    description: '',
    monthly_price: 59,
    features: [],
    limits: { restaurants: 10, users: 100 },
  },
});

describe('subscriptionStateOf', () => {
  it('keeps the status while an active or trial period runs', () => {
    expect(subscriptionStateOf(subscription('active', '2026-12-01T00:00:00Z'), now)).toBe('active');
    expect(subscriptionStateOf(subscription('trialing', '2026-11-22T00:00:00Z'), now)).toBe(
      'trialing',
    );
  });

  it('calls an active or trial subscription past its period end expired, as the API does', () => {
    expect(subscriptionStateOf(subscription('active', '2026-11-21T10:00:00Z'), now)).toBe(
      'expired',
    );
    expect(subscriptionStateOf(subscription('trialing', '2026-01-01T00:00:00Z'), now)).toBe(
      'expired',
    );
  });

  it('keeps past due and cancelled whatever the date', () => {
    expect(subscriptionStateOf(subscription('past_due', '2027-01-01T00:00:00Z'), now)).toBe(
      'past_due',
    );
    expect(subscriptionStateOf(subscription('canceled', '2027-01-01T00:00:00Z'), now)).toBe(
      'canceled',
    );
  });
});
