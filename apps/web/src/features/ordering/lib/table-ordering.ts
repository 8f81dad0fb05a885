import type { PublicOrdering } from '@coperto/shared/orders/order.schemas';

/**
 * Whether a guest at a table can order from their phone now, as the server decides it
 * (`POST /table-qr/:token/orders`, decision 061): ordering in the plan, turned on and not paused,
 * a kitchen slot free for "as soon as possible", and paying at the restaurant offered, since a
 * table's order is paid with the bill. Zod-free: the menu page reads it.
 */
export function tableOrderingOpen(ordering: PublicOrdering | undefined): boolean {
  return ordering?.available === true && ordering.payment_methods.includes('at_restaurant');
}
