import { describe, expect, it } from 'vitest';
import { cheapestPlanWith } from './plan-lookup';

const plans = [
  { code: 'starter', monthly_price: 19, features: ['website', 'menu', 'gallery'] },
  { code: 'pro', monthly_price: 59, features: ['website', 'menu', 'gallery', 'ordering'] },
  { code: 'pro-yearly', monthly_price: 49, features: ['website', 'ordering'] },
  { code: 'bookings', monthly_price: 49, features: ['bookings'] },
  { code: 'bookings-plus', monthly_price: 49, features: ['bookings', 'floor'] },
];

describe('cheapestPlanWith', () => {
  it('picks the cheapest plan that includes the feature, wherever it is in the list', () => {
    expect(cheapestPlanWith(plans, 'gallery')?.code).toBe('starter');
    expect(cheapestPlanWith(plans, 'ordering')?.code).toBe('pro-yearly');
  });

  it('keeps the catalogue order on a tie in price', () => {
    expect(cheapestPlanWith(plans, 'bookings')?.code).toBe('bookings');
  });

  it('answers undefined when no plan has the feature, or there are no plans', () => {
    expect(cheapestPlanWith(plans, 'invoices')).toBeUndefined();
    expect(cheapestPlanWith([], 'gallery')).toBeUndefined();
  });
});
