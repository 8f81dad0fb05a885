import { discountCodeRestaurants, discountCodes } from '../schema/discounts';
import type { TenantTx } from '../tenant-scope';

interface DemoRestaurant {
  id: number;
  business_id: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's two discount codes (decision 068), dated from now so they stay valid: a welcome
 * code for a guest's first order at either restaurant, and a fixed amount off the pizzeria's
 * larger orders with a limited number of uses.
 */
export async function seedDemoDiscounts(
  tx: TenantTx,
  r: { trattoria: DemoRestaurant; pizzeria: DemoRestaurant },
  now: Date,
) {
  const businessId = r.trattoria.business_id;
  const [welcome, pizza] = await tx
    .insert(discountCodes)
    .values([
      {
        business_id: businessId,
        code: 'BENVENUTO10',
        title: 'Benvenuto: 10% sul primo ordine',
        description: 'Per chi ordina da noi per la prima volta, ritiro o consegna.',
        is_percentage: true,
        amount: 1000,
        valid_from: now,
        valid_to: new Date(now.getTime() + 365 * DAY),
        days_valid: 365,
        usage_limit_per_guest: 1,
        order_types: ['pickup', 'delivery'],
        first_order_only: true,
        created_at: now,
        updated_at: now,
      },
      {
        business_id: businessId,
        code: 'PIZZA5',
        title: '5 € di sconto da 25 €',
        description: 'Sugli ordini della pizzeria da almeno 25 €, fino a 50 utilizzi.',
        is_percentage: false,
        amount: 500,
        min_amount_cents: 2500,
        valid_to: new Date(now.getTime() + 90 * DAY),
        usage_limit: 50,
        order_types: ['pickup', 'delivery', 'table'],
        created_at: now,
        updated_at: now,
      },
    ])
    .returning({ id: discountCodes.id });
  await tx.insert(discountCodeRestaurants).values([
    { business_id: businessId, discount_id: welcome!.id, restaurant_id: r.trattoria.id },
    { business_id: businessId, discount_id: welcome!.id, restaurant_id: r.pizzeria.id },
    { business_id: businessId, discount_id: pizza!.id, restaurant_id: r.pizzeria.id },
  ]);
}
