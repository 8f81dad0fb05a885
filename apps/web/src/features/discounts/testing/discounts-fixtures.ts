import type { Discount } from '@coperto/shared/discounts/discount.schemas';
import { fakeCurrentUser } from '../../../shared/session/session-fixtures';

export { jsonResponse } from '../../../shared/session/session-fixtures';

const HOUR = 3_600_000;
export const MANAGER = fakeCurrentUser(Date.now() + HOUR, 'manager');
export const STAFF = fakeCurrentUser(Date.now() + HOUR, 'staff');

/** GET /api/restaurant/1 as the discount screens read it. */
export const RESTAURANT = {
  id: 1,
  name: 'Trattoria Demo',
  time_zone: 'Europe/Rome',
  language: ['it', 'en'],
};

export function discount(fields: Partial<Discount> = {}): Discount {
  return {
    id: 7,
    code: 'PIZZA5',
    type: 'discount',
    title: 'Pizza del giovedì',
    description: '',
    is_percentage: false,
    amount: 5,
    min_amount: 25,
    valid_from: null,
    valid_to: '2027-02-24T22:59:59.000Z',
    days_valid: null,
    usage_limit: 50,
    usage_limit_per_guest: null,
    times_used: 3,
    order_types: ['pickup', 'delivery'],
    first_order_only: false,
    active: true,
    restaurant_ids: [1],
    customer_name: null,
    email: null,
    phone_number: null,
    message: '',
    email_sent_at: null,
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}
